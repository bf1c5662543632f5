import type { OrderProgressDto } from '@mealbox/contracts';

/** Each step of an order's progress, in staff's words. */
export const PROGRESS_STEP_LABELS: Readonly<Record<OrderProgressDto['step'], string>> = {
  paid: 'Paid',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  delivery_failed: 'Attempt failed',
};

/** Who moved it on, as staff read it beside the time. */
export const PROGRESS_SOURCE_LABELS: Readonly<Record<OrderProgressDto['by'], string>> = {
  staff: 'by staff',
  courier: 'by the courier',
  payment: 'by payment',
};
