import type { Order, Subscription, SubscriptionDelivery } from '@mealbox/contracts';
import { dayWords, momentWords } from '../account/subscription/day-words';

/**
 * A subscription box's order at the cart. The weekly job places a box's order at its cut-off (12:00 three days
 * before it comes), so by then its day and meals are settled and it may arrive sooner than any day a new order
 * can have; the saved card is charged for it, and when that is refused the customer pays here with another card
 * (README 'Subscriptions' and 'Payments'). The order itself does not say it is a box: the subscription does, as
 * the box of one of its next two weeks' slots that carries this order.
 */

/** The subscription's box whose order this is; null when the order is not one of its boxes. */
export function boxOfOrder(
  subscription: Pick<Subscription, 'upcoming_deliveries'> | null | undefined,
  orderId: string,
): SubscriptionDelivery | null {
  return subscription?.upcoming_deliveries.find((box) => box.order?.id === orderId) ?? null;
}

/**
 * Why a box cannot be paid here just now, beyond the cart's own reasons (`orderStateNote`): while its payment is
 * pending the saved card is being charged, and a second payment here could take the money twice. Once that
 * charge is refused (payment failed) the customer pays here. Null when the box can be paid.
 */
export function boxStateNote(order: Pick<Order, 'payment_status' | 'order_status'>): string | null {
  if (order.order_status === 'processing' && order.payment_status === 'pending')
    return 'We are charging this box to your saved card. If your bank refuses it, you can pay for it here with another card.';
  return null;
}

export interface BoxCartWords {
  /** 'Friday 27 November': the box's day, as the page's lead names it. */
  day: string;
  /** The rest of the lead: what is left to do. */
  lead: string;
  /** Beside the delivery day: why it no longer changes. */
  fixed: string;
  /** Why the payment has not gone through, first thing on the page; null when nothing went wrong. */
  problem: { title: string; text: string } | null;
}

/** Why the saved card was refused, and whether (and when) we try it again. */
function refusalText(problem: NonNullable<SubscriptionDelivery['order']>['payment_problem']): string {
  const reason = problem?.reason.trim() ?? '';
  const why = reason
    ? `${reason}${/[.!?]$/.test(reason) ? '' : '.'}`
    : 'Your saved card could not be charged for this box.';
  if (!problem) return why;
  return problem.retry_at
    ? `${why} We will try your saved card again at ${momentWords(problem.retry_at)}, unless you pay for the box here first.`
    : `${why} We will not try your saved card again.`;
}

/**
 * What the cart says about a box: its day, that it is settled, and (when paying it is what is left) that any card
 * will do and becomes the one later boxes are charged to. `payable` is the cart's own rule (unpaid, not yet
 * being prepared, not being charged to the saved card); `declined` is the payment provider's flag on coming back
 * from a card it refused.
 */
export function boxCartWords(
  box: Pick<SubscriptionDelivery, 'cut_off' | 'order'>,
  order: Pick<Order, 'delivery_date' | 'payment_status'>,
  options: { payable: boolean; declined: boolean },
): BoxCartWords {
  const day = dayWords(order.delivery_date);
  const fixed = `Changes to this box closed at ${momentWords(box.cut_off)}, so its day and meals stay as they are.`;
  if (!options.payable) return { day, lead: '', fixed, problem: null };
  const lead =
    'Its day and meals are settled, so all that is left is to pay for it. The card you pay with is the one we will charge for your next boxes.';
  if (options.declined) {
    return {
      day,
      lead,
      fixed,
      problem: {
        title: 'Your payment didn’t go through',
        text: 'Your card was declined, so no money was taken. Please try again with another card.',
      },
    };
  }
  // The order's own payment status is the latest word (the subscription's copy may be a moment older).
  const problem =
    order.payment_status === 'failed'
      ? {
          title: 'We couldn’t take payment for this box',
          text: refusalText(box.order?.payment_problem ?? null),
        }
      : null;
  return { day, lead, fixed, problem };
}
