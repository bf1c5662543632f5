import { TOPICS, orderSchema } from '@mealbox/contracts';
import type { Order } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { declaredFoodInformation } from '../../catalogue/test/declared-food';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import type { AddOnReadDocument } from './shared/data/add-on-read-model';

type Auth = Record<string, string>;

describe('extras on an order (add-on lines), on the real MongoDB-wire server and Kafka', () => {
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  const days = deliveryDays();

  beforeAll(async () => {
    t = await startTestOrdering();
    recorder = await recordTopic(t.bus, TOPICS.orderingOrders);
  });

  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  /** An add-on saved in the catalogue and held by ordering at that revision. */
  async function addOn(fields: Parameters<TestOrdering['catalogue']['saveAddOn']>[0] = {}) {
    const id = await t.catalogue.saveAddOn(fields);
    await eventually('the add-on in ordering', () =>
      t.ordering.deps.addOns.findById(id).lean<AddOnReadDocument>(),
    );
    return id;
  }

  async function customerWithOrder(): Promise<{ auth: Auth; order: Order }> {
    const { auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    const placed = await t.api.post('/api/orders/').set(auth).send({
      customer: customer.body.id,
      customer_address: address.body.id,
      delivery_date: days.first,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(placed.status).toBe(201);
    return { auth, order: placed.body as Order };
  }

  const setExtra = (auth: Auth, orderId: string, addOnId: string, quantity: unknown) =>
    t.api.put(`/api/orders/${orderId}/add-ons/${addOnId}/`).set(auth).send({ quantity });
  const extraLines = (order: Order) => order.price.lines.filter((line) => line.kind === 'add_on');
  const repriced = (orderId: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === 'OrderRepriced');

  it('when a customer adds two puddings to an unpaid order, then the order has their line at the add-on’s price, the total rises and OrderRepriced says so; 0 takes them out', async () => {
    const pudding = await addOn({ name: 'Sticky Toffee Pudding', price_pence: 4_50 });
    const { auth, order } = await customerWithOrder();
    const added = await setExtra(auth, order.id, pudding, 2);
    expect(added.status).toBe(200);
    const withExtra = orderSchema.strict().parse(added.body);
    expect(extraLines(withExtra)).toEqual([
      {
        kind: 'add_on',
        ref: pudding,
        label: 'Sticky Toffee Pudding',
        quantity: 2,
        unit_price: '4.50',
        total: '9.00',
      },
    ]);
    expect(withExtra.total_amount).toBe('68.99');
    expect(withExtra.price.lines.map((line) => line.kind)).toEqual(['plan', 'add_on', 'delivery']);
    await eventually('OrderRepriced', () => repriced(order.id).length === 1);
    expect(repriced(order.id)[0].data).toMatchObject({ previousTotalPence: 59_99, totalPence: 68_99 });

    // The same quantity again changes nothing; the catalogue's new price applies only to a new quantity.
    await t.catalogue.saveAddOn({ price_pence: 5_00 }, pudding);
    await eventually('the new price in ordering', async () => {
      const held = await t.ordering.deps.addOns.findById(pudding).lean<AddOnReadDocument>();
      return held?.pricePence === 5_00;
    });
    expect((await setExtra(auth, order.id, pudding, 2)).body.total_amount).toBe('68.99');
    expect((await setExtra(auth, order.id, pudding, 1)).body.total_amount).toBe('64.99');

    const removed = await setExtra(auth, order.id, pudding, 0);
    expect(extraLines(removed.body as Order)).toEqual([]);
    expect(removed.body.total_amount).toBe('59.99');
  });

  it('when the extra is not on sale, the quantity is out of range or the order is someone else’s, then it is refused and nothing changes', async () => {
    const resting = await addOn({ status: 'not_available' });
    const flapjack = await addOn({ name: 'Flapjack' });
    const { auth, order } = await customerWithOrder();
    const notOnSale = await setExtra(auth, order.id, resting, 1);
    expect(notOnSale.status).toBe(400);
    expect(notOnSale.body.errors).toEqual({ add_on: ['That extra is not on sale.'] });
    expect((await setExtra(auth, order.id, '000000000000000000000000', 1)).status).toBe(400);
    const tooMany = await setExtra(auth, order.id, flapjack, 11);
    expect(tooMany.body.errors).toEqual({ quantity: ['Choose between 0 and 10.'] });
    expect((await setExtra(auth, order.id, flapjack, 'two')).status).toBe(400);
    expect((await setExtra(t.customerToken().auth, order.id, flapjack, 1)).status).toBe(404);
    const unchanged = await t.api.get(`/api/orders/${order.id}/`).set(auth);
    expect(unchanged.body.price).toEqual(order.price);
  });

  it('when the customer leaves out peanuts, then an extra containing them is refused, naming it', async () => {
    const brittle = await addOn({
      name: 'Peanut Brittle',
      ingredients: 'Sugar, peanuts, glucose syrup',
      food_information: declaredFoodInformation({ peanuts: 'contains' }),
    });
    const { auth, order } = await customerWithOrder();
    await t.api
      .put('/api/customers/me/allergen-exclusions/')
      .set(auth)
      .send({ allergens: ['peanuts'], include_may_contain: false });
    const refused = await setExtra(auth, order.id, brittle, 1);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.add_on).toEqual([
      'Peanut Brittle contains peanuts, which you asked us to leave out of your boxes.',
    ]);
  });

  it('when two customers race for the last of a week’s stock, then exactly one gets it; giving it back frees it', async () => {
    const pots = await addOn({ name: 'Chocolate Pots', stock_per_week: 3 });
    const [first, second] = await Promise.all([customerWithOrder(), customerWithOrder()]);
    const answers = await Promise.all([
      setExtra(first.auth, first.order.id, pots, 2),
      setExtra(second.auth, second.order.id, pots, 2),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.body.detail).toBe('Only 1 more Chocolate Pots left for that week.');
    const winner = answers[0]?.status === 200 ? first : second;
    const other = winner === first ? second : first;
    expect((await setExtra(other.auth, other.order.id, pots, 1)).status).toBe(200);
    expect((await setExtra(other.auth, other.order.id, pots, 2)).body.detail).toBe(
      'Chocolate Pots has sold out for that week.',
    );
    expect((await setExtra(winner.auth, winner.order.id, pots, 0)).status).toBe(200);
    expect((await setExtra(other.auth, other.order.id, pots, 3)).status).toBe(200);
    // A cancelled order gives its extras back to the week.
    expect((await setExtra(winner.auth, winner.order.id, pots, 1)).status).toBe(409);
    const cancelled = await t.api
      .patch(`/api/orders/${other.order.id}/update_order_status/`)
      .set(t.adminAuth())
      .send({ order_status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect((await setExtra(winner.auth, winner.order.id, pots, 3)).status).toBe(200);
  });

  it('when the order is paid, then its extras can no longer change', async () => {
    const flapjack = await addOn({ name: 'Oat Flapjack' });
    const { auth, order } = await customerWithOrder();
    const paid = await t.api
      .patch(`/api/orders/${order.id}/`)
      .set(t.adminAuth())
      .send({ payment_status: 'completed' });
    expect(paid.status).toBe(200);
    const locked = await setExtra(auth, order.id, flapjack, 1);
    expect(locked.status).toBe(409);
    expect(locked.body.detail).toBe(
      'Extras can only be changed while the order is unpaid and still processing.',
    );
  });
});
