import type { Order } from '@mealbox/contracts';

/**
 * What /success may say about an order (spec section 2; DESIGN section 5). The card provider sends the customer
 * back before its webhook has necessarily reached us, so an order still 'pending' is shown as being confirmed,
 * never as paid: only the server's 'completed' (or a later 'refunded') is a payment that happened.
 *
 * 'failed' is not final here either. The provider only sends the customer to /success after it has taken a
 * payment, so a 'failed' order on this page is most likely a declined earlier attempt whose later success has not
 * reached us yet (ordering slow or restarting). The page keeps confirming, and says the payment didn't go through
 * only if the order still reads 'failed' once its patience runs out.
 */
export type PaymentOutcome = 'paid' | 'failed' | 'confirming' | 'unconfirmed';

/** How long the page keeps asking before it says confirmation is taking longer than usual. */
export const CONFIRMATION_PATIENCE_MS = 30_000;
/** The pause between two looks at the order while the payment is confirmed. */
export const CONFIRMATION_POLL_MS = 1_000;

export function paymentOutcome(
  order: Pick<Order, 'payment_status'>,
  waitedMs: number,
  patienceMs: number = CONFIRMATION_PATIENCE_MS,
): PaymentOutcome {
  switch (order.payment_status) {
    case 'completed':
    case 'refunded':
      return 'paid';
    case 'failed':
      return waitedMs < patienceMs ? 'confirming' : 'failed';
    default:
      return waitedMs < patienceMs ? 'confirming' : 'unconfirmed';
  }
}

/** Whether the page should look at the order again: only while it is still confirming the payment. */
export function keepsPolling(outcome: PaymentOutcome): boolean {
  return outcome === 'confirming';
}

/** The order id the provider's success URL carries (`/success?order_id=…`), or null when there is none. */
export function orderIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get('order_id')?.trim() ?? '';
  // Order ids are MongoDB ObjectIds; anything else cannot be an order of ours.
  return /^[a-f0-9]{24}$/i.test(id) ? id : null;
}
