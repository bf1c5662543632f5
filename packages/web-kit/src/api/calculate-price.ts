import type { PriceCalculation } from '@mealbox/contracts';
import type { PlanChoice } from '@mealbox/contracts/plan-choice';
import { isPriceCalculation, unexpectedAnswer } from './answer-checks';
import { isApiError } from './api-error';
import { api } from './default-client';

/**
 * The server's price for a plan (POST /api/calculate-price/), as the plan page, the meal step, the cart and the
 * account's change of plan show it: the only price a page ever shows.
 */

/** What POST /api/calculate-price/ prices: the plan without its protein preference (it does not change the price). */
export type PriceRequest = Pick<PlanChoice, 'meal_size' | 'number_of_meals' | 'discount_code'>;

export async function calculatePlanPrice(
  request: PriceRequest,
  signal: AbortSignal,
): Promise<PriceCalculation> {
  const body = {
    meal_size: request.meal_size,
    number_of_meals: request.number_of_meals,
    ...(request.discount_code ? { discount_code: request.discount_code } : {}),
  };
  const quote = await api.post<unknown>('/api/calculate-price/', body, { signal });
  if (!isPriceCalculation(quote)) throw unexpectedAnswer('/api/calculate-price/');
  return quote;
}

/**
 * The server's words when it refused a discount code (a 400 naming `discount_code`: unknown, switched off,
 * expired or first box only); undefined for any other failure.
 */
export function discountCodeProblem(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const messages = error.fieldErrors.discount_code;
  return messages && messages.length > 0 ? messages.join(' ') : undefined;
}
