import { DEFAULT_PLAN } from '@mealbox/contracts/plan-choice';
import type { MealPlanPricingRow } from '@mealbox/contracts';
import { offeredCounts, perMealPence, sizePremiumPence, withOfferedCount } from './plan-prices';

const row = (meal_count: number, standard: string, large: string, lean: string): MealPlanPricingRow => ({
  id: `row-${meal_count}`,
  meal_count,
  base_price: '75.99',
  standard_price: standard,
  large_price: large,
  lean_price: lean,
});

describe('what the choices show from the live pricing rows', () => {
  const eight = row(8, '9.50', '11.49', '11.49');

  it('when a size is chosen, then its per-meal price is the row’s, in pence', () => {
    expect(perMealPence(eight, 'S')).toBe(950);
    expect(perMealPence(eight, 'L')).toBe(1149);
    expect(perMealPence(eight, 'LEAN')).toBe(1149);
  });

  it('when the row prices Large and Lean above Standard, then the premium is the difference (1.99 by default)', () => {
    expect(sizePremiumPence(eight, 'S')).toBe(0);
    expect(sizePremiumPence(eight, 'L')).toBe(199);
    expect(sizePremiumPence(row(6, '10.00', '12.50', '11.75'), 'LEAN')).toBe(175);
  });

  it('when decimals would trip floating point (0.1 + 0.2), then the pence are still exact', () => {
    expect(sizePremiumPence(row(6, '0.10', '0.30', '0.30'), 'L')).toBe(20);
  });

  it('when staff price a size below Standard, then it shows no premium rather than a negative one', () => {
    expect(sizePremiumPence(row(6, '10.00', '9.00', '9.00'), 'L')).toBe(0);
  });
});

describe('which meal counts are offered', () => {
  it('when the rows have not loaded, then the spec’s six counts are offered', () => {
    expect(offeredCounts(undefined)).toEqual([6, 8, 10, 12, 15, 18]);
  });

  it('when the rows are in, then only priced counts are offered, in order', () => {
    expect(offeredCounts([row(12, '1.00', '1.00', '1.00'), row(6, '1.00', '1.00', '1.00')])).toEqual([6, 12]);
  });

  it('when the chosen count is priced, then the plan is unchanged', () => {
    expect(withOfferedCount(DEFAULT_PLAN, [6, 8, 10])).toBe(DEFAULT_PLAN);
  });

  it('when the chosen count is not priced, then it moves to 8, or to the first count on offer', () => {
    const fifteen = { ...DEFAULT_PLAN, number_of_meals: 15 as const };
    expect(withOfferedCount(fifteen, [6, 8, 10]).number_of_meals).toBe(8);
    expect(withOfferedCount(fifteen, [10, 12]).number_of_meals).toBe(10);
  });
});
