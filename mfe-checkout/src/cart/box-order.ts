import type { Order, Subscription, SubscriptionDelivery } from '@mealbox/contracts';
import { dayWords, momentWords } from '../account/subscription/day-words';

/**
 * A subscription box's order at the cart. The weekly job places a box's order at its cut-off (12:00 three days
 * before it comes), so by then its day and meals are settled and it may arrive sooner than any day a new order
 * can have; the saved card is charged for it, and when that is refused the customer pays here with another card
 * (docs/subscriptions.md, docs/payments.md). The order says it is a box (`subscription_id`), however old it is; the
 * subscription's next two weeks' boxes add what only they know (its cut-off, why the saved card was refused), and
 * only while the box is among them.
 */

/** The order is one of a subscription's boxes: its day, meals and price are settled, whatever its age. */
export function isBoxOrder(order: Pick<Order, 'subscription_id'>): boolean {
  // An ordering deployed before orders named their subscription leaves the field out: not a box, as then.
  return typeof order.subscription_id === 'string' && order.subscription_id !== '';
}

/** Whether the box's own subscription is the customer's current one and not cancelled: more boxes will come. */
export function moreBoxesToCome(
  subscription: Pick<Subscription, 'id' | 'status'> | null | undefined,
  order: Pick<Order, 'subscription_id'>,
): boolean {
  return !!subscription && subscription.id === order.subscription_id && subscription.status !== 'cancelled';
}

/** The upcoming box (next 14 days) whose order this is; null when it is none of them (older, or no box). */
export function upcomingBoxOfOrder(
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

/** The facts only an upcoming box has: when its changes closed, and why its saved card was refused. */
export type UpcomingBoxFacts = Pick<SubscriptionDelivery, 'cut_off' | 'order'>;

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

/** Why the day stays: when changes closed if the upcoming box says, else only that they have. */
function fixedText(upcoming: UpcomingBoxFacts | null): string {
  const closed = upcoming
    ? `Changes to this box closed at ${momentWords(upcoming.cut_off)}`
    : 'Changes to this box have closed';
  return `${closed}, so its day and meals stay as they are.`;
}

/**
 * What the cart says about a box: its day, that it is settled, and (when paying it is what is left) that any card
 * will do and becomes the one later boxes are charged to. `upcoming` is the subscription's box for this order
 * when it is one of the next two weeks' (null for an older one: the words then do without its facts). `payable`
 * is the cart's own rule (unpaid, not yet being prepared, not being charged to the saved card); `declined` is the
 * payment provider's flag on coming back from a card it refused; `moreBoxesToCome` says the box's subscription is
 * still live (not cancelled, nor replaced by a newer one).
 */
export function boxCartWords(
  upcoming: UpcomingBoxFacts | null,
  order: Pick<Order, 'delivery_date' | 'payment_status'>,
  options: { payable: boolean; declined: boolean; moreBoxesToCome: boolean },
): BoxCartWords {
  const day = dayWords(order.delivery_date);
  const fixed = fixedText(upcoming);
  if (!options.payable) return { day, lead: '', fixed, problem: null };
  // The card paid with becomes the saved one; it only matters to the customer while more boxes are to come.
  const lead =
    'Its day and meals are settled, so all that is left is to pay for it.' +
    (options.moreBoxesToCome ? ' The card you pay with is the one we will charge for your next boxes.' : '');
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
  // The order's own payment status is the latest word (the subscription's copy may be a moment older, or absent).
  const problem =
    order.payment_status === 'failed'
      ? {
          title: 'We couldn’t take payment for this box',
          text: refusalText(upcoming?.order?.payment_problem ?? null),
        }
      : null;
  return { day, lead, fixed, problem };
}
