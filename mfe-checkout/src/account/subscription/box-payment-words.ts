import type { SubscriptionDelivery } from '@mealbox/contracts';
import { formatPrice, pounds } from '@mealbox/web-kit';
import { dayWords, momentWords } from './day-words';

/**
 * How a locked box's payment stands. At its cut-off ordering places the box's order and the payment service
 * charges the card saved at the first checkout; the box then carries its order, with its payment status and,
 * when the card was refused, why and when it is tried again (docs/subscriptions.md, docs/payments.md).
 */

const money = (decimal: string) => formatPrice(pounds(decimal));

/** The charge line of a locked box: paid, refunded, not gone through yet, or when it is charged. */
export function lockedChargeWords(
  delivery: Pick<SubscriptionDelivery, 'charge' | 'order' | 'summary'>,
): string {
  const { charge, order } = delivery;
  switch (order?.payment_status) {
    case 'completed':
      return charge ? `You paid ${money(charge.amount)} for it.` : 'You have paid for it.';
    case 'refunded':
      return 'You were refunded for it.';
    case 'failed':
      return charge
        ? `Your payment of ${money(charge.amount)} has not gone through yet.`
        : 'Your payment has not gone through yet.';
    default:
      return charge ? `It is charged ${money(charge.amount)} on ${dayWords(charge.date)}.` : delivery.summary;
  }
}

export interface PaymentProblemWords {
  /** The provider's reason, and what happens next. */
  text: string;
  /** The box's order, which the customer can pay for themselves at its cart (/cart/{id}) with another card. */
  orderId: string;
}

/**
 * Why the saved card was refused for this box, and what happens next; null unless the box's payment has failed.
 * The customer can always pay for it themselves with another card (the payment service opens a new checkout for
 * a failed payment, and the card of a paid checkout is the one later boxes are charged to); while a try is left
 * we also try the saved card again.
 */
export function paymentProblemWords(order: SubscriptionDelivery['order']): PaymentProblemWords | null {
  if (!order || order.payment_status !== 'failed') return null;
  const problem = order.payment_problem;
  const reason = problem?.reason.trim() ?? '';
  const why = reason ? `${reason}${/[.!?]$/.test(reason) ? '' : '.'} ` : '';
  const text = problem?.retry_at
    ? `${why}We will try your card again at ${momentWords(problem.retry_at)}, or you can pay for this box now with another card.`
    : `${why}Please pay for this box with another card: we will use that card for your next boxes too.`;
  return { text, orderId: order.id };
}
