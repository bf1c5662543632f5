import type { MealPlanPricingRow } from '@mealbox/contracts';
import { formatPrice } from '@mealbox/web-kit';
import { checkPrice, penceToDecimal } from './price-input';

const pence = (decimal: string): number => {
  const check = checkPrice(decimal, Number.MAX_SAFE_INTEGER);
  return check.ok ? check.pence : 0;
};

/** '£59.99' from the API's '59.99'. */
export const money = (decimal: string): string => formatPrice(Number(decimal));

/** What a size costs over Standard per meal: '+£1.99 on Standard', or 'Same as Standard'. */
export function premiumLabel(row: MealPlanPricingRow, size: 'large_price' | 'lean_price'): string {
  const premium = pence(row[size]) - pence(row.standard_price);
  return premium === 0 ? 'Same as Standard' : `+£${penceToDecimal(Math.max(0, premium))} on Standard`;
}

/** '6 meals'. */
export const mealsLabel = (count: number): string => `${count} meals`;
