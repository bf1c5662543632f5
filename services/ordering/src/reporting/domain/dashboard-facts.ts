import type { OrderStatus, PaymentStatus } from '@mealbox/contracts';
import { londonDate } from '@mealbox/contracts/london-calendar';
import type { OrderContact, OrderFacts, OrderPlan } from '../data/projection-shapes';

// Stored as they are by the projection's models, so defined beside them (see projection-shapes.ts).
export type { OrderContact, OrderFacts, OrderPlan } from '../data/projection-shapes';

export const NO_FACTS: OrderFacts = {
  placedDay: null,
  placedAt: 0,
  deliveryDay: null,
  totalPence: 0,
  orderStatus: null,
  paymentStatus: null,
  items: null,
  contact: null,
  deliveryDayAt: 0,
  totalPenceAt: 0,
  orderStatusAt: 0,
  paymentStatusAt: 0,
};

/** One of ordering's order events, as the dashboard reads it. */
export type OrderChange =
  | {
      kind: 'placed';
      placedAt: Date;
      deliveryDate: string;
      totalPence: number;
      orderStatus: OrderStatus;
      paymentStatus: PaymentStatus;
    }
  | { kind: 'orderStatus'; to: OrderStatus; at: Date }
  | { kind: 'paymentStatus'; to: PaymentStatus; at: Date }
  | { kind: 'total'; totalPence: number; at: Date }
  | { kind: 'deliveryDay'; to: string; at: Date }
  /** Everything the card has had back so far: it only grows, so the largest seen is the latest. */
  | { kind: 'refundedToCard'; pence: number }
  /** The order's name and email may have been filled in: no fact changes, the projection reads them again. */
  | { kind: 'contactRead' };

type Timed = 'deliveryDay' | 'totalPence' | 'orderStatus' | 'paymentStatus';

/** Sets `field` if `at` is newer than the change that set it; otherwise the facts are returned unchanged. */
function newer<F extends Timed>(facts: OrderFacts, field: F, value: OrderFacts[F], at: Date): OrderFacts {
  const stamp = at.getTime();
  if (stamp <= facts[`${field}At`]) return facts;
  return { ...facts, [field]: value, [`${field}At`]: stamp };
}

/**
 * The facts after `change`, or null when it changes nothing (a redelivery, or older than what is held).
 * OrderPlaced sets every field it carries unless a later change already did: that change arrived first.
 */
export function applyOrderChange(facts: OrderFacts, change: OrderChange): OrderFacts | null {
  let next = facts;
  switch (change.kind) {
    case 'placed': {
      const at = change.placedAt;
      if (next.placedDay === null) next = { ...next, placedDay: londonDate(at), placedAt: at.getTime() };
      next = newer(next, 'deliveryDay', change.deliveryDate, at);
      next = newer(next, 'totalPence', change.totalPence, at);
      next = newer(next, 'orderStatus', change.orderStatus, at);
      next = newer(next, 'paymentStatus', change.paymentStatus, at);
      break;
    }
    case 'orderStatus':
      next = newer(next, 'orderStatus', change.to, change.at);
      break;
    case 'paymentStatus':
      next = newer(next, 'paymentStatus', change.to, change.at);
      break;
    case 'total':
      next = newer(next, 'totalPence', change.totalPence, change.at);
      break;
    case 'deliveryDay':
      next = newer(next, 'deliveryDay', change.to, change.at);
      break;
    case 'refundedToCard':
      if (change.pence > (next.refundedToCardPence ?? 0))
        next = { ...next, refundedToCardPence: change.pence };
      break;
    case 'contactRead':
      break;
  }
  return next === facts ? null : next;
}

/**
 * The facts with the order's contact as read from the order now, once it is placed (a placed order always has
 * one); `facts` itself when it already holds that contact.
 */
export function withContact(facts: OrderFacts, contact: OrderContact): OrderFacts {
  if (facts.placedDay === null) return facts;
  if (facts.contact?.name === contact.name && facts.contact.email === contact.email) return facts;
  return { ...facts, contact };
}

/** The facts with the order's plan as read from the order, once it is placed; `facts` itself when unchanged. */
export function withPlan(facts: OrderFacts, plan: OrderPlan): OrderFacts {
  if (facts.placedDay === null) return facts;
  const held = facts.plan;
  if (
    held?.customer === plan.customer &&
    held.protein === plan.protein &&
    held.size === plan.size &&
    held.meals === plan.meals &&
    held.subscription === plan.subscription &&
    held.lines === plan.lines &&
    held.safePlace === plan.safePlace &&
    held.instructions === plan.instructions
  )
    return facts;
  // Field order fixed: the stored row built from it is pulled by whole-value equality.
  return {
    ...facts,
    plan: {
      customer: plan.customer,
      protein: plan.protein,
      size: plan.size,
      meals: plan.meals,
      subscription: plan.subscription,
      ...(plan.lines === undefined ? {} : { lines: plan.lines }),
      ...(plan.safePlace === undefined ? {} : { safePlace: plan.safePlace }),
      ...(plan.instructions === undefined ? {} : { instructions: plan.instructions }),
    },
  };
}
