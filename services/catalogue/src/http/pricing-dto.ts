import { penceToDecimal } from '@mealbox/contracts';
import type { Configuration, MealPlanPricingRow } from '@mealbox/contracts';
import type { ConfigurationDocument } from '../data/configuration-model';
import type { MealPlanPricingDocument } from '../data/pricing-model';

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
