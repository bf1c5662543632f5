import { randomUUID } from 'node:crypto';
import { TOPICS, orderConfirmedSchema, orderReference } from '@mealbox/contracts';
import type { PaymentFailedData, PaymentSucceededData } from '@mealbox/contracts';
import { createEvent } from '@mealbox/platform';
import { eventually, recordTopic } from '@mealbox/test-support';
import { mealsInOrdering } from '../test/meals-in-ordering';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';

type Auth = Record<string, string>;

describe('ordering announces OrderConfirmed, for the confirmation email, when an order is first paid', () => {
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  let meals: Record<string, string>;

  beforeAll(async () => {
    t = await startTestOrdering();
    recorder = await recordTopic(t.bus, TOPICS.orderingOrders);
    meals = await mealsInOrdering(t, { stew: { name: 'Beef Stew' }, curry: { name: 'Chickpea Curry' } });
  });

  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  /** Six Standard meals (2 stew, 4 curry) for a new customer. */
  async function placedOrder(): Promise<{ id: string; auth: Auth; userId: string }> {
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
    for (const [meal, quantity] of [
      ['stew', 2],
      ['curry', 4],
    ] as const) {
      const item = await t.api
        .post('/api/orderitems/')
        .set(auth)
        .send({ order_id: order.body.id, meal_id: meals[meal], quantity });
      expect(item.status).toBe(201);
    }
    return { id: order.body.id as string, auth, userId };
  }
  const payment = (type: 'PaymentSucceeded' | 'PaymentFailed', orderId: string, userId: string) => {
    const base = { orderId, userId, provider: 'local' as const, sessionId: 'cs_test' };
    const data: PaymentSucceededData | PaymentFailedData =
      type === 'PaymentSucceeded'
        ? { ...base, amountPence: 5999, currency: 'gbp', succeededAt: new Date().toISOString() }
        : { ...base, failedAt: new Date().toISOString() };
    return createEvent(type, data, { producer: 'payment', correlationId: randomUUID() });
  };
  const publish = (orderId: string, ...events: object[]) =>
    t.bus.publish(
      events.map((event) => ({ topic: TOPICS.paymentPayments, key: orderId, value: JSON.stringify(event) })),
    );
  const confirmations = (orderId: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === 'OrderConfirmed');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

  it('when a declined payment is followed by a success delivered twice, then one OrderConfirmed carries the order as bought', async () => {
    const { id, userId } = await placedOrder();
    const success = payment('PaymentSucceeded', id, userId);
    await publish(id, payment('PaymentFailed', id, userId), success, success);
    await eventually('the confirmation', () => confirmations(id).length === 1);
    await settle();
    expect(confirmations(id)).toHaveLength(1);
    const data = orderConfirmedSchema.parse(confirmations(id)[0].data);
    expect(data).toMatchObject({
      orderId: id,
      userId,
      reference: orderReference(id),
      address: { address: '10 Downing Street', city: 'London', county: 'Greater London' },
      mealSize: 'S',
      numberOfMeals: 6,
      price: { totalPence: 5999, discount: null },
      subscriptionId: null,
    });
    expect(data.items.map((item) => [item.name, item.quantity]).sort()).toEqual([
      ['Beef Stew', 2],
      ['Chickpea Curry', 4],
    ]);
  });

  it('when staff mark an unpaid order paid, then it is confirmed too', async () => {
    const { id } = await placedOrder();
    const marked = await t.api
      .patch(`/api/orders/${id}/`)
      .set(t.adminAuth())
      .send({ payment_status: 'completed' });
    expect(marked.status).toBe(200);
    await eventually('the confirmation', () => confirmations(id).length === 1);
  });
});
