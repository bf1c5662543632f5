import { proteinPreferenceLabel } from '@mealbox/contracts/plan-choice';
import type { DeliveryState, SubscriptionDelivery } from '@mealbox/contracts';
import { formatPrice, pounds, type BadgeTone } from '@mealbox/web-kit';
import { lockedChargeWords, paymentProblemWords, type PaymentProblemWords } from './box-payment-words';
import { dayWords, momentWords } from './day-words';

export interface DeliveryWords {
  /** 'Thursday 12 March'. */
  day: string;
  /** The badge: 'Open for changes', 'Locked', 'Skipped', 'Paused'. */
  stateLabel: string;
  tone: BadgeTone;
  /** The box's price ('£59.99'), only as the server gave it; null when it did not. */
  price: string | null;
  /** Whether the box comes, and so is charged. */
  comes: boolean;
  /** 'You will be charged £59.99 on Monday 9 March.', or why it is not charged. */
  charge: string;
  /** 'Changes close at 12:00 on Monday 9 March.', or, once locked, why it can no longer change. */
  cutOff: string;
  /** 'Moved from Thursday 12 March.' when the customer moved it. */
  moved: string | null;
  /** 'An extra box, on top of your usual ones.' for a one-off box the customer added. */
  extraBox: string | null;
  /** Which meals come: the customer's, or ours. */
  meals: string;
  /** 'Extras: 1 × Sticky Toffee Pudding.': the box's own, or the every-week ones it gets; null when none. */
  extras: string | null;
  /** 'Order MB-5F3A9C21', the reference to quote, once the box's order is placed. */
  order: string | null;
  /** Why the saved card was refused for it, and what happens next; null when nothing went wrong. */
  paymentProblem: PaymentProblemWords | null;
}

const STATE: Record<DeliveryState, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open for changes', tone: 'green' },
  locked: { label: 'Locked', tone: 'blue' },
  skipped: { label: 'Skipped', tone: 'neutral' },
  paused: { label: 'Paused', tone: 'amber' },
};

const money = (decimal: string) => formatPrice(pounds(decimal));

function chargeWords(delivery: SubscriptionDelivery): string {
  const { charge } = delivery;
  switch (delivery.state) {
    case 'skipped':
      return 'You skipped this box, so it will not come and you will not be charged for it.';
    case 'paused':
      return 'It falls in your pause, so it will not come and you will not be charged for it.';
    case 'locked':
      return lockedChargeWords(delivery);
    case 'open':
      // Without a charge the server's own sentence stands: a price is never worked out here.
      return charge
        ? `You will be charged ${money(charge.amount)} on ${dayWords(charge.date)}.`
        : delivery.summary;
  }
}

function cutOffWords(delivery: SubscriptionDelivery): string {
  const when = momentWords(delivery.cut_off);
  if (delivery.state === 'locked')
    return `Locked: changes closed at ${when}, so our kitchen is already preparing it and it comes as planned.`;
  if (delivery.state === 'paused')
    return delivery.changeable
      ? `If you resume your deliveries before ${when}, it comes after all.`
      : `Changes closed at ${when}.`;
  return delivery.changeable ? `Changes close at ${when}.` : `Changes closed at ${when}.`;
}

function mealWords(delivery: SubscriptionDelivery): string {
  if (!delivery.meals_chosen || delivery.items.length === 0)
    return `We choose your meals, to suit ${proteinPreferenceLabel(delivery.plan.protein_preference)}.`;
  return `Your meals: ${delivery.items.map((item) => `${item.quantity} × ${item.meal.name}`).join(', ')}.`;
}

function extrasWords(delivery: SubscriptionDelivery): string | null {
  if (delivery.extras.length === 0) return delivery.extras_chosen ? 'Extras: none in this box.' : null;
  const named = delivery.extras.map((extra) => `${extra.quantity} × ${extra.name}`).join(', ');
  return `Extras: ${named}${delivery.extras_chosen ? '' : ' (your every-week extras)'}.`;
}

/** One box of the next two weeks, in words. */
export function deliveryWords(delivery: SubscriptionDelivery): DeliveryWords {
  return {
    day: dayWords(delivery.date),
    stateLabel: STATE[delivery.state].label,
    tone: STATE[delivery.state].tone,
    price: delivery.price ? money(delivery.price.total_price) : null,
    comes: delivery.state === 'open' || delivery.state === 'locked',
    charge: chargeWords(delivery),
    cutOff: cutOffWords(delivery),
    moved: delivery.moved ? `Moved from ${dayWords(delivery.scheduled_date)}.` : null,
    extraBox: delivery.extra ? 'An extra box, on top of your usual ones.' : null,
    meals: mealWords(delivery),
    extras: extrasWords(delivery),
    order: delivery.order ? `Order ${delivery.order.reference}` : null,
    paymentProblem: paymentProblemWords(delivery.order),
  };
}

export interface DeliveryChoices {
  skip: boolean;
  restore: boolean;
  move: boolean;
  chooseMeals: boolean;
  chooseExtras: boolean;
}

/**
 * What the customer can do with a box: an open box can be skipped, moved, filled or given extras; a skipped one
 * restored.
 */
export function deliveryChoices(
  delivery: Pick<SubscriptionDelivery, 'state' | 'changeable'>,
): DeliveryChoices {
  const open = delivery.changeable && delivery.state === 'open';
  return {
    skip: open,
    restore: delivery.changeable && delivery.state === 'skipped',
    move: open,
    chooseMeals: open,
    chooseExtras: open,
  };
}
