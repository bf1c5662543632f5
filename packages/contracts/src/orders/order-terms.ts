import type { OrderStatus, PaymentStatus } from '../events/ordering-events';

/**
 * The one rule for when an order's terms (delivery day, discount code, and so whether it can be paid) may still
 * change: it is not paid yet, or its payment failed and can be retried, and it is still to be prepared. Ordering
 * enforces it; checkout and the account page ask it before offering payment. Browser-safe (type-only imports).
 */
export function orderTermsEditable(paymentStatus: PaymentStatus, orderStatus: OrderStatus): boolean {
  return (paymentStatus === 'pending' || paymentStatus === 'failed') && orderStatus === 'processing';
}
