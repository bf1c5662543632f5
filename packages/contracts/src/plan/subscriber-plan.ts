import type {
  SubscriptionCancelledData,
  SubscriptionPlanChangedData,
  SubscriptionStartedData,
} from '../events/subscription-events';
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

/** The events that change a subscriber's perks; pauses keep them (the customer is still subscribed). */
export type SubscriberPlanEvent =
  | { type: 'SubscriptionStarted'; occurredAt: string; data: SubscriptionStartedData }
  | { type: 'SubscriptionPlanChanged'; occurredAt: string; data: SubscriptionPlanChangedData }
  | { type: 'SubscriptionCancelled'; occurredAt: string; data: SubscriptionCancelledData };

/**
 * The customer's plan after an event, or `current` unchanged when the event is older than what is known or is
 * about another (earlier) subscription. A repeated event therefore changes nothing. A plan change counts from
 * when it is made, not from the first box that carries it: a small, generous simplification.
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
  if (event.type === 'SubscriptionPlanChanged') {
    return { ...current, numberOfMeals: event.data.to.numberOfMeals, asOf: event.occurredAt };
  }
  return { ...current, cancelled: true, asOf: event.occurredAt };
}

/** The perks a customer has now: none without a subscription or after cancelling. */
export function subscriberPerks(plan: SubscriberPlan | null): PlanPerks {
  if (!plan || plan.cancelled) return NO_PERKS;
  return planPerks(plan.numberOfMeals);
}
