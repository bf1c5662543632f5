import { subscriptionChangeResultSchema, subscriptionSchema } from '@mealbox/contracts';
import type { Subscription } from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import { eventually } from '@mealbox/test-support';
import type { OrderDocument } from './orders/data/order-model';
import { startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { mealsInOrdering } from '../test/meals-in-ordering';
import { subscribedCustomer } from '../test/subscribed-customer';
import type { Auth } from '../test/subscribed-customer';

/*
 * The first order's box comes on Thursday 12 March 2026 and the subscription's follow on Thursdays. Each box
 * closes at 12:00 London time three days before (the Monday; 11:00 UTC once summer time begins on 29 March).
 */
const ORDERING_DAY = new Date('2026-03-02T09:00:00Z');
const MONDAY_16_MORNING = new Date('2026-03-16T10:00:00Z');
const MONDAY_16_AFTERNOON = new Date('2026-03-16T12:30:00Z');
const AFTER_EACH_MONDAY_CUT_OFF = [
  MONDAY_16_AFTERNOON,
  new Date('2026-03-23T12:30:00Z'),
  new Date('2026-03-30T11:30:00Z'),
  new Date('2026-04-06T11:30:00Z'),
  new Date('2026-04-13T11:30:00Z'),
];

describe('how often boxes come, and an extra box, on the real MongoDB-wire server and Kafka', () => {
  let now = ORDERING_DAY;
  let t: TestOrdering;

  beforeAll(async () => {
    t = await startTestOrdering({ now: () => now });
    await mealsInOrdering(t, {
      stew: { name: 'Beef Stew' },
      salad: { name: 'Quinoa Salad', is_vegan: true },
    });
  });
  afterAll(async () => {
    await t.stop();
  });

  async function subscriber(at: Date) {
    now = ORDERING_DAY;
    const customer = await subscribedCustomer(t, '2026-03-12');
    now = at;
    return { ...customer, id: customer.subscription.id };
  }
  const post = (auth: Auth, path: string, body?: object) => t.api.post(path).set(auth).send(body);
  async function changed(auth: Auth, path: string, body?: object) {
    const response = await post(auth, path, body);
    expect(response.status).toBe(200);
    return subscriptionChangeResultSchema.parse(response.body);
  }
  const read = async (auth: Auth, id: string) =>
    subscriptionSchema.parse((await t.api.get(`/api/subscriptions/${id}/`).set(auth)).body);
  const boxes = (subscription: Subscription) =>
    subscription.upcoming_deliveries.map((each) => `${each.date} ${each.state}`);
  const boxDatesOf = async (userId: string) =>
    (
      await t.ordering.deps.orders
        .find(trustedFilter({ userId, subscriptionId: { $ne: null } }))
        .lean<OrderDocument[]>()
    )
      .map((order) => order.deliveryDate)
      .sort();
  /** Runs the box clock at `at` and waits for the box orders it announced to be placed. */
  async function tickAndSettle(at: Date, userId: string, expected: string[]) {
    now = at;
    await t.ordering.boxClock.tick();
    await eventually(`boxes ${expected.join(', ')}`, async () => {
      const dates = await boxDatesOf(userId);
      return dates.length >= expected.length ? dates : undefined;
    });
    // A moment more for a box that should not have been placed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await boxDatesOf(userId)).toEqual(expected);
  }

  it('when the first order carries the plan builder’s frequency, then the subscription starts with it', async () => {
    now = ORDERING_DAY;
    const { subscription } = await subscribedCustomer(t, '2026-03-12', {
      subscription_frequency: 'fortnightly',
    });
    expect(subscription).toMatchObject({ frequency: 'fortnightly', pending_frequency_change: null });
    expect(subscription.confirmations[0]?.summary).toMatch(
      /^Your subscription has started: 6 Standard meals a week \(Meat & Vegan\), a box every 2 weeks on Thursdays\. After your first box on Thursday 12 March 2026, your next box arrives on Thursday 26 March 2026;/,
    );
    expect(subscription.confirmations[0]?.data).toMatchObject({ frequency: 'fortnightly' });
  });

  it('when the first order asks for a frequency the shop does not offer, then 400 and no order', async () => {
    now = ORDERING_DAY;
    await expect(
      subscribedCustomer(t, '2026-03-12', { subscription_frequency: 'monthly' as 'weekly' }),
    ).rejects.toThrow(/Choose every week, every 2 weeks or every 4 weeks\./);
  });

  it('when the frequency changes after a box closed, then that box stays and the new rhythm counts from the next open one', async () => {
    const { auth, id } = await subscriber(MONDAY_16_AFTERNOON);
    const path = `/api/subscriptions/${id}/frequency/`;
    const result = await changed(auth, path, { frequency: 'fortnightly' });
    expect(result.confirmation?.summary).toBe(
      'From Thursday 26 March 2026 you will get a box every 2 weeks. ' +
        'Your box on Thursday 19 March 2026 is already past its cut-off and comes as planned.',
    );
    expect(result.confirmation?.kind).toBe('frequency_changed');
    expect(result.subscription).toMatchObject({
      frequency: 'weekly',
      pending_frequency_change: { frequency: 'fortnightly', from: '2026-03-26' },
    });
    expect(boxes(result.subscription)).toEqual(['2026-03-19 locked', '2026-03-26 open']);

    // From 26 March on the rhythm is every other Thursday: 9 April, not 2 April.
    now = new Date('2026-03-27T09:00:00Z');
    const later = await read(auth, id);
    expect(later).toMatchObject({ frequency: 'fortnightly', pending_frequency_change: null });
    expect(boxes(later)).toEqual(['2026-04-09 open']);

    expect((await changed(auth, path, { frequency: 'fortnightly' })).confirmation).toBeNull();
  });

  it('when the body is not exactly a frequency, then 400 names the field and nothing changes', async () => {
    const { auth, id } = await subscriber(MONDAY_16_MORNING);
    const before = await read(auth, id);
    const path = `/api/subscriptions/${id}/frequency/`;
    const cases: [object, Record<string, string[]>][] = [
      [{}, { frequency: ['Choose every week, every 2 weeks or every 4 weeks.'] }],
      [{ frequency: 'monthly' }, { frequency: ['Choose every week, every 2 weeks or every 4 weeks.'] }],
      [{ frequency: 'weekly', from: '2026-04-01' }, { from: ['This field is not allowed.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await post(auth, path, body);
      expect([body, response.status, response.body.errors]).toEqual([body, 400, errors]);
    }
    expect(await read(auth, id)).toEqual(before);
  });

  it('when the weekly job runs week after week, then it places boxes only on the frequency’s weeks', async () => {
    const { auth, id, userId } = await subscriber(MONDAY_16_MORNING);
    // Before the 19 March box closes: it starts the new rhythm, then 2 April and 16 April.
    await changed(auth, `/api/subscriptions/${id}/frequency/`, { frequency: 'fortnightly' });
    const expected = [
      ['2026-03-19'],
      ['2026-03-19'],
      ['2026-03-19', '2026-04-02'],
      ['2026-03-19', '2026-04-02'],
    ];
    for (const [week, at] of AFTER_EACH_MONDAY_CUT_OFF.slice(0, 4).entries())
      await tickAndSettle(at, userId, expected[week] ?? []);
    await tickAndSettle(AFTER_EACH_MONDAY_CUT_OFF[4] ?? now, userId, [
      '2026-03-19',
      '2026-04-02',
      '2026-04-16',
    ]);
  });

  it('when an extra box is added in a week without one, then the job places it once, like any box', async () => {
    const { auth, id, userId } = await subscriber(MONDAY_16_MORNING);
    await changed(auth, `/api/subscriptions/${id}/frequency/`, { frequency: 'every_four_weeks' });
    const offered = (await read(auth, id)).extra_box_dates;
    expect(offered).toContain('2026-03-24');
    expect(offered).not.toContain('2026-03-19');

    const path = `/api/subscriptions/${id}/extra-box/`;
    const added = await changed(auth, path, { date: '2026-03-24' });
    expect(added.confirmation?.summary).toBe(
      'You added an extra box on Tuesday 24 March 2026 (6 Standard meals a week (Meat & Vegan)). ' +
        'You will be charged £59.99 on Saturday 21 March 2026.',
    );
    expect(added.subscription.upcoming_deliveries.map((each) => [each.date, each.extra])).toEqual([
      ['2026-03-19', false],
      ['2026-03-24', true],
    ]);
    expect((await changed(auth, path, { date: '2026-03-24' })).confirmation).toBeNull();
    const taken = await post(auth, path, { date: '2026-03-19' });
    expect([taken.status, taken.body.errors]).toEqual([
      400,
      { date: ['You already have a box on Thursday 19 March 2026. Choose another day.'] },
    ]);
    expect((await post(auth, path, { date: '2026-03-24', meals: 6 })).status).toBe(400);

    await tickAndSettle(MONDAY_16_AFTERNOON, userId, ['2026-03-19']);
    const saturdayAfterNoon = new Date('2026-03-21T12:30:00Z');
    await tickAndSettle(saturdayAfterNoon, userId, ['2026-03-19', '2026-03-24']);
    await tickAndSettle(saturdayAfterNoon, userId, ['2026-03-19', '2026-03-24']);
  });
});
