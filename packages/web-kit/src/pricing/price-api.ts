import type { PriceCalculation } from '@mealbox/contracts';
import { ApiError, isApiError } from '../api/api-error';
import { api } from '../api/default-client';
import { formatPrice } from '../format/money';
import type { PlanChoice } from '../plan/plan-choice';

/**
 * The server's price for a plan (POST /api/calculate-price/), as the plan page, the meal step and the cart show
 * it. The answer's shape is checked by hand (zod would ship to the browser for a few fields): an answer that is
 * not what we expect is an error, never a price guessed around.
 */

const DECIMAL = /^\d+\.\d{2}$/;
const QUOTE_PRICES = [
  'per_meal_price',
  'meal_plan_price',
  'size_premium_total',
  'delivery_fee',
  'total_price',
] as const;

/** What POST /api/calculate-price/ prices: the plan without its protein preference (it does not change the price). */
export type PriceRequest = Pick<PlanChoice, 'meal_size' | 'number_of_meals' | 'discount_code'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** True for the API's money: pounds with exactly two decimals, as a string ('59.99'). */
export const isDecimalPrice = (value: unknown): value is string =>
  typeof value === 'string' && DECIMAL.test(value);

/** A price breakdown as the catalogue (and an order) gives it. */
export function isPriceCalculation(value: unknown): value is PriceCalculation {
  if (!isRecord(value) || !QUOTE_PRICES.every((field) => isDecimalPrice(value[field]))) return false;
  const discount = value.discount;
  return (
    discount === null ||
    (isRecord(discount) && typeof discount.code === 'string' && isDecimalPrice(discount.amount))
  );
}

/** POST /api/calculate-price/: the server's price for the plan (the only price a page ever shows). */
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

/** Pounds as a number for formatting ('59.99' -> 59.99); the API's decimals are exact to the penny. */
export const pounds = (decimal: string): number => Number(decimal);

/** '£0.00' delivery is 'Free' (DESIGN section 9). */
export function deliveryText(fee: string): string {
  return pounds(fee) === 0 ? 'Free' : formatPrice(pounds(fee));
}

/** The error for an answer that is not the shape the page expects (treated as the server's fault). */
export function unexpectedAnswer(path: string): ApiError {
  return new ApiError({
    type: 'about:blank',
    title: 'Unexpected response',
    status: 502,
    detail: `from ${path}`,
  });
}
