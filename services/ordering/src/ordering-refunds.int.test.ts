import { randomUUID } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import type {
  PaymentPartlyRefundedData,
  PaymentRefundFailedData,
  PaymentRefundedData,
  PaymentSucceededData,
} from '@mealbox/contracts';
import { createEvent } from '@mealbox/platform';
import { eventually, recordTopic } from '@mealbox/test-support';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { creditBalancePence, grantCredit, grantEntryId, spendCredit } from './credit/domain';

describe('partial refunds of an order, on the real MongoDB-wire server and Kafka', () => {
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    t = await startTestOrdering();
    recorder = await recordTopic(t.bus, TOPICS.orderingOrders);
  });
  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  /** An order of six Standard meals (£59.99), paid by card as payment reports it. */
  async function paidOrder() {
    const { userId, auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    const placed = await t.api.post('/api/orders/').set(auth).send({
      customer: customer.body.id,
      customer_address: address.body.id,
      delivery_date: deliveryDays().first,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as string;
    const paid: PaymentSucceededData = {
      orderId,
      userId,
      amountPence: 59_99,
      currency: 'gbp',
      provider: 'local',
      sessionId: 'cs_test_session',
      succeededAt: new Date().toISOString(),
    };
    await publishPayment(orderId, createEvent('PaymentSucceeded', paid, from()));
    await eventually('paid', async () => (await read(orderId)).payment_status === 'completed');
    return { userId, auth, customerId: customer.body.id as string, orderId };
  }
  const from = () => ({ producer: 'payment', correlationId: randomUUID() });
  const publishPayment = (orderId: string, ...events: object[]) =>
    t.bus.publish(
      events.map((event) => ({ topic: TOPICS.paymentPayments, key: orderId, value: JSON.stringify(event) })),
    );
  const read = async (orderId: string) =>
    (await t.api.get(`/api/orders/${orderId}/`).set(t.adminAuth()).expect(200)).body;
  const refundPath = (orderId: string) => `/api/admin/orders/${orderId}/refunds/`;
  const refund = (orderId: string, body: object, key: string = randomUUID()) =>
    t.api.post(refundPath(orderId)).set(t.adminAuth()).set('Idempotency-Key', key).send(body);
  const orderEvents = (orderId: string, type: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === type);
  const partlyRefunded = (orderId: string, userId: string, orderRefundId: string, amountPence: number) => {
    const data: PaymentPartlyRefundedData = {
      orderId,
      userId,
      orderRefundId,
      amountPence,
      refundedTotalPence: amountPence,
      provider: 'local',
      providerRefundId: 're_test',
      refundedAt: new Date().toISOString(),
    };
    return createEvent('PaymentPartlyRefunded', data, from());
  };
  const moneyOnDashboard = async () => {
    const figures = (
      await t.api.get('/api/analytics/dashboard?period=last_7_days').set(t.adminAuth()).expect(200)
    ).body as { revenue: string; refunds: string };
    const pence = (pounds: string) => Math.round(Number(pounds) * 100);
    return { revenue: pence(figures.revenue), refunds: pence(figures.refunds) };
  };
  /** The dashboard's money once it has counted every event so far (two reads apart agree). */
  const settledDashboard = async () => {
    let last = await moneyOnDashboard();
    for (;;) {
      await settle();
      const now = await moneyOnDashboard();
      if (now.revenue === last.revenue && now.refunds === last.refunds) return now;
      last = now;
    }
  };
  /** Long enough for a wrong second change to have been applied. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

  it('when staff refund meals as credit, then the refund is made at once, the ledger has it once and the order shows it', async () => {
    const { customerId, orderId } = await paidOrder();
    const key = randomUUID();
    const body = {
      destination: 'credit',
      amount: '19.99',
      lines: [{ kind: 'meal', label: 'Thai Green Curry', quantity: 2 }],
      reason: 'damaged_meal',
      note: 'Two trays split',
    };
    const made = await refund(orderId, body, key);
    expect(made.status).toBe(201);
    expect(made.body.payment_status).toBe('completed');
    expect(made.body.refunds).toEqual([
      {
        id: expect.any(String),
        amount: '19.99',
        destination: 'credit',
        lines: [{ kind: 'meal', ref: null, label: 'Thai Green Curry', quantity: 2 }],
        whole: false,
        status: 'refunded',
        reason: 'damaged_meal',
        note: 'Two trays split',
        failure: null,
        requested_at: expect.any(String),
        refunded_at: expect.any(String),
      },
    ]);
    expect(made.body.refunded_total).toBe('19.99');
    expect(made.body.refundable_total).toBe('40.00');

    // A retry with the same key answers the same refund and adds none.
    const retried = await refund(orderId, body, key);
    expect(retried.status).toBe(200);
    expect(retried.body.refunds).toHaveLength(1);

    const refundId = made.body.refunds[0].id as string;
    await eventually(
      'the credit',
      async () => (await creditBalancePence(t.ordering.deps, customerId)) === 19_99,
    );
    const entry = await t.ordering.deps.creditEntries.findById(`refund:${refundId}`).lean();
    expect(entry).toMatchObject({ reason: 'refund', amountPence: 19_99, orderId, refundId });
    await settle();
    expect(await creditBalancePence(t.ordering.deps, customerId)).toBe(19_99);
  });

  it('when staff refund delivery to the card, then payment is asked for exactly that amount, and its report marks it made once', async () => {
    const { userId, orderId } = await paidOrder();
    const made = await refund(orderId, {
      destination: 'card',
      amount: '4.99',
      lines: [{ kind: 'delivery', label: 'Delivery', quantity: 1 }],
    });
    expect(made.status).toBe(201);
    const [requested] = made.body.refunds;
    expect(requested).toMatchObject({ amount: '4.99', destination: 'card', status: 'requested' });
    await eventually(
      'PartialRefundRequested',
      () => orderEvents(orderId, 'PartialRefundRequested').length === 1,
    );
    expect(orderEvents(orderId, 'PartialRefundRequested')[0].data).toMatchObject({
      orderId,
      userId,
      refundId: requested.id,
      amountPence: 4_99,
      destination: 'card',
    });

    const before = await settledDashboard();
    const report = partlyRefunded(orderId, userId, requested.id, 4_99);
    await publishPayment(orderId, report, report);
    await eventually('refunded', async () => (await read(orderId)).refunds[0].status === 'refunded');
    // The staff dashboard moves the refunded part from revenue to refunds, once.
    const after = await eventually('the dashboard', async () => {
      const figures = await moneyOnDashboard();
      return figures.refunds === before.refunds + 4_99 ? figures : undefined;
    });
    expect(after).toEqual({ revenue: before.revenue - 4_99, refunds: before.refunds + 4_99 });
    await eventually('OrderRefundedToCard', () => orderEvents(orderId, 'OrderRefundedToCard').length > 0);
    await settle();
    expect(
      orderEvents(orderId, 'OrderRefundedToCard').map((event) => event.data.refundedToCardPence),
    ).toEqual([4_99]);
    const order = await read(orderId);
    expect(order.payment_status).toBe('completed');
    expect(order.refunded_total).toBe('4.99');
    expect(order.refundable_total).toBe('55.00');
    const version = (await t.ordering.deps.orders.findById(orderId).lean())?.version;
    // Another report of the same refund (a new event id) finds it made already: nothing changes.
    await publishPayment(orderId, partlyRefunded(orderId, userId, requested.id, 4_99));
    await settle();
    expect((await t.ordering.deps.orders.findById(orderId).lean())?.version).toBe(version);
  });

  it('when two staff refund at once on two instances and together they exceed what was paid, then exactly one refund is made', async () => {
    const { orderId } = await paidOrder();
    const another = await t.startAnotherInstance();
    try {
      const body = { destination: 'card', amount: '40.00' };
      const answers = await Promise.all([
        t.api.post(refundPath(orderId)).set(t.adminAuth()).set('Idempotency-Key', randomUUID()).send(body),
        another.api
          .post(refundPath(orderId))
          .set(t.adminAuth())
          .set('Idempotency-Key', randomUUID())
          .send(body),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(refused?.body.detail).toBe(
        'Only £19.99 of this order is left to refund (£40.00 of £59.99 is refunded or on its way).',
      );
      const order = await read(orderId);
      expect(order.refunds).toHaveLength(1);
      expect(order.refundable_total).toBe('19.99');
    } finally {
      await another.close();
    }
  });

  it('when a refund is more than is left, or the order is not paid, then it is refused and nothing changes', async () => {
    const { orderId } = await paidOrder();
    const tooMuch = await refund(orderId, { destination: 'credit', amount: '60.00' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.detail).toBe(
      'Only £59.99 of this order is left to refund (£0.00 of £59.99 is refunded or on its way).',
    );
    const zero = await refund(orderId, { destination: 'card', amount: '0.00' });
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.body.errors)).toEqual(['amount']);
    const nowhere = await refund(orderId, { destination: 'cash', amount: '1.00' });
    expect(Object.keys(nowhere.body.errors)).toEqual(['destination']);
    const byCustomer = await t.api
      .post(refundPath(orderId))
      .set(t.customerToken().auth)
      .send({ destination: 'credit', amount: '1.00' });
    expect(byCustomer.status).toBe(403);
    expect((await read(orderId)).refunds).toEqual([]);

    const { auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    const unpaid = await t.api.post('/api/orders/').set(auth).send({
      customer: customer.body.id,
      customer_address: address.body.id,
      delivery_date: deliveryDays().first,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    const refused = await refund(unpaid.body.id, { destination: 'credit', amount: '1.00' });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Only a paid order can be refunded.');
  });

  it('when the provider refuses a card refund, then it is marked failed and its amount can be refunded again', async () => {
    const { userId, orderId } = await paidOrder();
    const made = await refund(orderId, { destination: 'card', amount: '59.99' });
    const refundId = made.body.refunds[0].id as string;
    expect(made.body.refundable_total).toBe('0.00');
    const failed: PaymentRefundFailedData = {
      orderId,
      userId,
      orderRefundId: refundId,
      amountPence: 59_99,
      reason: 'The card was closed.',
      failedAt: new Date().toISOString(),
    };
    await publishPayment(orderId, createEvent('PaymentRefundFailed', failed, from()));
    await eventually('failed', async () => (await read(orderId)).refunds[0].status === 'failed');
    const order = await read(orderId);
    expect(order.refunds[0].failure).toBe('The card was closed.');
    expect(order.refundable_total).toBe('59.99');
    expect((await refund(orderId, { destination: 'credit', amount: '59.99' })).status).toBe(201);
  });

  it('when refunds as credit cover everything paid, then the order is refunded', async () => {
    const { orderId } = await paidOrder();
    await refund(orderId, { destination: 'credit', amount: '50.00' }).expect(201);
    const last = await refund(orderId, { destination: 'credit', amount: '9.99' });
    expect(last.status).toBe(201);
    expect(last.body.payment_status).toBe('refunded');
    expect(last.body.refunded_total).toBe('59.99');
    expect(last.body.refundable_total).toBe('0.00');
  });

  it('when Issue Refund follows a partial refund, then only the rest is asked for, spent credit comes back, and the order is refunded once payment says so', async () => {
    const { userId, customerId, orderId } = await paidOrder();
    const deps = t.ordering.deps;
    await grantCredit(deps, {
      entryId: grantEntryId(randomUUID()),
      customerId,
      userId,
      amountPence: 3_00,
      reason: 'goodwill',
      note: '',
      by: 'staff',
      orderId: null,
      refundId: null,
    });
    await spendCredit(deps, { customerId, userId, orderId, amountPence: 3_00, key: 1 });
    expect(await creditBalancePence(deps, customerId)).toBe(0);

    const partial = await refund(orderId, { destination: 'card', amount: '10.00' });
    const partialId = partial.body.refunds[0].id as string;
    await publishPayment(orderId, partlyRefunded(orderId, userId, partialId, 10_00));
    await eventually('partial made', async () => (await read(orderId)).refunds[0].status === 'refunded');

    const whole = await t.api
      .patch(`/api/orders/${orderId}/`)
      .set(t.adminAuth())
      .send({ payment_status: 'refunded' });
    expect(whole.status).toBe(202);
    expect(whole.body.payment_status).toBe('completed');
    const rest = whole.body.refunds[1];
    expect(rest).toMatchObject({ amount: '49.99', destination: 'card', whole: true, status: 'requested' });
    await eventually('RefundRequested', () => orderEvents(orderId, 'RefundRequested').length === 1);
    expect(orderEvents(orderId, 'RefundRequested')[0].data).toMatchObject({
      amountPence: 49_99,
      refundId: rest.id,
    });
    // A second click while the rest is on its way asks for nothing more.
    const again = await t.api
      .patch(`/api/orders/${orderId}/`)
      .set(t.adminAuth())
      .send({ payment_status: 'refunded' });
    expect(again.status).toBe(202);
    expect(again.body.refunds).toHaveLength(2);

    await eventually(
      'spent credit returned',
      async () => (await creditBalancePence(deps, customerId)) === 3_00,
    );

    const done: PaymentRefundedData = {
      orderId,
      userId,
      amountPence: 49_99,
      provider: 'local',
      refundId: 're_rest',
      refundedAt: new Date().toISOString(),
      orderRefundId: rest.id,
      refundedTotalPence: 59_99,
    };
    const report = createEvent('PaymentRefunded', done, from());
    await publishPayment(orderId, report, report);
    await eventually('refunded', async () => (await read(orderId)).payment_status === 'refunded');
    const order = await read(orderId);
    expect(order.refunds.map((entry: { status: string }) => entry.status)).toEqual(['refunded', 'refunded']);
    expect(order.refunded_total).toBe('59.99');
    await settle();
    expect(orderEvents(orderId, 'RefundRequested')).toHaveLength(1);
    expect(
      orderEvents(orderId, 'OrderPaymentStatusChanged').map(
        (event) => `${event.data.from}->${event.data.to}`,
      ),
    ).toEqual(['pending->completed', 'completed->refunded']);
    expect(await creditBalancePence(deps, customerId)).toBe(3_00);
  });
});
