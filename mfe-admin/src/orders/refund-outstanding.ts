import type { Order } from '@mealbox/contracts';

/**
 * A card refund is on its way: one of the order's refunds waits for the provider (or, on an order from before
 * refunds were listed, 'Issue Refund' was asked for and the order is still paid).
 */
export const refundOutstanding = (order: Order): boolean =>
  order.payment_status === 'completed' &&
  (order.refunds.some((refund) => refund.status === 'requested') ||
    (order.refunds.length === 0 && order.refund_requested_at !== null));
