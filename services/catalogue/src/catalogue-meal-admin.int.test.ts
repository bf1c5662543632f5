import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { MAX_MEAL_IMAGE_BYTES, TOPICS, mealSchema } from '@mealbox/contracts';
import type { Meal } from '@mealbox/contracts';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { eventually, jwt, recordTopic, uniqueName, TEST_KAFKA } from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueUnderTest } from '../test/catalogue-harness';
import { declaredFoodFields } from '../test/declared-food';
import type { StartedCatalogue } from './start-catalogue';

/** A real 1x1 PNG, and bytes that start as a JPEG does (the catalogue stores images, it does not decode them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-test-photo')]);

/** The spec's meal form, as the admin sends it: every value as text, with the meal's allergen declaration. */
const FIELDS = {
  ...declaredFoodFields({}, { containsMeat: true }),
  name: 'Harissa Chicken Traybake',
  description: 'Roast chicken thighs, peppers and chickpeas with a smoky harissa glaze.',
  category: 'main_course',
  status: 'available',
  calories: '610',
  protein: '48.5',
  carbohydrates: '42',
  fat: '22.3',
  ingredients: 'Chicken, peppers, chickpeas, harissa, lemon',
  is_vegan: 'false',
  is_gluten_free: 'true',
  is_dairy_free: 'true',
};

type Auth = Record<string, string>;

