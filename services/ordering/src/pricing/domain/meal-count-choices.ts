import type { PlanPriceDocument } from '../../shared/data/pricing-read-models';
import { pricesNotReady } from './prices-not-ready';
import type { PricingDeps } from './pricing-deps';

/** Why an order cannot be priced at this meal count ('Choose 6, 8, ...'), or null when a row prices it. */
export async function mealCountProblem(
  deps: Pick<PricingDeps, 'planPrices'>,
  numberOfMeals: number,
): Promise<string | null> {
  const row = await deps.planPrices.exists({ mealCount: numberOfMeals });
  return row ? null : mealCountChoices(deps);
}

/** The most meals any plan holds: the largest count ordering has a price for. */
export async function largestMealCount(deps: Pick<PricingDeps, 'planPrices'>): Promise<number> {
  const largest = await deps.planPrices.findOne().sort({ mealCount: -1 }).lean<PlanPriceDocument>();
  if (!largest) throw pricesNotReady();
  return largest.mealCount;
}

/** 'Choose 6, 8, 10, 12, 15 or 18 meals.' from the rows ordering knows. */
export async function mealCountChoices(deps: Pick<PricingDeps, 'planPrices'>): Promise<string> {
  const counts = (await deps.planPrices.distinct('mealCount')).map(Number).sort((a, b) => a - b);
  if (counts.length === 0) throw pricesNotReady();
  const last = counts.pop();
  return `Choose ${counts.length > 0 ? `${counts.join(', ')} or ${last}` : String(last)} meals.`;
}
