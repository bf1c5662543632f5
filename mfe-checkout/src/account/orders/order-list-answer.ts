import type { OrderList, OrderSummary, Pagination } from '@mealbox/contracts';
import { isDecimalPrice } from '@mealbox/web-kit';

/**
 * Checks by hand that an answer of GET /api/orders/ has the fields 'Your orders' relies on (zod would ship to the
 * browser for a few fields): an answer of another shape is an error, never a list built on guesses.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.some((each) => each === value);

const isOrderStatus = oneOf([
  'processing',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const);
const isPaymentStatus = oneOf(['pending', 'completed', 'failed', 'refunded'] as const);
const isProtein = oneOf(['MV', 'MO', 'VO'] as const);
const isSize = oneOf(['S', 'L', 'LEAN'] as const);
const isCount = (value: unknown, least: number): value is number =>
  Number.isInteger(value) && (value as number) >= least;

function isOrderSummary(value: unknown): value is OrderSummary {
  return (
    isRecord(value) &&
    ['id', 'ordered_at', 'delivery_date'].every((field) => isText(value[field])) &&
    isDecimalPrice(value.total_amount) &&
    isOrderStatus(value.order_status) &&
    isPaymentStatus(value.payment_status) &&
    isProtein(value.protein_preference) &&
    isSize(value.meal_size) &&
    isCount(value.number_of_meals, 1)
  );
}

function isPagination(value: unknown): value is Pagination {
  return (
    isRecord(value) &&
    isCount(value.total, 0) &&
    isCount(value.page, 1) &&
    isCount(value.page_size, 1) &&
    isCount(value.total_pages, 1)
  );
}

export function isOrderList(value: unknown): value is OrderList {
  return (
    isRecord(value) &&
    Array.isArray(value.orders) &&
    value.orders.every(isOrderSummary) &&
    isPagination(value.pagination)
  );
}
