import { mealSizeLabel, proteinPreferenceLabel } from '@mealbox/contracts/plan-choice';
import { orderTermsEditable } from '@mealbox/contracts/order-terms';
import type { OrderList, OrderStatus, OrderSummary, Pagination, PaymentStatus } from '@mealbox/contracts';
import { orderReference } from '@mealbox/contracts/order-reference';
import { formatPrice, formatWeekdayDate, pounds, type BadgeTone } from '@mealbox/web-kit';
import { cartPath } from '../../checkout-paths';
import { londonDate } from '@mealbox/contracts/london-calendar';

/**
 * 'Your orders' on /account: the customer's own orders (GET /api/orders/, newest first, paged) in their words.
 * The statuses are the spec's (section 4), said the way a customer would; the reference is the one the cart,
 * the success page and staff use (`orderReference`).
 */

/** How many orders one page of the card lists. */
export const ORDER_PAGE_SIZE = 5;

export interface StatusWords {
  label: string;
  tone: BadgeTone;
}

const ORDER_STATUS_WORDS: Record<OrderStatus, StatusWords> = {
  processing: { label: 'Order received', tone: 'neutral' },
  preparing: { label: 'Being prepared', tone: 'blue' },
  ready: { label: 'Ready to send', tone: 'blue' },
  out_for_delivery: { label: 'Out for delivery', tone: 'blue' },
  delivered: { label: 'Delivered', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'amber' },
};

const PAYMENT_STATUS_WORDS: Record<PaymentStatus, StatusWords> = {
  pending: { label: 'Awaiting payment', tone: 'neutral' },
  completed: { label: 'Paid', tone: 'green' },
  failed: { label: 'Payment failed', tone: 'amber' },
  refunded: { label: 'Refunded', tone: 'blue' },
};

export function orderStatusWords(status: OrderStatus): StatusWords {
  return ORDER_STATUS_WORDS[status] ?? { label: status.replace(/_/g, ' '), tone: 'neutral' };
}

export function paymentStatusWords(status: PaymentStatus): StatusWords {
  return PAYMENT_STATUS_WORDS[status] ?? { label: status, tone: 'neutral' };
}

/** The London year of a day ('2026-03-12') or an instant; null when it is neither. */
function yearOf(value: string): string | null {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : londonDate(date).slice(0, 4);
}

/**
 * 'Thursday 12 March' for a day ('2026-03-12') or an instant, in UK time; with the year ('Thursday 12 March
 * 2025') when it is not this year, so an old order never reads as this year's.
 */
export function historyDay(value: string, today: Date): string {
  const words = formatWeekdayDate(value);
  if (!words) return value;
  const year = yearOf(value);
  return year && year !== londonDate(today).slice(0, 4) ? `${words} ${year}` : words;
}

export interface OrderRowWords {
  id: string;
  /** 'MB-5F3A9C21', the reference customers quote. */
  reference: string;
  /** 'Wednesday 4 March' (the day it was placed, UK time). */
  ordered: string;
  /** 'Thursday 12 March' (the delivery day). */
  delivery: string;
  /** '8 Standard meals, Meat & Vegan'. */
  plan: string;
  orderStatus: StatusWords;
  paymentStatus: StatusWords;
  /** '£75.99'. */
  total: string;
  /** Its cart, where an unpaid (or refused) order that is still to be prepared can be paid; null otherwise. */
  payPath: string | null;
}

export function orderRowWords(order: OrderSummary, today: Date): OrderRowWords {
  return {
    id: order.id,
    reference: orderReference(order.id),
    ordered: historyDay(order.ordered_at, today),
    delivery: historyDay(order.delivery_date, today),
    plan: `${order.number_of_meals} ${mealSizeLabel(order.meal_size)} meals, ${proteinPreferenceLabel(
      order.protein_preference,
    )}`,
    orderStatus: orderStatusWords(order.order_status),
    paymentStatus: paymentStatusWords(order.payment_status),
    total: formatPrice(pounds(order.total_amount)),
    payPath: orderTermsEditable(order.payment_status, order.order_status) ? cartPath(order.id) : null,
  };
}

export interface OrderPaging {
  /** 'Page 2 of 3'. */
  label: string;
  /** The page 'Previous' reads; null on the first. */
  previous: number | null;
  /** The page 'Next' reads; null on the last. */
  next: number | null;
}

/** Previous and Next, when the orders fill more than one page; null when they fit on one. */
export function orderPaging(pagination: Pagination): OrderPaging | null {
  const { page, total_pages: pages } = pagination;
  if (pages <= 1) return null;
  const shown = Math.min(page, pages);
  return {
    label: `Page ${shown} of ${pages}`,
    previous: shown > 1 ? shown - 1 : null,
    next: shown < pages ? shown + 1 : null,
  };
}

/**
 * The page to read instead of the one answered, when it came back empty past the end (the list grew shorter while
 * the customer paged); null when the answer is the one to show.
 */
export function pageToReadInstead(answer: OrderList): number | null {
  const { page, total_pages: pages } = answer.pagination;
  return answer.orders.length === 0 && page > pages ? pages : null;
}

/** '1 order', '12 orders'. */
export function orderCount(total: number): string {
  return total === 1 ? '1 order' : `${total} orders`;
}
