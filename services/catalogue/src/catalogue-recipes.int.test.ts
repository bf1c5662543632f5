import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { RECIPES_NEED_LARGE_PLAN, TOPICS, weeklyRecipesSchema } from '@mealbox/contracts';
import type {
  RecipeInput,
  SubscriptionCancelledData,
  SubscriptionPlanChangedData,
  SubscriptionStartedData,
} from '@mealbox/contracts';
import { createEvent, createKafkaEventBus, findSubscriberPlan } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import {
  TEST_KAFKA,
  documentedAnswerProblems,
  eventually,
  jwt,
  recordTopic,
  subscriptionBoxPaid,
} from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import { declaredFoodFields } from '../test/declared-food';
import type { CatalogueUnderTest } from '../test/catalogue-harness';
import { catalogueApiDocument } from './http/catalogue-api-document';

const origin = { producer: 'ordering', correlationId: 'catalogue-recipes-test' };
const plan = (numberOfMeals: number) => ({
  proteinPreference: 'MV' as const,
  mealSize: 'S' as const,
  numberOfMeals,
});
const newId = () => randomUUID().replace(/-/g, '').slice(0, 24);

/** A recipe no demo recipe shares a word with, so finding its words anywhere means it leaked. */
const RECIPE: RecipeInput = {
  serves: 2,
  prep_minutes: 10,
  cook_minutes: 20,
  ingredients: [
    { quantity: '300 g', item: 'quinoa' },
    { quantity: '1 tbsp', item: 'olive oil' },
  ],
  steps: [
    'Rinse the quinoa under the tap until the water runs clear.',
    'Simmer it for 15 minutes, then drain.',
  ],
};

