import { randomUUID } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import type { PaymentFailedData, PaymentRefundedData, PaymentSucceededData } from '@mealbox/contracts';
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

  async function placedOrder() {
    const { userId, auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    const order = await t.api.post('/api/orders/').set(auth).send({
      customer: customer.body.id,
      customer_address: address.body.id,
      delivery_date: deliveryDays().first,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(order.status).toBe(201);
    return { userId, auth, orderId: order.body.id as string };
  }
  const base = (orderId: string, userId: string) => ({
    orderId,
    userId,
    provider: 'local' as const,
    sessionId: 'cs_test_session',
  });
  const succeeded = (orderId: string, userId: string) => {
    const data: PaymentSucceededData = {
      ...base(orderId, userId),
      amountPence: 5999,
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
  const publish = (orderId: string, ...events: object[]) =>
    t.bus.publish(
      events.map((event) => ({ topic: TOPICS.paymentPayments, key: orderId, value: JSON.stringify(event) })),
    );
  const statusOf = async (orderId: string, auth: Record<string, string>) =>
    (await t.api.get(`/api/orders/${orderId}/`).set(auth)).body.payment_status as string;
  const changes = (orderId: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === 'OrderPaymentStatusChanged')
      .map((event) => [event.data.from, event.data.to]);
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

  it('when a refund is reported for an order that was never paid, then it is ignored', async () => {
    const { userId, auth, orderId } = await placedOrder();
    await publish(orderId, refunded(orderId, userId));
    await settle();
    expect(await statusOf(orderId, auth)).toBe('pending');
    expect(changes(orderId)).toEqual([]);
  });
});
