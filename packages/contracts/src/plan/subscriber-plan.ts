import type { SubscriptionCancelledData, SubscriptionStartedData } from '../events/subscription-events';
import { NO_PERKS, planPerks, type PlanPerks } from './plan-perks';

/**
 * What a service outside ordering needs to know of a customer's subscription to give its perks: how many meals a
 * week it now holds and whether it was cancelled. Identity and catalogue each keep one per customer, folded from
 * ordering's subscription events with `nextSubscriberPlan` and stored with a write guarded by `asOf` (platform's
 * read-models/subscriber-plans).
 */
export interface SubscriberPlan {
  userId: string;
  subscriptionId: string;
  numberOfMeals: number;
  cancelled: boolean;
  /** When the last event applied happened (ISO 8601): an older event changes nothing. */
  asOf: string;
}

/** A box of a subscription was paid (ordering's OrderConfirmed of an order with a subscription). */
export interface SubscriptionBoxPaidData {
  userId: string;
  subscriptionId: string;
  numberOfMeals: number;
}

/**
 * The events that change a subscriber's perks; pauses keep them (the customer is still subscribed). A plan change
 * is not among them: the perks follow the plan paid for, so a change counts from its first box paid.
 */
export type SubscriberPlanEvent =
  | { type: 'SubscriptionStarted'; occurredAt: string; data: SubscriptionStartedData }
  | { type: 'SubscriptionBoxPaid'; occurredAt: string; data: SubscriptionBoxPaidData }
  | { type: 'SubscriptionCancelled'; occurredAt: string; data: SubscriptionCancelledData };

/**
 * The customer's plan after an event, or `current` unchanged when the event is older than what is known or is
 * about another (earlier) subscription. A repeated event therefore changes nothing. The plan is the one paid for:
 * the first order's (a subscription starts when it is paid), then each box's as it is paid. A change asked for
 * from a future box (nothing paid, and reversible until that box's cut-off) opens nothing until that box is paid,
 * and a smaller plan keeps the larger one's perks until its first box is.
 */
export function nextSubscriberPlan(
  current: SubscriberPlan | null,
  event: SubscriberPlanEvent,
): SubscriberPlan | null {
  if (current && event.occurredAt <= current.asOf) return current;
  const { userId, subscriptionId } = event.data;
  if (event.type === 'SubscriptionStarted') {
    return {
      userId,
      subscriptionId,
      numberOfMeals: event.data.plan.numberOfMeals,
      cancelled: false,
      asOf: event.occurredAt,
    };
  }
  if (!current || current.subscriptionId !== subscriptionId) return current;
  if (event.type === 'SubscriptionBoxPaid') {
    return { ...current, numberOfMeals: event.data.numberOfMeals, asOf: event.occurredAt };
  }
  return { ...current, cancelled: true, asOf: event.occurredAt };
}

/** The perks a customer has now: none without a subscription or after cancelling. */
export function subscriberPerks(plan: SubscriberPlan | null): PlanPerks {
  if (!plan || plan.cancelled) return NO_PERKS;
  return planPerks(plan.numberOfMeals);
}
