import { nextSubscriberPlan } from '@mealbox/contracts';
import type { SubscriberPlanEvent } from '@mealbox/contracts';
import { isDuplicateKeyError } from '../../mongo/duplicate-key';
import { findSubscriberPlan } from './find-subscriber-plan';
import type { SubscriberPlanDeps } from './subscriber-plan-model';

/** How often a fold is tried again when another event of the same customer was written first. */
const MAX_ATTEMPTS = 20;

/**
 * Applies one of ordering's subscription events to the customer's plan (contracts' nextSubscriberPlan). The write
 * is conditional on the `asOf` the new plan was folded from (insert-only when none is held), so of two events
 * applied at once the loser folds again over the winner's result: neither is lost. A repeated or older event folds
 * to the plan held and writes nothing; so redelivery and out-of-order delivery leave the newest state.
 * Answers whether the plan changed.
 */
export async function recordSubscriberPlan(
  deps: SubscriberPlanDeps,
  event: SubscriberPlanEvent,
): Promise<boolean> {
  const userId = event.data.userId;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await findSubscriberPlan(deps, userId);
    const next = nextSubscriberPlan(current, event);
    if (!next || next === current) return false;
    const fields = {
      subscriptionId: next.subscriptionId,
      numberOfMeals: next.numberOfMeals,
      cancelled: next.cancelled,
      asOf: next.asOf,
    };
    if (!current) {
      try {
        await deps.subscriberPlans.create({ _id: userId, ...fields });
        return true;
      } catch (error) {
        // Another event of this customer inserted first: fold again over what it wrote.
        if (!isDuplicateKeyError(error)) throw error;
        continue;
      }
    }
    // A plain equality filter (no operator), so it needs no trustedFilter.
    const written = await deps.subscriberPlans.updateOne(
      { _id: userId, asOf: current.asOf },
      { $set: fields },
    );
    if (written.matchedCount === 1) return true;
  }
  throw new Error(`The plan of user ${userId} kept changing while an event was applied; it will be retried.`);
}
