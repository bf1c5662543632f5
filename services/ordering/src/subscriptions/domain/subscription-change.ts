import type { PriceQuote, SubscriptionChangeEventBody } from '@mealbox/contracts';
import { conflict } from '@mealbox/platform';
import type { MealReadDocument } from '../../shared/data/meal-read-model';
import type { SubscriptionDocument, SubscriptionPlan } from '../data/subscription-model';

/** What the customer's actions may change. */
export type ChangeableFields = Pick<
  SubscriptionDocument,
  | 'planChanges'
  | 'frequencyChanges'
  | 'extraBoxes'
  | 'status'
  | 'pausedUntil'
  | 'pauses'
  | 'cancelledAt'
  | 'cancelledFrom'
  | 'overrides'
  | 'dietaryRequirements'
  | 'extras'
  | 'liveKey'
>;

/** A change to write: the fields, the event announcing it, and the confirmation's words. */
export interface SubscriptionChange {
  set: Partial<ChangeableFields>;
  event: SubscriptionChangeEventBody;
  summary: string;
}

/**
 * What an action decides: a change, or null when the subscription already is as asked (skipping a skipped box,
 * cancelling a cancelled subscription): nothing is written, no second confirmation or event, and the answer is
 * the current state. Refusals are thrown (409 for the state, 400 for the request).
 */
export type Decision = SubscriptionChange | null;

/** What the rules need beyond the subscription: the clock, prices, and the meals in question. */
export interface DecisionContext {
  now: Date;
  /** The price of a box of `plan` from the read models; null while prices are not known. */
  priceOf(plan: SubscriptionPlan): PriceQuote | null;
  mealName(mealId: string): string;
  /** The read model's copies of the meals the change is about (to check them against a week's menu). */
  meals: ReadonlyMap<string, MealReadDocument>;
}

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found.';
export const DELIVERY_NOT_FOUND = 'There is no box with that date in your next 14 days.';
export const SUBSCRIPTION_CANCELLED =
  'Your subscription is cancelled, so it cannot be changed. Order a new box to start again.';

export function refuseIfCancelled(subscription: Pick<SubscriptionDocument, 'status'>): void {
  if (subscription.status === 'cancelled') throw conflict(SUBSCRIPTION_CANCELLED);
}

/** The event payload's reference to its subscription. */
export const refOf = (subscription: Pick<SubscriptionDocument, '_id' | 'userId'>) => ({
  subscriptionId: subscription._id.toHexString(),
  userId: subscription.userId,
});
