import { randomUUID } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import type {
  PaymentFailedData,
  PaymentMismatchedData,
  PaymentRefundedData,
  PaymentSucceededData,
} from '@mealbox/contracts';
import { createEvent } from '@mealbox/platform';
import { eventually, recordTopic } from '@mealbox/test-support';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';

describe("ordering applies the payment service's results, on the real MongoDB-wire server and Kafka", () => {
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

  async function newBuyer() {
    const { userId, auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    return { userId, auth, customerId: customer.body.id as string, addressId: address.body.id as string };
  }
  /** Six Standard meals for a new customer, or another order for `buyer`, with a discount code if given. */
  async function placedOrder(buyer?: Awaited<ReturnType<typeof newBuyer>>, discountCode?: string) {
    const { userId, auth, customerId, addressId } = buyer ?? (await newBuyer());
    const order = await t.api
      .post('/api/orders/')
      .set(auth)
      .send({
        customer: customerId,
        customer_address: addressId,
        delivery_date: deliveryDays().first,
        protein_preference: 'MV',
        meal_size: 'S',
        number_of_meals: 6,
        ...(discountCode ? { discount_code: discountCode } : {}),
      });
    expect(order.status).toBe(201);
    return { userId, auth, orderId: order.body.id as string, totalAmount: order.body.total_amount as string };
  }
  const base = (orderId: string, userId: string) => ({
    orderId,
    userId,
    provider: 'local' as const,
    sessionId: 'cs_test_session',
  });
  const succeeded = (orderId: string, userId: string, amountPence = 5999) => {
    const data: PaymentSucceededData = {
      ...base(orderId, userId),
      amountPence,
      currency: 'gbp',
      succeededAt: new Date().toISOString(),
    };
    return createEvent('PaymentSucceeded', data, { producer: 'payment', correlationId: randomUUID() });
  };
  const failed = (orderId: string, userId: string) => {
    const data: PaymentFailedData = { ...base(orderId, userId), failedAt: new Date().toISOString() };
    return createEvent('PaymentFailed', data, { producer: 'payment', correlationId: randomUUID() });
  };
  const refunded = (orderId: string, userId: string) => {
    const data: PaymentRefundedData = {
      orderId,
      userId,
      amountPence: 5999,
      provider: 'local',
      refundId: 're_test',
      refundedAt: new Date().toISOString(),
    };
    return createEvent('PaymentRefunded', data, { producer: 'payment', correlationId: randomUUID() });
  };
  const mismatched = (orderId: string, userId: string) => {
    const data: PaymentMismatchedData = {
      ...base(orderId, userId),
      mismatch: 'replaced_session',
      paidPence: 5999,
      paidCurrency: 'gbp',
      expectedPence: 5999,
      detectedAt: new Date().toISOString(),
    };
    return createEvent('PaymentMismatched', data, { producer: 'payment', correlationId: randomUUID() });
  };
  const publish = (orderId: string, ...events: object[]) =>
    t.bus.publish(
      events.map((event) => ({ topic: TOPICS.paymentPayments, key: orderId, value: JSON.stringify(event) })),
    );
  const statusOf = async (orderId: string, auth: Record<string, string>) =>
    (await t.api.get(`/api/orders/${orderId}/`).set(auth)).body.payment_status as string;
  const orderEvents = (orderId: string, type: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === type);
  const changes = (orderId: string) =>
    orderEvents(orderId, 'OrderPaymentStatusChanged').map((event) => [event.data.from, event.data.to]);
  /** Long enough for a wrong second change to have been published. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

  it('when a payment fails and then succeeds, then the order goes pending -> failed -> completed, each announced once', async () => {
    const { userId, auth, orderId } = await placedOrder();
    await publish(orderId, failed(orderId, userId));
    await eventually('failed', async () => (await statusOf(orderId, auth)) === 'failed');
    await publish(orderId, succeeded(orderId, userId));
    await eventually('completed', async () => (await statusOf(orderId, auth)) === 'completed');
    await eventually('two changes', () => changes(orderId).length === 2);
    await settle();
    expect(changes(orderId)).toEqual([
      ['pending', 'failed'],
      ['failed', 'completed'],
    ]);
  });

  it('when the same success arrives three times and a late failure after it, then the order is completed once and stays so', async () => {
    const { userId, auth, orderId } = await placedOrder();
    const success = succeeded(orderId, userId);
    await publish(orderId, success, success, failed(orderId, userId), success);
    await eventually('completed', async () => (await statusOf(orderId, auth)) === 'completed');
    await settle();
    expect(await statusOf(orderId, auth)).toBe('completed');
    expect(changes(orderId)).toEqual([['pending', 'completed']]);
  });

  it('when a refund is reported, then the order is refunded for good: a later success changes nothing', async () => {
    const { userId, auth, orderId } = await placedOrder();
    await publish(orderId, succeeded(orderId, userId), refunded(orderId, userId), succeeded(orderId, userId));
    await eventually('refunded', async () => (await statusOf(orderId, auth)) === 'refunded');
    await settle();
    expect(await statusOf(orderId, auth)).toBe('refunded');
    expect(changes(orderId)).toEqual([
      ['pending', 'completed'],
      ['completed', 'refunded'],
    ]);
  });

  it('when one of two unpaid CHEF24 boxes is paid, then committing the other for payment at the discount is refused, and without the code it goes through', async () => {
    const buyer = await newBuyer();
    const first = await placedOrder(buyer, 'CHEF24');
    const second = await placedOrder(buyer, 'CHEF24');
    expect(second.totalAmount).toBe('49.99');
    // Payment is told the code is first-box-only, so it can refuse that price too.
    const placed = await eventually('OrderPlaced', () => orderEvents(second.orderId, 'OrderPlaced')[0]);
    expect(placed.data.firstBoxOnlyCode).toBe('CHEF24');

    await publish(first.orderId, succeeded(first.orderId, buyer.userId, 4999));
    await eventually('first paid', async () => (await statusOf(first.orderId, buyer.auth)) === 'completed');
    const commit = (total_amount: string) =>
      t.api.patch(`/api/orders/${second.orderId}/`).set(buyer.auth).send({ total_amount });
    const refused = await commit('49.99');
    expect(refused.status).toBe(409);
    const message =
      'CHEF24 is for your first box only, and you have already paid for a box. Remove the code to pay for this one.';
    expect(refused.body).toMatchObject({ detail: message, errors: { discount_code: [message] } });
    expect(await statusOf(second.orderId, buyer.auth)).toBe('pending');

    const removed = await t.api
      .patch(`/api/orders/${second.orderId}/`)
      .set(buyer.auth)
      .send({ discount_code: null });
    expect(removed.body).toMatchObject({ total_amount: '59.99', price: { discount: null } });
    expect((await commit('59.99')).status).toBe(200);
    const repriced = await eventually('OrderRepriced', () => orderEvents(second.orderId, 'OrderRepriced')[0]);
    expect(repriced.data).toMatchObject({ totalPence: 5999, discountCode: null, firstBoxOnlyCode: null });
  });

  it('when a refund is reported for an order that was never paid, then it is ignored', async () => {
    const { userId, auth, orderId } = await placedOrder();
    await publish(orderId, refunded(orderId, userId));
    await settle();
    expect(await statusOf(orderId, auth)).toBe('pending');
    expect(changes(orderId)).toEqual([]);
  });

  it("when a success names less than the order's total (an older price), then the order stays unpaid and is flagged for staff with both amounts, once", async () => {
    const { userId, auth, orderId } = await placedOrder();
    const cheaper = succeeded(orderId, userId, 4999);
    await publish(orderId, cheaper);
    const flagged = async () => (await t.api.get(`/api/orders/${orderId}/`).set(t.adminAuth())).body;
    await eventually('flagged', async () => (await flagged()).payment_problem !== null);
    const order = await flagged();
    expect(order).toMatchObject({
      payment_status: 'pending',
      payment_problem: {
        kind: 'amount_mismatch',
        expected_amount: '59.99',
        paid_amount: '49.99',
        paid_currency: 'gbp',
        retry_at: null,
        reason:
          'A payment of £49.99 was taken, but this order costs £59.99. It has not been counted as paid: our team will check it and be in touch.',
      },
    });
    // The customer reads the same on their own order.
    expect((await t.api.get(`/api/orders/${orderId}/`).set(auth)).body.payment_problem).toEqual(
      order.payment_problem,
    );
    const written = await t.ordering.deps.orders.findById(orderId).lean();
    await publish(orderId, cheaper);
    await settle();
    // The redelivery is a no-op: same version, still unpaid, nothing announced.
    expect((await t.ordering.deps.orders.findById(orderId).lean())?.version).toBe(written?.version);
    expect(await statusOf(orderId, auth)).toBe('pending');
    expect(changes(orderId)).toEqual([]);
  });

  it('when payment reports a mismatch, then the order is flagged and stays unpaid, and staff marking it paid settles the flag', async () => {
    const { userId, auth, orderId } = await placedOrder();
    await publish(orderId, mismatched(orderId, userId));
    const problemOf = async () =>
      (await t.api.get(`/api/orders/${orderId}/`).set(t.adminAuth())).body.payment_problem;
    await eventually('flagged', async () => (await problemOf()) !== null);
    expect(await problemOf()).toMatchObject({
      kind: 'amount_mismatch',
      expected_amount: '59.99',
      paid_amount: '59.99',
      reason: expect.stringContaining('through a checkout that had been replaced'),
    });
    expect(await statusOf(orderId, auth)).toBe('pending');
    const marked = await t.api
      .patch(`/api/orders/${orderId}/`)
      .set(t.adminAuth())
      .send({ payment_status: 'completed' });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ payment_status: 'completed', payment_problem: null });
  });
});
