import { loadDeliveryPrice } from '@mealbox/web-kit';
import { fetchPlanPricingRows } from '../plan/plan-api';
import { otherMealCounts, planCards, type PlanCard } from './plan-cards';

/**
 * The pricing page's live prices (DESIGN section 7): the pricing rows (fetched as the plan builder fetches them)
 * and the delivery price (web-kit's, asked once for the whole page: the footer and the 'included' list show it
 * too). A malformed answer is an error, never a price guessed around.
 */

/** What the pricing page shows, all live: the three plan cards, the other plan sizes and the delivery price. */
export interface PricingPageData {
  cards: PlanCard[];
  otherCounts: number[];
  deliveryPence: number;
}

export async function fetchPricingPage(signal: AbortSignal): Promise<PricingPageData> {
  const [rows, deliveryPence] = await Promise.all([fetchPlanPricingRows(signal), loadDeliveryPrice()]);
  return { cards: planCards(rows), otherCounts: otherMealCounts(rows), deliveryPence };
}
