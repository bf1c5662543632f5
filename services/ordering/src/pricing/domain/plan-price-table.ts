import { calculatePrice } from '@mealbox/contracts';
import type { PriceQuote } from '@mealbox/contracts';
import type { DeliveryPriceDocument, PlanPriceDocument } from '../../shared/data/pricing-read-models';
import type { ReadModels } from '../../shared/domain/ordering-deps';

/** The price of one box of a plan; null while prices are not known (or no row has that many meals). */
export type PlanPriceTable = (plan: {
  mealSize: PriceQuote['mealSize'];
  numberOfMeals: number;
}) => PriceQuote | null;

/**
 * Today's price of a subscription's boxes, to show before a box is placed: the same calculatePrice every order is
 * priced with, without a code (codes such as CHEF24 are for a first box) or credit (spent when a box is placed).
 * One read of the (few) pricing rows serves every box on a page.
 */
export async function loadPlanPriceTable(
  deps: Pick<ReadModels, 'planPrices' | 'deliveryPrices'>,
): Promise<PlanPriceTable> {
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