describe('catalogue meal writes by staff, on the real MongoDB-wire server and Kafka', () => {
  let underTest: CatalogueUnderTest;
  let catalogue: StartedCatalogue;
  let identity: TestIdentity;
  let api: ReturnType<typeof request>;
  let bus: EventBus;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-meal-admin-test', logger });
    await bus.ensureTopics([TOPICS.catalogueMeals]);
    recorder = await recordTopic(bus, TOPICS.catalogueMeals);
    underTest = await startCatalogueUnderTest();
    ({ catalogue, identity, api } = underTest);
  });

  afterAll(async () => {
    await recorder.stop();
    await bus.close();
    await underTest.stop();
  });

  const admin = (): Auth => ({ ...jwt(identity.token('admin')), 'x-correlation-id': randomUUID() });

  /** A multipart request with these text fields and, optionally, files. */
  function form(
    call: request.Test,
    fields: Record<string, string>,
    files: Record<string, { bytes: Buffer; filename: string; contentType: string }> = {},
  ): request.Test {
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (const [name, file] of Object.entries(files)) {
      call.attach(name, file.bytes, { filename: file.filename, contentType: file.contentType });
    }
    return call;
  }
  const png = (bytes: Buffer = PNG) => ({ bytes, filename: 'traybake.png', contentType: 'image/png' });
  const create = (fields: Record<string, string>, auth: Auth = admin(), files = {}) =>
    form(api.post('/api/meals/').set(auth), fields, files);
  const change = (id: string, fields: Record<string, string>, auth: Auth = admin(), files = {}) =>
    form(api.patch(`/api/meals/${id}/`).set(auth), fields, files);

  const events = (type: string, mealId: string) =>
    recorder.messages
      .map((message) => ({ key: message.key, event: JSON.parse(message.value ?? '{}') }))
      .filter(({ key, event }) => event.type === type && key === mealId)
      .map(({ event }) => event);
  const eventsOf = (correlationId: string) =>
    recorder.messages
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.correlationId === correlationId);
  const storedCount = () => catalogue.writeDeps.meals.countDocuments();
  const expectFieldErrors = (res: request.Response, fields: string[]) => {
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual([...fields].sort());
  };

  describe('who may write', () => {
    it('when anonymous, a customer, staff without superuser or a bad token write meals, then 401/403 and nothing changes', async () => {
      const existing = (await create(FIELDS).expect(201)).body as Meal;
      const before = await storedCount();
      const calls = [
        (auth: Auth) => create({ ...FIELDS, name: 'Intruder' }, auth, { image: png() }),
        (auth: Auth) => change(existing.id, { status: 'sold_out' }, auth),
        (auth: Auth) => api.delete(`/api/meals/${existing.id}/`).set(auth),
        (auth: Auth) => api.get('/api/admin/meals/').set(auth),
      ];
      for (const call of calls) {
        const anonymous = await call({});
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers['www-authenticate']).toBe('JWT realm="api"');
        expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect((await call(jwt(identity.token('customer')))).status).toBe(403);
        expect((await call(jwt(identity.token('staff')))).status).toBe(403);
        const expired = identity.token('admin', { exp: Math.floor(Date.now() / 1000) - 120 });
        expect((await call(jwt(expired))).status).toBe(401);
        expect((await call(jwt(`${identity.token('admin')}x`))).status).toBe(401);
      }
      expect(await storedCount()).toBe(before);
      expect((await api.get(`/api/meals/${existing.id}`)).body).toEqual(existing);
    });
  });

  describe('adding a meal', () => {
    it('when staff send the form with a photo, then the meal is stored, listed, its photo served back, and MealUpserted published', async () => {
      const auth = admin();
      const res = await create(FIELDS, auth, { image: png() });
      expect(res.status).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const meal = mealSchema.strict().parse(res.body);
      expect(res.headers.location).toBe(`/api/meals/${meal.id}/`);
      expect(meal).toMatchObject({
        name: FIELDS.name,
        description: FIELDS.description,
        category: 'main_course',
        status: 'available',
        calories: 610,
        protein: 48.5,
        carbohydrates: 42,
        fat: 22.3,
        ingredients: FIELDS.ingredients,
        is_vegan: false,
        is_gluten_free: true,
        is_dairy_free: true,
      });
      expect(meal.image).toMatch(new RegExp(`^/api/meals/${meal.id}/image\\?v=[0-9a-f]{16}$`));

      expect((await api.get(`/api/meals/${meal.id}`)).body).toEqual(meal);
      const menu = (await api.get('/api/meals/?status=available')).body as Meal[];
      expect(menu.map((m) => m.id)).toContain(meal.id);

      const image = await api.get(meal.image).buffer(true);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toContain('immutable');
      expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);

      const [event] = await eventually('MealUpserted for the new meal', () => {
        const found = eventsOf(auth['x-correlation-id'] ?? '');
        return found.length > 0 ? found : undefined;
      });
      expect(event).toMatchObject({
        type: 'MealUpserted',
        producer: 'catalogue',
        data: {
          mealId: meal.id,
          revision: 1,
          name: FIELDS.name,
          protein: 48.5,
          isGlutenFree: true,
          imagePath: meal.image,
        },
      });
    });

    it('when staff give only the required fields and no photo, then the rest default and the meal gets artwork', async () => {
      // A draft that is not on the menu: the spec's required fields are all it needs (no food information yet).
      const required = {
        name: '  Miso Aubergine  ',
        category: 'appetizer',
        status: 'not_available',
        calories: '320',
        protein: '9',
        carbohydrates: '30.5',
        fat: '12',
      };
      const res = await create(required);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Miso Aubergine',
        description: '',
        ingredients: '',
        status: 'not_available',
        is_vegan: false,
        is_gluten_free: false,
        is_dairy_free: false,
        menu_rest_week: null,
      });
      const image = await api.get(res.body.image);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });

    it('when required fields are missing or blank, then 400 names each one and nothing is stored', async () => {
      const before = await storedCount();
      const empty = await create({ description: 'Only a description' });
      expectFieldErrors(empty, ['name', 'category', 'status', 'calories', 'protein', 'carbohydrates', 'fat']);
      expect(empty.body.errors.name).toEqual(['This field is required.']);
      const blank = await create({ ...FIELDS, name: '   ', calories: '' });
      expectFieldErrors(blank, ['name', 'calories']);
      expect(blank.body.errors.name).toEqual(['This field may not be blank.']);
      expect(await storedCount()).toBe(before);
    });

    it('when values are of the wrong kind, then each field says what it needs', async () => {
      const res = await create({
        ...FIELDS,
        category: 'pizza',
        status: 'gone',
        calories: '610.5',
        protein: '12.55',
        carbohydrates: 'lots',
        fat: '-1',
        is_vegan: 'yes',
        is_dairy_free: 'on',
        menu_rest_week: '5',
        name: 'N'.repeat(121),
      });
      expect(res.body.errors).toEqual({
        name: ['Ensure this field has no more than 120 characters.'],
        category: ['Choose one of: main_course, breakfast, appetizer, dessert, beverages.'],
        status: ['Choose one of: available, sold_out, not_available.'],
        calories: ['Enter a whole number of kcal, like 540.'],
        protein: ['Use at most one decimal place, like 32.5.'],
        carbohydrates: ['Enter a number of grams, like 32.5.'],
        fat: ['Must be 0 or more.'],
        is_vegan: ['Must be true or false.'],
        is_dairy_free: ['Must be true or false.'],
        menu_rest_week: ['Choose a week from 1 to 4, or every week.'],
      });
      const tooMuch = await create({ ...FIELDS, calories: '5001', protein: '500.1' });
      expect(tooMuch.body.errors).toEqual({
        calories: ['Must be no more than 5000 kcal.'],
        protein: ['Must be no more than 500g.'],
      });
    });

    it('when the form has unknown fields, $-operators, repeated fields or files in text fields, then 400 and nothing is stored', async () => {
      const before = await storedCount();
      const unknown = await create({
        ...FIELDS,
        price: '0.01',
        $where: '1',
        'name[$ne]': 'x',
        revision: '9',
      });
      expectFieldErrors(unknown, ['price', '$where', 'name[$ne]', 'revision']);
      expect(unknown.body.errors.price).toEqual(['This field is not allowed.']);
      const operators = await create({ ...FIELDS, calories: '{"$gt":0}', category: '{"$ne":null}' });
      expectFieldErrors(operators, ['calories', 'category']);
      const twice = form(api.post('/api/meals/').set(admin()), FIELDS).field('name', 'Second name');
      expect((await twice).body.errors).toEqual({ name: ['Send this field only once.'] });
      const fileAsText = await create({ ...FIELDS, image: 'https://example.com/photo.jpg' });
      expect(fileAsText.body.errors).toEqual({ image: ['Must be an image file.'] });
      const { name: _name, ...withoutName } = FIELDS;
      const textAsFile = await create(withoutName, admin(), { name: png() });
      expect(textAsFile.body.errors).toEqual({
        name: ['Must be text, not a file.', 'This field is required.'],
      });
      expect(await storedCount()).toBe(before);
    });

    it('when the body is JSON or not a form at all, then 415 or 400, and nothing is stored', async () => {
      const before = await storedCount();
      const json = await api
        .post('/api/meals/')
        .set(admin())
        .send({ ...FIELDS, name: { $ne: null } });
      expect(json.status).toBe(415);
      expect(json.body.detail).toBe('Send the meal as multipart/form-data.');
      const broken = await api
        .post('/api/meals/')
        .set(admin())
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('this is not multipart');
      expect(broken.status).toBe(400);
      expect(await storedCount()).toBe(before);
    });

    it('when the file is not an image, is empty or is larger than 5 MB, then the image field says so and nothing is stored', async () => {
      const before = await storedCount();
      const script = {
        bytes: Buffer.from('<script>alert(1)</script>'),
        filename: 'x.png',
        contentType: 'image/png',
      };
      expect((await create(FIELDS, admin(), { image: script })).body.errors).toEqual({
        image: ['The image must be a JPEG, PNG, WebP or GIF file.'],
      });
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const svgFile = { bytes: svg, filename: 'x.svg', contentType: 'image/svg+xml' };
      expect((await create(FIELDS, admin(), { image: svgFile })).body.errors).toEqual({
        image: ['The image must be a JPEG, PNG, WebP or GIF file.'],
      });
      const empty = { bytes: Buffer.alloc(0), filename: 'x.png', contentType: 'image/png' };
      expect((await create(FIELDS, admin(), { image: empty })).body.errors).toEqual({
        image: ['The image file is empty.'],
      });
      const big = Buffer.concat([PNG, Buffer.alloc(MAX_MEAL_IMAGE_BYTES + 1 - PNG.length)]);
      const oversize = await create(FIELDS, admin(), { image: png(big) });
      expectFieldErrors(oversize, ['image']);
      expect(oversize.body.errors.image).toEqual(['The image must be 5 MB or smaller.']);
      expect(await storedCount()).toBe(before);
    });
  });

  describe('changing a meal', () => {
    it('when staff change some fields, then only those change, the revision goes up and MealUpserted says so', async () => {
      const meal = (await create(FIELDS, admin(), { image: png() })).body as Meal;
      const auth = admin();
      const res = await change(meal.id, { status: 'sold_out', protein: '50', menu_rest_week: '3' }, auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...meal,
        status: 'sold_out',
        protein: 50,
        menu_rest_week: 3,
        updated_at: res.body.updated_at,
        // The nutrition table follows the protein; the declaration itself is unchanged.
        food_information: { ...meal.food_information, nutrition: res.body.food_information.nutrition },
      });
      expect(res.body.food_information.nutrition.per_portion.protein).toBe(50);
      expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(meal.updated_at));
      // The menu stops offering it at once: the catalogue's own cache is dropped on every write.
      const menu = (await api.get('/api/meals/?status=available')).body as Meal[];
      expect(menu.map((m) => m.id)).not.toContain(meal.id);
      const [event] = await eventually('MealUpserted for the change', () => {
        const found = eventsOf(auth['x-correlation-id'] ?? '');
        return found.length > 0 ? found : undefined;
      });
      expect(event.data).toMatchObject({
        mealId: meal.id,
        revision: 2,
        status: 'sold_out',
        menuRestWeek: 3,
      });
      const everyWeek = await change(meal.id, { menu_rest_week: '' }, admin());
      expect(everyWeek.body.menu_rest_week).toBeNull();
    });

    it('when staff send a new photo, then the image URL gets a new version that serves the new bytes', async () => {
      const meal = (await create(FIELDS, admin(), { image: png() })).body as Meal;
      const res = await change(meal.id, {}, admin(), {
        image: { bytes: JPEG, filename: 'photo.jpg', contentType: 'image/jpeg' },
      });
      expect(res.status).toBe(200);
      expect(res.body.image).not.toBe(meal.image);
      const image = await api.get(res.body.image).buffer(true);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(image.body as Buffer, JPEG)).toBe(0);
      // The old address no longer promises its bytes forever.
      expect((await api.get(meal.image)).headers['cache-control']).toBe('no-cache');
    });

    it('when the photo is just under the 5 MB limit, then it is stored and served back whole', async () => {
      const large = Buffer.concat([JPEG, Buffer.alloc(MAX_MEAL_IMAGE_BYTES - JPEG.length, 7)]);
      const meal = (
        await create(FIELDS, admin(), {
          image: { bytes: large, filename: 'big.jpg', contentType: 'image/jpeg' },
        })
      ).body as Meal;
      const image = await api.get(meal.image).buffer(true);
      expect(image.status).toBe(200);
      expect(Buffer.compare(image.body as Buffer, large)).toBe(0);
    });

    it('when the change changes nothing, then nothing is written or announced', async () => {
      const meal = (await create(FIELDS)).body as Meal;
      const auth = admin();
      const res = await change(meal.id, { name: FIELDS.name, status: 'available' }, auth);
      expect(res.body).toEqual(meal);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(eventsOf(auth['x-correlation-id'] ?? '')).toEqual([]);
    });

    it('when a change is invalid, then 400 and the meal is as it was', async () => {
      const meal = (await create(FIELDS)).body as Meal;
      expectFieldErrors(await change(meal.id, { name: '', fat: 'x', colour: 'red' }), [
        'name',
        'fat',
        'colour',
      ]);
      const script = { bytes: Buffer.from('#!/bin/sh'), filename: 'x.jpg', contentType: 'image/jpeg' };
      expectFieldErrors(await change(meal.id, { status: 'sold_out' }, admin(), { image: script }), ['image']);
      expect((await api.get(`/api/meals/${meal.id}`)).body).toEqual(meal);
    });

    it('when the meal does not exist, then 404 and no image is left behind', async () => {
      for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'not-an-id']) {
        const res = await change(id, { status: 'sold_out' }, admin(), { image: png() });
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe('Meal not found.');
      }
      expect(await catalogue.writeDeps.images.exists({ _id: '64b7f0c2a1b2c3d4e5f60718' })).toBeNull();
    });
  });

  describe('deleting a meal', () => {
    it('when staff delete a meal, then it is gone from every read, MealDeleted is published, and deleting again is 404', async () => {
      const meal = (await create(FIELDS)).body as Meal;
      const auth = admin();
      const res = await api.delete(`/api/meals/${meal.id}/`).set(auth);
      expect(res.status).toBe(204);
      expect((await api.get(`/api/meals/${meal.id}`)).status).toBe(404);
      expect(((await api.get('/api/meals/')).body as Meal[]).map((m) => m.id)).not.toContain(meal.id);
      const listed = await api
        .get('/api/admin/meals/')
        .query({ search: FIELDS.name, page_size: 100 })
        .set(admin());
      expect((listed.body.meals as Meal[]).map((m) => m.id)).not.toContain(meal.id);
      const [event] = await eventually('MealDeleted for the meal', () => {
        const found = events('MealDeleted', meal.id);
        return found.length > 0 ? found : undefined;
      });
      expect(event).toMatchObject({
        correlationId: auth['x-correlation-id'],
        data: { mealId: meal.id, revision: 2 },
      });

      expect((await api.delete(`/api/meals/${meal.id}/`).set(admin())).status).toBe(404);
      expect((await change(meal.id, { status: 'available' })).status).toBe(404);
      expect((await api.delete('/api/meals/not-an-id/').set(admin())).status).toBe(404);
    });
  });

  describe('the staff list', () => {
    it('when staff list meals, then every status shows, by name, 10 a page, filtered by search, category and status', async () => {
      const tag = uniqueName('Lentil');
      for (const [i, status] of ['available', 'sold_out', 'not_available'].entries()) {
        await create({ ...FIELDS, name: `${tag} dish ${i}`, category: 'dessert', status }).expect(201);
      }
      const res = await api.get('/api/admin/meals/').query({ search: tag.toLowerCase() }).set(admin());
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect((res.body.meals as Meal[]).map((m) => m.name)).toEqual([0, 1, 2].map((i) => `${tag} dish ${i}`));
      expect(res.body.pagination).toEqual({ total: 3, page: 1, page_size: 10, total_pages: 1 });

      const soldOut = await api
        .get('/api/admin/meals/')
        .query({ search: tag, status: 'sold_out' })
        .set(admin());
      expect((soldOut.body.meals as Meal[]).map((m) => m.name)).toEqual([`${tag} dish 1`]);
      const page = await api
        .get('/api/admin/meals/')
        .query({ search: tag, category: 'dessert', page: 2, page_size: 2 })
        .set(admin());
      expect(page.body.pagination).toEqual({ total: 3, page: 2, page_size: 2, total_pages: 2 });
      expect(page.body.meals).toHaveLength(1);
      const other = await api
        .get('/api/admin/meals/')
        .query({ search: tag, category: 'breakfast' })
        .set(admin());
      expect(other.body.meals).toEqual([]);
      expect((await api.get('/api/admin/meals/').query({ search: '.*' }).set(admin())).body.meals).toEqual(
        [],
      );
      const bad = await api
        .get('/api/admin/meals/')
        .query({ category: 'pizza', page_size: 1000 })
        .set(admin());
      expectFieldErrors(bad, ['category', 'page_size']);
    });
  });
});
