import { eventually } from '@mealbox/test-support';
import { ADDRESS, deliveryDays, startTestOrdering } from '../../ordering/test/ordering-harness';
import type { TestOrdering } from '../../ordering/test/ordering-harness';
import { mealsInOrdering } from '../../ordering/test/meals-in-ordering';
import { SITE_URL, startTestPayment } from '../test/payment-harness';
import type { TestPayment } from '../test/payment-harness';

/**
 * The spec's purchase sequence (sections 4 and 7) exactly as a client written against it sends it: an order of
 * customer, customer_address and delivery_date only, POST /api/orderitems/ once per meal, the total from
 * POST /api/calculate-price/ sent back with PATCH /api/orders/{id}/, then the checkout session and the hosted
 * card page. Real ordering, catalogue and payment over HTTP, on real Kafka and FerretDB.
 */
describe("the spec's purchase sequence, unchanged, against ordering, catalogue and payment", () => {
  let o: TestOrdering;
  let p: TestPayment;
  let meals: Record<'chicken' | 'beef' | 'lentils', string>;

  beforeAll(async () => {
    o = await startTestOrdering();
    p = await startTestPayment({ identity: o.identity });
    meals = await mealsInOrdering(o, {
      chicken: { is_vegan: false },
      beef: { is_vegan: false, ingredients: 'Beef, potatoes' },
      lentils: { is_vegan: true, ingredients: 'Lentils, spinach' },
    });
  });
  afterAll(async () => {
    await p.stop();
    await o.stop();
  });

  /** Register's aftermath and the address page: a customer with a saved address, as the spec's client reads them. */
  async function newCustomer() {
    const { auth } = o.customerToken();
    const address = await o.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    expect(address.status).toBe(201);
    const me = await o.api.get('/api/customers/me').set(auth);
    return { auth, customerId: me.body.id as string, addressId: address.body.id as string };
  }
  type Customer = Awaited<ReturnType<typeof newCustomer>>;

  /** POST /api/orders/ with the spec's three fields and nothing else. */
  async function createOrder(c: Customer): Promise<string> {
    const created = await o.api.post('/api/orders/').set(c.auth).send({
      customer: c.customerId,
      customer_address: c.addressId,
      delivery_date: deliveryDays().first,
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  }
  async function addItem(c: Customer, orderId: string, mealId: string, quantity: number) {
    const added = await o.api
      .post('/api/orderitems/')
      .set(c.auth)
      .send({ order_id: orderId, meal_id: mealId, quantity });
    expect(added.status).toBe(201);
  }
  /** The plan page's quote, from the catalogue: the figure the spec's client writes back as total_amount. */
  async function calculatedTotal(c: Customer, numberOfMeals: number): Promise<string> {
    const quote = await o.catalogue.api
      .post('/api/calculate-price/')
      .set(c.auth)
      .send({ meal_size: 'S', number_of_meals: numberOfMeals });
    expect(quote.status).toBe(200);
    return quote.body.total_price as string;
  }
  const checkout = (c: Customer, orderId: string, total: string) =>
    p.api
      .post('/api/create-checkout-session/')
      .set(c.auth)
      .send({ amount: Math.round(Number(total) * 100), product_name: 'Meal Plan', order_id: orderId });
  async function payAt(url: string): Promise<string> {
    const paid = await p.api
      .post(new URL(url).pathname)
      .type('form')
      .send({ name: 'Ada Lovelace', card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    expect(paid.status).toBe(303);
    return paid.headers.location as string;
  }
  const orderOf = async (c: Customer, orderId: string) =>
    (await o.api.get(`/api/orders/${orderId}/`).set(c.auth)).body;

  it('when a client places an order with only customer, address and date, adds its meals one call each, confirms the total and pays, then the order ends paid', async () => {
    const c = await newCustomer();
    const orderId = await createOrder(c);
    expect(await orderOf(c, orderId)).toMatchObject({ number_of_meals: 0, items: [], total_amount: '0.00' });

    await addItem(c, orderId, meals.chicken, 4);
    await addItem(c, orderId, meals.beef, 2);
    const total = await calculatedTotal(c, 6);
    expect(await orderOf(c, orderId)).toMatchObject({
      protein_preference: 'MO',
      meal_size: 'S',
      number_of_meals: 6,
      meals_chosen: 6,
      meals_remaining: 0,
      total_amount: total,
    });

    const wrong = await o.api.patch(`/api/orders/${orderId}/`).set(c.auth).send({ total_amount: '1.00' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.detail).toBe(`The total does not match the order: it is £${total}.`);
    const confirmed = await o.api.patch(`/api/orders/${orderId}/`).set(c.auth).send({ total_amount: total });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.total_amount).toBe(total);

    // Payment learns the order's total from ordering's events (OrderPlaced at nothing, then OrderRepriced).
    let session = await checkout(c, orderId, total);
    await eventually('the checkout opened at the total', async () => {
      if (session.status !== 200) session = await checkout(c, orderId, total);
      return session.status === 200;
    });
    expect(await payAt(session.body.checkout_url as string)).toBe(`${SITE_URL}/success?order_id=${orderId}`);
    await eventually(
      'paid in ordering',
      async () => (await orderOf(c, orderId)).payment_status === 'completed',
    );
  });

  it('when meat and vegan meals are added to such an order, then its plan is Meat & Vegan and priced for their count', async () => {
    const c = await newCustomer();
    const orderId = await createOrder(c);
    await addItem(c, orderId, meals.chicken, 5);
    await addItem(c, orderId, meals.lentils, 3);
    expect(await orderOf(c, orderId)).toMatchObject({
      protein_preference: 'MV',
      number_of_meals: 8,
      total_amount: await calculatedTotal(c, 8),
    });
  });

  it('when the meals added make a count no plan has, then confirming the total names the counts there are plans for, and checkout takes no money', async () => {
    const c = await newCustomer();
    const orderId = await createOrder(c);
    await addItem(c, orderId, meals.chicken, 7);
    const sixMeals = await calculatedTotal(c, 6);

    const confirmed = await o.api
      .patch(`/api/orders/${orderId}/`)
      .set(c.auth)
      .send({ total_amount: sixMeals });
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.errors).toEqual({ number_of_meals: ['Choose 6, 8, 10, 12, 15 or 18 meals.'] });
    const session = await checkout(c, orderId, sixMeals);
    expect(session.status).toBe(409);
    expect(session.body.detail).toMatch(/^The amount does not match the order: its total is £0\.00/);
  });

  it('when such an order already holds the largest plan, then another meal is refused with the reason', async () => {
    const c = await newCustomer();
    const orderId = await createOrder(c);
    await addItem(c, orderId, meals.chicken, 18);
    const more = await o.api
      .post('/api/orderitems/')
      .set(c.auth)
      .send({ order_id: orderId, meal_id: meals.beef, quantity: 1 });
    expect(more.status).toBe(400);
    expect(more.body.errors).toEqual({
      quantity: ['An order holds at most 18 meals, and all 18 are chosen.'],
    });
  });

  it('when only part of a plan is sent with the order, then the missing plan fields are named', async () => {
    const c = await newCustomer();
    const created = await o.api.post('/api/orders/').set(c.auth).send({
      customer: c.customerId,
      customer_address: c.addressId,
      delivery_date: deliveryDays().first,
      meal_size: 'L',
    });
    expect(created.status).toBe(400);
    expect(Object.keys(created.body.errors).sort()).toEqual(['number_of_meals', 'protein_preference']);
  });
});
