import { PLAN, subscription } from '../subscription/subscription-fixtures';
import { recipesToShow } from './recipes-to-show';
import { durationWords, recipeFacts } from './recipe-words';
import { isWeeklyRecipes } from './weekly-recipes-answer';

/** An answer of GET /api/meals/recipes/ as the catalogue writes it. */
const RECIPE = {
  meal_id: '64b7f0c2a1b2c3d4e5f60718',
  meal_name: 'Turkey Chilli with Brown Rice',
  serves: 2,
  prep_minutes: 10,
  cook_minutes: 35,
  ingredients: [{ quantity: '250 g', item: 'turkey breast mince' }],
  steps: ['Cook the rice.', 'Make the chilli.'],
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('recipe words', () => {
  it('when a time is under an hour, then it reads in minutes; an hour or more, in hours and minutes', () => {
    expect(durationWords(45)).toBe('45 min');
    expect(durationWords(60)).toBe('1 hr');
    expect(durationWords(70)).toBe('1 hr 10 min');
  });

  it('when a recipe has prep and cooking, then its card says how many it serves and both times with the total', () => {
    expect(recipeFacts(RECIPE)).toEqual({
      serves: 'Serves 2',
      time: 'Ready in 45 min (10 min prep, 35 min cooking)',
    });
  });

  it('when a recipe needs no cooking, then its card gives the total alone', () => {
    expect(recipeFacts({ serves: 1, prep_minutes: 10, cook_minutes: 0 }).time).toBe('Ready in 10 min');
  });
});

describe('isWeeklyRecipes', () => {
  it('when the catalogue answers the week and its recipes, then the answer is accepted', () => {
    expect(isWeeklyRecipes({ week: '2026-11-23', recipes: [RECIPE] })).toBe(true);
    expect(isWeeklyRecipes({ week: '2026-11-23', recipes: [] })).toBe(true);
  });

  it('when a recipe lacks its method or an ingredient its quantity, then the answer is refused', () => {
    const { steps: _steps, ...noSteps } = RECIPE;
    expect(isWeeklyRecipes({ week: '2026-11-23', recipes: [noSteps] })).toBe(false);
    const noQuantity = { ...RECIPE, ingredients: [{ item: 'rice' }] };
    expect(isWeeklyRecipes({ week: '2026-11-23', recipes: [noQuantity] })).toBe(false);
    expect(isWeeklyRecipes([RECIPE])).toBe(false);
  });
});

describe('recipesToShow', () => {
  const withMeals = (meals: number) => subscription({ plan: { ...PLAN, number_of_meals: meals } });

  it('when the subscription has not answered yet, then the recipes wait for it; when it failed, the catalogue is asked', () => {
    expect(recipesToShow({ status: 'loading', subscription: undefined })).toEqual({ kind: 'wait' });
    expect(recipesToShow({ status: 'error', subscription: undefined })).toEqual({
      kind: 'ask',
      key: 'unknown',
    });
  });

  it('when there is no subscription, fewer than 15 meals or a cancelled one, then the recipes are not on the plan and nothing is asked', () => {
    expect(recipesToShow({ status: 'success', subscription: null })).toEqual({ kind: 'not-on-plan' });
    expect(recipesToShow({ status: 'success', subscription: withMeals(10) })).toEqual({
      kind: 'not-on-plan',
    });
    const cancelled = subscription({ status: 'cancelled', plan: { ...PLAN, number_of_meals: 15 } });
    expect(recipesToShow({ status: 'success', subscription: cancelled })).toEqual({ kind: 'not-on-plan' });
  });

  it('when the plan holds 15 meals, then the catalogue is asked under a key of the plan', () => {
    expect(recipesToShow({ status: 'success', subscription: withMeals(15) })).toEqual({
      kind: 'ask',
      key: 'active:15:',
    });
  });

  it('when a change to 15 is pending, then the catalogue is asked, with the day of the first box that opens them', () => {
    const changing = subscription({
      pending_plan_change: {
        plan: { ...PLAN, number_of_meals: 18 },
        from: '2026-03-09',
        first_delivery_date: '2026-03-12',
      },
    });
    expect(recipesToShow({ status: 'success', subscription: changing })).toEqual({
      kind: 'ask',
      key: 'active:8:18',
      opensWithBoxOn: '2026-03-12',
    });
  });
});
