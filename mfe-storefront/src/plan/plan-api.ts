import type { MealPlanPricingRow } from '@mealbox/contracts';
import { api, isDecimalPrice, unexpectedAnswer, type PriceRequest } from '@mealbox/web-kit';

/**
 * The plan page's calls to the catalogue beyond the price itself (web-kit's calculatePlanPrice, shared with the
 * purchase steps): the pricing rows, which say which counts exist and their per-meal prices. Shapes are checked
 * by hand (zod would ship to the browser for a few fields).
 */

const ROW_PRICES = ['base_price', 'standard_price', 'large_price', 'lean_price'] as const;

/** One string per distinct request, e.g. 'L|12|CHEF24'. */
export function priceRequestKey(request: PriceRequest): string {
  return `${request.meal_size}|${request.number_of_meals}|${request.discount_code ?? ''}`;
}

function isPricingRow(value: unknown): value is MealPlanPricingRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    Number.isInteger(row.meal_count) &&
    (row.meal_count as number) > 0 &&
    ROW_PRICES.every((field) => isDecimalPrice(row[field]))
  );
}

/** GET /api/meal-plan-pricing/, in meal-count order. */
export async function fetchPlanPricingRows(signal: AbortSignal): Promise<MealPlanPricingRow[]> {
  const rows = await api.get<unknown>('/api/meal-plan-pricing/', { signal });
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(isPricingRow))
    throw unexpectedAnswer('/api/meal-plan-pricing/');
  return [...rows].sort((a, b) => a.meal_count - b.meal_count);
}
