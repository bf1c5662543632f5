import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import {
  TOPICS,
  deliveryDatesSchema,
  menuTurnWeekOf,
  menuWeekOf,
  orderItemResultSchema,
  orderListSchema,
  orderSchema,
} from '@mealbox/contracts';
import type { Order, OrderSummary, UserUpdatedData } from '@mealbox/contracts';
import { createEvent } from '@mealbox/platform';
import { eventually, recordTopic } from '@mealbox/test-support';
import { addDays, dayOfWeek, formatWeekdayDate } from '@mealbox/contracts/london-calendar';
import { ADDRESS, deliveryDays, jwt, startTestOrdering, userRegistered } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';

type Auth = Record<string, string>;
interface TestCustomer {
  userId: string;
  auth: Auth;
  customerId: string;
  addressId: string;
}

describe('ordering orders on the real MongoDB-wire server and Kafka', () => {
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  const meals: Record<'soup' | 'stew' | 'salad' | 'curry' | 'soldOut', string> = {
    soup: '',
    stew: '',
    salad: '',
    curry: '',
    soldOut: '',
  };
  const days = deliveryDays();

  beforeAll(async () => {
    t = await startTestOrdering();
    recorder = await recordTopic(t.bus, TOPICS.orderingOrders);
    meals.soup = await t.catalogue.saveMeal({ name: 'Leek and Potato Soup', category: 'appetizer' });
    meals.stew = await t.catalogue.saveMeal({ name: 'Beef Stew' });
    meals.salad = await t.catalogue.saveMeal({ name: 'Quinoa Salad', is_vegan: true });
    meals.curry = await t.catalogue.saveMeal({ name: 'Chickpea Curry', is_vegan: true });
    meals.soldOut = await t.catalogue.saveMeal({ name: 'Lamb Shank', status: 'sold_out' });
    await eventually(
      'the meals in ordering',
      async () => (await t.ordering.deps.meals.countDocuments()) === 5,
    );
  });

  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  async function newCustomer(): Promise<TestCustomer> {
    const { userId, auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    expect(address.status).toBe(201);
    const customer = await t.api.get('/api/customers/me').set(auth);
    return { userId, auth, customerId: customer.body.id, addressId: address.body.id };
  }
  const orderBody = (c: TestCustomer, overrides: Record<string, unknown> = {}) => ({
    customer: c.customerId,
    customer_address: c.addressId,
    delivery_date: days.first,
    protein_preference: 'MV',
    meal_size: 'S',
    number_of_meals: 6,
    ...overrides,
  });
  const place = (c: TestCustomer, overrides: Record<string, unknown> = {}, headers: Auth = {}) =>
    t.api.post('/api/orders/').set(c.auth).set(headers).send(orderBody(c, overrides));
  async function placed(c: TestCustomer, overrides: Record<string, unknown> = {}): Promise<Order> {
    const res = await place(c, overrides);
    expect(res.status).toBe(201);
    return res.body as Order;
  }
  const getOrder = (id: string, auth: Auth) => t.api.get(`/api/orders/${id}/`).set(auth);
  const patch = (id: string, auth: Auth, body: object) =>
    t.api.patch(`/api/orders/${id}/`).set(auth).send(body);
  const setStatus = (id: string, auth: Auth, order_status: unknown) =>
    t.api.patch(`/api/orders/${id}/update_order_status/`).set(auth).send({ order_status });
  const addItem = (auth: Auth, body: object) => t.api.post('/api/orderitems/').set(auth).send(body);
  const events = (orderId: string, type?: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => type === undefined || event.type === type);
  /** Waits until the outbox is empty, then a little longer, so a second (wrong) publish would have shown. */
  async function settled(orderId: string) {
    await eventually('the outbox to drain', async () => {
      const order = await t.ordering.deps.orders.findById(orderId).lean();
      return order?.outbox.length === 0;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const expectFieldErrors = (res: { status: number; body: { errors?: object } }, fields: string[]) => {
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual([...fields].sort());
  };

  describe('placing an order', () => {
    it('when a customer orders a plan, then 201 answers every Order field, priced by the server, and OrderPlaced is published once', async () => {
      const c = await newCustomer();
      const res = await place(c);
      expect(res.status).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const order = orderSchema.strict().parse(res.body);
      expect(order).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        customer: c.customerId,
        customer_address: c.addressId,
        delivery_date: days.first,
        ordered_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        total_amount: '59.99',
        payment_status: 'pending',
        order_status: 'processing',
        customer_name: 'ada',
        customer_email: '',
        delivery_address: {
          id: c.addressId,
          ...ADDRESS,
          postcode: 'SW1A 2AA',
          safe_place: null,
          delivery_instructions: null,
        },
        items: [],
        protein_preference: 'MV',
        meal_size: 'S',
        number_of_meals: 6,
        price: {
          meal_size: 'S',
          number_of_meals: 6,
          per_meal_price: '10.00',
          meal_plan_price: '59.99',
          size_premium_total: '0.00',
          delivery_fee: '0.00',
          discount: null,
          total_price: '59.99',
          lines: [
            { kind: 'plan', ref: null, label: '6 meals', quantity: 1, unit_price: '59.99', total: '59.99' },
            {
              kind: 'delivery',
              ref: null,
              label: 'Delivery',
              quantity: 1,
              unit_price: '0.00',
              total: '0.00',
            },
          ],
        },
        meals_chosen: 0,
        meals_remaining: 6,
        refund_requested_at: null,
        subscription_id: null,
        payment_problem: null,
        ratings: [],
        refunds: [],
        refunded_total: '0.00',
        refundable_total: '0.00',
        progress: [],
      });
      expect((await getOrder(order.id, c.auth)).body).toEqual(order);

      await eventually('OrderPlaced', () => events(order.id, 'OrderPlaced').length === 1);
      await settled(order.id);
      expect(events(order.id)).toHaveLength(1);
      expect(events(order.id)[0]).toMatchObject({
        type: 'OrderPlaced',
        producer: 'ordering',
        data: {
          orderId: order.id,
          userId: c.userId,
          customerId: c.customerId,
          totalPence: 5999,
          deliveryDate: days.first,
          placedAt: order.ordered_at,
          orderStatus: 'processing',
          paymentStatus: 'pending',
        },
      });
    });

    it('when meals come with the order, then they merge and read back as the menu shows them', async () => {
      const c = await newCustomer();
      const order = await placed(c, {
        meal_size: 'L',
        number_of_meals: 8,
        items: [
          { meal_id: meals.soup, quantity: 2 },
          { meal_id: meals.stew, quantity: 3 },
          { meal_id: meals.soup, quantity: 1 },
        ],
      });
      expect(order).toMatchObject({ total_amount: '91.91', meals_chosen: 6, meals_remaining: 2 });
      expect(order.items.map((item) => [item.meal.id, item.quantity])).toEqual([
        [meals.soup, 3],
        [meals.stew, 3],
      ]);
      // The menu's own fields; customers' ratings are the catalogue's count, not part of an order's copy.
      const { rating, ...menuSoup } = (await t.catalogue.api.get(`/api/meals/${meals.soup}`)).body;
      expect(rating).toEqual({ average: null, count: 0 });
      expect(order.items[0]?.meal).toEqual(menuSoup);
    });

    it('when a meal is unknown or not available, or the meals exceed the plan, then 400 names the item and no order exists', async () => {
      const c = await newCustomer();
      const res = await place(c, {
        items: [
          { meal_id: meals.soup, quantity: 5 },
          { meal_id: 'no-such-meal', quantity: 1 },
          { meal_id: meals.soldOut, quantity: 1 },
        ],
      });
      expectFieldErrors(res, ['items', 'items.1.meal_id', 'items.2.meal_id']);
      expect(res.body.errors).toEqual({
        'items.1.meal_id': ['Meal not found.'],
        'items.2.meal_id': ['This meal is not available at the moment.'],
        items: ['Your plan has 6 meals and 0 are chosen: add at most 6 more.'],
      });
      const zero = await place(c, { items: [{ meal_id: meals.soup, quantity: 0 }] });
      expectFieldErrors(zero, ['items.0.quantity']);
      const extra = await place(c, { items: [{ meal_id: meals.soup, quantity: 1, price: 0 }] });
      expectFieldErrors(extra, ['items.0']);
      expect(await t.ordering.deps.orders.countDocuments({ userId: c.userId })).toBe(0);
    });

    it("when the customer or address is not the caller's own, or unknown, then 404 as if absent", async () => {
      const ada = await newCustomer();
      const bob = await newCustomer();
      const cases: [Record<string, unknown>, string][] = [
        [{ customer: bob.customerId }, 'Customer not found.'],
        [{ customer_address: bob.addressId }, 'Address not found.'],
        [{ customer: new Types.ObjectId().toHexString() }, 'Customer not found.'],
        [{ customer: 'not-an-id' }, 'Customer not found.'],
        [{ customer_address: 'not-an-id' }, 'Address not found.'],
      ];
      for (const [overrides, detail] of cases) {
        const res = await place(ada, overrides);
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe(detail);
      }
      expect(await t.ordering.deps.orders.countDocuments({ userId: ada.userId })).toBe(0);
    });

    it('when the delivery date is too soon, too far, a weekend or not a date, then 400 gives the allowed range in en-GB dates', async () => {
      const c = await newCustomer();
      const range = expect.stringMatching(
        /Choose a working day from \d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4}\.$/,
      );
      const tooSoon = await place(c, { delivery_date: days.today });
      expectFieldErrors(tooSoon, ['delivery_date']);
      expect(tooSoon.body.errors.delivery_date).toEqual([expect.stringContaining("4 working days' notice")]);
      expect(tooSoon.body.errors.delivery_date[0]).toEqual(range);
      const tooFar = await place(c, { delivery_date: addDays(days.today, 15) });
      expect(tooFar.body.errors.delivery_date).toEqual([expect.stringContaining('up to 14 days ahead')]);
      let weekend = days.first;
      while (dayOfWeek(weekend) !== 6) weekend = addDays(weekend, 1);
      const saturday = await place(c, { delivery_date: weekend });
      expect(saturday.body.errors.delivery_date).toEqual([expect.stringContaining('is a Saturday')]);
      for (const delivery_date of ['2025-02-30', '10/03/2025', 20250310]) {
        expectFieldErrors(await place(c, { delivery_date }), ['delivery_date']);
      }
      expect((await place(c, { delivery_date: days.last })).status).toBe(201);
    });

    it('when the site asks for delivery dates, then anyone gets the same window the server enforces', async () => {
      const res = await t.api.get('/api/orders/delivery-dates/');
      expect(res.status).toBe(200);
      expect(deliveryDatesSchema.strict().parse(res.body)).toEqual({
        today: days.today,
        earliest: days.earliest,
        latest: days.latest,
        dates: days.dates,
      });
    });

    it('when the plan has no pricing row or the code is unknown, then 400 names each field; CHEF24 takes £10.00 off', async () => {
      const c = await newCustomer();
      const bad = await place(c, {
        number_of_meals: 7,
        discount_code: 'NOPE',
        meal_size: 'XL',
        protein_preference: 'X',
      });
      expectFieldErrors(bad, ['meal_size', 'protein_preference']);
      const count = await place(c, { number_of_meals: 7, discount_code: 'NOPE' });
      expect(count.body.errors).toEqual({
        number_of_meals: ['Choose 6, 8, 10, 12, 15 or 18 meals.'],
        discount_code: ['This discount code is not valid.'],
      });
      const chef = await placed(c, { discount_code: ' chef24 ' });
      expect(chef).toMatchObject({
        total_amount: '49.99',
        price: { discount: { code: 'CHEF24', amount: '10.00' }, total_price: '49.99' },
      });
    });

    it('when the customer has paid for a box before, then the first-box code is refused', async () => {
      const c = await newCustomer();
      const first = await placed(c, { discount_code: 'CHEF24' });
      // An unpaid first order does not spend the code.
      expect((await place(c, { discount_code: 'CHEF24' })).status).toBe(201);
      expect((await patch(first.id, t.adminAuth(), { payment_status: 'completed' })).status).toBe(200);
      const again = await place(c, { discount_code: 'CHEF24' });
      expectFieldErrors(again, ['discount_code']);
      expect(again.body.errors.discount_code).toEqual(['This code is for your first box only.']);
      expect((await place(c)).status).toBe(201);
    });

    it('when the body has unknown fields, operators, wrong types or over-long strings, then 400 names them all', async () => {
      const c = await newCustomer();
      // The plan is optional (the spec's client sends none): only the spec's three fields are required.
      expectFieldErrors(await t.api.post('/api/orders/').set(c.auth).send({}), [
        'customer',
        'customer_address',
        'delivery_date',
      ]);
      const wrong = await place(c, {
        customer: { $ne: null },
        number_of_meals: '6',
        discount_code: 'C'.repeat(33),
        items: 'soup',
        total_amount: '1.00',
        payment_status: 'completed',
      });
      expectFieldErrors(wrong, [
        'customer',
        'number_of_meals',
        'discount_code',
        'items',
        'total_amount',
        'payment_status',
      ]);
      expectFieldErrors(await place(c, { customer_address: 'x'.repeat(65) }), ['customer_address']);
      expectFieldErrors(
        await t.api
          .post('/api/orders/')
          .set(c.auth)
          .send([orderBody(c)]),
        ['non_field_errors'],
      );
      const broken = await t.api
        .post('/api/orders/')
        .set(c.auth)
        .set('Content-Type', 'application/json')
        .send('{"x":');
      expect(broken.status).toBe(400);
      expect(await t.ordering.deps.orders.countDocuments({ userId: c.userId })).toBe(0);
    });
  });

  describe('idempotent creation', () => {
    it('when ten requests with one Idempotency-Key race, then one order exists and every answer is that order', async () => {
      const c = await newCustomer();
      const key = { 'Idempotency-Key': randomUUID() };
      const answers = await Promise.all(Array.from({ length: 10 }, () => place(c, {}, key)));
      expect(answers.map((res) => res.status).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      const ids = new Set(answers.map((res) => res.body.id));
      expect(ids.size).toBe(1);
      expect(await t.ordering.deps.orders.countDocuments({ userId: c.userId })).toBe(1);
      const [id] = [...ids] as string[];
      const created = answers.find((res) => res.status === 201)?.body;
      const retried = await place(c, {}, key);
      expect(retried.status).toBe(200);
      expect(retried.body).toEqual(created);
      await eventually('OrderPlaced', () => events(id as string, 'OrderPlaced').length === 1);
      await settled(id as string);
      expect(events(id as string, 'OrderPlaced')).toHaveLength(1);
    });

    it('when the same key comes with another body, then 409 and no second order; without a key, then each request is an order', async () => {
      const c = await newCustomer();
      const key = { 'Idempotency-Key': randomUUID() };
      expect((await place(c, { discount_code: 'chef24' }, key)).status).toBe(201);
      expect((await place(c, { discount_code: 'CHEF24 ' }, key)).status).toBe(200);
      const other = await place(c, { number_of_meals: 8 }, key);
      expect(other.status).toBe(409);
      expect(other.body.detail).toBe(
        'This Idempotency-Key was already used for a different order. Send a new key to place another order.',
      );
      expect((await place(c)).status).toBe(201);
      expect((await place(c)).status).toBe(201);
      expect(await t.ordering.deps.orders.countDocuments({ userId: c.userId })).toBe(3);
      // Keys belong to one user: another customer's identical key places their own order.
      const bob = await newCustomer();
      expect((await place(bob, {}, key)).status).toBe(201);
      const bad = await place(c, {}, { 'Idempotency-Key': 'has space' });
      expectFieldErrors(bad, ['Idempotency-Key']);
      const reserved = await place(c, {}, { 'Idempotency-Key': 'subscription:abc:2026-12-03' });
      expectFieldErrors(reserved, ['Idempotency-Key']);
      expect(await t.ordering.deps.orders.countDocuments({ userId: c.userId })).toBe(3);
    });
  });

  describe('choosing meals', () => {
    it('when a meal rests in the delivery week, then placing, adding or moving the order onto that week is 400 and changes nothing', async () => {
      const resting = await t.catalogue.saveMeal({
        name: 'Smoked Haddock Kedgeree',
        menu_rest_week: menuTurnWeekOf(days.first),
      });
      await eventually(
        'the resting meal in ordering',
        async () => (await t.ordering.deps.meals.exists({ _id: resting })) !== null,
      );
      const weekOf = (date: string) => `the week of ${formatWeekdayDate(menuWeekOf(date))}`;
      const c = await newCustomer();
      const refused = await place(c, { items: [{ meal_id: resting, quantity: 2 }] });
      expectFieldErrors(refused, ['items.0.meal_id']);
      expect(refused.body.errors['items.0.meal_id']).toEqual([
        `Smoked Haddock Kedgeree is not on the menu for ${weekOf(days.first)}. Choose another meal or another delivery day.`,
      ]);
      expect(await t.ordering.deps.orders.countDocuments({ userId: c.userId })).toBe(0);

      const order = await placed(c);
      const added = await addItem(c.auth, { order_id: order.id, meal_id: resting, quantity: 1 });
      expectFieldErrors(added, ['meal_id']);

      const later = await placed(c, { delivery_date: days.last, items: [{ meal_id: resting, quantity: 2 }] });
      const moved = await patch(later.id, c.auth, { delivery_date: days.first });
      expectFieldErrors(moved, ['delivery_date']);
      expect(moved.body.errors.delivery_date).toEqual([
        `Smoked Haddock Kedgeree is not on the menu for ${weekOf(days.first)}. Choose a day in ${weekOf(days.last)}, when your meals are on the menu.`,
      ]);
      expect((await getOrder(later.id, c.auth)).body.delivery_date).toBe(days.last);
    });

    it('when meals are added one call at a time, then the same meal merges and the count left goes down', async () => {
      const c = await newCustomer();
      const order = await placed(c);
      const first = await addItem(c.auth, { order_id: order.id, meal_id: meals.soup, quantity: 2 });
      expect(first.status).toBe(201);
      expect(orderItemResultSchema.strict().parse(first.body)).toEqual({
        order_id: order.id,
        meal_id: meals.soup,
        quantity: 2,
        meals_remaining: 4,
      });
      await addItem(c.auth, { order_id: order.id, meal_id: meals.salad, quantity: 1 });
      const merged = await addItem(c.auth, { order_id: order.id, meal_id: meals.soup, quantity: 3 });
      expect(merged.body).toMatchObject({ quantity: 5, meals_remaining: 0 });
      const read = (await getOrder(order.id, c.auth)).body as Order;
      expect(read.items.map((item) => [item.meal.name, item.quantity])).toEqual([
        ['Leek and Potato Soup', 5],
        ['Quinoa Salad', 1],
      ]);
      expect(read).toMatchObject({ meals_chosen: 6, meals_remaining: 0, total_amount: '59.99' });
      const over = await addItem(c.auth, { order_id: order.id, meal_id: meals.curry, quantity: 1 });
      expectFieldErrors(over, ['quantity']);
      expect(over.body.errors.quantity).toEqual(['Your plan has 6 meals and all 6 are chosen.']);
    });

    it('when many meals are added at once, then the plan is never exceeded', async () => {
      const c = await newCustomer();
      const order = await placed(c, { number_of_meals: 6 });
      const choices = [meals.soup, meals.stew, meals.salad, meals.curry];
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) =>
          addItem(c.auth, { order_id: order.id, meal_id: choices[i % choices.length], quantity: 1 }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(6);
      expect(statuses.filter((status) => status === 400)).toHaveLength(8);
      const stored = await t.ordering.deps.orders.findById(order.id).lean();
      expect(stored?.itemCount).toBe(6);
      expect(stored?.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(6);
      const withTwo = await Promise.all([
        addItem(c.auth, { order_id: order.id, meal_id: meals.soup, quantity: 1 }),
        addItem(c.auth, { order_id: order.id, meal_id: meals.soup, quantity: 1 }),
      ]);
      expect(withTwo.map((res) => res.status)).toEqual([400, 400]);
    });

    it("when the meal is unknown or not available, the order someone else's, or the body wrong, then nothing is added", async () => {
      const c = await newCustomer();
      const bob = await newCustomer();
      const order = await placed(c);
      const unknown = await addItem(c.auth, { order_id: order.id, meal_id: 'nope', quantity: 1 });
      expect(unknown.body.errors).toEqual({ meal_id: ['Meal not found.'] });
      const soldOut = await addItem(c.auth, { order_id: order.id, meal_id: meals.soldOut, quantity: 1 });
      expect(soldOut.body.errors).toEqual({ meal_id: ['This meal is not available at the moment.'] });
      expect((await addItem(bob.auth, { order_id: order.id, meal_id: meals.soup, quantity: 1 })).status).toBe(
        404,
      );
      for (const order_id of ['not-an-id', new Types.ObjectId().toHexString()]) {
        expect((await addItem(c.auth, { order_id, meal_id: meals.soup, quantity: 1 })).status).toBe(404);
      }
      expectFieldErrors(await addItem(c.auth, { order_id: order.id, meal_id: meals.soup, quantity: 1.5 }), [
        'quantity',
      ]);
      expectFieldErrors(await addItem(c.auth, { order_id: order.id, meal_id: meals.soup, quantity: -1 }), [
        'quantity',
      ]);
      expectFieldErrors(
        await addItem(c.auth, { order_id: order.id, meal_id: { $gt: '' }, quantity: 1, x: 1 }),
        ['meal_id', 'x'],
      );
      expectFieldErrors(await addItem(c.auth, {}), ['order_id', 'meal_id', 'quantity']);
      expect((await t.ordering.deps.orders.findById(order.id).lean())?.itemCount).toBe(0);
      expect((await addItem({}, { order_id: order.id, meal_id: meals.soup, quantity: 1 })).status).toBe(401);
    });

    it('when the order is paid or the kitchen has started, then its meals cannot change', async () => {
      const c = await newCustomer();
      const paid = await placed(c);
      await patch(paid.id, t.adminAuth(), { payment_status: 'completed' });
      const locked = await addItem(c.auth, { order_id: paid.id, meal_id: meals.soup, quantity: 1 });
      expect(locked.status).toBe(409);
      expect(locked.body.detail).toBe(
        'Meals can only be changed while the order is unpaid and still processing.',
      );
      const started = await placed(c);
      await setStatus(started.id, t.adminAuth(), 'preparing');
      expect((await addItem(c.auth, { order_id: started.id, meal_id: meals.soup, quantity: 1 })).status).toBe(
        409,
      );
    });
  });

  describe('reading and changing an order', () => {
    it("when someone else's order or an unknown id is asked for, then 404; an admin reads any order", async () => {
      const c = await newCustomer();
      const bob = await newCustomer();
      const order = await placed(c);
      expect((await getOrder(order.id, bob.auth)).status).toBe(404);
      expect((await patch(order.id, bob.auth, { total_amount: '59.99' })).status).toBe(404);
      expect((await patch(order.id, bob.auth, { payment_status: 'completed' })).status).toBe(404);
      for (const id of ['not-an-id', new Types.ObjectId().toHexString()]) {
        const res = await getOrder(id, c.auth);
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe('Order not found.');
      }
      expect((await getOrder(order.id, t.adminAuth())).body).toEqual((await getOrder(order.id, c.auth)).body);
      expect((await getOrder(order.id, {})).status).toBe(401);
    });

    it("when payment asks for an order's payment terms, then the owner or an admin gets them (with a first-box code named), anyone else 404", async () => {
      const c = await newCustomer();
      const bob = await newCustomer();
      const order = await placed(c, { discount_code: 'CHEF24' });
      const terms = await t.api.get(`/api/orders/${order.id}/payment-terms/`).set(c.auth);
      expect(terms.status).toBe(200);
      expect(terms.body).toEqual({
        order_id: order.id,
        user_id: c.userId,
        total_pence: 4999,
        payment_status: 'pending',
        first_box_only_code: 'CHEF24',
        as_of: expect.any(String),
      });
      expect(new Date(terms.body.as_of).getTime()).toBeGreaterThanOrEqual(
        new Date(order.ordered_at).getTime(),
      );
      const asAdmin = await t.api.get(`/api/orders/${order.id}/payment-terms/`).set(t.adminAuth());
      expect(asAdmin.body).toEqual(terms.body);
      const asBob = await t.api.get(`/api/orders/${order.id}/payment-terms/`).set(bob.auth);
      expect({ status: asBob.status, detail: asBob.body.detail }).toEqual({
        status: 404,
        detail: 'Order not found.',
      });
      expect((await t.api.get(`/api/orders/${order.id}/payment-terms/`)).status).toBe(401);
    });

    it('when the client sends the total, then only the server total is accepted, and never stored from the client', async () => {
      const c = await newCustomer();
      const order = await placed(c);
      const same = await patch(order.id, c.auth, { total_amount: '59.99' });
      expect(same.status).toBe(200);
      expect(same.body).toEqual(order);
      const wrong = await patch(order.id, c.auth, { total_amount: 1 });
      expect(wrong.status).toBe(409);
      expect(wrong.body.detail).toBe('The total does not match the order: it is £59.99.');
      expect((await getOrder(order.id, c.auth)).body.total_amount).toBe('59.99');
      expectFieldErrors(await patch(order.id, c.auth, { total_amount: 'free' }), ['total_amount']);
      expect((await patch(order.id, c.auth, {})).status).toBe(400);
      expectFieldErrors(await patch(order.id, c.auth, { order_status: 'delivered' }), ['order_status']);
      await settled(order.id);
      expect(events(order.id)).toHaveLength(1);
    });

    it('when a discount code is added or removed while unpaid, then the order is re-priced at its own prices and OrderRepriced is published', async () => {
      const c = await newCustomer();
      const order = await placed(c, { meal_size: 'LEAN', number_of_meals: 10 });
      expect(order.total_amount).toBe('109.89');
      const withCode = await patch(order.id, c.auth, { discount_code: 'chef24', total_amount: '99.89' });
      expect(withCode.status).toBe(200);
      expect(withCode.body).toMatchObject({
        total_amount: '99.89',
        price: {
          ...order.price,
          discount: { code: 'CHEF24', amount: '10.00' },
          total_price: '99.89',
          lines: [
            ...order.price.lines,
            {
              kind: 'discount',
              ref: 'CHEF24',
              label: 'Discount code CHEF24',
              quantity: 1,
              unit_price: '-10.00',
              total: '-10.00',
            },
          ],
        },
      });
      const bad = await patch(order.id, c.auth, { discount_code: 'NOPE' });
      expect(bad.body.errors).toEqual({ discount_code: ['This discount code is not valid.'] });
      const removed = await patch(order.id, c.auth, { discount_code: null });
      expect(removed.body).toMatchObject({ total_amount: '109.89', price: order.price });
      const repriced = await eventually('two OrderRepriced', () => {
        const found = events(order.id, 'OrderRepriced');
        return found.length === 2 ? found : undefined;
      });
      expect(repriced.map((event) => event.data)).toEqual([
        expect.objectContaining({ previousTotalPence: 10989, totalPence: 9989, discountCode: 'CHEF24' }),
        expect.objectContaining({ previousTotalPence: 9989, totalPence: 10989, discountCode: null }),
      ]);
    });

    it('when the delivery date moves within the window, then OrderRescheduled is published; outside it, then 400', async () => {
      const c = await newCustomer();
      const order = await placed(c);
      const moved = await patch(order.id, c.auth, { delivery_date: days.last });
      expect(moved.status).toBe(200);
      expect(moved.body.delivery_date).toBe(days.last);
      const bad = await patch(order.id, c.auth, { delivery_date: days.today });
      expectFieldErrors(bad, ['delivery_date']);
      await eventually('OrderRescheduled', () => events(order.id, 'OrderRescheduled').length === 1);
      expect(events(order.id, 'OrderRescheduled')[0].data).toMatchObject({ from: days.first, to: days.last });
    });

    it('when the payment status is changed, then only admins may, only along the allowed moves, and a refund is asked of the payment service', async () => {
      const c = await newCustomer();
      const order = await placed(c);
      const byCustomer = await patch(order.id, c.auth, { payment_status: 'completed' });
      expect(byCustomer.status).toBe(403);
      // Staff who are not superusers are not admins: another customer's order is not theirs to see.
      const staff = jwt(t.identity.token('staff'));
      expect((await patch(order.id, staff, { payment_status: 'completed' })).status).toBe(404);
      const admin = t.adminAuth();
      expect((await patch(order.id, admin, { payment_status: 'refunded' })).body.detail).toBe(
        'Only a completed payment can be refunded.',
      );
      expect((await patch(order.id, admin, { payment_status: 'failed' })).body.payment_status).toBe('failed');
      expect((await patch(order.id, admin, { payment_status: 'completed' })).body.payment_status).toBe(
        'completed',
      );
      expect((await patch(order.id, admin, { payment_status: 'completed' })).status).toBe(200);
      const back = await patch(order.id, admin, { payment_status: 'pending' });
      expect(back.status).toBe(409);
      expect(back.body.detail).toBe('A payment that is completed cannot move to pending.');
      const paidTerms = await patch(order.id, c.auth, { delivery_date: days.last });
      expect(paidTerms.status).toBe(409);

      // 'Issue Refund' asks the payment service; the order stays completed until the refund is made.
      const refund = await patch(order.id, admin, { payment_status: 'refunded' });
      expect(refund.status).toBe(202);
      expect(refund.body.payment_status).toBe('completed');
      expect(refund.body.refund_requested_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
      await eventually('RefundRequested', () => events(order.id, 'RefundRequested').length === 1);
      expect(events(order.id, 'RefundRequested')[0]).toMatchObject({
        producer: 'ordering',
        data: { orderId: order.id, userId: c.userId, amountPence: 5999 },
      });
      await settled(order.id);
      expect(
        events(order.id, 'OrderPaymentStatusChanged').map((event) => [event.data.from, event.data.to]),
      ).toEqual([
        ['pending', 'failed'],
        ['failed', 'completed'],
      ]);
      expect((await getOrder(order.id, c.auth)).body.payment_status).toBe('completed');
    });

    it('when staff move an order along its statuses, then each forward step applies once, and a repeat or anything else is refused with 409', async () => {
      const c = await newCustomer();
      const order = await placed(c);
      const admin = t.adminAuth();
      for (const status of ['preparing', 'ready', 'out_for_delivery', 'delivered']) {
        const res = await setStatus(order.id, admin, status);
        expect(res.status).toBe(200);
        expect(res.body.order_status).toBe(status);
        const repeat = await setStatus(order.id, admin, status);
        expect(repeat.status).toBe(409);
        expect(repeat.body.detail).toBe(`The order is already ${status.replace(/_/g, ' ')}.`);
      }
      const back = await setStatus(order.id, admin, 'preparing');
      expect(back.status).toBe(409);
      expect(back.body.detail).toBe('An order that is delivered cannot move to preparing.');
      expect((await setStatus(order.id, admin, 'cancelled')).body.detail).toBe(
        'An order that is delivered cannot be cancelled.',
      );
      await eventually('four status changes', () => events(order.id, 'OrderStatusChanged').length === 4);
      await settled(order.id);
      const changes = events(order.id, 'OrderStatusChanged');
      expect(changes.map((event) => [event.data.from, event.data.to])).toEqual([
        ['processing', 'preparing'],
        ['preparing', 'ready'],
        ['ready', 'out_for_delivery'],
        ['out_for_delivery', 'delivered'],
      ]);
      expect(changes[0]).toMatchObject({
        producer: 'ordering',
        data: { orderId: order.id, userId: c.userId },
      });

      const other = await placed(c);
      expect((await setStatus(other.id, admin, 'ready')).body.detail).toBe(
        'An order that is processing cannot move to ready. Its next step is preparing.',
      );
      expect((await setStatus(other.id, admin, 'cancelled')).body.order_status).toBe('cancelled');
      const cancelledAgain = await setStatus(other.id, admin, 'cancelled');
      expect(cancelledAgain.status).toBe(409);
      expect(cancelledAgain.body.detail).toBe('The order is already cancelled.');
      expect((await setStatus(other.id, admin, 'processing')).status).toBe(409);
      expectFieldErrors(await setStatus(other.id, admin, 'lost'), ['order_status']);
      expect((await setStatus('not-an-id', admin, 'preparing')).status).toBe(404);
    });

    it('when anyone but an admin asks to change the order status, then 401 or 403 and nothing changes', async () => {
      const c = await newCustomer();
      const order = await placed(c);
      expect((await setStatus(order.id, {}, 'preparing')).status).toBe(401);
      expect((await setStatus(order.id, c.auth, 'preparing')).status).toBe(403);
      expect((await setStatus(order.id, jwt(t.identity.token('staff')), 'preparing')).status).toBe(403);
      expect((await getOrder(order.id, c.auth)).body.order_status).toBe('processing');
    });
  });

  describe('lists', () => {
    it('when a customer lists their orders, then only theirs come back, newest first and paged', async () => {
      const c = await newCustomer();
      const bob = await newCustomer();
      const made = [await placed(c), await placed(c), await placed(c)];
      await placed(bob);
      const res = await t.api.get('/api/orders/').set(c.auth);
      expect(res.status).toBe(200);
      const list = orderListSchema.parse(res.body);
      expect(list.orders.map((order) => order.id)).toEqual(made.map((order) => order.id).reverse());
      expect(list.pagination).toEqual({ total: 3, page: 1, page_size: 10, total_pages: 1 });
      const page2 = await t.api.get('/api/orders/').query({ page: 2, page_size: 2 }).set(c.auth);
      expect(page2.body.orders.map((order: OrderSummary) => order.id)).toEqual([made[0]?.id]);
      expectFieldErrors(await t.api.get('/api/orders/').query({ page_size: 101 }).set(c.auth), ['page_size']);
    });

    it('when staff filter the order report by status, day, name, email or id, then the right orders come back newest first', async () => {
      const admin = t.adminAuth();
      const marker = `Zq${Date.now().toString(36)}`;
      const c = t.customerToken(undefined, 'ignored');
      const registered = userRegistered({
        userId: c.userId,
        firstName: 'Maud',
        lastName: marker,
        email: `${marker.toLowerCase()}@example.co.uk`,
      });
      await t.publish(t.topics.identityUsers, c.userId, registered);
      await eventually(
        'the name',
        async () => (await t.api.get('/api/customers/me').set(c.auth)).body.name !== '',
      );
      const address = await t.api.post('/api/customers/add_address/').set(c.auth).send(ADDRESS);
      const me = (await t.api.get('/api/customers/me').set(c.auth)).body;
      const customer: TestCustomer = { ...c, customerId: me.id, addressId: address.body.id };
      const made = [await placed(customer), await placed(customer), await placed(customer)];
      await setStatus(made[1]?.id as string, admin, 'preparing');

      const report = (query: Record<string, unknown>) =>
        t.api.get('/api/admin/orders/').query(query).set(admin);
      const ids = (res: { body: { orders: OrderSummary[] } }) => res.body.orders.map((order) => order.id);
      // The search reads its index, which follows the orders' events (and the preparing step): hence eventually.
      // All three orders, and the second one's preparing step (each order's events may land in any order).
      await eventually('the search index to hold the orders', async () => {
        const all = await report({ search: marker });
        const preparing = await report({ search: marker, status: 'preparing' });
        return all.body.pagination?.total === 3 && preparing.body.pagination?.total === 1;
      });
      const byName = await report({ search: marker.toUpperCase() });
      expect(byName.status).toBe(200);
      expect(orderListSchema.strict().parse(byName.body).pagination).toEqual({
        total: 3,
        page: 1,
        page_size: 10,
        total_pages: 1,
      });
      expect(ids(byName)).toEqual(made.map((order) => order.id).reverse());
      expect(byName.body.orders[0]).toMatchObject({ customer_name: `Maud ${marker}`, total_amount: '59.99' });
      expect(ids(await report({ search: `${marker.toLowerCase()}@example` }))).toHaveLength(3);
      expect(ids(await report({ search: made[0]?.id }))).toEqual([made[0]?.id]);
      expect(ids(await report({ search: marker, status: 'preparing' }))).toEqual([made[1]?.id]);
      const today = days.today;
      expect(ids(await report({ search: marker, start_date: today, end_date: today }))).toHaveLength(3);
      expect(ids(await report({ search: marker, end_date: addDays(today, -1) }))).toEqual([]);
      expect(ids(await report({ search: marker, start_date: addDays(today, 1) }))).toEqual([]);
      const paged = await report({ search: marker, page: 2, page_size: 2 });
      expect(ids(paged)).toEqual([made[0]?.id]);
      expect(paged.body.pagination).toEqual({ total: 3, page: 2, page_size: 2, total_pages: 2 });
      expect(ids(await report({ search: '.*' }))).toEqual([]);
      // Empty filters are no filters, and an operator in the query is an unknown parameter, never a condition.
      // (Without a search the report reads its index, which follows the orders' events: hence eventually.)
      await eventually('the report without filters to count every order', async () => {
        const all = await report({ status: '', start_date: '' });
        const injected = await t.api.get('/api/admin/orders/?search[$ne]=x').set(admin);
        const total = await t.ordering.deps.orders.countDocuments();
        return (
          all.status === 200 &&
          all.body.pagination.total === total &&
          injected.body.pagination.total === total
        );
      });
    });

    it('when an order is placed before UserRegistered reaches ordering, then the event names the customer on it and the report finds it by email', async () => {
      const admin = t.adminAuth();
      const marker = `Zl${Date.now().toString(36)}`;
      const c = await newCustomer();
      const early = await placed(c);
      expect(early).toMatchObject({ customer_name: 'ada', customer_email: '' });

      const email = `${marker.toLowerCase()}@example.co.uk`;
      const at = new Date();
      const registered = userRegistered(
        { userId: c.userId, firstName: 'Grace', lastName: marker, email },
        at,
      );
      await t.publish(t.topics.identityUsers, c.userId, registered);
      const named = await eventually('the order named', async () => {
        const order = (await getOrder(early.id, c.auth)).body as Order;
        return order.customer_email === '' ? undefined : order;
      });
      expect(named).toMatchObject({ customer_name: `Grace ${marker}`, customer_email: email });
      // The search's index follows the order's new name and email once the projection has read them.
      const found = await eventually('the search to find the order by its new email', async () => {
        const answer = await t.api.get('/api/admin/orders/').query({ search: email }).set(admin);
        return answer.body.pagination?.total === 1 ? answer : undefined;
      });
      expect(found.body.orders.map((order: OrderSummary) => order.id)).toEqual([early.id]);

      // A later change of email is the customer's record, not the orders': they keep the details they have.
      const later = await placed(c);
      const { registeredAt: _registeredAt, ...profile } = registered.data;
      const change: UserUpdatedData = { ...profile, email: `new.${email}` };
      const updated = createEvent('UserUpdated', change, {
        producer: 'identity',
        correlationId: randomUUID(),
        now: () => new Date(at.getTime() + 1_000),
      });
      await t.publish(t.topics.identityUsers, c.userId, updated);
      await eventually(
        'the new email on the customer',
        async () => (await t.api.get('/api/customers/me').set(c.auth)).body.email === `new.${email}`,
      );
      for (const order of [early, later])
        expect((await getOrder(order.id, c.auth)).body.customer_email).toBe(email);
    });

    it('when report filters are out of range, then 400 names them; anyone but an admin gets 401 or 403', async () => {
      const admin = t.adminAuth();
      for (const [query, field] of [
        [{ status: 'lost' }, 'status'],
        [{ start_date: '2025-13-01' }, 'start_date'],
        [{ start_date: '2025-03-10', end_date: '2025-03-09' }, 'end_date'],
        [{ page: 0 }, 'page'],
        [{ page_size: 101 }, 'page_size'],
        [{ search: 'x'.repeat(101) }, 'search'],
      ] as const) {
        const res = await t.api.get('/api/admin/orders/').query(query).set(admin);
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
      const c = await newCustomer();
      expect((await t.api.get('/api/admin/orders/')).status).toBe(401);
      expect((await t.api.get('/api/admin/orders/').set(c.auth)).status).toBe(403);
      expect((await t.api.get('/api/admin/orders/').set(jwt(t.identity.token('staff')))).status).toBe(403);
    });
  });
});
