import { TOPICS, boxMealAllergenFlaggedSchema } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { declaredFoodInformation } from '../../catalogue/test/declared-food';
import { mealsInOrdering } from '../test/meals-in-ordering';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';

type Auth = Record<string, string>;

describe('a customer’s allergen exclusions', () => {
  let t: TestOrdering;
  let customerEvents: Awaited<ReturnType<typeof recordTopic>>;
  let allergenChanges: Awaited<ReturnType<typeof recordTopic>>;
  let meals: Record<'satay' | 'stew' | 'salad', string>;

  beforeAll(async () => {
    t = await startTestOrdering();
    customerEvents = await recordTopic(t.bus, TOPICS.orderingCustomers);
    allergenChanges = await recordTopic(t.bus, t.topics.catalogueMealAllergenChanges);
    meals = await mealsInOrdering(t, {
      satay: {
        name: 'Chicken Satay',
        ingredients: 'Chicken, rice, peanuts',
        food_information: declaredFoodInformation({ peanuts: 'contains' }, { containsMeat: true }),
      },
      stew: {
        name: 'Bean Stew',
        ingredients: 'Beans, tomatoes',
        food_information: declaredFoodInformation(),
      },
      salad: { name: 'Grain Salad', ingredients: 'Rice, beans', food_information: declaredFoodInformation() },
    });
  });

  afterAll(async () => {
    await allergenChanges.stop();
    await customerEvents.stop();
    await t.stop();
  });

  async function unpaidOrder(auth: Auth): Promise<string> {
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    const order = await t.api.post('/api/orders/').set(auth).send({
      customer: customer.body.id,
      customer_address: address.body.id,
      delivery_date: deliveryDays().last,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(order.status).toBe(201);
    return order.body.id as string;
  }
  const addMeal = (auth: Auth, orderId: string, mealId: string) =>
    t.api.post('/api/orderitems/').set(auth).send({ order_id: orderId, meal_id: mealId, quantity: 1 });
  const flagsFor = (userId: string) =>
    customerEvents.messages
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === 'BoxMealAllergenFlagged' && event.data.userId === userId)
      .map((event) => boxMealAllergenFlaggedSchema.parse(event.data));

  it('when a customer saves exclusions, then they read them back; bad input is refused and changes nothing', async () => {
    const { auth } = t.customerToken();
    const empty = await t.api.get('/api/customers/me/allergen-exclusions/').set(auth);
    expect(empty.body).toEqual({ allergens: [], include_may_contain: false });

    const saved = await t.api
      .put('/api/customers/me/allergen-exclusions/')
      .set(auth)
      .send({ allergens: ['sesame', 'peanuts', 'sesame'], include_may_contain: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ allergens: ['peanuts', 'sesame'], include_may_contain: true });

    const refused = await t.api
      .put('/api/customers/me/allergen-exclusions/')
      .set(auth)
      .send({ allergens: ['peanut'], include_may_contain: 'yes', extra: 1 });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['allergens.0', 'extra', 'include_may_contain']);
    const after = await t.api.get('/api/customers/me/allergen-exclusions/').set(auth);
    expect(after.body).toEqual({ allergens: ['peanuts', 'sesame'], include_may_contain: true });

    const someoneElse = await t.api.get('/api/customers/me/allergen-exclusions/').set(t.customerToken().auth);
    expect(someoneElse.body).toEqual({ allergens: [], include_may_contain: false });
    expect((await t.api.get('/api/customers/me/allergen-exclusions/')).status).toBe(401);
  });

  it('when a meal contains an excluded allergen, then it cannot be added to the box; a safe one can', async () => {
    const { auth } = t.customerToken();
    await t.api
      .put('/api/customers/me/allergen-exclusions/')
      .set(auth)
      .send({ allergens: ['peanuts'], include_may_contain: false });
    const orderId = await unpaidOrder(auth);
    const refused = await addMeal(auth, orderId, meals.satay);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      'Chicken Satay contains peanuts, which you asked us to leave out of your boxes.',
    );
    expect((await addMeal(auth, orderId, meals.stew)).status).toBe(201);
    const order = await t.api.get(`/api/orders/${orderId}/`).set(auth);
    expect(order.body.items.map((item: { meal: { id: string } }) => item.meal.id)).toEqual([meals.stew]);
  });

  it('when a meal in an open box gains an excluded allergen, then its customer is flagged once, even when the change comes twice', async () => {
    const avoider = t.customerToken();
    const bystander = t.customerToken();
    await t.api
      .put('/api/customers/me/allergen-exclusions/')
      .set(avoider.auth)
      .send({ allergens: ['sesame'], include_may_contain: false });
    for (const customer of [avoider, bystander]) {
      const orderId = await unpaidOrder(customer.auth);
      expect((await addMeal(customer.auth, orderId, meals.salad)).status).toBe(201);
    }

    await t.catalogue.saveMeal(
      {
        name: 'Grain Salad',
        ingredients: 'Rice, beans, sesame seeds',
        food_information: declaredFoodInformation({ sesame: 'contains' }),
      },
      meals.salad,
    );
    await eventually('the allergen alert', () => flagsFor(avoider.userId).length === 1);
    const [flag] = flagsFor(avoider.userId);
    expect(flag).toMatchObject({
      meal: { mealId: meals.salad, name: 'Grain Salad' },
      allergens: ['sesame'],
      box: { deliveryDate: deliveryDays().last, subscriptionId: null },
    });

    // The same change delivered again: nothing new is raised.
    const change = allergenChanges.messages.find((message) => message.key === meals.salad);
    expect(change).toBeDefined();
    await t.publish(t.topics.catalogueMealAllergenChanges, meals.salad, JSON.parse(change?.value ?? '{}'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(flagsFor(avoider.userId)).toHaveLength(1);
    expect(flagsFor(bystander.userId)).toHaveLength(0);
  });
});