describe('recipes: the Large plan’s perk, on the real MongoDB-wire server and Kafka', () => {
  let underTest: CatalogueUnderTest;
  let api: ReturnType<typeof request>;
  let bus: EventBus;
  let mealEvents: Awaited<ReturnType<typeof recordTopic>>;
  let mealId: string;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-recipes-test', logger });
    await bus.ensureTopics([TOPICS.orderingSubscriptions, TOPICS.catalogueMeals]);
    mealEvents = await recordTopic(bus, TOPICS.catalogueMeals);
    underTest = await startCatalogueUnderTest({ seedDemoMeals: true });
    ({ api } = underTest);
    // A meal of its own, on every week's menu, with a recipe staff write through the API.
    const meal = await api
      .post('/api/meals/')
      .set(admin())
      .field({
        ...declaredFoodFields(),
        name: `Quinoa test bowl ${newId()}`,
        category: 'main_course',
        status: 'available',
        calories: '450',
        protein: '15',
        carbohydrates: '60',
        fat: '12',
        ingredients: 'Quinoa, olive oil',
      })
      .expect(201);
    mealId = meal.body.id as string;
    await api.put(`/api/admin/meals/${mealId}/recipe/`).set(admin()).send(RECIPE).expect(200);
  }, 120_000);

  afterAll(async () => {
    await mealEvents.stop();
    await bus.close();
    await underTest.stop();
  });

  const admin = () => ({ ...jwt(underTest.identity.token('admin')), 'x-correlation-id': randomUUID() });
  const customer = (userId: string) => jwt(underTest.identity.token('customer', { sub: userId }));
  const recipesAs = (userId: string) => api.get('/api/meals/recipes/').set(customer(userId));

  const event = (at: string) => ({ ...origin, now: () => new Date(at) });
  const started = (userId: string, subscriptionId: string, meals: number, at: string) =>
    createEvent<'SubscriptionStarted', SubscriptionStartedData>(
      'SubscriptionStarted',
      {
        subscriptionId,
        userId,
        customerId: newId(),
        firstOrderId: newId(),
        plan: plan(meals),
        deliveryWeekday: 3,
        firstOrderDeliveryDate: '2026-12-02',
        firstDeliveryDate: '2026-12-09',
        startedAt: at,
      },
      event(at),
    );
  const planChanged = (userId: string, subscriptionId: string, from: number, to: number, at: string) =>
    createEvent<'SubscriptionPlanChanged', SubscriptionPlanChangedData>(
      'SubscriptionPlanChanged',
      {
        subscriptionId,
        userId,
        from: plan(from),
        to: plan(to),
        effectiveFrom: '2026-12-14',
        firstDeliveryDate: '2026-12-16',
        mealsClearedFor: [],
        changedAt: at,
      },
      event(at),
    );
  const cancelled = (userId: string, subscriptionId: string, at: string) =>
    createEvent<'SubscriptionCancelled', SubscriptionCancelledData>(
      'SubscriptionCancelled',
      { subscriptionId, userId, effectiveFrom: '2026-12-14', stillComing: [], cancelledAt: at },
      event(at),
    );
  /** Publishes on ordering's topic, all under one key (as ordering keys by subscription): they stay in order. */
  const publish = (key: string, ...events: Array<{ data: unknown }>) =>
    bus.publish(
      events.map((published) => ({
        topic: TOPICS.orderingSubscriptions,
        key,
        value: JSON.stringify(published),
      })),
    );
  const heldPlan = (userId: string) => findSubscriberPlan(underTest.catalogue.recipes, userId);

  function expectRefused(response: request.Response) {
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.detail).toBe(RECIPES_NEED_LARGE_PLAN);
    expect(JSON.stringify(response.body)).not.toContain('quinoa');
  }

  it('when a customer starts a subscription of 15 meals a week, then they read this week’s recipes, the staff-written one among them', async () => {
    const userId = newId();
    await publish(userId, started(userId, newId(), 15, '2026-11-20T10:00:00.000Z'));
    const answer = await eventually('the recipes', async () => {
      const response = await recipesAs(userId);
      return response.status === 200 ? response : undefined;
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    const { week, recipes } = weeklyRecipesSchema.parse(answer.body);
    expect(week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(recipes.find((recipe) => recipe.meal_id === mealId)).toMatchObject({
      serves: 2,
      prep_minutes: 10,
      cook_minutes: 20,
      ingredients: RECIPE.ingredients,
      steps: RECIPE.steps,
    });
    // The demo recipes of the meals on this week's menu (a quarter of the demo menu rests each week).
    expect(recipes.length).toBeGreaterThanOrEqual(8);
    expect(
      documentedAnswerProblems(
        catalogueApiDocument,
        { method: 'GET', path: '/api/meals/recipes/', status: 200 },
        answer.body,
      ),
    ).toEqual([]);
  });

  it('when a customer subscribes to 10 meals a week, then the recipes are refused with the Large plan’s message; a change to 15 opens them only once its first box is paid; cancelling closes them', async () => {
    const userId = newId();
    const subscriptionId = newId();
    await publish(subscriptionId, started(userId, subscriptionId, 10, '2026-11-20T10:00:00.000Z'));
    await eventually('the plan of 10', async () => (await heldPlan(userId))?.numberOfMeals === 10);
    expectRefused(await recipesAs(userId));

    // The change to 15 from a later box, nothing paid for it yet (then another customer's start on the same key:
    // once that one is held, the change was handled): still refused.
    const marker = newId();
    await publish(
      subscriptionId,
      planChanged(userId, subscriptionId, 10, 15, '2026-11-21T10:00:00.000Z'),
      started(marker, newId(), 6, '2026-11-21T11:00:00.000Z'),
    );
    await eventually('the marker', async () => (await heldPlan(marker)) !== null);
    expectRefused(await recipesAs(userId));

    // Its first box paid.
    await bus.publish([
      {
        topic: TOPICS.orderingOrders,
        key: subscriptionId,
        value: JSON.stringify(
          subscriptionBoxPaid({ userId, subscriptionId, numberOfMeals: 15, at: '2026-11-21T12:00:00.000Z' }),
        ),
      },
    ]);
    await eventually('the recipes after the box', async () => (await recipesAs(userId)).status === 200);

    await publish(subscriptionId, cancelled(userId, subscriptionId, '2026-11-22T10:00:00.000Z'));
    await eventually('the cancellation', async () => (await heldPlan(userId))?.cancelled === true);
    expectRefused(await recipesAs(userId));
  });

  it('when older or repeated subscription events arrive after the cancellation, then the customer stays refused', async () => {
    const userId = newId();
    const subscriptionId = newId();
    const start = started(userId, subscriptionId, 15, '2026-11-20T10:00:00.000Z');
    const change = planChanged(userId, subscriptionId, 15, 20, '2026-11-21T10:00:00.000Z');
    const cancel = cancelled(userId, subscriptionId, '2026-11-22T10:00:00.000Z');
    await publish(subscriptionId, start, cancel);
    await eventually('the cancellation', async () => (await heldPlan(userId))?.cancelled === true);
    const held = await heldPlan(userId);

    // Redelivered and late events, then one for another customer on the same key: once that one is held, the
    // ones before it were handled.
    const marker = newId();
    await publish(
      subscriptionId,
      start,
      change,
      cancel,
      started(marker, newId(), 6, '2026-11-23T10:00:00.000Z'),
    );
    await eventually('the marker', async () => (await heldPlan(marker)) !== null);
    expect(await heldPlan(userId)).toEqual(held);
    expectRefused(await recipesAs(userId));
  });

  it('when a signed-in customer without a subscription or a stranger asks, then they are refused (403, 401); staff read the recipes', async () => {
    expectRefused(await recipesAs(newId()));
    expect((await api.get('/api/meals/recipes/')).status).toBe(401);
    const staff = await api.get('/api/meals/recipes/').set(admin()).expect(200);
    expect(staff.body.recipes.some((recipe: { meal_id: string }) => recipe.meal_id === mealId)).toBe(true);
  });

  it('when the public menu, the meal and the meal events are read, then no recipe is in them', async () => {
    const menu = await api.get('/api/meals/').query({ page_size: 100 }).expect(200);
    const meal = await api.get(`/api/meals/${mealId}`).expect(200);
    for (const body of [menu.text, meal.text]) {
      expect(body).not.toMatch(/quinoa under the tap|"steps"|"serves"|"recipe/i);
    }
    await eventually('the new meal’s event', () =>
      mealEvents.messages.some((message) => message.value?.includes(mealId)),
    );
    for (const message of mealEvents.messages) expect(message.value).not.toMatch(/under the tap|"steps"/);
  });

  it('when staff send a recipe with an empty step, a long ingredient or no steps, then each problem is named at its field', async () => {
    const bad = await api
      .put(`/api/admin/meals/${mealId}/recipe/`)
      .set(admin())
      .send({
        ...RECIPE,
        steps: ['Rinse the quinoa.', '   '],
        ingredients: [{ quantity: '1', item: 'x'.repeat(121) }],
      })
      .expect(400);
    expect(bad.body.errors).toEqual({
      'steps.1': ['This field may not be blank.'],
      'ingredients.0.item': ['Ensure this field has no more than 120 characters.'],
    });
    const none = await api
      .put(`/api/admin/meals/${mealId}/recipe/`)
      .set(admin())
      .send({ ...RECIPE, steps: [], serves: 0, extra: true })
      .expect(400);
    expect(none.body.errors).toMatchObject({
      steps: ['Add at least one step.'],
      serves: ['Must serve at least 1.'],
      extra: ['This field is not allowed.'],
    });
    const kept = await api.get(`/api/admin/meals/${mealId}/recipe/`).set(admin()).expect(200);
    expect(kept.body.steps).toEqual(RECIPE.steps);
  });

  it('when staff edit a recipe, then the edit replaces it whole; a meal without one, or no meal, is a 404', async () => {
    const edited = { ...RECIPE, serves: 4, steps: [...RECIPE.steps, 'Fluff it up with a fork.'] };
    const saved = await api.put(`/api/admin/meals/${mealId}/recipe/`).set(admin()).send(edited).expect(200);
    expect(saved.body).toMatchObject({ meal_id: mealId, serves: 4, steps: edited.steps });
    expect((await api.get(`/api/admin/meals/${mealId}/recipe/`).set(admin())).body).toEqual(saved.body);

    const bare = await api
      .post('/api/meals/')
      .set(admin())
      .field({
        ...declaredFoodFields(),
        name: `No recipe ${newId()}`,
        category: 'dessert',
        status: 'available',
        calories: '200',
        protein: '2',
        carbohydrates: '30',
        fat: '8',
      })
      .expect(201);
    const missing = await api.get(`/api/admin/meals/${bare.body.id}/recipe/`).set(admin()).expect(404);
    expect(missing.body.detail).toBe('This meal has no recipe yet.');
    await api.put(`/api/admin/meals/${newId()}/recipe/`).set(admin()).send(RECIPE).expect(404);
    const customerWrite = await api
      .put(`/api/admin/meals/${mealId}/recipe/`)
      .set(customer(newId()))
      .send(RECIPE);
    expect(customerWrite.status).toBe(403);
  });
});
