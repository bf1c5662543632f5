import { TOPICS, menuTurnWeekOf, penceToDecimal, subscriptionSchema } from '@mealbox/contracts';
import type { SubscriptionDeliveryLockedData } from '@mealbox/contracts';
import { createEvent, trustedFilter } from '@mealbox/platform';
import { eventually, recordTopic } from '@mealbox/test-support';
import type { MealReadDocument } from './shared/data/meal-read-model';
import type { OrderDocument } from './orders/data/order-model';
import { placeSubscriptionBox } from './subscriptions/domain/place-subscription-box';
import { subscriptionOrderKey } from './subscriptions/domain/start-subscription';
import { ADDRESS, startTestOrdering } from '../test/ordering-harness';
import { declaredFoodInformation } from '../../catalogue/test/declared-food';
import type { TestOrdering } from '../test/ordering-harness';
import { mealsInOrdering } from '../test/meals-in-ordering';
import { subscribedCustomer } from '../test/subscribed-customer';
import type { Auth, TestPlanChoice } from '../test/subscribed-customer';

/*
 * Boxes come every Thursday after the first order's (Thursday 12 March 2026). The 19 March box closes at 12:00
 * on Monday 16 March, the 26 March box at 12:00 on Monday 23 March (GMT).
 */
const ORDERING_DAY = new Date('2026-03-02T09:00:00Z');
const MONDAY_16_MORNING = new Date('2026-03-16T10:00:00Z');
const MONDAY_16_AFTERNOON = new Date('2026-03-16T12:30:00Z');
const MONDAY_23_AFTERNOON = new Date('2026-03-23T12:30:00Z');

