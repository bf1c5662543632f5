import { TOPICS, mealRatedSchema } from '@mealbox/contracts';
import type { MealRatedData } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { mealsInOrdering } from '../test/meals-in-ordering';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';

type Auth = Record<string, string>;

const DELIVERY_STEPS = ['preparing', 'ready', 'out_for_delivery', 'delivered'] as const;

describe('customers rate the meals of their delivered orders (PUT /api/orders/{id}/ratings/{meal_id}/)', () => {
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  let meals: Record<'stew' | 'curry' | 'pie' | 'risotto', string>;

  beforeAll(async () => {
    t = await startTestOrdering();
    recorder = await recordTopic(t.bus, TOPICS.orderingOrders);
    meals = await mealsInOrdering(t, {
      stew: { name: 'Beef Stew' },
      curry: { name: 'Chickpea Curry' },
      pie: { name: 'Fish Pie' },
      risotto: { name: 'Mushroom Risotto' },
    });
  });

  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  /** Six Standard meals (2 stew, 4 of `second`) for a new customer, moved by staff as far as `until`. */
  async function order(
    until: 'processing' | 'delivered',
    second: 'curry' | 'risotto' = 'curry',
  ): Promise<{ id: string; auth: Auth }> {
    const { auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    const placed = await t.api
      .post('/api/orders/')
      .set(auth)
      .send({
        customer: customer.body.id,
        customer_address: address.body.id,
        delivery_date: deliveryDays().first,
        protein_preference: 'MV',
        meal_size: 'S',
        number_of_meals: 6,
        items: [
          { meal_id: meals.stew, quantity: 2 },
          { meal_id: meals[second], quantity: 4 },
        ],
      });
    expect(placed.status).toBe(201);
    const id = placed.body.id as string;
    if (until === 'delivered') {
      for (const order_status of DELIVERY_STEPS) {
        const step = await t.api
          .patch(`/api/orders/${id}/update_order_status/`)
          .set(t.adminAuth())
          .send({ order_status });
        expect(step.status).toBe(200);
      }
    }
    return { id, auth };
  }

  const rate = (id: string, mealId: string, auth: Auth, body: object) =>
    t.api.put(`/api/orders/${id}/ratings/${mealId}/`).set(auth).send(body);
  const ratedEvents = (orderId: string): MealRatedData[] =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === 'MealRated')
      .map((event) => mealRatedSchema.parse(event.data));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

  it('when the customer rates a meal of their delivered order, then it is stored, read back and announced once as MealRated version 1', async () => {
    const { id, auth } = await order('delivered');
    const rated = await rate(id, meals.stew, auth, { stars: 4 });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ meal_id: meals.stew, stars: 4 });

    const read = await t.api.get(`/api/orders/${id}/`).set(auth);
    expect(read.body.ratings).toEqual([rated.body]);
    await eventually('the MealRated event', () => ratedEvents(id).length === 1);
    expect(ratedEvents(id)[0]).toMatchObject({
      orderId: id,
      mealId: meals.stew,
      stars: 4,
      previousStars: null,
      version: 1,
    });
  });

  it('when the customer rates the same meal again, then the one rating changes and MealRated carries version 2 and the previous stars', async () => {
    const { id, auth } = await order('delivered');
    await rate(id, meals.stew, auth, { stars: 4 }).expect(200);
    const again = await rate(id, meals.stew, auth, { stars: 2 });
    expect(again.status).toBe(200);
    expect(again.body.stars).toBe(2);

    const read = await t.api.get(`/api/orders/${id}/`).set(auth);
    expect(read.body.ratings).toEqual([expect.objectContaining({ meal_id: meals.stew, stars: 2 })]);
    await eventually('both MealRated events', () => ratedEvents(id).length === 2);
    expect(ratedEvents(id)[1]).toMatchObject({ stars: 2, previousStars: 4, version: 2 });
  });

  it('when the customer sends the same stars twice, then the second changes nothing and announces nothing', async () => {
    const { id, auth } = await order('delivered');
    await rate(id, meals.curry, auth, { stars: 5 }).expect(200);
    const repeated = await rate(id, meals.curry, auth, { stars: 5 });
    expect(repeated.status).toBe(200);
    expect(repeated.body.stars).toBe(5);
    await eventually('the MealRated event', () => ratedEvents(id).length === 1);
    await settle();
    expect(ratedEvents(id)).toHaveLength(1);
  });

  it('when the order is not delivered yet, then the rating is refused with 409 and a reason', async () => {
    const { id, auth } = await order('processing');
    const refused = await rate(id, meals.stew, auth, { stars: 4 });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('You can rate the meals of an order once it has been delivered.');
  });

  it('when the meal was not in the order, then the rating is refused with 400 naming the meal', async () => {
    const { id, auth } = await order('delivered');
    const refused = await rate(id, meals.pie, auth, { stars: 4 });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('That meal was not in this order, so it cannot be rated here.');
    expect(refused.body.errors.meal_id).toHaveLength(1);
  });

  it('when the stars are not a whole number from 1 to 5, then the rating is refused with 400 and the rule', async () => {
    const { id, auth } = await order('delivered');
    for (const body of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: '4' }, {}]) {
      const refused = await rate(id, meals.stew, auth, body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.stars).toEqual(['Choose a whole number of stars from 1 to 5.']);
    }
    const extra = await rate(id, meals.stew, auth, { stars: 4, average: 5 });
    expect(extra.status).toBe(400);
    const read = await t.api.get(`/api/orders/${id}/`).set(auth);
    expect(read.body.ratings).toEqual([]);
  });

  it("when another customer rates a meal of someone's order, then the order is not found; staff are refused", async () => {
    const { id } = await order('delivered');
    const stranger = await rate(id, meals.stew, t.customerToken().auth, { stars: 1 });
    expect(stranger.status).toBe(404);
    const staff = await rate(id, meals.stew, t.adminAuth(), { stars: 1 });
    expect(staff.status).toBe(403);
    expect(staff.body.detail).toBe('Only the customer who received the order can rate its meals.');
  });

  it('when customers rate a meal, then the catalogue counts it into the meal’s average, re-rating replaces their stars', async () => {
    const first = await order('delivered', 'risotto');
    const second = await order('delivered', 'risotto');
    await rate(first.id, meals.risotto, first.auth, { stars: 5 }).expect(200);
    await rate(second.id, meals.risotto, second.auth, { stars: 3 }).expect(200);
    const ratingOf = async () => (await t.catalogue.api.get(`/api/meals/${meals.risotto}`)).body.rating;
    await eventually('both ratings in the catalogue', async () => (await ratingOf()).count === 2);
    expect(await ratingOf()).toEqual({ average: 4, count: 2 });

    await rate(second.id, meals.risotto, second.auth, { stars: 4 }).expect(200);
    await eventually('the new stars in the catalogue', async () => (await ratingOf()).average === 4.5);
    expect(await ratingOf()).toEqual({ average: 4.5, count: 2 });
  });
});
