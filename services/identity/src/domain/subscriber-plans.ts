import { nextSubscriberPlan, subscriberPerks } from '@mealbox/contracts';
import type { PlanPerks, SubscriberPlan, SubscriberPlanEvent } from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { SubscriberPlanDocument, SubscriberPlanModel } from '../data/subscriber-plan-model';

export interface SubscriberPlanDeps {
  subscriberPlans: SubscriberPlanModel;
}

function toSubscriberPlan({ _id, subscriptionId, numberOfMeals, cancelled, asOf }: SubscriberPlanDocument) {
  return { userId: _id, subscriptionId, numberOfMeals, cancelled, asOf };
}

/** The customer's plan as identity knows it now; null when no subscription event has been seen for them. */
export async function findSubscriberPlan(
  { subscriberPlans }: SubscriberPlanDeps,
  userId: string,
): Promise<SubscriberPlan | null> {
  const stored = await subscriberPlans.findById(userId).lean<SubscriberPlanDocument>();
  return stored ? toSubscriberPlan(stored) : null;
}

/** What the customer's subscription earns them now: nothing without one, or once it is cancelled. */
export async function perksOf(deps: SubscriberPlanDeps, userId: string): Promise<PlanPerks> {
  return subscriberPerks(await findSubscriberPlan(deps, userId));
}

/**
 * Folds one of ordering's subscription events into the customer's row. The write is conditional on the row being
 * older than the result (or absent), so a redelivered, repeated or late event changes nothing. As in the order
 * projection, the first row is a separate upsert on `_id` alone with `$setOnInsert`: an upsert carrying the `asOf`
 * condition would try to insert a second row with the same `_id` whenever the stored one is newer.
 */
export async function applySubscriberPlanEvent(
  deps: SubscriberPlanDeps,
  event: SubscriberPlanEvent,
): Promise<void> {
  const userId = event.data.userId;
  const current = await findSubscriberPlan(deps, userId);
  const next = nextSubscriberPlan(current, event);
  if (!next || next === current) return;
  const { subscriptionId, numberOfMeals, cancelled, asOf } = next;
  const values = { subscriptionId, numberOfMeals, cancelled, asOf };
  const newer = await deps.subscriberPlans.updateOne(trustedFilter({ _id: userId, asOf: { $lt: asOf } }), {
    $set: values,
  });
  if (newer.matchedCount === 1) return;
  await deps.subscriberPlans.updateOne({ _id: userId }, { $setOnInsert: values }, { upsert: true });
}
