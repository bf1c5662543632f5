import { TOPICS, subscriptionChangeResultSchema, subscriptionSchema } from '@mealbox/contracts';
import type { Subscription } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { mealsInOrdering } from '../test/meals-in-ordering';
import { currentOf, subscribedCustomer } from '../test/subscribed-customer';
import type { Auth } from '../test/subscribed-customer';

/*
 * A customer's boxes come every Thursday after their first order (Thursday 12 March 2026). The clock is
 * ordering's: orders are placed on Monday 2 March, changes made on Monday 16 March, when the 19 March box closes
 * at 12:00 (GMT) and the 26 March box is open.
 */
const ORDERING_DAY = new Date('2026-03-02T09:00:00Z');
const MONDAY_MORNING = new Date('2026-03-16T10:00:00Z');
const MONDAY_AFTERNOON = new Date('2026-03-16T12:30:00Z');
const CLOSED_19 = 'Changes to your 19 March box closed at 12:00 on 16 March.';

describe('a customer changes their subscription, on the real MongoDB-wire server and Kafka', () => {
  let now = ORDERING_DAY;
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  let meals: Record<'stew' | 'salad' | 'soldOut', string>;

  beforeAll(async () => {
    t = await startTestOrdering({ now: () => now });
    recorder = await recordTopic(t.bus, TOPICS.orderingSubscriptions);
    meals = await mealsInOrdering(t, {
      stew: { name: 'Beef Stew' },
      salad: { name: 'Quinoa Salad', is_vegan: true },
      soldOut: { name: 'Lamb Shank', status: 'sold_out' },
    });
  });
  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  /** A new subscriber, with the clock then set to `at`. */
  async function subscriber(at = MONDAY_MORNING) {
    now = ORDERING_DAY;
    const customer = await subscribedCustomer(t, '2026-03-12');
    now = at;
    return { ...customer, id: customer.subscription.id };
  }
  const post = (auth: Auth, path: string, body?: object) => t.api.post(path).set(auth).send(body);
  const action = (id: string, path: string) => `/api/subscriptions/${id}/${path}/`;
  const box = (id: string, date: string, verb: string) => action(id, `deliveries/${date}/${verb}`);
  async function changed(auth: Auth, path: string, body?: object) {
    const response = await post(auth, path, body);
    expect(response.status).toBe(200);
    return subscriptionChangeResultSchema.parse(response.body);
  }
  const read = async (auth: Auth, id: string) =>
    subscriptionSchema.parse((await t.api.get(`/api/subscriptions/${id}/`).set(auth)).body);
  const boxes = (subscription: Subscription) =>
    subscription.upcoming_deliveries.map((each) => `${each.date} ${each.state}`);
  const allEvents = (id: string) =>
    recorder.messages
      .filter((message) => message.key === id)
      .map(
        (message) => JSON.parse(message.value ?? '{}') as { eventId: string; type: string; data: unknown },
      );
  /** The changes themselves; each one's SubscriptionChangeConfirmed (for the email) is checked on its own. */
  const events = (id: string) =>
    allEvents(id).filter((event) => event.type !== 'SubscriptionChangeConfirmed');
  const confirmedEvents = (id: string) =>
    allEvents(id)
      .filter((event) => event.type === 'SubscriptionChangeConfirmed')
      .map((event) => event.data as { confirmationId: string; change: string; summary: string });
  /** Waits for the subscription's events to be `types`, and a moment more for a wrong extra one. */
  async function expectEvents(id: string, types: string[]) {
    await eventually(`${types.join(', ')}`, () => events(id).length >= types.length);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events(id).map((event) => event.type)).toEqual(types);
  }

  it('when a change is made, then its confirmation is announced beside it, in the words the account shows, once', async () => {
    const { auth, id } = await subscriber();
    const skipped = await changed(auth, box(id, '2026-03-19', 'skip'));
    await expectEvents(id, ['SubscriptionStarted', 'SubscriptionDeliverySkipped']);
    const [start, skip] = events(id);
    await eventually('both confirmations', () => confirmedEvents(id).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(confirmedEvents(id).map((each) => each.confirmationId)).toEqual([start!.eventId, skip!.eventId]);
    expect(confirmedEvents(id)[1]).toEqual({
      subscriptionId: id,
      userId: expect.any(String),
      confirmationId: skip!.eventId,
      change: 'SubscriptionDeliverySkipped',
      summary: skipped.confirmation?.summary,
      confirmedAt: expect.any(String),
    });
  });

  it('when a box is skipped, then it reads skipped and uncharged, once; restored, it is charged again', async () => {
    const { auth, id } = await subscriber();
    const skipped = await changed(auth, box(id, '2026-03-19', 'skip'));
    expect(boxes(skipped.subscription)).toEqual(['2026-03-19 skipped', '2026-03-26 open']);
    expect(skipped.subscription.upcoming_deliveries[0]).toMatchObject({
      charge: null,
      summary: 'You will not be charged for it.',
    });
    expect(skipped.confirmation).toMatchObject({
      kind: 'delivery_skipped',
      at: MONDAY_MORNING.toISOString(),
      summary: 'You skipped your box on Thursday 19 March 2026. You will not be charged for it.',
      data: { scheduled_date: '2026-03-19', delivery_date: '2026-03-19' },
    });
    const again = await changed(auth, box(id, '2026-03-19', 'skip'));
    expect(again.confirmation).toBeNull();
    expect(boxes(again.subscription)).toEqual(['2026-03-19 skipped', '2026-03-26 open']);

    const restored = await changed(auth, box(id, '2026-03-19', 'unskip'));
    expect(restored.confirmation?.summary).toBe(
      'You restored your box on Thursday 19 March 2026. You will be charged £59.99 on Monday 16 March 2026.',
    );
    expect(restored.subscription.upcoming_deliveries[0]).toMatchObject({
      state: 'open',
      charge: { amount: '59.99', date: '2026-03-16' },
    });
    const confirmations = (await read(auth, id)).confirmations.map((each) => each.kind);
    expect(confirmations).toEqual(['delivery_unskipped', 'delivery_skipped', 'started']);
    await expectEvents(id, [
      'SubscriptionStarted',
      'SubscriptionDeliverySkipped',
      'SubscriptionDeliveryUnskipped',
    ]);
    expect(events(id)[1]?.eventId).toBe(skipped.confirmation?.id);
  });

  it('when a box is moved, then it arrives on the new day; a bank holiday, a weekend or a taken day is refused', async () => {
    const { auth, id } = await subscriber();
    const moved = await changed(auth, box(id, '2026-03-26', 'move'), { date: '2026-03-27' });
    expect(moved.subscription.upcoming_deliveries[1]).toMatchObject({
      id: '2026-03-26',
      date: '2026-03-27',
      moved: true,
      cut_off: '2026-03-24T12:00:00.000Z',
      charge: { amount: '59.99', date: '2026-03-24' },
    });
    expect(moved.confirmation?.summary).toBe(
      'You moved your box from Thursday 26 March 2026 to Friday 27 March 2026. You will be charged £59.99 on Tuesday 24 March 2026.',
    );
    const refused = async (date: string, to: string) => {
      const response = await post(auth, box(id, date, 'move'), { date: to });
      expect(response.status).toBe(400);
      return response.body.errors.date[0] as string;
    };
    expect(await refused('2026-03-26', '2026-03-28')).toMatch(/^28 March 2026 is a Saturday/);
    expect(await refused('2026-03-26', '2026-03-19')).toBe(
      'You already have a box on Thursday 19 March 2026. Choose another day.',
    );
    // Easter: Monday 30 March, 10:00 BST; the 9 April box cannot go to Good Friday.
    now = new Date('2026-03-30T09:00:00Z');
    expect(await refused('2026-04-09', '2026-04-03')).toBe(
      '3 April 2026 is a bank holiday (Good Friday). Choose a working day from 2 April 2026 to 13 April 2026.',
    );
    await expectEvents(id, ['SubscriptionStarted', 'SubscriptionDeliveryMoved']);
  });

  it('when the meals of a box are chosen, then the box holds them; a sold-out meal or a wrong count is refused', async () => {
    const { auth, id } = await subscriber();
    const items = [
      { meal_id: meals.stew, quantity: 4 },
      { meal_id: meals.salad, quantity: 2 },
    ];
    const chosen = await changed(auth, box(id, '2026-03-19', 'meals'), { items });
    expect(chosen.subscription.upcoming_deliveries[0]).toMatchObject({ meals_chosen: true });
    expect(
      chosen.subscription.upcoming_deliveries[0]?.items.map((item) => [item.meal.name, item.quantity]),
    ).toEqual([
      ['Beef Stew', 4],
      ['Quinoa Salad', 2],
    ]);
    expect(chosen.confirmation?.summary).toBe(
      'You chose the meals for your box on Thursday 19 March 2026: 4 × Beef Stew, 2 × Quinoa Salad.',
    );
    const soldOut = await post(auth, box(id, '2026-03-26', 'meals'), {
      items: [{ meal_id: meals.soldOut, quantity: 6 }],
    });
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.errors).toEqual({ 'items.0.meal_id': ['This meal is not available at the moment.'] });
    const short = await post(auth, box(id, '2026-03-26', 'meals'), {
      items: [{ meal_id: meals.stew, quantity: 5 }],
    });
    expect(short.status).toBe(400);
    expect(short.body.errors.items).toEqual([
      'Your box on Thursday 26 March 2026 has 6 meals: choose exactly 6 (you chose 5).',
    ]);
    await expectEvents(id, ['SubscriptionStarted', 'SubscriptionDeliveryMealsChosen']);
  });

  it('when the plan changes after a box closed, then the next open box and later get it, at the new price', async () => {
    const { auth, id } = await subscriber(MONDAY_AFTERNOON);
    const plan = { protein_preference: 'MO', meal_size: 'L', number_of_meals: 10 };
    const result = await changed(auth, action(id, 'plan'), plan);
    expect(result.subscription.pending_plan_change).toEqual({
      plan,
      from: '2026-03-20',
      first_delivery_date: '2026-03-26',
    });
    expect(result.subscription.plan).toEqual({
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(
      result.subscription.upcoming_deliveries.map((each) => [
        each.date,
        each.plan.number_of_meals,
        each.charge,
      ]),
    ).toEqual([
      ['2026-03-19', 6, { amount: '59.99', date: '2026-03-16' }],
      ['2026-03-26', 10, { amount: '109.89', date: '2026-03-23' }],
    ]);
    expect(result.confirmation?.summary).toMatch(
      /^You changed your plan to 10 Large meals a week \(Meat Only\), from your box on Thursday 26 March 2026\. Each box will cost £109\.89\./,
    );
    expect((await changed(auth, action(id, 'plan'), plan)).confirmation).toBeNull();
    const unpriced = await post(auth, action(id, 'plan'), { ...plan, number_of_meals: 7 });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.errors.number_of_meals).toEqual(['Choose 6, 8, 10, 12, 15 or 18 meals.']);
    await expectEvents(id, ['SubscriptionStarted', 'SubscriptionPlanChanged']);
  });

  it('when deliveries pause until a date, then the closed box still comes, the rest pause, and it resumes by itself', async () => {
    const { auth, id } = await subscriber(MONDAY_AFTERNOON);
    const paused = await changed(auth, action(id, 'pause'), { until: '2026-04-02' });
    expect(paused.subscription).toMatchObject({ status: 'paused', paused_until: '2026-04-02' });
    expect(boxes(paused.subscription)).toEqual(['2026-03-19 locked', '2026-03-26 paused']);
    expect(paused.confirmation?.summary).toContain(
      'Your box on Thursday 19 March 2026 was already past its cut-off',
    );
    // On 2 April it reads active, with nothing written since.
    now = new Date('2026-04-02T08:00:00Z');
    const resumedByItself = await read(auth, id);
    expect(resumedByItself).toMatchObject({ status: 'active', paused_until: null, confirmation_count: 2 });
    expect(boxes(resumedByItself)).toEqual(['2026-04-02 locked', '2026-04-09 open', '2026-04-16 open']);
    await expectEvents(id, ['SubscriptionStarted', 'SubscriptionPaused']);
  });

  it('when paused deliveries are resumed, then the open boxes come again; resuming again changes nothing', async () => {
    const { auth, id } = await subscriber(MONDAY_MORNING);
    await changed(auth, action(id, 'pause'), { until: '2026-04-09' });
    const resumed = await changed(auth, action(id, 'resume'));
    expect(resumed.subscription).toMatchObject({ status: 'active', paused_until: null });
    expect(boxes(resumed.subscription)).toEqual(['2026-03-19 open', '2026-03-26 open']);
    expect(resumed.confirmation?.summary).toBe(
      'You resumed your deliveries. Your next box arrives on Thursday 19 March 2026. You will be charged £59.99 on Monday 16 March 2026.',
    );
    expect((await changed(auth, action(id, 'resume'))).confirmation).toBeNull();
    await expectEvents(id, ['SubscriptionStarted', 'SubscriptionPaused', 'SubscriptionResumed']);
  });

  it('when the subscription is cancelled after a box closed, then that box still comes and nothing after it; again changes nothing', async () => {
    const { auth, id } = await subscriber(MONDAY_AFTERNOON);
    const cancelled = await changed(auth, action(id, 'cancel'));
    expect(cancelled.subscription).toMatchObject({
      status: 'cancelled',
      cancelled_at: MONDAY_AFTERNOON.toISOString(),
    });
    expect(boxes(cancelled.subscription)).toEqual(['2026-03-19 locked']);
    expect(cancelled.confirmation?.summary).toBe(
      'You cancelled your subscription. Your box on Thursday 19 March 2026 was already past its cut-off (12:00 on ' +
        'Monday 16 March 2026), so it will still arrive (charged £59.99). After that no more boxes will come and you will ' +
        'not be charged again. To start again, order a new box.',
    );
    expect((await changed(auth, action(id, 'cancel'))).confirmation).toBeNull();
    const skip = await post(auth, box(id, '2026-03-19', 'skip'));
    expect(skip.status).toBe(409);
    await expectEvents(id, ['SubscriptionStarted', 'SubscriptionCancelled']);
  });

  it('when changes arrive at the same moment, then each is applied once and none is lost', async () => {
    const { auth, id } = await subscriber();
    const responses = await Promise.all([
      post(auth, box(id, '2026-03-19', 'skip')),
      post(auth, box(id, '2026-03-26', 'move'), { date: '2026-03-27' }),
      post(auth, action(id, 'plan'), { protein_preference: 'VO', meal_size: 'LEAN', number_of_meals: 6 }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const after = await read(auth, id);
    expect(
      after.upcoming_deliveries.map((each) => [each.date, each.state, each.plan.protein_preference]),
    ).toEqual([
      ['2026-03-19', 'skipped', 'VO'],
      ['2026-03-27', 'open', 'VO'],
    ]);
    expect(after.confirmation_count).toBe(4);
    await eventually('four events', () => events(id).length === 4);
    expect(new Set(events(id).map((event) => event.eventId)).size).toBe(4);
  });

  it('when a box is past its cut-off, then skipping, restoring, moving and choosing its meals are refused and nothing changes', async () => {
    const { auth, id } = await subscriber(MONDAY_MORNING);
    await changed(auth, box(id, '2026-03-26', 'skip'));
    now = new Date('2026-03-16T12:01:00Z');
    const before = await read(auth, id);
    expect(before.upcoming_deliveries.map((each) => [each.state, each.changeable])).toEqual([
      ['locked', false],
      ['skipped', true],
    ]);
    const attempts: [string, object | undefined][] = [
      [box(id, '2026-03-19', 'skip'), undefined],
      [box(id, '2026-03-19', 'move'), { date: '2026-03-20' }],
      [box(id, '2026-03-19', 'meals'), { items: [{ meal_id: meals.stew, quantity: 6 }] }],
    ];
    for (const [path, body] of attempts) {
      const response = await post(auth, path, body);
      expect(response.status).toBe(409);
      expect(response.body.detail).toBe(CLOSED_19);
    }
    // The 26 March box closes on 23 March: restoring it then is refused too.
    now = new Date('2026-03-23T12:00:00Z');
    const restore = await post(auth, box(id, '2026-03-26', 'unskip'));
    expect(restore.status).toBe(409);
    expect(restore.body.detail).toBe('Changes to your 26 March box closed at 12:00 on 23 March.');
    now = new Date('2026-03-16T12:01:00Z');
    expect(await read(auth, id)).toEqual(before);
    await expectEvents(id, ['SubscriptionStarted', 'SubscriptionDeliverySkipped']);
  });

  it("when another customer reads or changes someone's subscription, then 404 and nothing changes", async () => {
    const owner = await subscriber();
    const other = t.customerToken();
    const before = await read(owner.auth, owner.id);
    const reads = [`/api/subscriptions/${owner.id}/`, `/api/subscriptions/${owner.id}/confirmations/`];
    for (const path of reads) expect((await t.api.get(path).set(other.auth)).status).toBe(404);
    const changes: [string, object | undefined][] = [
      [box(owner.id, '2026-03-19', 'skip'), undefined],
      [box(owner.id, '2026-03-19', 'unskip'), undefined],
      [box(owner.id, '2026-03-19', 'move'), { date: '2026-03-20' }],
      [box(owner.id, '2026-03-19', 'meals'), { items: [] }],
      [action(owner.id, 'plan'), { protein_preference: 'VO', meal_size: 'S', number_of_meals: 6 }],
      [action(owner.id, 'pause'), { until: '2026-04-02' }],
      [action(owner.id, 'resume'), undefined],
      [action(owner.id, 'cancel'), undefined],
    ];
    for (const [path, body] of changes) {
      const response = await post(other.auth, path, body);
      expect([path, response.status, response.body.detail]).toEqual([path, 404, 'Subscription not found.']);
    }
    expect(await currentOf(t, other.auth)).toEqual({ status: 200, body: null });
    expect((await t.api.get('/api/subscriptions/').set(other.auth)).body.subscriptions).toEqual([]);
    expect((await t.api.get(`/api/subscriptions/${owner.id}/`)).status).toBe(401);
    expect(await read(owner.auth, owner.id)).toEqual(before);
  });

  it('when a body has unknown fields, operators, wrong types or missing fields, then 400 names each and nothing changes', async () => {
    const { auth, id } = await subscriber();
    const before = await read(auth, id);
    const cases: [string, object, Record<string, string[]>][] = [
      [box(id, '2026-03-19', 'skip'), { reason: 'away' }, { reason: ['This field is not allowed.'] }],
      [action(id, 'cancel'), { now: true }, { now: ['This field is not allowed.'] }],
      [box(id, '2026-03-26', 'move'), {}, { date: ['This field is required.'] }],
      [box(id, '2026-03-26', 'move'), { date: '2026-02-30' }, { date: ['Enter a real date as YYYY-MM-DD.'] }],
      [box(id, '2026-03-26', 'move'), { date: { $gt: '' } }, { date: ['Not a valid string.'] }],
      [box(id, '2026-03-26', 'meals'), { items: 'stew' }, { items: ['Expected a list of items.'] }],
      [
        box(id, '2026-03-26', 'meals'),
        { items: [{ meal_id: meals.stew, quantity: 6, price: 1 }] },
        { 'items.0': ['These fields are not allowed: price.'] },
      ],
      [
        action(id, 'pause'),
        { until: '12/04/2026' },
        { until: ['Enter the date as YYYY-MM-DD.', 'Enter a real date as YYYY-MM-DD.'] },
      ],
    ];
    for (const [path, body, errors] of cases) {
      const response = await post(auth, path, body);
      expect([path, response.status, response.body.errors]).toEqual([path, 400, errors]);
    }
    const plan = await post(auth, action(id, 'plan'), { protein_preference: 'XX', meal_size: 'S' });
    expect(plan.status).toBe(400);
    expect(Object.keys(plan.body.errors).sort()).toEqual(['number_of_meals', 'protein_preference']);
    expect(await read(auth, id)).toEqual(before);
    await expectEvents(id, ['SubscriptionStarted']);
  });

  it('when confirmations are listed, then they come newest first, paged', async () => {
    const { auth, id } = await subscriber();
    await changed(auth, box(id, '2026-03-19', 'skip'));
    await changed(auth, box(id, '2026-03-26', 'skip'));
    const page = await t.api.get(`/api/subscriptions/${id}/confirmations/?page=1&page_size=2`).set(auth);
    expect(page.status).toBe(200);
    expect(page.body.pagination).toEqual({ total: 3, page: 1, page_size: 2, total_pages: 2 });
    expect(
      page.body.confirmations.map((each: { data: { scheduled_date: string } }) => each.data.scheduled_date),
    ).toEqual(['2026-03-26', '2026-03-19']);
    const bad = await t.api.get(`/api/subscriptions/${id}/confirmations/?page_size=1000`).set(auth);
    expect(bad.status).toBe(400);
  });
});
