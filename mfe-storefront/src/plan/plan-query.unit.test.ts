import { DEFAULT_PLAN, type PlanChoice } from '@mealbox/contracts/plan-choice';
import { initialPlan, mealsFromQuery, planPath } from './plan-query';

describe('the meals query parameter (/join-now/plans/?meals=10)', () => {
  it.each([
    ['6', 6],
    ['8', 8],
    ['10', 10],
    ['12', 12],
    ['15', 15],
    ['18', 18],
  ])('when meals=%s, then %d meals are preselected', (value, meals) => {
    expect(mealsFromQuery(value)).toBe(meals);
  });

  it.each([
    null,
    undefined,
    '',
    '7',
    '14',
    '0',
    '-8',
    '10.0',
    '10.5',
    ' 10',
    '10 ',
    '1e1',
    '0x0a',
    'ten',
    '010',
  ])('when meals=%p, then nothing is preselected', (value) => {
    expect(mealsFromQuery(value)).toBeUndefined();
  });

  it('when the pricing rows offer fewer counts, then only those can be preselected', () => {
    expect(mealsFromQuery('18', [6, 8, 10])).toBeUndefined();
    expect(mealsFromQuery('10', [6, 8, 10])).toBe(10);
  });

  it('when a link to the plan builder is made, then it carries the count', () => {
    expect(planPath()).toBe('/join-now/plans/');
    expect(planPath(10)).toBe('/join-now/plans/?meals=10');
  });
});

describe('the plan the page opens with', () => {
  const kept: PlanChoice = {
    protein_preference: 'VO',
    meal_size: 'LEAN',
    number_of_meals: 15,
    discount_code: 'CHEF24',
  };

  it('when nothing is kept and no count is asked for, then the defaults (MV, Standard, 8)', () => {
    expect(initialPlan(null, undefined)).toEqual(DEFAULT_PLAN);
  });

  it('when a plan is kept, then it is the one shown', () => {
    expect(initialPlan(kept, undefined)).toEqual(kept);
  });

  it('when a link asks for a count, then that count is chosen and the other kept choices stay', () => {
    expect(initialPlan(kept, 10)).toEqual({ ...kept, number_of_meals: 10 });
    expect(initialPlan(null, 12)).toEqual({ ...DEFAULT_PLAN, number_of_meals: 12 });
  });
});
