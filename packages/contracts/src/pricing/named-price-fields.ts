import type { MealSize } from '../plan/plan-choice';
import { chargeLine, deductionLine } from './price-lines';
import type { PriceLine } from './price-lines';
import { discountLineLabel, planLineLabel, sizePremiumLabel } from './price-rules';

/**
 * A price as it was written before lines (stored orders, older OrderConfirmed events): the plan's money as named
 * fields. Kept only to read such records back as lines.
 */
export interface NamedPriceFields {
  mealSize: MealSize;
  numberOfMeals: number;
  mealPlanPence: number;
  sizePremiumTotalPence: number;
  deliveryFeePence: number;
  discount: { code: string; amountPence: number } | null;
}

/**
 * The same money as lines. No plan price was an order whose meals did not make a plan yet (unpriced): it keeps
 * only its code. The premium was always a whole number of pence per meal.
 */
export function linesOfNamedPrice(price: NamedPriceFields): PriceLine[] {
  const lines: PriceLine[] = [];
  if (price.mealPlanPence > 0) {
    lines.push(chargeLine('plan', planLineLabel(price.numberOfMeals), 1, price.mealPlanPence));
    if (price.sizePremiumTotalPence > 0) {
      const perMeal = price.sizePremiumTotalPence / price.numberOfMeals;
      lines.push(chargeLine('size_premium', sizePremiumLabel(price.mealSize), price.numberOfMeals, perMeal));
    }
    lines.push(chargeLine('delivery', 'Delivery', 1, price.deliveryFeePence));
  }
  if (price.discount) {
    const { code, amountPence } = price.discount;
    lines.push(deductionLine('discount', discountLineLabel(code), amountPence, code));
  }
  return lines;
}
