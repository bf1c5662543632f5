import { calculatePrice, toPriceCalculation } from '@mealbox/contracts/price-lines';
import type { MealPlanPricingRow, PriceCalculation } from '@mealbox/contracts';
import type { PriceRequest } from '@mealbox/web-kit';
import { planPricesOfRow } from './plan-prices';

/**
 * The plan's price worked out in the page, so that a choice shows its total in the frame it is made instead of a
 * round trip later: the server's own rule (contracts' `calculatePrice`) over the public pricing rows and delivery
 * price, which the page has from the copy it started from. The server's answer follows and stays the authority
 * (what an order is charged is always the server's quote). Nothing is worked out with a discount code in the
 * request (whether a code is good, and for this customer, only the server knows), nor before the rows and the
 * delivery price are in.
 */
export function estimatePlanPrice(
  request: PriceRequest,
  rows: readonly MealPlanPricingRow[] | undefined,
  deliveryPricePence: number | undefined,
): PriceCalculation | null {
  if (request.discount_code || deliveryPricePence === undefined) return null;
  const row = rows?.find((each) => each.meal_count === request.number_of_meals);
  if (!row) return null;
  return toPriceCalculation(
    calculatePrice({ prices: planPricesOfRow(row), size: request.meal_size, deliveryPricePence }),
  );
}
