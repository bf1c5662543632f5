import { PLAN, subscription } from '../subscription/subscription-fixtures';
import { planKeyOf } from './plan-key';
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

describe('planKeyOf', () => {
  it('when the subscription has not answered yet, then there is no key, so the recipes wait for it', () => {
    expect(planKeyOf({ status: 'loading', subscription: undefined })).toBeNull();
  });

  it('when it failed, is missing or changes its meals, then the key says so and differs', () => {
    expect(planKeyOf({ status: 'error', subscription: undefined })).toBe('unknown');
    expect(planKeyOf({ status: 'success', subscription: null })).toBe('none');
    const eight = planKeyOf({ status: 'success', subscription: subscription() });
    const fifteen = planKeyOf({
      status: 'success',
      subscription: subscription({ plan: { ...PLAN, number_of_meals: 15 } }),
    });
    expect(eight).toBe('active:8');
    expect(fifteen).toBe('active:15');
    const cancelled = planKeyOf({
      status: 'success',
      subscription: subscription({ status: 'cancelled', plan: { ...PLAN, number_of_meals: 15 } }),
    });
    expect(cancelled).toBe('cancelled:15');
  });
});
