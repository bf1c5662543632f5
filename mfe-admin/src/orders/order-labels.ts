import type { BadgeTone } from '@mealbox/web-kit';
import type { Choice, OrderStatus, PaymentStatus } from '@mealbox/contracts';

/**
 * The spec's order statuses (section 4) with the words staff read, in their forward order. Only the types come
 * from contracts (its values would bring zod to the browser); orders.unit.test.ts checks the lists against them.
 */
export const ORDER_STATUS_CHOICES = [
  { value: 'processing', label: 'Processing' },
  { value: 'preparing', label: 'Preparing' },
  { value: 'ready', label: 'Ready' },
  { value: 'out_for_delivery', label: 'Out for delivery' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
] as const satisfies ReadonlyArray<Choice<OrderStatus>>;

/** 'completed' is shown as 'Paid': it is what staff and customers call a completed payment. */
export const PAYMENT_STATUS_CHOICES = [
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
  { value: 'refunded', label: 'Refunded' },
] as const satisfies ReadonlyArray<Choice<PaymentStatus>>;

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_CHOICES.find((choice) => choice.value === status)?.label ?? status;
}

export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_CHOICES.find((choice) => choice.value === status)?.label ?? status;
}

/** Done is green, stopped is amber, under way is blue, not started is plain. */
export function orderStatusTone(status: OrderStatus): BadgeTone {
  if (status === 'delivered') return 'green';
  if (status === 'cancelled') return 'amber';
  return status === 'processing' ? 'neutral' : 'blue';
}

/** Money in is green, money that did not arrive is amber, money given back is blue, waiting is plain. */
export function paymentStatusTone(status: PaymentStatus): BadgeTone {
  if (status === 'completed') return 'green';
  if (status === 'failed') return 'amber';
  return status === 'refunded' ? 'blue' : 'neutral';
}
