import { randomUUID } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import type { Order } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { creditBalancePence } from './credit/domain';
import type { CreditEntryDocument } from './credit/data/credit-entry-model';

type Auth = Record<string, string>;

describe('account credit spent on orders (a credit line), on the real MongoDB-wire server and Kafka', () => {
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

  /** A customer with an address, who can place orders of six Standard meals (£59.99, free delivery). */
  async function newCustomer() {
    const { auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    const place = async (numberOfMeals = 6): Promise<Order> => {
      const placed = await t.api.post('/api/orders/').set(auth).send({
        customer: customer.body.id,
        customer_address: address.body.id,
        delivery_date: deliveryDays().first,
        protein_preference: 'MV',
        meal_size: 'S',
        number_of_meals: numberOfMeals,
      });
      expect(placed.status).toBe(201);
      return placed.body as Order;
    };
    return { auth, customerId: customer.body.id as string, place };
  }
  const grant = (orderId: string, amount: string) =>
    t.api
      .post(`/api/admin/orders/${orderId}/credit/`)
      .set(t.adminAuth())
      .set('Idempotency-Key', randomUUID())
      .send({ amount, reason: 'goodwill' })
      .expect(201);
  const confirm = (auth: Auth, order: Order) =>
    t.api.patch(`/api/orders/${order.id}/`).set(auth).send({ total_amount: order.total_amount });
  const creditLine = (order: Order) => order.price.lines.find((line) => line.kind === 'credit');
  const spendsOf = (orderId: string) =>
    t.ordering.deps.creditEntries.find({ orderId, reason: 'spent' }).lean<CreditEntryDocument[]>();

  it('when a customer with £10.00 credit orders, then the order shows it as a credit line, spends it only once confirmed for payment, and a repeated confirmation spends nothing more', async () => {
    const customer = await newCustomer();
    const first = await customer.place();
    await grant(first.id, '10.00');

    const order = await customer.place();
    expect(creditLine(order)).toEqual({
      kind: 'credit',
      ref: null,
      label: 'Account credit',
      quantity: 1,
      unit_price: '-10.00',
      total: '-10.00',
    });
    expect(order.total_amount).toBe('49.99');
    expect(await spendsOf(order.id)).toHaveLength(0);
    expect(await creditBalancePence(t.ordering.deps, customer.customerId)).toBe(10_00);

    expect((await confirm(customer.auth, order)).status).toBe(200);
    expect((await confirm(customer.auth, order)).status).toBe(200);
    expect((await spendsOf(order.id)).map((entry) => entry.amountPence)).toEqual([-10_00]);
    expect(await creditBalancePence(t.ordering.deps, customer.customerId)).toBe(0);

    // Nothing left for the next order.
    const next = await customer.place();
    expect(creditLine(next)).toBeUndefined();
    expect(next.total_amount).toBe('59.99');

    // Cancelled before it was paid, the order gives its credit back.
    await t.api
      .patch(`/api/orders/${order.id}/update_order_status/`)
      .set(t.adminAuth())
      .send({ order_status: 'cancelled' })
      .expect(200);
    expect(await creditBalancePence(t.ordering.deps, customer.customerId)).toBe(10_00);
  });

  it('when credit covers the whole order, then it costs £0.00 and confirming it pays for it, with its confirmation', async () => {
    const customer = await newCustomer();
    const first = await customer.place();
    await grant(first.id, '80.00');
    const order = await customer.place();
    expect(order.total_amount).toBe('0.00');
    expect(creditLine(order)?.total).toBe('-59.99');
    const confirmed = await confirm(customer.auth, order);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payment_status).toBe('completed');
    await eventually('OrderConfirmed', () =>
      recorder.messages.some(
        (message) => message.key === order.id && JSON.parse(message.value ?? '{}').type === 'OrderConfirmed',
      ),
    );
    expect(await creditBalancePence(t.ordering.deps, customer.customerId)).toBe(80_00 - 59_99);
  });

  it('when two orders showing the same credit are confirmed at once, then exactly one spends it, the other is priced again and says so, and the balance never goes below zero', async () => {
    const customer = await newCustomer();
    const first = await customer.place();
    await grant(first.id, '10.00');
    const [one, two] = [await customer.place(), await customer.place()];
    expect([one.total_amount, two.total_amount]).toEqual(['49.99', '49.99']);

    const answers = await Promise.all([confirm(customer.auth, one), confirm(customer.auth, two)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.detail).toBe('Your account credit changed, so the total is now £59.99.');
    expect(await creditBalancePence(t.ordering.deps, customer.customerId)).toBe(0);
    const spends = [...(await spendsOf(one.id)), ...(await spendsOf(two.id))];
    expect(spends.map((entry) => entry.amountPence)).toEqual([-10_00]);
  });
});
