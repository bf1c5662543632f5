import { TOPICS, subscriptionListSchema, subscriptionSchema } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { currentOf, newBuyer, payFor, placeOrder, subscribedCustomer } from '../test/subscribed-customer';

describe('a first paid order starts a subscription, once, on the real MongoDB-wire server and Kafka', () => {
  // Monday 2 March 2026, 09:00 GMT: Thursday 12 March can be ordered.
  let now = new Date('2026-03-02T09:00:00Z');
  let t: TestOrdering;
  let orderEvents: Awaited<ReturnType<typeof recordTopic>>;
  let subscriptionEvents: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    t = await startTestOrdering({ now: () => now });
    orderEvents = await recordTopic(t.bus, TOPICS.orderingOrders);
    subscriptionEvents = await recordTopic(t.bus, TOPICS.orderingSubscriptions);
  });
  afterAll(async () => {
    await orderEvents.stop();
    await subscriptionEvents.stop();
    await t.stop();
  });
  beforeEach(() => {
    now = new Date('2026-03-02T09:00:00Z');
  });

  const started = (userId: string) =>
    subscriptionEvents.messages
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === 'SubscriptionStarted' && event.data.userId === userId);
  const listOf = async (auth: Record<string, string>) => {
    const list = await t.api.get('/api/subscriptions/').set(auth);
    expect(list.status).toBe(200);
    return subscriptionListSchema.parse(list.body);
  };
  /** Long enough for a wrong second subscription to have been started. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  it('when the first order is paid, then a subscription starts with its plan, weekday and address, confirmed and announced', async () => {
    const { userId, auth, orderId, subscription } = await subscribedCustomer(t, '2026-03-12');
    expect(subscriptionSchema.parse(subscription)).toMatchObject({
      status: 'active',
      paused_until: null,
      plan: { protein_preference: 'MV', meal_size: 'S', number_of_meals: 6 },
      pending_plan_change: null,
      frequency: 'weekly',
      pending_frequency_change: null,
      delivery_day: 'Thursday',
      delivery_address: { address: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA' },
      first_order_id: orderId,
      upcoming_deliveries: [],
      confirmation_count: 1,
    });
    expect(subscription.confirmations[0]).toMatchObject({
      kind: 'started',
      summary:
        'Your subscription has started: 6 Standard meals a week (Meat & Vegan), delivered on Thursdays. After your ' +
        'first box on Thursday 12 March 2026, your next box arrives on Thursday 19 March 2026; you can change or skip ' +
        'it until 12:00 on Monday 16 March 2026.',
      data: { first_order_id: orderId, first_delivery_date: '2026-03-19', delivery_weekday: 4 },
    });
    const [event] = await eventually(
      'SubscriptionStarted',
      () => started(userId).length > 0 && started(userId),
    );
    expect(event).toMatchObject({
      eventId: subscription.confirmations[0]?.id,
      producer: 'ordering',
      data: { subscriptionId: subscription.id, firstOrderId: orderId, firstDeliveryDate: '2026-03-19' },
    });

    // Two weeks on, the boxes of the next 14 days are listed with their prices and charges.
    now = new Date('2026-03-16T10:00:00Z');
    const later = subscriptionSchema.parse((await currentOf(t, auth)).body);
    expect(later.upcoming_deliveries.map((box) => [box.id, box.date, box.state, box.charge])).toEqual([
      ['2026-03-19', '2026-03-19', 'open', { amount: '59.99', date: '2026-03-16' }],
      ['2026-03-26', '2026-03-26', 'open', { amount: '59.99', date: '2026-03-23' }],
    ]);
    expect(later.upcoming_deliveries[0]).toMatchObject({
      cut_off: '2026-03-16T12:00:00.000Z',
      changeable: true,
      items: [],
      meals_chosen: false,
      price: { total_price: '59.99' },
      summary: 'You will be charged £59.99 on Monday 16 March 2026.',
    });
  });

  it('when the payment event is delivered again and the customer pays a second box, then no second subscription starts', async () => {
    const { userId, auth, orderId } = await subscribedCustomer(t, '2026-03-12');
    const changed = await eventually('OrderPaymentStatusChanged', () =>
      orderEvents.messages.find(
        (message) =>
          message.key === orderId && JSON.parse(message.value ?? '{}').type === 'OrderPaymentStatusChanged',
      ),
    );
    // The very same event again, as Kafka redelivers after a crash; and the payment service's event again.
    await t.bus.publish([{ topic: TOPICS.orderingOrders, key: orderId, value: changed.value ?? '' }]);
    await payFor(t, orderId, userId);
    const second = await placeOrder(t, { userId, auth, ...(await idsOf(auth)) }, '2026-03-13');
    await payFor(t, second, userId);
    await eventually('the second order paid', async () => {
      const order = await t.api.get(`/api/orders/${second}/`).set(auth);
      return order.body.payment_status === 'completed';
    });
    await settle();
    expect((await listOf(auth)).pagination.total).toBe(1);
    expect(started(userId)).toHaveLength(1);
  });

  it('when a customer who cancelled pays for a new box, then a new subscription starts and the cancelled one is kept', async () => {
    const first = await subscribedCustomer(t, '2026-03-12');
    const cancelled = await t.api
      .post(`/api/subscriptions/${first.subscription.id}/cancel/`)
      .set(first.auth)
      .send();
    expect(cancelled.status).toBe(200);
    const orderId = await placeOrder(t, first, '2026-03-16');
    await payFor(t, orderId, first.userId);
    const restarted = await eventually('the new subscription', async () => {
      const current = await currentOf(t, first.auth);
      const body = current.body;
      return body !== null && body.id !== first.subscription.id && body.status === 'active' && body;
    });
    expect(restarted).toMatchObject({ first_order_id: orderId, delivery_day: 'Monday' });
    const list = await listOf(first.auth);
    expect(list.subscriptions.map((each) => [each.id, each.status])).toEqual([
      [restarted.id, 'active'],
      [first.subscription.id, 'cancelled'],
    ]);
    const old = await t.api.get(`/api/subscriptions/${first.subscription.id}/`).set(first.auth);
    expect(old.body.confirmations.map((each: { kind: string }) => each.kind)).toEqual([
      'cancelled',
      'started',
    ]);
  });

  it('when a customer has not paid for a box, then their current subscription is null, not an error', async () => {
    const buyer = await newBuyer(t);
    await placeOrder(t, buyer, '2026-03-12');
    expect(await currentOf(t, buyer.auth)).toEqual({ status: 200, body: null });
    expect((await listOf(buyer.auth)).subscriptions).toEqual([]);
  });

  async function idsOf(auth: Record<string, string>) {
    const customer = await t.api.get('/api/customers/me').set(auth);
    return {
      customerId: customer.body.id as string,
      addressId: customer.body.address_details[0].id as string,
    };
  }
});
