import { DEFAULT_PLAN, MEAL_COUNTS, type PlanChoice } from '@mealbox/contracts/plan-choice';
import type { MealCount, MealPlanPricingRow, MealSize } from '@mealbox/contracts';
import { perMealPence as perMealPenceOfPrices, type PlanPrices } from '@mealbox/contracts/price-lines';

/**
 * What the choices show from the live pricing rows (never prices of our own): a row's per-meal price of a size,
 * and how much more a Large or Lean meal costs than a Standard one. Pence, read from the API's decimals exactly.
 */
const pence = (decimal: string): number => Math.round(Number(decimal) * 100);

/** A row's prices, in pence, as the pricing rule (contracts' `calculatePrice`) reads them. */
export function planPricesOfRow(row: MealPlanPricingRow): PlanPrices {
  return {
    mealCount: row.meal_count,
    basePricePence: pence(row.base_price),
    standardPricePence: pence(row.standard_price),
    largePricePence: pence(row.large_price),
    leanPricePence: pence(row.lean_price),
  };
}

/** A row's per-meal price of a size, by the pricing rule's own choice of column. */
export function perMealPence(row: MealPlanPricingRow, size: MealSize): number {
  return perMealPenceOfPrices(planPricesOfRow(row), size);
}

/** 0 for Standard; 199 for a Large meal at the default prices. */
export function sizePremiumPence(row: MealPlanPricingRow, size: MealSize): number {
  return Math.max(0, perMealPence(row, size) - pence(row.standard_price));
}

/**
 * The meal counts to offer: those of the spec's list that have a pricing row (a count without one cannot be
 * priced), or the whole list while the rows load or if they cannot be had (choosing is possible; the price
 * panel then says it cannot price).
 */
export function offeredCounts(rows: readonly MealPlanPricingRow[] | undefined): MealCount[] {
  if (!rows) return [...MEAL_COUNTS];
  const priced = new Set(rows.map((row) => row.meal_count));
  return MEAL_COUNTS.filter((count) => priced.has(count));
}

/** The plan, its count moved to the default (or the first on offer) if the rows do not price it. */
export function withOfferedCount(plan: PlanChoice, counts: readonly MealCount[]): PlanChoice {
  if (counts.length === 0 || counts.includes(plan.number_of_meals)) return plan;
  const fallback = counts.includes(DEFAULT_PLAN.number_of_meals)
    ? DEFAULT_PLAN.number_of_meals
    : (counts[0] as MealCount);
  return { ...plan, number_of_meals: fallback };
}
