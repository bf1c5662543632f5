import { Types } from 'mongoose';
import { TOPICS } from '@mealbox/contracts';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { TEST_KAFKA, eventually, recordTopic } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../../test/catalogue-harness';
import type { CatalogueUnderTest } from '../../test/catalogue-harness';
import { declaredFoodInformation } from '../../test/declared-food';
import { seedMarkerModel } from '../data/seed-marker-model';
import { mealDraftSchema } from '../domain/meal-draft';
import { backfillDemoFoodInformation } from './backfill-demo-food-information';
import type { SeedMealSource } from './seed-catalogue';

describe('backfilling demo meals seeded before food information', () => {
  let underTest: CatalogueUnderTest;
  let bus: EventBus;
  let mealEvents: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-food-backfill-test', logger });
    await bus.ensureTopics([TOPICS.catalogueMeals]);
    mealEvents = await recordTopic(bus, TOPICS.catalogueMeals);
    underTest = await startCatalogueUnderTest();
  });

  afterAll(async () => {
    await mealEvents.stop();
    await bus.close();
    await underTest.stop();
  });

  it('when a seeded meal has no food information, then it gets the seed’s declaration once, announced with MealUpserted', async () => {
    const { writeDeps } = underTest.catalogue;
    const key = `backfill-${new Types.ObjectId().toHexString()}`;
    const food = declaredFoodInformation({ milk: 'contains' }, { containsMeat: true });
    const draft = mealDraftSchema.parse({
      name: 'Chicken with cream sauce',
      category: 'main_course',
      status: 'available',
      calories: 600,
      protein: 40,
      carbohydrates: 30,
      fat: 25,
      ingredients: 'Chicken, cream (milk), thyme',
      food_information: food,
    });
    // A meal as a catalogue seeded before food information stored it: no declaration, older ingredients text.
    const _id = new Types.ObjectId();
    const now = new Date();
    await writeDeps.meals.collection.insertOne({
      _id,
      ...{ name: draft.name, description: '', category: 'main_course', status: 'available' },
      ...{ calories: 600, protein: 40, carbohydrates: 30, fat: 25, ingredients: 'Chicken, cream, thyme' },
      ...{ isVegan: false, isGlutenFree: true, isDairyFree: false, menuRestWeek: null, imageVersion: 'v1' },
      ...{ revision: 4, seedKey: key, deleted: false, createdAt: now, updatedAt: now, outbox: [] },
    });
    const source = (): SeedMealSource[] => [
      { key, draft, image: { contentType: 'image/png', bytes: Buffer.from('') } },
    ];
    const deps = { ...writeDeps, markers: seedMarkerModel(writeDeps.meals.db), logger };

    expect(await backfillDemoFoodInformation(deps, source)).toBe(1);
    const stored = await writeDeps.meals.findById(_id).lean();
    expect(stored).toMatchObject({ revision: 5, ingredients: draft.ingredients, foodInformation: food });
    const [event] = await eventually('MealUpserted for the backfilled meal', () => {
      const found = mealEvents.messages.filter((message) => message.key === _id.toHexString());
      return found.length > 0 ? found : undefined;
    });
    expect(JSON.parse(event?.value ?? '{}').data).toMatchObject({ revision: 5, foodInformation: food });

    // Once done, it never runs again.
    await writeDeps.meals.updateOne({ _id }, { $set: { foodInformation: null, status: 'not_available' } });
    expect(await backfillDemoFoodInformation(deps, source)).toBe(0);
  });
});
