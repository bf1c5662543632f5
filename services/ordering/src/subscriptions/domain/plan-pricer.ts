import { calculatePrice } from '@mealbox/contracts';
import type { PriceQuote } from '@mealbox/contracts';
import type { DeliveryPriceDocument, PlanPriceDocument } from '../../shared/data/pricing-read-models';
import type { SubscriptionPlan } from '../data/subscription-model';
import type { ReadModels } from '../../shared/domain/ordering-deps';

/** The price of one box of a plan; null while prices are not known (or no row has that many meals). */
export type PlanPricer = (plan: SubscriptionPlan) => PriceQuote | null;

/**
 * Prices subscription boxes from ordering's read models of the catalogue's prices, with the same
 * calculatePrice every order is priced with, at today's prices and without a discount code (codes such as
 * CHEF24 are for a first box). One read of the (few) pricing rows serves every box on a page.
 */
export async function loadPlanPricer(
  deps: Pick<ReadModels, 'planPrices' | 'deliveryPrices'>,
): Promise<PlanPricer> {
  const [rows, delivery] = await Promise.all([
    deps.planPrices.find().lean<PlanPriceDocument[]>(),
    deps.deliveryPrices.findOne().sort({ revision: -1 }).lean<DeliveryPriceDocument>(),
  ]);
  return (plan) => {
    const row = rows.find((each) => each.mealCount === plan.numberOfMeals);
    if (!row || !delivery) return null;
    return calculatePrice({
      prices: row,
      size: plan.mealSize,
      deliveryPricePence: delivery.deliveryPricePence,
    });
  };
}
