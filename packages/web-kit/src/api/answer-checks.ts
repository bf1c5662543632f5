import type { PriceCalculation } from '@mealbox/contracts';
import { ApiError } from './api-error';

/**
 * Checks on what the API answers, made by hand rather than with the contracts' zod schemas (zod would ship to the
 * browser for a few fields). An answer that is not what a page expects is an error, never a value guessed around.
 */

const DECIMAL = /^\d+\.\d{2}$/;
const QUOTE_PRICES = [
  'per_meal_price',
  'meal_plan_price',
  'size_premium_total',
  'delivery_fee',
  'total_price',
] as const;

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
    Array.isArray(value.lines) &&
    value.lines.every(isPriceLine) &&
    (discount === null ||
      (isRecord(discount) && typeof discount.code === 'string' && isDecimalPrice(discount.amount)))
  );
}

const SIGNED_PRICE = /^-?\d+\.\d{2}$/;

/** A price line as the API writes it (its amounts may be negative). */
function isPriceLine(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.kind === 'string' &&
    typeof value.label === 'string' &&
    Number.isInteger(value.quantity) &&
    typeof value.unit_price === 'string' &&
    SIGNED_PRICE.test(value.unit_price) &&
    typeof value.total === 'string' &&
    SIGNED_PRICE.test(value.total)
  );
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
