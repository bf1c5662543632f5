import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { MEAL_COUNTS, TOPICS, priceCalculationSchema } from '@mealbox/contracts';
import type { MealSnapshot, Order } from '@mealbox/contracts';
import { createEvent, outboxUpdate } from '@mealbox/platform';
import { databaseUrl, eventually, recordTopic } from '@mealbox/test-support';
import { updateDiscountCode } from '../../catalogue/src/domain/update-discount-code';
import { orderModel } from './orders/data/order-model';
import { orderStatusChangedEntry } from './orders/events/order-events';
import { ADDRESS, deliveryDays, jwt, startTestOrdering, userRegistered } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';

describe('ordering read models from real catalogue events, and restarts', () => {
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

  async function newCustomer() {
    const { userId, auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    return { userId, auth, customerId: customer.body.id as string, addressId: address.body.id as string };
  }
  const place = (c: Awaited<ReturnType<typeof newCustomer>>, plan: Record<string, unknown>) =>
    t.api
      .post('/api/orders/')
      .set(c.auth)
      .send({
        customer: c.customerId,
        customer_address: c.addressId,
        delivery_date: days.first,
        protein_preference: 'MO',
        meal_size: 'S',
        number_of_meals: 6,
        ...plan,
      });
  const quote = (plan: Record<string, unknown>) => t.catalogue.api.post('/api/calculate-price/').send(plan);
  const admin = () => jwt(t.identity.token('admin'));
  const correlation = () => ({ 'x-correlation-id': `${t.catalogue.runId}:${randomUUID()}` });

  it("when catalogue's seeded prices reach ordering, then every plan's order total equals catalogue's calculate-price", async () => {
    const c = await newCustomer();
    for (const number_of_meals of MEAL_COUNTS) {
      for (const meal_size of ['S', 'L', 'LEAN']) {
        for (const discount_code of [undefined, 'CHEF24']) {
          const plan = { meal_size, number_of_meals, ...(discount_code ? { discount_code } : {}) };
          const [quoted, ordered] = await Promise.all([quote(plan), place(c, plan)]);
          expect(ordered.status).toBe(201);
          const order = ordered.body as Order;
          expect(priceCalculationSchema.strict().parse(order.price)).toEqual(quoted.body);
          expect(order.total_amount).toBe(quoted.body.total_price);
        }
      }
    }
  });

  it('when staff change a row, the delivery price and a code in the catalogue, then new orders follow and placed ones keep their price', async () => {
    const c = await newCustomer();
    const before = (await place(c, { number_of_meals: 8, meal_size: 'L' })).body as Order;
    const rows = (await t.catalogue.api.get('/api/meal-plan-pricing/')).body as {
      id: string;
      meal_count: number;
    }[];
    const eight = rows.find((row) => row.meal_count === 8);
    const edited = await t.catalogue.api
      .put(`/api/meal-plan-pricing/${eight?.id}/`)
      .set(admin())
      .set(correlation())
      .send({
        ...eight,
        base_price: '79.99',
        standard_price: '10.00',
        large_price: '12.50',
        lean_price: '12.00',
      });
    expect(edited.status).toBe(200);
    const fee = await t.catalogue.api
      .patch('/api/configuration/update_delivery_price/')
      .set(admin())
      .set(correlation())
      .send({ delivery_price: '2.50' });
    expect(fee.status).toBe(200);
    await updateDiscountCode(
      t.catalogue.catalogue.pricing,
      'CHEF24',
      { value: 15_00 },
      `${t.catalogue.runId}:code`,
    );

    const plan = { number_of_meals: 8, meal_size: 'L', discount_code: 'chef24' };
    const expected = (await quote(plan)).body;
    expect(expected).toMatchObject({ delivery_fee: '2.50', total_price: '87.49' }); // 79.99 + 20.00 + 2.50 - 15.00
    const after = await eventually('ordering to price with the new terms', async () => {
      const res = await place(c, plan);
      const priced = res.status === 201 && JSON.stringify(res.body.price) === JSON.stringify(expected);
      return priced ? (res.body as Order) : undefined;
    });
    expect(after.price).toEqual(expected);
    expect((await t.api.get(`/api/orders/${before.id}/`).set(c.auth)).body.price).toEqual(before.price);

    await updateDiscountCode(
      t.catalogue.catalogue.pricing,
      'CHEF24',
      { active: false },
      `${t.catalogue.runId}:off`,
    );
    const refused = await eventually('the switched-off code to be refused', async () => {
      const res = await place(c, plan);
      return res.status === 400 ? res : undefined;
    });
    expect(refused.body.errors).toEqual({ discount_code: ['This discount code is not valid.'] });
    await updateDiscountCode(
      t.catalogue.catalogue.pricing,
      'CHEF24',
      { active: true, expiresAt: new Date(Date.now() - 1000) },
      `${t.catalogue.runId}:expired`,
    );
    const expired = await eventually('the expired code to be refused', async () => {
      const res = await place(c, plan);
      return res.body.errors?.discount_code?.[0] === 'This discount code has expired.' ? res : undefined;
    });
    expect(expired.status).toBe(400);
  });

  it('when meal events are redelivered, stale or deleted, then the read model keeps the newest revision and a deleted meal cannot be chosen', async () => {
    const mealId = await t.catalogue.saveMeal({ name: 'Shepherds Pie' });
    await eventually(
      'the meal in ordering',
      async () => (await t.ordering.deps.meals.findById(mealId).lean()) !== null,
    );
    const current = (await t.ordering.deps.meals.findById(mealId).lean()) as { revision: number };
    const snapshot = (revision: number, name: string): MealSnapshot => ({
      mealId,
      revision,
      name,
      description: '',
      category: 'main_course',
      status: 'available',
      calories: 500,
      protein: 30,
      carbohydrates: 40,
      fat: 20,
      ingredients: 'Lamb, potato',
      isVegan: false,
      isGlutenFree: true,
      isDairyFree: false,
      imagePath: `/api/meals/${mealId}/image?v=x`,
    });
    const origin = { producer: 'catalogue', correlationId: 'test' };
    const newer = createEvent('MealUpserted', snapshot(current.revision + 2, 'Cottage Pie'), origin);
    const stale = createEvent('MealUpserted', snapshot(current.revision + 1, 'Stale Pie'), origin);
    for (const event of [newer, stale, newer]) await t.publish(t.topics.catalogueMeals, mealId, event);
    await eventually(
      'the newest name',
      async () => (await t.ordering.deps.meals.findById(mealId).lean())?.name === 'Cottage Pie',
    );

    const c = await newCustomer();
    const order = (await place(c, { items: [{ meal_id: mealId, quantity: 2 }] })).body as Order;
    const deleted = createEvent('MealDeleted', { mealId, revision: current.revision + 3 }, origin);
    const resurrect = createEvent('MealUpserted', snapshot(current.revision + 2, 'Cottage Pie'), origin);
    for (const event of [deleted, resurrect]) await t.publish(t.topics.catalogueMeals, mealId, event);
    await eventually(
      'the tombstone',
      async () => (await t.ordering.deps.meals.findById(mealId).lean())?.deleted === true,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.ordering.deps.meals.findById(mealId).lean()).toMatchObject({
      deleted: true,
      revision: current.revision + 3,
      name: 'Cottage Pie',
    });
    const add = await t.api
      .post('/api/orderitems/')
      .set(c.auth)
      .send({ order_id: order.id, meal_id: mealId, quantity: 1 });
    expect(add.body.errors).toEqual({ meal_id: ['Meal not found.'] });
    const read = (await t.api.get(`/api/orders/${order.id}/`).set(c.auth)).body as Order;
    expect(read.items).toEqual([
      {
        meal: expect.objectContaining({ id: mealId, name: 'Cottage Pie', status: 'not_available' }),
        quantity: 2,
      },
    ]);
  });

  it('when ordering restarts, then orders, customers and read models are kept, events sent meanwhile are applied, and a change written before a crash is still published once', async () => {
    const c = await newCustomer();
    const order = (await place(c, {})).body as Order;
    await eventually('OrderPlaced', () => recorder.messages.some((message) => message.key === order.id));

    const database = t.ordering.deps.orders.db.name;
    const registered = userRegistered({ firstName: 'Late', lastName: 'Comer' });
    let mealId = '';
    await t.restart(async () => {
      // While it is down: a user registers, a meal is added, and (as if the process had died between its write and
      // the publish) a status change sits in the order's outbox.
      await t.publish(t.topics.identityUsers, registered.data.userId, registered);
      mealId = await t.catalogue.saveMeal({ name: 'Restart Risotto' });
      const connection = await mongoose.createConnection(databaseUrl(database)).asPromise();
      const changedAt = new Date();
      const entry = orderStatusChangedEntry(
        { _id: new mongoose.Types.ObjectId(order.id), userId: c.userId },
        { from: 'processing', to: 'preparing', at: changedAt },
        { correlationId: 'crash-test', now: () => changedAt },
      );
      const outbox = outboxUpdate([entry]);
      await orderModel(connection).updateOne(
        { _id: new mongoose.Types.ObjectId(order.id) },
        { $set: { orderStatus: 'preparing', ...outbox.$set }, $inc: { version: 1 }, $push: outbox.$push },
      );
      await connection.close();
    });
    expect((await t.api.get(`/api/orders/${order.id}/`).set(c.auth)).body).toMatchObject({
      id: order.id,
      order_status: 'preparing',
      total_amount: order.total_amount,
    });
    await eventually(
      'the customer registered while down',
      async () => (await t.ordering.deps.customers.exists({ userId: registered.data.userId })) !== null,
    );
    await eventually(
      'the meal added while down',
      async () => (await t.ordering.deps.meals.findById(mealId).lean()) !== null,
    );
    expect(await t.ordering.deps.planPrices.countDocuments()).toBe(6);
    const byType = (type: string) =>
      recorder.messages.filter(
        (message) => message.key === order.id && JSON.parse(message.value ?? '{}').type === type,
      );
    await eventually(
      'the status change from before the crash',
      () => byType('OrderStatusChanged').length === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(byType('OrderPlaced')).toHaveLength(1);
    expect(byType('OrderStatusChanged')).toHaveLength(1);
    expect((await place(c, { items: [{ meal_id: mealId, quantity: 1 }] })).status).toBe(201);
  });
});
