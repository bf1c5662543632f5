import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import {
  ALLERGEN_KEYS,
  TOPICS,
  allergenField,
  foodInformationDtoSchema,
  mealSchema,
  menuTurnWeekOf,
  missingAllergenMessage,
} from '@mealbox/contracts';
import type { AllergenDeclaration, FoodInformation, Meal } from '@mealbox/contracts';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { eventually, jwt, recordTopic, TEST_KAFKA } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueUnderTest } from '../test/catalogue-harness';
import { declaredFoodFields } from '../test/declared-food';

type Fields = Record<string, string>;

const REQUIRED = ['This field is required.'];
const FOOD_REQUIRED_FIELDS = [
  'contains_meat',
  'contains_other_animal_products',
  'net_weight_g',
  'cooking_time_minutes',
  'saturates',
  'sugars',
  'salt',
];

/** A meal's spec fields as the staff form sends them. */
const mealFields = (name: string, ingredients: string, changes: Fields = {}): Fields => ({
  name,
  description: 'A test meal.',
  category: 'main_course',
  status: 'available',
  calories: '540',
  protein: '30',
  carbohydrates: '60',
  fat: '18',
  ingredients,
  ...changes,
});

describe('catalogue food information (allergens) on the real MongoDB-wire server and Kafka', () => {
  let underTest: CatalogueUnderTest;
  let api: ReturnType<typeof request>;
  let bus: EventBus;
  let allergenChanges: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-food-information-test', logger });
    await bus.ensureTopics([TOPICS.catalogueMealAllergenChanges]);
    allergenChanges = await recordTopic(bus, TOPICS.catalogueMealAllergenChanges);
    underTest = await startCatalogueUnderTest();
    ({ api } = underTest);
  });

  afterAll(async () => {
    await allergenChanges.stop();
    await bus.close();
    await underTest.stop();
  });

  const admin = () => ({ ...jwt(underTest.identity.token('admin')), 'x-correlation-id': randomUUID() });
  const create = (fields: Fields) => api.post('/api/meals/').set(admin()).field(fields);
  const change = (id: string, fields: Fields) => api.patch(`/api/meals/${id}/`).set(admin()).field(fields);
  const storedMeals = () => underTest.catalogue.writeDeps.meals.countDocuments();
  const storedMeal = (id: string) =>
    underTest.catalogue.writeDeps.meals.findById(id).select({ outbox: 0, outboxPending: 0 }).lean();
  const allergenEvents = (mealId: string) =>
    allergenChanges.messages
      .filter((message) => message.key === mealId)
      .map((message) => JSON.parse(message.value ?? '{}'));
  const tag = () => `Food ${randomUUID().slice(0, 8)}`;
  const withoutField = (fields: Fields, ...names: string[]) =>
    Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

  describe('saving a meal', () => {
    it('when a meal on the menu has an incomplete declaration, then 400 names each missing field and nothing is stored', async () => {
      const before = await storedMeals();
      const partial = withoutField(
        { ...mealFields(tag(), 'Lentils, rice'), ...declaredFoodFields() },
        allergenField('celery'),
        'net_weight_g',
      );
      const res = await create(partial);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.errors).toEqual({
        allergen_celery: [missingAllergenMessage('celery')],
        net_weight_g: REQUIRED,
        non_field_errors: [
          'A meal that is available or sold out needs a complete allergen and food declaration.',
        ],
      });

      const none = await create(mealFields(tag(), 'Lentils, rice', { status: 'sold_out' }));
      expect(none.status).toBe(400);
      expect(Object.keys(none.body.errors).sort()).toEqual(
        [...ALLERGEN_KEYS.map(allergenField), ...FOOD_REQUIRED_FIELDS, 'non_field_errors'].sort(),
      );
      expect(none.body.errors.allergen_sulphites).toEqual([missingAllergenMessage('sulphites')]);
      expect(none.body.errors.salt).toEqual(REQUIRED);
      expect(await storedMeals()).toBe(before);
    });

    it('when a draft that is not available has no food information, then it is saved, and publishing it is refused', async () => {
      const draft = await create(mealFields(tag(), 'Lentils, rice', { status: 'not_available' }));
      expect(draft.status).toBe(201);
      expect(draft.body.food_information).toBeNull();
      const stored = await storedMeal(draft.body.id);

      for (const status of ['available', 'sold_out']) {
        const published = await change(draft.body.id, { status });
        expect(published.status).toBe(400);
        expect(published.body.errors[allergenField('milk')]).toEqual([missingAllergenMessage('milk')]);
        expect(published.body.errors.cooking_time_minutes).toEqual(REQUIRED);
      }
      expect(await storedMeal(draft.body.id)).toEqual(stored);

      // Declared and published in one change, it goes on the menu.
      const declared = await change(draft.body.id, { status: 'available', ...declaredFoodFields() });
      expect(declared.status).toBe(200);
      expect(declared.body.food_information.allergens.milk).toBe('free');
    });

    it('when a draft sends part of a declaration, then 400 says any it has must be complete', async () => {
      const res = await create({
        ...mealFields(tag(), 'Lentils, rice', { status: 'not_available' }),
        allergen_milk: 'free',
        salt: '1.1',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.non_field_errors).toEqual([
        'A meal that is not available may be saved without food information, but any it has must be complete.',
      ]);
      expect(res.body.errors.allergen_milk).toBeUndefined();
      expect(res.body.errors.allergen_eggs).toEqual([missingAllergenMessage('eggs')]);
    });

    it('when the ingredients contradict the declaration, then 400 names the contradiction and nothing changes', async () => {
      const before = await storedMeals();
      const contradicting = await create({
        ...mealFields(tag(), 'Rice, butter (milk)'),
        ...declaredFoodFields(),
      });
      expect(contradicting.status).toBe(400);
      expect(contradicting.body.errors).toEqual({
        allergen_milk: ['The ingredients name milk: declare it as "contains".'],
      });
      const unnamed = await create({
        ...mealFields(tag(), 'Rice, peas'),
        ...declaredFoodFields({ gluten: 'contains' }),
      });
      expect(unnamed.body.errors.gluten_cereals).toEqual([expect.stringMatching(/^Name the cereal/)]);
      expect(unnamed.body.errors.ingredients).toEqual([
        expect.stringMatching(/contains cereals containing gluten/),
      ]);
      expect(await storedMeals()).toBe(before);

      const meal = (await create({ ...mealFields(tag(), 'Rice, peas'), ...declaredFoodFields() }).expect(201))
        .body;
      const stored = await storedMeal(meal.id);
      const edited = await change(meal.id, { ingredients: 'Rice, peas, cream (milk)' });
      expect(edited.status).toBe(400);
      expect(edited.body.errors).toEqual({
        allergen_milk: ['The ingredients name milk: declare it as "contains".'],
      });
      expect(await storedMeal(meal.id)).toEqual(stored);
    });

    it('when a meal is declared, then vegan, gluten-free and dairy-free follow from it whatever the form sends', async () => {
      const vegan = await create({
        ...mealFields(tag(), 'Tofu (soya), rice', {
          is_vegan: 'false',
          is_gluten_free: 'false',
          is_dairy_free: 'false',
        }),
        ...declaredFoodFields({ soya: 'contains' }),
      });
      expect(vegan.status).toBe(201);
      expect(vegan.body).toMatchObject({ is_vegan: true, is_gluten_free: true, is_dairy_free: true });
      const pudding = await create({
        ...mealFields(tag(), 'Rice, cream (milk), sugar', { is_vegan: 'true', is_dairy_free: 'true' }),
        ...declaredFoodFields({ milk: 'contains' }),
      });
      expect(pudding.body).toMatchObject({ is_vegan: false, is_gluten_free: true, is_dairy_free: false });
      expect(pudding.body.food_information.suitable_for).toEqual(['vegetarian', 'gluten_free', 'nut_free']);
      // Sending the flag again changes nothing: it is not the meal's to set while it has a declaration.
      const again = await change(pudding.body.id, { is_vegan: 'true' });
      expect(again.body).toEqual(pudding.body);
    });
  });

  describe('the menu', () => {
    const name = tag();
    let meals: Record<'noodles' | 'tofu' | 'salmon' | 'pudding' | 'draft', Meal>;
    // A date whose menu week the salmon rests.
    const restingDay = '2026-12-09';

    beforeAll(async () => {
      const save = async (fields: Fields) => (await create(fields).expect(201)).body as Meal;
      meals = {
        noodles: await save({
          ...mealFields(`${name} Peanut noodles`, 'Egg noodles (wheat, egg), peanuts'),
          ...declaredFoodFields(
            { gluten: 'contains', eggs: 'contains', peanuts: 'contains' },
            { glutenCereals: ['wheat'] },
          ),
        }),
        tofu: await save({
          ...mealFields(`${name} Sesame tofu`, 'Tofu (soya), rice'),
          ...declaredFoodFields({ soya: 'contains', sesame: 'may_contain' }),
        }),
        salmon: await save({
          ...mealFields(`${name} Salmon rice`, 'Salmon (fish), rice', {
            menu_rest_week: String(menuTurnWeekOf(restingDay)),
          }),
          ...declaredFoodFields({ fish: 'contains' }),
        }),
        pudding: await save({
          ...mealFields(`${name} Rice pudding`, 'Rice, cream (milk), sugar', { category: 'dessert' }),
          ...declaredFoodFields({ milk: 'contains' }),
        }),
        draft: await save(mealFields(`${name} Undeclared draft`, 'Rice', { status: 'not_available' })),
      };
    });

    const menu = async (query: Record<string, string>) => {
      const res = await api.get('/api/meals/').query({ search: name, ...query });
      expect(res.status).toBe(200);
      const names = (res.body as Meal[]).map((meal) => meal.name.slice(name.length + 1));
      expect(res.headers['x-total-count']).toBe(String(names.length));
      return names;
    };

    it('when the menu and one meal are read, then each carries its food information and an undeclared draft is not shown', async () => {
      const res = await api.get('/api/meals/').query({ search: name });
      for (const meal of res.body as Meal[]) expect(mealSchema.strict().parse(meal)).toEqual(meal);
      expect((res.body as Meal[]).map((meal) => meal.id).sort()).toEqual(
        [meals.noodles.id, meals.tofu.id, meals.salmon.id, meals.pudding.id].sort(),
      );
      const one = await api.get(`/api/meals/${meals.tofu.id}`).expect(200);
      const food = foodInformationDtoSchema.parse(one.body.food_information);
      expect(food.allergens).toMatchObject({ soya: 'contains', sesame: 'may_contain', milk: 'free' });
      expect(food).toMatchObject({ net_weight_g: 420, cooking_time_minutes: 25, contains_meat: false });
      expect(food.suitable_for).toEqual(['vegan', 'vegetarian', 'gluten_free', 'dairy_free', 'nut_free']);
      expect(food.nutrition.per_portion).toMatchObject({ energy_kcal: 540, protein: 30, salt: 1.25 });
      expect((await api.get(`/api/meals/${meals.draft.id}`)).status).toBe(404);
    });

    it('when filtered by free-from and suitability, alone, combined and with the week and category, then only matching meals come', async () => {
      expect(await menu({ free_from: 'peanuts' })).toEqual(['Rice pudding', 'Salmon rice', 'Sesame tofu']);
      // "May contain" is not free from.
      expect(await menu({ free_from: 'sesame' })).toEqual(['Peanut noodles', 'Rice pudding', 'Salmon rice']);
      expect(await menu({ free_from: 'peanuts,sesame' })).toEqual(['Rice pudding', 'Salmon rice']);
      expect(await menu({ free_from: 'sesame,peanuts' })).toEqual(['Rice pudding', 'Salmon rice']);
      expect(await menu({ suitable_for: 'vegan' })).toEqual(['Sesame tofu']);
      expect(await menu({ suitable_for: 'vegetarian' })).toEqual([
        'Peanut noodles',
        'Rice pudding',
        'Sesame tofu',
      ]);
      expect(await menu({ free_from: 'milk', suitable_for: 'vegetarian' })).toEqual([
        'Peanut noodles',
        'Sesame tofu',
      ]);
      expect(await menu({ suitable_for: 'gluten_free' })).toEqual([
        'Rice pudding',
        'Salmon rice',
        'Sesame tofu',
      ]);
      expect(await menu({ suitable_for: 'gluten_free', week: restingDay })).toEqual([
        'Rice pudding',
        'Sesame tofu',
      ]);
      expect(await menu({ suitable_for: 'gluten_free', category: 'dessert' })).toEqual(['Rice pudding']);
      const page = await api
        .get('/api/meals/')
        .query({ search: name, suitable_for: 'gluten_free', page_size: 1, page: 2 });
      expect((page.body as Meal[]).map((meal) => meal.id)).toEqual([meals.salmon.id]);
      expect(page.headers['x-total-count']).toBe('3');
    });

    it('when a filter names an unknown allergen or diet, then 400 names it', async () => {
      const allergen = await api.get('/api/meals/').query({ free_from: 'peanuts,marzipan' });
      expect(allergen.status).toBe(400);
      expect(JSON.stringify(allergen.body)).toContain('Unknown allergen: marzipan');
      const diet = await api.get('/api/meals/').query({ suitable_for: 'keto' });
      expect(diet.status).toBe(400);
      expect(JSON.stringify(diet.body)).toContain('Unknown diet: keto');
    });

    it('when staff filter the admin list by allergens, then meals that contain or may contain any of them come', async () => {
      const adminList = async (allergens: string) => {
        const res = await api.get('/api/admin/meals/').set(admin()).query({ search: name, allergens });
        expect(res.status).toBe(200);
        return (res.body.meals as Meal[]).map((meal) => meal.name.slice(name.length + 1));
      };
      expect(await adminList('peanuts,sesame')).toEqual(['Peanut noodles', 'Sesame tofu']);
      expect(await adminList('fish')).toEqual(['Salmon rice']);
      expect(await adminList('lupin')).toEqual([]);
      expect(await adminList('')).toHaveLength(5);
      const unknown = await api.get('/api/admin/meals/').set(admin()).query({ allergens: 'marzipan' });
      expect(unknown.status).toBe(400);
      expect(JSON.stringify(unknown.body)).toContain('Unknown allergen: marzipan');
    });
  });

  describe('allergen changes', () => {
    it('when a meal is declared and its allergens later change, then MealAllergensChanged is published once each time, and not for an unrelated edit', async () => {
      const meal = (
        await create({
          ...mealFields(tag(), 'Rice, cream (milk)'),
          ...declaredFoodFields({ milk: 'contains', sesame: 'may_contain' }),
        }).expect(201)
      ).body as Meal;
      const [first] = await eventually('the first declaration', () => {
        const found = allergenEvents(meal.id);
        return found.length > 0 ? found : undefined;
      });
      expect(first).toMatchObject({
        type: 'MealAllergensChanged',
        producer: 'catalogue',
        data: { mealId: meal.id, revision: 1, name: meal.name, previous: null, added: ['milk', 'sesame'] },
      });

      // Unrelated edits: the name, the salt, and the same levels sent again.
      await change(meal.id, { name: `${meal.name} (new)`, salt: '0.9', allergen_milk: 'contains' }).expect(
        200,
      );
      const changed = await change(meal.id, {
        allergen_sesame: 'contains',
        allergen_mustard: 'may_contain',
        allergen_milk: 'free',
        ingredients: 'Rice, sesame seeds',
      }).expect(200);
      expect(changed.body.food_information.allergens).toMatchObject({ sesame: 'contains', milk: 'free' });

      const events = await eventually('the change of allergens', () => {
        const found = allergenEvents(meal.id);
        return found.length >= 2 ? found : undefined;
      });
      const previous: AllergenDeclaration = first.data.allergens;
      expect(events).toHaveLength(2);
      expect(events[1].data).toEqual({
        mealId: meal.id,
        revision: 3,
        name: `${meal.name} (new)`,
        allergens: { ...previous, sesame: 'contains', mustard: 'may_contain', milk: 'free' },
        previous,
        added: ['mustard', 'sesame'],
      });
      const stored = (await storedMeal(meal.id)) as { foodInformation: FoodInformation; revision: number };
      expect(stored.revision).toBe(3);
      expect(stored.foodInformation.salt).toBe(0.9);
    });
  });
});