describe('the weekly job places each subscription box’s order, on the real MongoDB-wire server and Kafka', () => {
  let now = ORDERING_DAY;
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  let meals: Record<'stew' | 'curry' | 'salad', string>;

  beforeAll(async () => {
    t = await startTestOrdering({ now: () => now });
    recorder = await recordTopic(t.bus, TOPICS.orderingSubscriptions);
    meals = await mealsInOrdering(t, {
      stew: { name: 'Beef Stew' },
      curry: { name: 'Chickpea Curry', is_vegan: true },
      salad: { name: 'Quinoa Salad', is_vegan: true },
    });
  });
  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  async function subscriber(plan: TestPlanChoice = {}) {
    now = ORDERING_DAY;
    const customer = await subscribedCustomer(t, '2026-03-12', plan);
    return { ...customer, id: customer.subscription.id };
  }
  const post = (auth: Auth, path: string, body?: object) => t.api.post(path).set(auth).send(body);
  const boxesOf = (userId: string) =>
    t.ordering.deps.orders
      .find(trustedFilter({ userId, subscriptionId: { $ne: null } }))
      .lean<OrderDocument[]>()
      .then((orders) => orders.sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate)));
  const lockedEvents = (subscriptionId: string) =>
    recorder.messages
      .filter((message) => message.key === subscriptionId)
      .map(
        (message) =>
          JSON.parse(message.value ?? '{}') as { type: string; data: SubscriptionDeliveryLockedData },
      )
      .filter((event) => event.type === 'SubscriptionDeliveryLocked');
  const tick = (at: Date) => {
    now = at;
    return t.ordering.boxClock.tick();
  };

  it('when the subscriber gives their address a safe place and instructions, then the next box the job places carries them; the first box, past its cut-off, keeps what was packed', async () => {
    const customer = await subscriber();
    now = MONDAY_16_MORNING;
    const notes = { safe_place: 'porch', delivery_instructions: 'Leave behind the <green> bin' };
    const edit = await t.api
      .patch(`/api/customers/addresses/${customer.addressId}/`)
      .set(customer.auth)
      .send({ ...ADDRESS, ...notes });
    expect(edit.status).toBe(200);
    const first = await t.api.get(`/api/orders/${customer.orderId}/`).set(customer.auth);
    expect(first.body.delivery_address).toMatchObject({ safe_place: null, delivery_instructions: null });

    expect(await tick(MONDAY_16_AFTERNOON)).toBeGreaterThanOrEqual(1);
    const [box] = await eventually('the 19 March box', async () => {
      const boxes = await boxesOf(customer.userId);
      return boxes.length === 1 ? boxes : undefined;
    });
    expect(box?.address).toMatchObject({
      safePlace: 'porch',
      deliveryInstructions: notes.delivery_instructions,
    });
    const placed = await t.api.get(`/api/orders/${box?._id.toHexString()}/`).set(customer.auth);
    expect(placed.body.delivery_address).toMatchObject(notes);
  });

  it('when a box passes its cut-off, then the job places its order once: the plan, meals for the protein preference, the address, payment pending', async () => {
    const vegan = await subscriber({ protein_preference: 'VO' });
    expect(await tick(MONDAY_16_MORNING)).toBe(0);
    expect(await boxesOf(vegan.userId)).toEqual([]);

    expect(await tick(MONDAY_16_AFTERNOON)).toBeGreaterThanOrEqual(1);
    const [box] = await eventually('the 19 March box', async () => {
      const boxes = await boxesOf(vegan.userId);
      return boxes.length === 1 ? boxes : undefined;
    });
    expect(box).toMatchObject({
      subscriptionId: vegan.id,
      idempotencyKey: subscriptionOrderKey(vegan.id, '2026-03-19'),
      deliveryDate: '2026-03-19',
      proteinPreference: 'VO',
      mealSize: 'S',
      numberOfMeals: 6,
      itemCount: 6,
      paymentStatus: 'pending',
      orderStatus: 'processing',
      address: { postcode: expect.any(String) },
    });
    expect(box?.price.lines.map((line) => line.kind)).toEqual(['plan', 'delivery']);
    // Our choice for a vegan: only vegan main courses on the menu now.
    const chosen = await t.ordering.deps.meals
      .find(trustedFilter({ _id: { $in: box?.items.map((item) => item.mealId) } }))
      .lean<MealReadDocument[]>();
    expect(
      chosen.every((meal) => meal.isVegan && meal.category === 'main_course' && meal.status === 'available'),
    ).toBe(true);

    // The account shows the box's order once it is placed; the next box has none yet.
    const current = subscriptionSchema.parse(
      (await t.api.get('/api/subscriptions/current/').set(vegan.auth)).body,
    );
    const orderOf = (id: string) => current.upcoming_deliveries.find((delivery) => delivery.id === id)?.order;
    expect(orderOf('2026-03-19')).toEqual({
      id: box?._id.toHexString(),
      reference: box?.reference,
      order_status: 'processing',
      payment_status: 'pending',
      payment_problem: null,
    });
    expect(orderOf('2026-03-26')).toBeNull();

    // Running the job again, or the event arriving again, places nothing more.
    expect(await tick(MONDAY_16_AFTERNOON)).toBe(0);
    const [locked] = lockedEvents(vegan.id);
    expect(locked?.data).toMatchObject({
      scheduledDate: '2026-03-19',
      deliveryDate: '2026-03-19',
      items: null,
    });
    const again = await Promise.all([
      placeSubscriptionBox(t.ordering.deps, locked!.data, 'test-redelivery'),
      placeSubscriptionBox(t.ordering.deps, locked!.data, 'test-redelivery'),
    ]);
    expect(again.map((order) => order?._id.toHexString())).toEqual([
      box?._id.toHexString(),
      box?._id.toHexString(),
    ]);
    expect(await boxesOf(vegan.userId)).toHaveLength(1);
    expect(lockedEvents(vegan.id)).toHaveLength(1);
  });

  it('when the customer chose the meals of a box, then its order holds exactly them', async () => {
    const chooser = await subscriber();
    now = MONDAY_16_AFTERNOON;
    const items = [
      { meal_id: meals.stew, quantity: 4 },
      { meal_id: meals.curry, quantity: 2 },
    ];
    expect(
      (await post(chooser.auth, `/api/subscriptions/${chooser.id}/deliveries/2026-03-26/meals/`, { items }))
        .status,
    ).toBe(200);
    await tick(MONDAY_16_AFTERNOON);
    await tick(MONDAY_23_AFTERNOON);
    const boxes = await eventually('both boxes', async () => {
      const placed = await boxesOf(chooser.userId);
      return placed.length === 2 ? placed : undefined;
    });
    expect(boxes.map((order) => order.deliveryDate)).toEqual(['2026-03-19', '2026-03-26']);
    expect(boxes[1]?.items.map((item) => [item.mealId, item.quantity]).sort()).toEqual(
      [
        [meals.stew, 4],
        [meals.curry, 2],
      ].sort(),
    );
  });

  it('when a box is skipped or paused, or the subscription cancelled, then no order is placed for it; a box locked before the cancellation still comes', async () => {
    const skipper = await subscriber();
    const pauser = await subscriber();
    const canceller = await subscriber();
    now = MONDAY_16_MORNING;
    expect(
      (await post(skipper.auth, `/api/subscriptions/${skipper.id}/deliveries/2026-03-19/skip/`)).status,
    ).toBe(200);
    expect(
      (await post(pauser.auth, `/api/subscriptions/${pauser.id}/pause/`, { until: '2026-03-30' })).status,
    ).toBe(200);
    await tick(MONDAY_16_AFTERNOON);
    // The 19 March box is past its cut-off when the canceller cancels: it still comes, and nothing after it.
    expect((await post(canceller.auth, `/api/subscriptions/${canceller.id}/cancel/`)).status).toBe(200);
    await tick(MONDAY_23_AFTERNOON);

    await eventually('the canceller’s last box', async () => (await boxesOf(canceller.userId)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await boxesOf(canceller.userId)).map((order) => order.deliveryDate)).toEqual(['2026-03-19']);
    expect((await boxesOf(skipper.userId)).map((order) => order.deliveryDate)).toEqual(['2026-03-26']);
    expect(await boxesOf(pauser.userId)).toEqual([]);
  });

  it('when charging the saved card for a box is refused, then the account shows the box’s payment failed, why and when it is tried again; once paid, that goes', async () => {
    const customer = await subscriber();
    await tick(MONDAY_16_AFTERNOON);
    const [box] = await eventually('the box', async () => {
      const boxes = await boxesOf(customer.userId);
      return boxes.length === 1 ? boxes : undefined;
    });
    const orderId = box?._id.toHexString() as string;
    const retryAt = '2026-03-17T12:31:00.000Z';
    const payment = (type: string, data: object) =>
      t.publish(
        TOPICS.paymentPayments,
        orderId,
        createEvent(
          type,
          { orderId, userId: customer.userId, provider: 'local', offSession: true, ...data },
          {
            producer: 'payment',
            correlationId: 'box-charge-test',
          },
        ),
      );
    const boxInAccount = async () => {
      const current = subscriptionSchema.parse(
        (await t.api.get('/api/subscriptions/current/').set(customer.auth)).body,
      );
      return current.upcoming_deliveries.find((delivery) => delivery.id === '2026-03-19')?.order;
    };
    const reason = 'Your bank asked you to confirm this payment, which it cannot do while you are away.';
    await payment('PaymentFailed', {
      sessionId: 'pi_1',
      failedAt: new Date().toISOString(),
      reason,
      retryAt,
    });
    expect(
      await eventually('the failure in the account', async () => {
        const order = await boxInAccount();
        return order?.payment_status === 'failed' ? order : undefined;
      }),
    ).toMatchObject({ payment_problem: { reason, retry_at: retryAt } });

    await payment('PaymentSucceeded', {
      sessionId: 'pi_2',
      amountPence: box?.price.totalPence,
      currency: 'gbp',
      succeededAt: new Date().toISOString(),
    });
    expect(
      await eventually('the box paid', async () => {
        const order = await boxInAccount();
        return order?.payment_status === 'completed' ? order : undefined;
      }),
    ).toMatchObject({ payment_problem: null });
  });

  it('when the customer tries to change a box’s order (day, code or meals), then 409 and nothing changes; the order names its subscription', async () => {
    const customer = await subscriber();
    await tick(MONDAY_16_AFTERNOON);
    const [box] = await eventually('the box', async () => {
      const boxes = await boxesOf(customer.userId);
      return boxes.length === 1 ? boxes : undefined;
    });
    const orderId = box?._id.toHexString() as string;
    const locked =
      'This is a subscription box past its cut-off: its delivery day, meals and price can no longer change.';
    for (const change of [{ delivery_date: '2026-03-24' }, { discount_code: 'CHEF24' }]) {
      const refused = await t.api.patch(`/api/orders/${orderId}/`).set(customer.auth).send(change);
      expect({ change, status: refused.status, detail: refused.body.detail }).toEqual({
        change,
        status: 409,
        detail: locked,
      });
    }
    const meal = await t.api
      .post('/api/orderitems/')
      .set(customer.auth)
      .send({ order_id: orderId, meal_id: meals.stew, quantity: 1 });
    expect(meal.status).toBe(409);
    const order = await t.api.get(`/api/orders/${orderId}/`).set(customer.auth);
    expect(order.body).toMatchObject({
      delivery_date: '2026-03-19',
      subscription_id: customer.id,
      items: box?.items.length ? expect.any(Array) : [],
    });
    expect(order.body.price.discount).toBeNull();
  });

  it('when a box’s order is paid, then it starts no second subscription', async () => {
    const customer = await subscriber();
    await tick(MONDAY_16_AFTERNOON);
    const [box] = await eventually('the box', async () => {
      const boxes = await boxesOf(customer.userId);
      return boxes.length === 1 ? boxes : undefined;
    });
    const paid = await t.api
      .patch(`/api/orders/${box?._id.toHexString()}/`)
      .set(t.adminAuth())
      .send({ payment_status: 'completed' });
    expect(paid.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await t.ordering.deps.subscriptions.countDocuments({ userId: customer.userId })).toBe(1);
  });

  it('when the customer leaves an allergen out, then the job never chooses a meal with it, and they cannot choose one by hand', async () => {
    const customer = await subscriber({ protein_preference: 'MO' });
    // Not gluten-free, so the dietary test below does not find them among its gluten-free meals.
    const withSesame = await mealsInOrdering(t, {
      stirFry: {
        name: 'Sesame Beef Stir-Fry',
        ingredients: 'Beef, noodles, sesame seeds',
        food_information: declaredFoodInformation(
          { sesame: 'contains', gluten: 'may_contain' },
          { containsMeat: true, glutenCereals: ['wheat'] },
        ),
      },
      traces: {
        name: 'Beef Meatballs',
        ingredients: 'Beef, tomatoes',
        food_information: declaredFoodInformation(
          { sesame: 'may_contain', gluten: 'may_contain' },
          { containsMeat: true, glutenCereals: ['wheat'] },
        ),
      },
    });
    const saved = await t.api
      .put('/api/customers/me/allergen-exclusions/')
      .set(customer.auth)
      .send({ allergens: ['sesame'], include_may_contain: true });
    expect(saved.status).toBe(200);
    now = MONDAY_16_MORNING;
    const byHand = await post(
      customer.auth,
      `/api/subscriptions/${customer.id}/deliveries/2026-03-19/meals/`,
      {
        items: [{ meal_id: withSesame.stirFry, quantity: 6 }],
      },
    );
    expect(byHand.status).toBe(400);
    expect(byHand.body.detail).toBe(
      'Sesame Beef Stir-Fry contains sesame, which you asked us to leave out of your boxes.',
    );

    await tick(MONDAY_16_AFTERNOON);
    const [box] = await eventually('the 19 March box', async () => {
      const boxes = await boxesOf(customer.userId);
      return boxes.length === 1 ? boxes : undefined;
    });
    const chosen = (box?.items ?? []).map((item) => item.mealId);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen).not.toContain(withSesame.stirFry);
    expect(chosen).not.toContain(withSesame.traces);
    const chosenMeals = await t.ordering.deps.meals
      .find(trustedFilter({ _id: { $in: chosen } }))
      .lean<MealReadDocument[]>();
    for (const meal of chosenMeals) expect(meal.foodInformation?.allergens.sesame).toBe('free');
  });

  it('when the customer gave dietary requirements, then the job chooses only meals meeting them from that week’s menu', async () => {
    const customer = await subscriber({ protein_preference: 'MO' });
    const restsThatWeek = menuTurnWeekOf('2026-03-19');
    const dietary = await mealsInOrdering(t, {
      glutenFree: { name: 'Gluten-Free Beef Stew', is_gluten_free: true },
      resting: { name: 'Gluten-Free Fish Pie', is_gluten_free: true, menu_rest_week: restsThatWeek },
    });
    now = MONDAY_16_MORNING;
    const changed = await post(customer.auth, `/api/subscriptions/${customer.id}/dietary/`, {
      dietary_requirements: ['gluten_free'],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.subscription.dietary_requirements).toEqual(['gluten_free']);
    expect(changed.body.confirmation).toMatchObject({
      kind: 'dietary_requirements_changed',
      summary: expect.stringMatching(
        /^From your box on Thursday 19 March 2026, the meals we choose for you will be gluten free\./,
      ),
    });
    const bad = await post(customer.auth, `/api/subscriptions/${customer.id}/dietary/`, {
      dietary_requirements: ['keto'],
    });
    expect(bad.status).toBe(400);

    // A meal that rests that week cannot be chosen for the box by hand either.
    const offMenu = await post(
      customer.auth,
      `/api/subscriptions/${customer.id}/deliveries/2026-03-19/meals/`,
      {
        items: [{ meal_id: dietary.resting, quantity: 6 }],
      },
    );
    expect(offMenu.status).toBe(400);
    expect(offMenu.body.errors.items).toEqual([
      "Gluten-Free Fish Pie is not on the menu for the week of Monday 16 March 2026, when this box comes. Choose from that week's menu.",
    ]);

    await tick(MONDAY_16_AFTERNOON);
    const [box] = await eventually('the 19 March box', async () => {
      const boxes = await boxesOf(customer.userId);
      return boxes.length === 1 ? boxes : undefined;
    });
    expect(box?.items).toEqual([{ mealId: dietary.glutenFree, quantity: 6 }]);
    expect(lockedEvents(customer.id)[0]?.data.dietaryRequirements).toEqual(['gluten_free']);
  });

  it('when a subscriber takes extras every week, then each box placed comes with them as lines at their price that day, and one no longer on sale is left out', async () => {
    const customer = await subscriber();
    const pudding = await t.catalogue.saveAddOn({ name: 'Sticky Toffee Pudding', price_pence: 4_50 });
    const juice = await t.catalogue.saveAddOn({ name: 'Cloudy Apple Juice', price_pence: 2_25 });
    await eventually(
      'the extras in ordering',
      async () =>
        (await t.ordering.deps.addOns.countDocuments(trustedFilter({ _id: { $in: [pudding, juice] } }))) ===
        2,
    );

    const extras = (addOnId: string, quantity: unknown) =>
      post(customer.auth, `/api/subscriptions/${customer.id}/extras/`, { add_on_id: addOnId, quantity });
    const added = await extras(pudding, 2);
    expect(added.status).toBe(200);
    expect(subscriptionSchema.parse(added.body.subscription).extras).toEqual([
      { add_on_id: pudding, name: 'Sticky Toffee Pudding', quantity: 2 },
    ]);
    expect(added.body.confirmation).toMatchObject({
      kind: 'extras_changed',
      summary:
        'From your box on Thursday 19 March 2026, 2 × Sticky Toffee Pudding comes in every box, at its price on the day each box is placed.',
    });
    expect((await extras(pudding, 2)).body.confirmation).toBeNull();
    expect((await extras(juice, 1)).status).toBe(200);
    expect((await extras(juice, 11)).status).toBe(400);
    expect((await extras('000000000000000000000000', 1)).body.errors).toEqual({
      add_on: ['That extra is not on sale.'],
    });

    // The juice is taken off sale before the box is placed: that box comes without it.
    await t.catalogue.saveAddOn({ status: 'not_available' }, juice);
    await eventually('the juice off sale in ordering', async () => {
      const held = await t.ordering.deps.addOns.findById(juice).lean();
      return held?.status === 'not_available';
    });
    await tick(MONDAY_16_AFTERNOON);
    const [box] = await eventually('the 19 March box', async () => {
      const boxes = await boxesOf(customer.userId);
      return boxes.length === 1 ? boxes : undefined;
    });
    const extraLines = box?.price.lines.filter((line) => line.kind === 'add_on');
    expect(extraLines).toEqual([
      {
        kind: 'add_on',
        ref: pudding,
        label: 'Sticky Toffee Pudding',
        quantity: 2,
        unitPence: 4_50,
        totalPence: 9_00,
      },
    ]);
    const planAndDelivery = (box?.price.lines ?? [])
      .filter((line) => line.kind !== 'add_on')
      .reduce((sum, line) => sum + line.totalPence, 0);
    expect(box?.price.totalPence).toBe(planAndDelivery + 9_00);
  });

  it('when the customer chooses the extras of one box, then that box is placed with them and the next keeps the every-week extras; after its cut-off the choice is refused and nothing changes', async () => {
    const customer = await subscriber();
    const brownie = await t.catalogue.saveAddOn({ name: 'Chocolate Brownie', price_pence: 3_75 });
    const lemonade = await t.catalogue.saveAddOn({ name: 'Sparkling Lemonade', price_pence: 1_95 });
    const brittle = await t.catalogue.saveAddOn({
      name: 'Peanut Brittle',
      ingredients: 'Sugar, peanuts, glucose syrup',
      food_information: declaredFoodInformation({ peanuts: 'contains' }),
    });
    await eventually(
      'the extras in ordering',
      async () =>
        (await t.ordering.deps.addOns.countDocuments(
          trustedFilter({ _id: { $in: [brownie, lemonade, brittle] } }),
        )) === 3,
    );
    await t.api
      .put('/api/customers/me/allergen-exclusions/')
      .set(customer.auth)
      .send({ allergens: ['peanuts'], include_may_contain: false });
    expect(
      (
        await post(customer.auth, `/api/subscriptions/${customer.id}/extras/`, {
          add_on_id: lemonade,
          quantity: 1,
        })
      ).status,
    ).toBe(200);

    // Both boxes are within the 14 days listed, and open.
    now = MONDAY_16_MORNING;
    const boxExtras = (date: string, body: unknown) =>
      t.api
        .put(`/api/subscriptions/${customer.id}/deliveries/${date}/extras/`)
        .set(customer.auth)
        .send(body as object);
    const chosen = await boxExtras('2026-03-19', {
      extras: [
        { add_on_id: brownie, quantity: 2 },
        { add_on_id: lemonade, quantity: 0 },
      ],
    });
    expect(chosen.status).toBe(200);
    const extrasIn = (body: unknown) =>
      subscriptionSchema
        .parse(body)
        .upcoming_deliveries.map((delivery) => [delivery.id, delivery.extras_chosen, delivery.extras]);
    const asChosen = [
      ['2026-03-19', true, [{ add_on_id: brownie, name: 'Chocolate Brownie', quantity: 2 }]],
      ['2026-03-26', false, [{ add_on_id: lemonade, name: 'Sparkling Lemonade', quantity: 1 }]],
    ];
    expect(extrasIn(chosen.body.subscription)).toEqual(asChosen);
    // Each box's "You will be charged" counts its extras at today's prices: what each box is charged below.
    const estimates = subscriptionSchema
      .parse(chosen.body.subscription)
      .upcoming_deliveries.map((delivery) => delivery.charge?.amount);
    expect(chosen.body.confirmation).toMatchObject({
      kind: 'delivery_extras_chosen',
      summary:
        'You chose the extras for your box on Thursday 19 March 2026: 2 × Chocolate Brownie, each charged at its price on the day the box is placed.',
      data: { scheduled_date: '2026-03-19', extras: [{ add_on_id: brownie, quantity: 2 }] },
    });
    expect(
      (await boxExtras('2026-03-19', { extras: [{ add_on_id: brownie, quantity: 2 }] })).body.confirmation,
    ).toBeNull();

    // Bad bodies, an extra not on sale and one the customer's allergens rule out are refused in words.
    for (const [body, errors] of [
      [{}, { extras: ['This field is required.'] }],
      [
        { extras: [{ add_on_id: brownie, quantity: 11 }] },
        { 'extras.0.quantity': ['Choose between 0 and 10.'] },
      ],
      [{ extras: [], note: 'hi' }, expect.any(Object)],
      [
        { extras: [{ add_on_id: '000000000000000000000000', quantity: 1 }] },
        { 'extras.0.add_on_id': ['That extra is not on sale.'] },
      ],
      [
        {
          extras: [
            { add_on_id: brownie, quantity: 1 },
            { add_on_id: brittle, quantity: 1 },
          ],
        },
        {
          'extras.1.add_on_id': [
            'Peanut Brittle contains peanuts, which you asked us to leave out of your boxes.',
          ],
        },
      ],
    ] as const) {
      const refused = await boxExtras('2026-03-26', body);
      expect({ body, status: refused.status, errors: refused.body.errors }).toEqual({
        body,
        status: 400,
        errors,
      });
    }

    // Past the 19 March box's cut-off: refused, and the box keeps its choice.
    await tick(MONDAY_16_AFTERNOON);
    const late = await boxExtras('2026-03-19', { extras: [] });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('Changes to your 19 March box closed at 12:00 on 16 March.');
    const current = await t.api.get('/api/subscriptions/current/').set(customer.auth);
    expect(extrasIn(current.body)).toEqual(asChosen);

    await tick(MONDAY_23_AFTERNOON);
    const boxes = await eventually('both boxes', async () => {
      const placed = await boxesOf(customer.userId);
      return placed.length === 2 ? placed : undefined;
    });
    const extraLines = (order: OrderDocument | undefined) =>
      order?.price.lines
        .filter((line) => line.kind === 'add_on')
        .map((line) => [line.ref, line.quantity, line.totalPence]);
    expect(boxes.map((order) => order.deliveryDate)).toEqual(['2026-03-19', '2026-03-26']);
    expect(extraLines(boxes[0])).toEqual([[brownie, 2, 7_50]]);
    expect(extraLines(boxes[1])).toEqual([[lemonade, 1, 1_95]]);
    expect(boxes.map((order) => penceToDecimal(order.price.totalPence))).toEqual(estimates);
    expect(lockedEvents(customer.id).map((event) => event.data.extras)).toEqual([
      [{ addOnId: brownie, name: 'Chocolate Brownie', quantity: 2 }],
      null,
    ]);
  });
});
