import type { Order } from '@mealbox/contracts';
import { lostRaceCount } from '@mealbox/platform';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { mealsInOrdering } from '../test/meals-in-ordering';
import { subscribedCustomer } from '../test/subscribed-customer';
import { creditBalancePence, spendCredit } from './credit/domain';

type Auth = Record<string, string>;
type Api = TestOrdering['api'];
interface Customer {
  userId: string;
  auth: Auth;
  customerId: string;
  addressId: string;
}

/*
 * Two instances of ordering on one database: each has its own in-process lock, so only the database's atomic,
 * version-guarded writes stand between their customers' concurrent changes. Every change a 2xx accepted must be
 * in the document, and its version must have moved by exactly one per accepted change.
 */
describe('two instances of ordering on one database', () => {
  let t: TestOrdering;
  let second: Awaited<ReturnType<TestOrdering['startAnotherInstance']>>;
  let meals: Record<'soup' | 'stew', string>;
  const days = deliveryDays();
  const tally = { customers: 0, changes: 0, applied: 0, conflicts: 0, lost: 0 };
  const racesBefore = lostRaceCount();

  beforeAll(async () => {
    t = await startTestOrdering();
    second = await t.startAnotherInstance();
    meals = await mealsInOrdering(t, { soup: { name: 'Leek and Potato Soup' }, stew: { name: 'Beef Stew' } });
  });

  afterAll(async () => {
    console.log(
      `two instances: ${tally.customers} customers, ${tally.changes} concurrent changes, ${tally.applied} applied, ` +
        `${lostRaceCount() - racesBefore} lost races retried, ${tally.conflicts} refused as conflicts (409), ` +
        `${tally.lost} lost updates`,
    );
    await second.close();
    await t.stop();
  });

  /** The instance for the n-th request: they alternate. */
  const instance = (n: number): Api => (n % 2 === 0 ? t.api : second.api);

  async function newCustomer(): Promise<Customer> {
    const { userId, auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    expect(address.status).toBe(201);
    const customer = await t.api.get('/api/customers/me').set(auth);
    tally.customers++;
    return { userId, auth, customerId: customer.body.id, addressId: address.body.id };
  }

  /** A Standard, Meat & Vegan order of `numberOfMeals` for the customer's first delivery day. */
  async function placeOrder(c: Customer, numberOfMeals: number): Promise<Order> {
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

  const storedVersions = (orders: Order[]) =>
    Promise.all(
      orders.map(async (order) => (await t.ordering.deps.orders.findById(order.id).lean())?.version),
    );

  /** Counts answers: 2xx applied, 409 refused after losing every retry; anything else fails the test. */
  function count(statuses: number[]): number {
    tally.changes += statuses.length;
    for (const status of statuses) expect([200, 201, 409]).toContain(status);
    const applied = statuses.filter((status) => status < 300).length;
    tally.applied += applied;
    tally.conflicts += statuses.length - applied;
    return applied;
  }

  it('when 20 subscribers skip and restore the same box through both instances at once, then every change is kept once, in turn', async () => {
    const subscribers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const subscriber = await subscribedCustomer(t, days.first);
        tally.customers++;
        return subscriber;
      }),
    );
    const subscriptions = t.ordering.deps.subscriptions;
    const before = await Promise.all(
      subscribers.map((s) => subscriptions.findById(s.subscription.id).lean()),
    );
    const answers = await Promise.all(
      subscribers.map((s) => {
        const box = s.subscription.upcoming_deliveries.find((delivery) => delivery.state === 'open');
        if (!box) throw new Error(`subscription ${s.subscription.id} has no open box`);
        return Promise.all(
          Array.from({ length: 8 }, (_, n) =>
            instance(n)
              .post(
                `/api/subscriptions/${s.subscription.id}/deliveries/${box.date}/${n % 4 < 2 ? 'skip' : 'unskip'}/`,
              )
              .set(s.auth),
          ),
        );
      }),
    );
    for (const [i, s] of subscribers.entries()) {
      const statuses = (answers[i] ?? []).map((answer) => answer.status);
      for (const status of statuses) expect([200, 409]).toContain(status);
      // A skip of a skipped box (or a restore of an open one) is answered 200 without a change or a confirmation.
      const changed = (answers[i] ?? []).filter(
        (answer) => answer.status === 200 && answer.body.confirmation,
      );
      tally.changes += statuses.length;
      tally.applied += changed.length;
      tally.conflicts += statuses.filter((status) => status === 409).length;
      const after = await subscriptions.findById(s.subscription.id).lean();
      const kinds = (after?.confirmations ?? [])
        .slice(before[i]?.confirmations.length ?? 0)
        .map((confirmation) => confirmation.type);
      // Each change applied once: one confirmation and one version each; and in turn: a lost update would show
      // as two skips (or two restores) in a row, both decided on the same read.
      if (kinds.length !== changed.length) tally.lost += Math.abs(changed.length - kinds.length);
      expect(kinds).toHaveLength(changed.length);
      expect((after?.version ?? 0) - (before[i]?.version ?? 0)).toBe(changed.length);
      for (const [k, kind] of kinds.entries()) {
        expect(kind).toBe(k % 2 === 0 ? 'SubscriptionDeliverySkipped' : 'SubscriptionDeliveryUnskipped');
      }
    }
  });

  it('when 120 customers each add 4 addresses through both instances at once, then every accepted address is kept', async () => {
    const customers = await Promise.all(Array.from({ length: 120 }, () => newCustomer()));
    const before = await Promise.all(
      customers.map((c) => t.ordering.deps.customers.findById(c.customerId).lean()),
    );
    const answers = await Promise.all(
      customers.map((c) =>
        Promise.all(
          Array.from({ length: 4 }, (_, n) =>
            instance(n)
              .post('/api/customers/add_address/')
              .set(c.auth)
              .send({ ...ADDRESS, address: `${n + 1} Acacia Avenue` }),
          ),
        ),
      ),
    );
    for (const [i, c] of customers.entries()) {
      const applied = count((answers[i] ?? []).map((answer) => answer.status));
      const after = await t.ordering.deps.customers.findById(c.customerId).lean();
      const kept = (after?.addresses.length ?? 0) - (before[i]?.addresses.length ?? 0);
      if (kept !== applied) tally.lost += Math.abs(applied - kept);
      expect(kept).toBe(applied);
      expect((after?.revision ?? 0) - (before[i]?.revision ?? 0)).toBe(applied);
    }
  });

  it('when 60 customers each add meals to their order through both instances at once, then the order holds exactly the accepted ones', async () => {
    const customers = await Promise.all(Array.from({ length: 60 }, () => newCustomer()));
    const orders = await Promise.all(customers.map((c) => placeOrder(c, 12)));
    const versions = await storedVersions(orders);
    const answers = await Promise.all(
      orders.map((order, i) =>
        Promise.all(
          Array.from({ length: 6 }, (_, n) =>
            instance(n)
              .post('/api/orderitems/')
              .set(customers[i]?.auth ?? {})
              .send({ order_id: order.id, meal_id: n % 3 === 0 ? meals.stew : meals.soup, quantity: 2 }),
          ),
        ),
      ),
    );
    for (const [i, order] of orders.entries()) {
      const applied = count((answers[i] ?? []).map((answer) => answer.status));
      const stored = await t.ordering.deps.orders.findById(order.id).lean();
      const quantity = (stored?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
      if (quantity !== applied * 2) tally.lost += Math.abs(applied * 2 - quantity) / 2;
      expect(quantity).toBe(applied * 2);
      expect((stored?.version ?? 0) - (versions[i] ?? 0)).toBe(applied);
    }
  });

  it('when two members of staff move 20 orders to preparing through both instances at once, then each moves once', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, () => newCustomer()));
    const orders = await Promise.all(customers.map((c) => placeOrder(c, 6)));
    const staff = [t.adminAuth(), t.adminAuth()];
    const versions = await storedVersions(orders);
    const answers = await Promise.all(
      orders.map((order) =>
        Promise.all(
          staff.map((auth, n) =>
            instance(n)
              .patch(`/api/orders/${order.id}/update_order_status/`)
              .set(auth)
              .send({ order_status: 'preparing' }),
          ),
        ),
      ),
    );
    for (const [i, order] of orders.entries()) {
      const statuses = (answers[i] ?? []).map((answer) => answer.status);
      tally.changes += statuses.length;
      // The second request finds the order already there: the same answer, and no second change.
      for (const status of statuses) expect([200, 409]).toContain(status);
      const stored = await t.ordering.deps.orders.findById(order.id).lean();
      expect(stored?.orderStatus).toBe('preparing');
      expect((stored?.version ?? 0) - (versions[i] ?? 0)).toBe(1);
      tally.applied += 1;
    }
  });

  it('when 20 customers with £10.00 of credit each spend £6.00 on two orders through both instances at once, then exactly one spend is taken each, and a grant sent to both at once is made once', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, () => newCustomer()));
    const orders = await Promise.all(customers.map((c) => placeOrder(c, 6)));
    const admin = t.adminAuth();
    // The same grant (one Idempotency-Key) reaches both instances at once.
    const grants = await Promise.all(
      orders.map((order) => {
        const key = `grant-${order.id}`;
        const body = { amount: '10.00', reason: 'goodwill' };
        return Promise.all(
          [t.api, second.api].map((api) =>
            api
              .post(`/api/admin/orders/${order.id}/credit/`)
              .set(admin)
              .set('Idempotency-Key', key)
              .send(body),
          ),
        );
      }),
    );
    for (const pair of grants) expect(pair.map((answer) => answer.status).sort()).toEqual([200, 201]);

    const spends = await Promise.all(
      customers.map((c, i) => {
        const order = orders[i]!;
        const spend = (deps: typeof t.ordering.deps, orderId: string) =>
          spendCredit(deps, {
            customerId: c.customerId,
            userId: order.customer,
            orderId,
            amountPence: 6_00,
            key: 1,
          });
        // Two different orders of the customer (one named by the order's id, one made up), one per instance.
        return Promise.all([spend(t.ordering.deps, order.id), spend(second.deps, `other-${order.id}`)]);
      }),
    );
    for (const [i, pair] of spends.entries()) {
      tally.changes += 2;
      expect(pair.map((outcome) => outcome.status).sort()).toEqual(['not enough credit', 'spent']);
      expect(await creditBalancePence(t.ordering.deps, customers[i]!.customerId)).toBe(4_00);
      tally.applied += 1;
    }
  });
});
