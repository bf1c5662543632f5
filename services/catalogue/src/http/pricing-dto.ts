import { penceToDecimal } from '@mealbox/contracts';
import type { Configuration, MealPlanPricingRow, PriceCalculation } from '@mealbox/contracts';
import type { ConfigurationDocument } from '../data/configuration-model';
import type { MealPlanPricingDocument } from '../data/pricing-model';
import type { PriceQuote } from '../domain/price-rules';

/** Pence become the API's decimal strings only here, at the edge. */
export function toPricingRowDto(row: MealPlanPricingDocument): MealPlanPricingRow {
  return {
    id: row._id.toHexString(),
    meal_count: row.mealCount,
    base_price: penceToDecimal(row.basePricePence),
    standard_price: penceToDecimal(row.standardPricePence),
    large_price: penceToDecimal(row.largePricePence),
    lean_price: penceToDecimal(row.leanPricePence),
  };
}

export function toConfigurationDto(configuration: ConfigurationDocument): Configuration {
  return { id: configuration._id, delivery_price: penceToDecimal(configuration.deliveryPricePence) };
}

export function toPriceCalculationDto(quote: PriceQuote): PriceCalculation {
  return {
    meal_size: quote.mealSize,
    number_of_meals: quote.numberOfMeals,
    per_meal_price: penceToDecimal(quote.perMealPence),
    meal_plan_price: penceToDecimal(quote.mealPlanPence),
    size_premium_total: penceToDecimal(quote.sizePremiumTotalPence),
    delivery_fee: penceToDecimal(quote.deliveryFeePence),
    discount: quote.discount
      ? { code: quote.discount.code, amount: penceToDecimal(quote.discount.amountPence) }
      : null,
    total_price: penceToDecimal(quote.totalPence),
  };
}
