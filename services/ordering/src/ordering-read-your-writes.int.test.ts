import type { Order, Subscription } from '@mealbox/contracts';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { newBuyer, subscribedCustomer } from '../test/subscribed-customer';
import type { TestBuyer } from '../test/subscribed-customer';

type Auth = Record<string, string>;
type Api = TestOrdering['api'];

/*
 * Two instances of ordering on one database, each holding the staff read model in memory: once a change is
 * answered, the next read on the other instance shows it (see reporting/http/staff-views-fresh.ts).
 */
describe('two ordering instances: once a change is answered, the next read on either instance shows it', () => {
  let t: TestOrdering;
  let second: Awaited<ReturnType<TestOrdering['startAnotherInstance']>>;
  const days = deliveryDays();

  beforeAll(async () => {
    t = await startTestOrdering();
    second = await t.startAnotherInstance();
  });

  afterAll(async () => {
    await second.close();
    await t.stop();
  });

  /** The instance for the n-th request: they alternate. */
  const instance = (n: number): Api => (n % 2 === 0 ? t.api : second.api);

  /** A Standard, Meat & Vegan order of `numberOfMeals` for the customer's first delivery day. */
  async function placeOrder(c: TestBuyer, numberOfMeals: number): Promise<Order> {
    const placed = await t.api.post('/api/orders/').set(c.auth).send({
      customer: c.customerId,
      customer_address: c.addressId,
      delivery_date: days.first,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: numberOfMeals,
    });
    expect(placed.status).toBe(201);
    return placed.body as Order;
  }

  /** Reads `path` on the instance that did not take the write. */
  const readOn = (n: number, path: string, auth: Auth) =>
    instance(n + 1)
      .get(path)
      .set(auth);

  it('when staff move orders to preparing on one instance, then the order report on the other lists each at once', async () => {
    const admin = t.adminAuth();
    const seen: string[] = [];
    for (let n = 0; n < 8; n++) {
      const order = await placeOrder(await newBuyer(t, `rywstaff${n}${Date.now()}`), 6);
      const moved = await instance(n)
        .patch(`/api/orders/${order.id}/update_order_status/`)
        .set(admin)
        .send({ order_status: 'preparing' });
      expect(moved.status).toBe(200);
      const query = `?status=preparing&search=${encodeURIComponent(order.customer_email)}`;
      const report = await readOn(n, `/api/admin/orders/${query}`, admin);
      seen.push(
        (report.body.orders as { id: string; order_status: string }[])
          .filter((row) => row.id === order.id)
          .map((row) => row.order_status)
          .join() || 'missing',
      );
    }
    expect(seen).toEqual(Array(8).fill('preparing'));
  });

  it('when a customer adds an address, moves a box and changes plan on one instance, then the other shows each at once', async () => {
    const c = await newBuyer(t);
    const added = await t.api
      .post('/api/customers/add_address/')
      .set(c.auth)
      .send({ ...ADDRESS, address: '9 Elm Row' });
    expect(added.status).toBe(201);
    const me = await readOn(0, '/api/customers/me', c.auth);
    expect(JSON.stringify(me.body)).toContain('9 Elm Row');

    const order = await placeOrder(c, 6);
    const moved = await t.api
      .patch(`/api/orders/${order.id}/`)
      .set(c.auth)
      .send({ delivery_date: days.last });
    expect(moved.status).toBe(200);
    expect((await readOn(0, `/api/orders/${order.id}/`, c.auth)).body.delivery_date).toBe(days.last);

    const s = await subscribedCustomer(t, days.first);
    const plan = { protein_preference: 'VO', meal_size: 'LEAN', number_of_meals: 6 };
    const changed = await t.api.post(`/api/subscriptions/${s.subscription.id}/plan/`).set(s.auth).send(plan);
    expect(changed.status).toBe(200);
    const current = await readOn(0, '/api/subscriptions/current', s.auth);
    const plans = (current.body as Subscription).upcoming_deliveries.map(
      (box) => box.plan.protein_preference,
    );
    expect(plans.length).toBeGreaterThan(0);
    expect(new Set(plans)).toEqual(new Set(['VO']));
  });
});
