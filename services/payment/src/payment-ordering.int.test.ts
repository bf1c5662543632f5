import { TOPICS } from '@mealbox/contracts';
import { eventually, recordTopic, uniqueName } from '@mealbox/test-support';
import { ADDRESS, deliveryDays, startTestOrdering } from '../../ordering/test/ordering-harness';
import type { TestOrdering } from '../../ordering/test/ordering-harness';
import { SITE_URL, startTestPayment } from '../test/payment-harness';
import type { TestPayment } from '../test/payment-harness';

/** How long a test waits for both services to agree after one of them comes back. */
const CATCH_UP_MS = 30_000;

describe('ordering and payment together, each stopped and started in turn, on real Kafka and FerretDB', () => {
  let o: TestOrdering;
  let p: TestPayment;
  let orderEvents: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    o = await startTestOrdering();
    p = await startTestPayment({ identity: o.identity });
    orderEvents = await recordTopic(o.bus, TOPICS.orderingOrders);
  });
  afterAll(async () => {
    await orderEvents.stop();
    await p.stop();
    await o.stop();
  });

  /** A customer with a saved address, placing orders through ordering's API as the site does. */
  async function newCustomer() {
    const { auth, userId } = o.customerToken();
    const address = await o.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await o.api.get('/api/customers/me').set(auth);
    return { auth, userId, customerId: customer.body.id as string, addressId: address.body.id as string };
  }
  type Customer = Awaited<ReturnType<typeof newCustomer>>;
  async function placeOrder(c: Customer): Promise<string> {
    const res = await o.api.post('/api/orders/').set(c.auth).send({
      customer: c.customerId,
      customer_address: c.addressId,
      delivery_date: deliveryDays().first,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }
  async function checkoutUrl(c: Customer, orderId: string): Promise<string> {
    const res = await p.api
      .post('/api/create-checkout-session/')
      .set(c.auth)
      .send({ amount: 5999, product_name: 'Meal Plan', order_id: orderId });
    expect(res.status).toBe(200);
    return res.body.checkout_url;
  }
  async function payAt(url: string, card = '4242 4242 4242 4242'): Promise<string> {
    const res = await p.api
      .post(new URL(url).pathname)
      .type('form')
      .send({ name: 'Ada Lovelace', card_number: card, expiry: '12/34', cvc: '123' });
    expect(res.status).toBe(303);
    return res.headers.location as string;
  }
  const paymentStatus = async (c: Customer, orderId: string) =>
    (await o.api.get(`/api/orders/${orderId}/`).set(c.auth)).body.payment_status as string;
  const allCompleted = (c: Customer, orderIds: string[]) => async () =>
    (await Promise.all(orderIds.map((id) => paymentStatus(c, id)))).every((status) => status === 'completed');

  it('when a customer is declined, then pays, then the order reads failed and then completed', async () => {
    const c = await newCustomer();
    const orderId = await placeOrder(c);
    expect(await payAt(await checkoutUrl(c, orderId), '4000 0000 0000 0002')).toBe(
      `${SITE_URL}/cart/${orderId}?payment=declined`,
    );
    await eventually('failed in ordering', async () => (await paymentStatus(c, orderId)) === 'failed');
    expect(await payAt(await checkoutUrl(c, orderId))).toBe(`${SITE_URL}/success?order_id=${orderId}`);
    await eventually('completed in ordering', async () => (await paymentStatus(c, orderId)) === 'completed');
  });

  it('when orders are placed while payment is stopped, then once it is back it knows them and they can be paid', async () => {
    const c = await newCustomer();
    const orderIds: string[] = [];
    await p.restart(async () => {
      for (let i = 0; i < 3; i++) orderIds.push(await placeOrder(c));
    });
    for (const orderId of orderIds) await payAt(await checkoutUrl(c, orderId));
    await eventually('every order completed in ordering', allCompleted(c, orderIds), CATCH_UP_MS);
  });

  it('when payments complete while ordering is stopped, then once it is back every order reads completed', async () => {
    const c = await newCustomer();
    const orderIds = [await placeOrder(c), await placeOrder(c), await placeOrder(c)];
    const urls = await Promise.all(orderIds.map((orderId) => checkoutUrl(c, orderId)));
    await o.restart(async () => {
      for (const url of urls) await payAt(url);
    });
    await eventually('every order completed in ordering', allCompleted(c, orderIds), CATCH_UP_MS);
  });

  it('when staff issue a refund, then payment refunds at the provider and the order becomes refunded', async () => {
    const c = await newCustomer();
    const orderId = await placeOrder(c);
    await payAt(await checkoutUrl(c, orderId));
    await eventually('completed in ordering', async () => (await paymentStatus(c, orderId)) === 'completed');

    const asked = await o.api
      .patch(`/api/orders/${orderId}/`)
      .set(o.adminAuth())
      .send({ payment_status: 'refunded' });
    expect(asked.status).toBe(202);
    expect(asked.body.payment_status).toBe('completed');
    await eventually('refunded in ordering', async () => (await paymentStatus(c, orderId)) === 'refunded');

    const payment = await p.payment.deps.payments.findById(orderId).lean();
    expect(payment).toMatchObject({ status: 'refunded', refunds: [{ state: 'refunded', whole: true }] });
    const session = await p.payment.deps.orders.db
      .collection('local_checkout_sessions')
      .findOne({ orderId, paymentStatus: 'paid' });
    expect(session?.refundId).toBe(payment?.refunds?.[0]?.providerRefundId);
    const changes = () =>
      orderEvents.messages
        .filter((message) => message.key === orderId)
        .map((message) => JSON.parse(message.value ?? '{}'))
        .filter((event) => event.type === 'OrderPaymentStatusChanged' || event.type === 'RefundRequested')
        .map((event) =>
          event.type === 'RefundRequested' ? 'RefundRequested' : `${event.data.from}->${event.data.to}`,
        );
    // The order reads refunded as soon as ordering has written it; its event reaches Kafka (and this recorder)
    // a moment later through the outbox relay.
    await eventually('the refund announced on ordering.orders.v1', async () => changes().length >= 3);
    expect(changes()).toEqual(['pending->completed', 'RefundRequested', 'completed->refunded']);
  });
  it('when staff refund part to the card and then Issue Refund, then the provider refunds exactly the part and then only the rest, each once, and the order is refunded', async () => {
    const c = await newCustomer();
    const orderId = await placeOrder(c);
    await payAt(await checkoutUrl(c, orderId));
    await eventually('completed in ordering', async () => (await paymentStatus(c, orderId)) === 'completed');
    const admin = o.adminAuth();
    const readOrder = async () => (await o.api.get(`/api/orders/${orderId}/`).set(admin)).body;

    const part = await o.api
      .post(`/api/admin/orders/${orderId}/refunds/`)
      .set(admin)
      .set('Idempotency-Key', `part-${orderId}`)
      .send({ destination: 'card', amount: '12.50', lines: [{ kind: 'meal', label: 'Meal', quantity: 1 }] });
    expect(part.status).toBe(201);
    await eventually('the part refunded', async () => (await readOrder()).refunds[0]?.status === 'refunded');
    expect(await paymentStatus(c, orderId)).toBe('completed');
    const session = () =>
      p.payment.deps.orders.db
        .collection('local_checkout_sessions')
        .findOne({ orderId, paymentStatus: 'paid' });
    expect((await session())?.refunds?.map((refund: { amountPence: number }) => refund.amountPence)).toEqual([
      12_50,
    ]);

    const whole = await o.api
      .patch(`/api/orders/${orderId}/`)
      .set(admin)
      .send({ payment_status: 'refunded' });
    expect(whole.status).toBe(202);
    await eventually('refunded in ordering', async () => (await paymentStatus(c, orderId)) === 'refunded');
    const order = await readOrder();
    expect(
      order.refunds.map((refund: { amount: string; status: string }) => [refund.amount, refund.status]),
    ).toEqual([
      ['12.50', 'refunded'],
      ['47.49', 'refunded'],
    ]);
    expect((await session())?.refunds?.map((refund: { amountPence: number }) => refund.amountPence)).toEqual([
      12_50, 47_49,
    ]);
    const payment = await p.payment.deps.payments.findById(orderId).lean();
    expect(payment?.status).toBe('refunded');
    expect(payment?.refunds?.map((refund) => [refund.amountPence, refund.state])).toEqual([
      [12_50, 'refunded'],
      [47_49, 'refunded'],
    ]);
  });

  it("when payment has not heard of an order (its events held up, as while the broker is down), then checkout asks ordering and opens at the order's total", async () => {
    // A second payment on topics of its own: ordering's events never reach it, so all it knows comes over HTTP.
    const deaf = await startTestPayment({
      identity: o.identity,
      env: {
        KAFKA_TOPIC_PREFIX: `${uniqueName('deaf')}.`,
        ORDERING_URL: `http://127.0.0.1:${o.ordering.port}`,
      },
    });
    try {
      const c = await newCustomer();
      const orderId = await placeOrder(c);
      const stranger = await newCustomer();

      const asked = Date.now();
      const opened = await deaf.checkout(c.auth, orderId, 5999);
      expect({ status: opened.status, url: typeof opened.body.checkout_url }).toEqual({
        status: 200,
        url: 'string',
      });
      // Straight from ordering, not after the wait for events that would never come.
      expect(Date.now() - asked).toBeLessThan(2_500);
      expect(await deaf.payment.deps.orders.findById(orderId).lean()).toMatchObject({
        userId: c.userId,
        totalPence: 5999,
        paymentStatus: 'pending',
      });

      const wrongAmount = await deaf.checkout(c.auth, orderId, 100);
      expect(wrongAmount.status).toBe(409);
      const notTheirs = await deaf.checkout(stranger.auth, orderId, 5999);
      expect({ status: notTheirs.status, detail: notTheirs.body.detail }).toEqual({
        status: 404,
        detail: 'Order not found.',
      });
    } finally {
      await deaf.stop();
    }
  });
});
