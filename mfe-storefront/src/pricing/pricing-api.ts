import type { Configuration } from '@mealbox/contracts';
import { ApiError, api } from '@mealbox/web-kit';
import { fetchPlanPricingRows } from '../plan/plan-api';
import { otherMealCounts, planCards, toPence, type PlanCard } from './plan-cards';

/**
 * The pricing page's live prices (DESIGN section 7): the pricing rows (fetched as the plan builder fetches them)
 * and the delivery price. Shapes are checked by hand rather than with the contracts' zod schemas, which would ship
 * zod to the browser for a few fields; a malformed answer is an error, never a price guessed around.
 */

const DECIMAL = /^\d+\.\d{2}$/;

/** GET /api/configuration/: the delivery price of a box, from the first (only) item; '0.00' is free. */
export async function fetchDeliveryPrice(signal: AbortSignal): Promise<string> {
  const items = await api.get<unknown>('/api/configuration/', { signal });
  const first = Array.isArray(items) ? (items[0] as Partial<Configuration> | undefined) : undefined;
  const price = first?.delivery_price;
  if (typeof price !== 'string' || !DECIMAL.test(price)) throw unexpected('/api/configuration/');
  return price;
}

function unexpected(path: string): ApiError {
  return new ApiError({
    type: 'about:blank',
    title: 'Unexpected response',
    status: 502,
    detail: `from ${path}`,
  });
}

/** What the pricing page shows, all live: the three plan cards, the other plan sizes and the delivery price. */
export interface PricingPageData {
  cards: PlanCard[];
  otherCounts: number[];
  deliveryPence: number;
}

export async function fetchPricingPage(signal: AbortSignal): Promise<PricingPageData> {
  const [rows, delivery] = await Promise.all([fetchPlanPricingRows(signal), fetchDeliveryPrice(signal)]);
  return { cards: planCards(rows), otherCounts: otherMealCounts(rows), deliveryPence: toPence(delivery) };
}
