import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { TOPICS, addOnSchema, addOnSnapshotSchema, adminAddOnListSchema } from '@mealbox/contracts';
import type { AddOn, AddOnSnapshot } from '@mealbox/contracts';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { eventually, jwt, recordTopic, TEST_KAFKA } from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueUnderTest } from '../test/catalogue-harness';
import { declaredFoodFields } from '../test/declared-food';
import type { StartedCatalogue } from './start-catalogue';

/** A real 1x1 PNG (the catalogue stores pictures, it does not decode them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The staff add-on form as the admin sends it: every value as text, with a declaration that agrees with it. */
const FIELDS = {
  ...declaredFoodFields({ milk: 'contains', eggs: 'contains', soya: 'contains' }, { netWeightG: 90 }),
  name: 'Salted Caramel Chocolate Pots',
  description: 'Two dark chocolate pots with a layer of salted caramel.',
  category: 'dessert',
  status: 'available',
  price: '3.95',
  calories: '390',
  protein: '4.5',
  carbohydrates: '28',
  fat: '29',
  ingredients: 'Double cream (milk), dark chocolate (cocoa mass, sugar, soya lecithin), egg yolks, sea salt',
  stock_per_week: '40',
};

type Auth = Record<string, string>;

describe('catalogue add-ons, on the real MongoDB-wire server and Kafka', () => {
  let underTest: CatalogueUnderTest;
  let catalogue: StartedCatalogue;
  let identity: TestIdentity;
  let api: ReturnType<typeof request>;
  let bus: EventBus;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-add-ons-test', logger });
    await bus.ensureTopics([TOPICS.catalogueAddOns]);
    recorder = await recordTopic(bus, TOPICS.catalogueAddOns);
    underTest = await startCatalogueUnderTest();
    ({ catalogue, identity, api } = underTest);
  });

  afterAll(async () => {
    await recorder.stop();
    await bus.close();
    await underTest.stop();
  });

  const admin = (): Auth => ({ ...jwt(identity.token('admin')), 'x-correlation-id': randomUUID() });

  function form(call: request.Test, fields: Record<string, string>, picture?: Buffer): request.Test {
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    if (picture) call.attach('image', picture, { filename: 'pots.png', contentType: 'image/png' });
    return call;
  }
  const create = (fields: Record<string, string>, auth: Auth = admin(), picture?: Buffer) =>
    form(api.post('/api/admin/add-ons/').set(auth), fields, picture);
  const change = (id: string, fields: Record<string, string>, auth: Auth = admin()) =>
    form(api.patch(`/api/admin/add-ons/${id}/`).set(auth), fields);
  const replace = (id: string, fields: Record<string, string>, auth: Auth = admin()) =>
    form(api.put(`/api/admin/add-ons/${id}/`).set(auth), fields);
  const created = async (fields: Record<string, string> = FIELDS) =>
    addOnSchema.strict().parse((await create(fields).expect(201)).body);

  /** Every AddOnUpserted published for this add-on, oldest first. */
  const upserts = (addOnId: string): AddOnSnapshot[] =>
    recorder.messages
      .filter((message) => message.key === addOnId)
      .map((message) => JSON.parse(message.value ?? '{}') as { type: string; data: unknown })
      .filter((event) => event.type === 'AddOnUpserted')
      .map((event) => addOnSnapshotSchema.strict().parse(event.data));
  const upsertAt = (addOnId: string, revision: number) =>
    eventually(`AddOnUpserted ${revision} of ${addOnId}`, () =>
      upserts(addOnId).find((data) => data.revision === revision),
    );
  const stored = () => catalogue.addOnWrites.addOns.countDocuments();
  const publicIds = async (query = '') =>
    ((await api.get(`/api/add-ons/${query}`).expect(200)).body as AddOn[]).map((addOn) => addOn.id);
  const expectFieldErrors = (res: request.Response, fields: string[]) => {
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual([...fields].sort());
  };

  it('when anonymous, a customer or staff without admin rights write or list add-ons, then 401/403 and nothing changes', async () => {
    const existing = await created();
    const before = await stored();
    const calls = [
      (auth: Auth) => create({ ...FIELDS, name: 'Intruder' }, auth),
      (auth: Auth) => change(existing.id, { price: '0.50' }, auth),
      (auth: Auth) => replace(existing.id, { ...FIELDS, price: '0.50' }, auth),
      (auth: Auth) => api.delete(`/api/admin/add-ons/${existing.id}/`).set(auth),
      (auth: Auth) => api.get('/api/admin/add-ons/').set(auth),
      (auth: Auth) => api.get(`/api/admin/add-ons/${existing.id}/`).set(auth),
    ];
    for (const call of calls) {
      expect((await call({})).status).toBe(401);
      expect((await call(jwt(identity.token('customer')))).status).toBe(403);
      expect((await call(jwt(identity.token('staff')))).status).toBe(403);
    }
    expect(await stored()).toBe(before);
    expect((await api.get(`/api/add-ons/${existing.id}/`).expect(200)).body).toEqual(existing);
  });

  it('when staff add an add-on with a photo, then it is stored, listed, its photo served and AddOnUpserted published whole', async () => {
    const res = await create(FIELDS, admin(), PNG);
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const addOn = addOnSchema.strict().parse(res.body);
    expect(res.headers.location).toBe(`/api/admin/add-ons/${addOn.id}/`);
    expect(addOn).toMatchObject({
      name: FIELDS.name,
      category: 'dessert',
      status: 'available',
      price: '3.95',
      calories: 390,
      protein: 4.5,
      stock_per_week: 40,
    });
    expect(addOn.food_information?.allergens).toMatchObject({
      milk: 'contains',
      eggs: 'contains',
      peanuts: 'free',
    });
    expect(addOn.image).toMatch(new RegExp(`^/api/add-ons/${addOn.id}/image\\?v=[0-9a-f]{16}$`));

    expect((await api.get(`/api/add-ons/${addOn.id}/`).expect(200)).body).toEqual(addOn);
    expect(await publicIds()).toContain(addOn.id);
    expect(await publicIds('?category=dessert')).toContain(addOn.id);
    expect(await publicIds('?category=drink')).not.toContain(addOn.id);
    const staffList = adminAddOnListSchema.parse(
      (
        await api
          .get(`/api/admin/add-ons/?search=${encodeURIComponent(FIELDS.name)}`)
          .set(admin())
          .expect(200)
      ).body,
    );
    expect(staffList.add_ons.map((row) => row.id)).toContain(addOn.id);

    const picture = await api.get(addOn.image).buffer(true).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(picture.body as Buffer, PNG)).toBe(0);

    expect(await upsertAt(addOn.id, 1)).toMatchObject({
      addOnId: addOn.id,
      name: FIELDS.name,
      category: 'dessert',
      status: 'available',
      pricePence: 395,
      stockPerWeek: 40,
      imagePath: addOn.image,
      deleted: false,
      foodInformation: { allergens: { milk: 'contains', soya: 'contains' }, netWeightG: 90 },
    });
  });

  it('when staff give no photo, then the add-on gets artwork; no weekly stock is no limit', async () => {
    const addOn = await created({ ...FIELDS, name: 'Chocolate Pots Without a Photo', stock_per_week: '' });
    expect(addOn.stock_per_week).toBeNull();
    const picture = await api.get(addOn.image).expect(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('when an available add-on comes without its allergens, then each missing part is refused by field and nothing is stored', async () => {
    const before = await stored();
    const undeclared = Object.fromEntries(
      Object.entries(FIELDS).filter(([field]) => !field.startsWith('allergen_') && field !== 'salt'),
    );
    const res = await create(undeclared);
    expectFieldErrors(res, [
      ...Object.keys(FIELDS).filter((field) => field.startsWith('allergen_')),
      'salt',
      'non_field_errors',
    ]);
    expect(res.body.errors.non_field_errors).toEqual([
      'An add-on that is available needs a complete allergen and food declaration.',
    ]);
    expect(await stored()).toBe(before);

    // Declared, but it says "free from milk" of an ingredients list that names milk.
    const contradicting = await create({ ...FIELDS, allergen_milk: 'free' });
    expectFieldErrors(contradicting, ['allergen_milk']);
    expect(contradicting.body.errors.allergen_milk).toEqual([
      'The ingredients name milk: declare it as "contains".',
    ]);
    expect(await stored()).toBe(before);
  });

  it('when the price, name, category or weekly stock are wrong, then 400 with a message per field and nothing changes', async () => {
    const before = await stored();
    const res = await create({
      ...FIELDS,
      name: 'x'.repeat(101),
      category: 'main_course',
      price: '0',
      stock_per_week: '0',
      surprise: 'field',
    });
    expectFieldErrors(res, ['name', 'category', 'price', 'stock_per_week', 'surprise']);
    expect(res.body.errors.price).toEqual(['Please enter a valid price of more than £0.00.']);
    expectFieldErrors(await create({ ...FIELDS, price: '50.01' }), ['price']);
    expect(await stored()).toBe(before);

    const existing = await created({ ...FIELDS, name: 'Pots Kept As They Were' });
    expectFieldErrors(await change(existing.id, { price: 'free' }), ['price']);
    expect((await api.get(`/api/admin/add-ons/${existing.id}/`).set(admin()).expect(200)).body).toEqual(
      existing,
    );
  });

  it('when staff change the price and take an add-on off sale, then customers no longer see it, staff do, and each change is published', async () => {
    const addOn = await created({ ...FIELDS, name: 'Pots Taken Off Sale' });
    const repriced = addOnSchema.parse((await change(addOn.id, { price: '4.25' }).expect(200)).body);
    expect(repriced).toMatchObject({ price: '4.25', name: addOn.name, stock_per_week: 40 });
    expect(await upsertAt(addOn.id, 2)).toMatchObject({ pricePence: 425, status: 'available' });

    await change(addOn.id, { status: 'not_available' }).expect(200);
    expect(await upsertAt(addOn.id, 3)).toMatchObject({ pricePence: 425, status: 'not_available' });
    expect(await publicIds()).not.toContain(addOn.id);
    await api.get(`/api/add-ons/${addOn.id}/`).expect(404);
    const staffView = await api.get(`/api/admin/add-ons/?status=not_available`).set(admin()).expect(200);
    expect((staffView.body as { add_ons: AddOn[] }).add_ons.map((row) => row.id)).toContain(addOn.id);

    // A change that changes nothing writes and publishes nothing.
    await change(addOn.id, { price: '4.25' }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(upserts(addOn.id).map((data) => data.revision)).toEqual([1, 2, 3]);
  });

  it('when staff replace an add-on (PUT), then every field is the form’s, its declaration included', async () => {
    const addOn = await created({ ...FIELDS, name: 'Pots Before Replacing' });
    const drink = {
      name: 'Sparkling Elderflower Pressé',
      category: 'drink',
      status: 'not_available',
      price: '2.25',
      calories: '105',
      protein: '0',
      carbohydrates: '26',
      fat: '0',
    };
    const replaced = addOnSchema.strict().parse((await replace(addOn.id, drink).expect(200)).body);
    expect(replaced).toMatchObject({
      id: addOn.id,
      name: drink.name,
      description: '',
      ingredients: '',
      category: 'drink',
      price: '2.25',
      stock_per_week: null,
      food_information: null,
      image: addOn.image,
    });
    // Put back on sale without a declaration: refused, as a new one would be.
    expectFieldErrors(
      await replace(addOn.id, { ...drink, status: 'available' }),
      [...Object.keys(FIELDS).filter((field) => field.startsWith('allergen_')), 'contains_meat'].concat([
        'contains_other_animal_products',
        'net_weight_g',
        'cooking_time_minutes',
        'saturates',
        'sugars',
        'salt',
        'non_field_errors',
      ]),
    );
    await replace('000000000000000000000000', drink).expect(404);
  });

  it('when staff delete an add-on, then it leaves every list, AddOnUpserted says deleted, and a second delete is a 404', async () => {
    const addOn = await created({ ...FIELDS, name: 'Pots To Delete' });
    await api.delete(`/api/admin/add-ons/${addOn.id}/`).set(admin()).expect(204);
    expect(await upsertAt(addOn.id, 2)).toMatchObject({ deleted: true, name: addOn.name, pricePence: 395 });
    expect(await publicIds()).not.toContain(addOn.id);
    await api.get(`/api/admin/add-ons/${addOn.id}/`).set(admin()).expect(404);
    await api.delete(`/api/admin/add-ons/${addOn.id}/`).set(admin()).expect(404);
    await change(addOn.id, { price: '1.00' }).expect(404);
    // Orders that hold it keep its picture.
    await api.get(addOn.image).expect(200);
  });
});
