import type { PlanPrices } from '@mealbox/contracts';
import type { ConfigurationDocument } from '../data/configuration-model';
import { SITE_CONFIGURATION_ID } from '../data/configuration-model';
import type { MealPlanPricingDocument } from '../data/pricing-model';
import type { PricingDeps } from './pricing-deps';

export const planPricesOf = (row: MealPlanPricingDocument): PlanPrices => ({
  mealCount: row.mealCount,
  basePricePence: row.basePricePence,
  standardPricePence: row.standardPricePence,
  largePricePence: row.largePricePence,
  leanPricePence: row.leanPricePence,
});

/** Every pricing row, smallest plan first (a handful: one per orderable meal count). */
export function listPricingRows(deps: Pick<PricingDeps, 'pricing'>): Promise<MealPlanPricingDocument[]> {
  return deps.pricing.find().select({ outbox: 0 }).sort({ mealCount: 1 }).lean<MealPlanPricingDocument[]>();
}

/** The site's configuration; null only before the first start has seeded it. */
export function findConfiguration(
  deps: Pick<PricingDeps, 'configuration'>,
): Promise<ConfigurationDocument | null> {
  return deps.configuration
    .findById(SITE_CONFIGURATION_ID)
    .select({ outbox: 0 })
    .lean<ConfigurationDocument>()
    .exec();
}
