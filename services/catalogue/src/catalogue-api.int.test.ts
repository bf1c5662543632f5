import mongoose from 'mongoose';
import request from 'supertest';
import type { Meal } from '@mealbox/contracts';
import {
  ALLERGEN_KEYS,
  SUITABILITY_KEYS,
  TOPICS,
  mealSchema,
  menuTurnWeekOf,
  menuWeekOf,
  suitabilityOf,
} from '@mealbox/contracts';
import type { FoodInformation } from '@mealbox/contracts';
import { SEED_MEALS } from './demo/seed-meals';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { eventually, recordTopic, TEST_KAFKA } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueUnderTest } from '../test/catalogue-harness';
import { startCatalogue } from './start-catalogue';

describe('catalogue API on the real MongoDB-wire server and Kafka', () => {
  let underTest: CatalogueUnderTest;
  let api: ReturnType<typeof request>;
  let bus: EventBus;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-test', logger });
    await bus.ensureTopics([TOPICS.catalogueMeals]);
    recorder = await recordTopic(bus, TOPICS.catalogueMeals);
    underTest = await startCatalogueUnderTest({ seedDemoMeals: true });
    ({ api } = underTest);
  });

  afterAll(async () => {
    await recorder.stop();
    await bus.close();
    await underTest.stop();
  });

  it('when the catalogue first starts, then GET /api/meals/ lists 50+ seeded meals with every spec field', async () => {
    const res = await api.get('/api/meals/');
    expect(res.status).toBe(200);
    const meals = res.body as Meal[];
    expect(meals.length).toBeGreaterThanOrEqual(50);
    for (const meal of meals) expect(mealSchema.strict().parse(meal)).toEqual(meal);
    expect(res.headers['x-total-count']).toBe(String(meals.length));
    const statuses = new Set(meals.map((meal) => meal.status));
    expect(statuses).toEqual(new Set(['available', 'sold_out', 'not_available']));
  });

  it('when the demo menu is filtered free from each allergen, by each diet and by both, then exactly the meals whose labels allow it come', async () => {
    const namesOf = (meals: Meal[]) => meals.map((meal) => meal.name).sort();
    const expected = (passes: (food: FoodInformation) => boolean) =>
      SEED_MEALS.filter((meal) => meal.food_information && passes(meal.food_information))
        .map((meal) => meal.name)
        .sort();
    for (const allergen of ALLERGEN_KEYS) {
      const res = await api.get(`/api/meals/?free_from=${allergen}`);
      expect({ allergen, names: namesOf(res.body) }).toEqual({
        allergen,
        names: expected((food) => food.allergens[allergen] === 'free'),
      });
    }
    for (const diet of SUITABILITY_KEYS) {
      const res = await api.get(`/api/meals/?suitable_for=${diet}`);
      expect({ diet, names: namesOf(res.body) }).toEqual({
        diet,
        names: expected((food) => suitabilityOf(food).includes(diet)),
      });
    }
    const combined = await api.get('/api/meals/?free_from=peanuts,sesame&suitable_for=vegan');
    const veganWithoutPeanutsOrSesame = expected(
      (food) =>
        food.allergens.peanuts === 'free' &&
        food.allergens.sesame === 'free' &&
        suitabilityOf(food).includes('vegan'),
    );
    expect(veganWithoutPeanutsOrSesame.length).toBeGreaterThan(0);
    expect(namesOf(combined.body)).toEqual(veganWithoutPeanutsOrSesame);
  });

  it('when filtered by category and status, then only matching meals come back', async () => {
    const res = await api.get('/api/meals/?category=dessert&status=available');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((meal: Meal) => meal.category === 'dessert' && meal.status === 'available')).toBe(
      true,
    );
  });

  it("when a week's menu is asked for, then it holds every meal but those resting that week, and changes weekly", async () => {
    const all = (await api.get('/api/meals/')).body as Meal[];
    const weeks = ['2026-11-30', '2026-12-09', '2026-12-14', '2026-12-25'];
    const menus: string[][] = [];
    for (const day of weeks) {
      const res = await api.get('/api/meals/').query({ week: day });
      expect(res.status).toBe(200);
      expect(res.headers['x-menu-week']).toBe(menuWeekOf(day));
      const menu = res.body as Meal[];
      const expected = all
        .filter((meal) => meal.menu_rest_week !== menuTurnWeekOf(day))
        .map((meal) => meal.id);
      expect(menu.map((meal) => meal.id)).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
      menus.push(expected);
    }
    expect(new Set(menus.map((ids) => ids.join())).size).toBe(4);
    expect(new Set(menus.flat()).size).toBe(all.length);
    const mains = await api
      .get('/api/meals/')
      .query({ week: '2026-11-30', category: 'main_course', page_size: 5 });
    expect(mains.body).toHaveLength(5);
    expect(
      mains.body.every(
        (meal: Meal) =>
          meal.category === 'main_course' && meal.menu_rest_week !== menuTurnWeekOf('2026-11-30'),
      ),
    ).toBe(true);
    expect((await api.get('/api/meals/').query({ week: 'soon' })).status).toBe(400);
  });

  it('when a filter value is not a known category, then it answers 400 naming the parameter', async () => {
    const res = await api.get('/api/meals/?category=pizza');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(res.body.errors)).toEqual(['category']);
  });

  it('when a search term carries query operators, then it is treated as plain text', async () => {
    const res = await api.get('/api/meals/').query({ search: '.*' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    // The simple query parser keeps `status[$ne]` as a literal, unknown parameter: no operator reaches a query.
    const injected = await api.get('/api/meals/?status[$ne]=available');
    expect(injected.status).toBe(200);
    expect(injected.body).toEqual((await api.get('/api/meals/')).body);
  });

  it('when a meal is asked for by id, then that meal comes back, with and without the trailing slash', async () => {
    const [first] = (await api.get('/api/meals/')).body as Meal[];
    const res = await api.get(`/api/meals/${first?.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
    expect((await api.get(`/api/meals/${first?.id}/`)).body).toEqual(first);
  });

  it('when the id is unknown or malformed, then it answers 404 problem+json', async () => {
    for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'not-an-id']) {
      const res = await api.get(`/api/meals/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 404, detail: 'Meal not found.' });
    }
  });

  it('when a body is malformed JSON, then it answers 400 problem+json', async () => {
    const res = await api.post('/api/meals/').set('Content-Type', 'application/json').send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, detail: 'The request body is not valid JSON.' });
  });

  it("when a meal's image is requested, then the catalogue serves it itself, cacheable under its version", async () => {
    const [meal] = (await api.get('/api/meals/')).body as Meal[];
    const res = await api.get(meal?.image ?? '');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body.toString()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const again = await api.get(meal?.image ?? '').set('If-None-Match', res.headers.etag ?? '');
    expect(again.status).toBe(304);
  });

  it('when the list has not changed, then a conditional GET answers 304', async () => {
    const first = await api.get('/api/meals/');
    const again = await api.get('/api/meals/').set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
  });

  it('when the seed wrote the meals, then each one was announced with MealUpserted on Kafka', async () => {
    const ids = ((await api.get('/api/meals/')).body as Meal[]).map((meal) => meal.id);
    const announced = await eventually('a MealUpserted for every seeded meal', () => {
      const seen = new Set(
        recorder.messages
          .map((message) => JSON.parse(message.value ?? '{}'))
          .filter((event) => event.type === 'MealUpserted' && event.producer === 'catalogue')
          .map((event) => event.data.mealId as string),
      );
      return ids.every((id) => seen.has(id)) ? seen : undefined;
    });
    expect(announced.size).toBeGreaterThanOrEqual(ids.length);
  });

  it('when the catalogue restarts on the same database, then it does not seed again', async () => {
    const before = (await api.get('/api/meals/')).body.length;
    const second = await startCatalogue(underTest.config, logger);
    const after = await request(`http://127.0.0.1:${second.port}`).get('/api/meals/');
    await second.close();
    expect(after.body.length).toBe(before);
  });

  it('when a catalogue seeded before the weekly menu starts, then its demo meals get their rest weeks once, announced', async () => {
    const seeded = (await api.get('/api/meals/')).body as Meal[];
    const restWeeks = new Map(seeded.map((meal) => [meal.id, meal.menu_rest_week]));
    // The database as an older catalogue left it: no rest weeks, no marker.
    const connection = await mongoose.createConnection(underTest.config.MONGO_URL).asPromise();
    try {
      await connection.collection('meals').updateMany({}, { $unset: { menuRestWeek: '' } });
      await connection.collection('seed_markers').deleteOne({ _id: 'demo-menu-rest-weeks-v1' as never });
      const upgraded = await startCatalogue(underTest.config, logger);
      const after = (await request(`http://127.0.0.1:${upgraded.port}`).get('/api/meals/')).body as Meal[];
      expect(after.map((meal) => [meal.id, meal.menu_rest_week])).toEqual([...restWeeks]);
      const announced = await eventually('MealUpserted with the rest weeks', () => {
        const found = recorder.messages
          .map((message) => JSON.parse(message.value ?? '{}'))
          .filter((event) => event.correlationId === 'backfill:demo-menu-rest-weeks-v1');
        return found.length === seeded.length ? found : undefined;
      });
      await upgraded.close();
      expect(announced.every((event) => event.data.menuRestWeek === restWeeks.get(event.data.mealId))).toBe(
        true,
      );
      // Again: the marker stops it, so a rest week staff take off later stays off.
      await connection
        .collection('meals')
        .updateOne({ _id: new mongoose.Types.ObjectId(seeded[0]!.id) }, { $set: { menuRestWeek: null } });
      const again = await startCatalogue(underTest.config, logger);
      const first = (await request(`http://127.0.0.1:${again.port}`).get(`/api/meals/${seeded[0]!.id}`))
        .body as Meal;
      await again.close();
      expect(first.menu_rest_week).toBeNull();
    } finally {
      await connection.close();
    }
  });
});
