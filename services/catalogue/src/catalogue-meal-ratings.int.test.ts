import { Types } from 'mongoose';
import type request from 'supertest';
import { TOPICS } from '@mealbox/contracts';
import type { MealRatedData } from '@mealbox/contracts';
import { createEvent, createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { TEST_KAFKA, eventually } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueUnderTest } from '../test/catalogue-harness';
import { mealDraftSchema } from './domain/meal-draft';
import { declaredFoodInformation } from '../test/declared-food';
import { saveMeal } from './domain/save-meal';

const origin = { producer: 'ordering', correlationId: 'catalogue-meal-ratings-test' };
const newId = () => new Types.ObjectId().toHexString();

describe('meal ratings in the catalogue, counted from ordering’s MealRated events', () => {
  let underTest: CatalogueUnderTest;
  let api: ReturnType<typeof request>;
  let bus: EventBus;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-meal-ratings-test', logger });
    await bus.ensureTopics([TOPICS.orderingOrders]);
    underTest = await startCatalogueUnderTest();
    ({ api } = underTest);
  });

  afterAll(async () => {
    await bus.close();
    await underTest.stop();
  });

  async function newMeal(): Promise<string> {
    const draft = mealDraftSchema.parse({
      name: `Rated meal ${newId()}`,
      category: 'main_course',
      status: 'available',
      calories: 550,
      protein: 40,
      carbohydrates: 50,
      fat: 20,
      ingredients: 'Lentils, rice',
      food_information: declaredFoodInformation(),
    });
    const saved = await saveMeal(underTest.catalogue.writeDeps, {
      draft,
      correlationId: origin.correlationId,
    });
    return saved._id.toHexString();
  }

  const mealRated = (data: Omit<MealRatedData, 'userId' | 'ratedAt'>) =>
    createEvent('MealRated', { ...data, userId: newId(), ratedAt: new Date().toISOString() }, origin);
  /** Publishes on ordering's topic, keyed by the order as ordering does: one order's events stay in order. */
  const publish = (...events: Array<ReturnType<typeof mealRated>>) =>
    bus.publish(
      events.map((event) => ({
        topic: TOPICS.orderingOrders,
        key: event.data.orderId,
        value: JSON.stringify(event),
      })),
    );
  const ratingOf = async (mealId: string) => (await api.get(`/api/meals/${mealId}`)).body.rating;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

  it('when nobody has rated a meal, then every meal answer shows no average and a count of nought', async () => {
    const mealId = await newMeal();
    expect(await ratingOf(mealId)).toEqual({ average: null, count: 0 });
    const listed = await api.get('/api/meals/').query({ search: 'Rated meal' });
    expect(listed.body.find((meal: { id: string }) => meal.id === mealId).rating).toEqual({
      average: null,
      count: 0,
    });
  });

  it('when ratings of three orders arrive, then the meal shows their average to one decimal and the count, in the menu and to staff', async () => {
    const mealId = await newMeal();
    await publish(
      mealRated({ orderId: newId(), mealId, stars: 5, previousStars: null, version: 1 }),
      mealRated({ orderId: newId(), mealId, stars: 4, previousStars: null, version: 1 }),
      mealRated({ orderId: newId(), mealId, stars: 4, previousStars: null, version: 1 }),
    );
    await eventually('three ratings', async () => (await ratingOf(mealId)).count === 3);
    expect(await ratingOf(mealId)).toEqual({ average: 4.3, count: 3 });

    const staff = await api
      .get('/api/admin/meals/')
      .query({ search: 'Rated meal', page_size: 100 })
      .set({ Authorization: `JWT ${underTest.identity.token('admin')}` });
    expect(staff.status).toBe(200);
    const row = staff.body.meals.find((meal: { id: string }) => meal.id === mealId);
    expect(row.rating).toEqual({ average: 4.3, count: 3 });
  });

  it('when the same MealRated arrives twice, then the second changes nothing', async () => {
    const mealId = await newMeal();
    const rated = mealRated({ orderId: newId(), mealId, stars: 2, previousStars: null, version: 1 });
    await publish(rated, rated);
    await publish(mealRated({ orderId: newId(), mealId, stars: 5, previousStars: null, version: 1 }));
    await eventually('two ratings', async () => (await ratingOf(mealId)).count === 2);
    await publish(rated);
    await settle();
    expect(await ratingOf(mealId)).toEqual({ average: 3.5, count: 2 });
  });

  it('when a customer rates again, then their stars are replaced, not added; an older version arriving late changes nothing', async () => {
    const mealId = await newMeal();
    const orderId = newId();
    const first = mealRated({ orderId, mealId, stars: 1, previousStars: null, version: 1 });
    const second = mealRated({ orderId, mealId, stars: 5, previousStars: 1, version: 2 });
    await publish(first, second);
    await eventually('the second rating', async () => (await ratingOf(mealId)).average === 5);
    expect(await ratingOf(mealId)).toEqual({ average: 5, count: 1 });

    await publish(first);
    await settle();
    expect(await ratingOf(mealId)).toEqual({ average: 5, count: 1 });
  });
});
