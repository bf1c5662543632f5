import { nextSubscriberPlan } from '@mealbox/contracts';
import type { SubscriberPlan, SubscriberPlanEvent } from '@mealbox/contracts';
import { isDuplicateKeyError } from '@mealbox/platform';
import type { SubscriberPlanDocument } from '../data/subscriber-plan-model';
import type { SubscriberPlanDeps } from './subscriber-plan-deps';

/** How often a fold is tried again when another event of the same customer was written first. */
const MAX_ATTEMPTS = 20;

/**
 * Applies one of ordering's subscription events to the customer's plan (contracts' nextSubscriberPlan). The write
 * is conditional on the `asOf` the new plan was folded from (insert-only when none is held), so of two events
 * applied at once the loser folds again over the winner's result. A repeated or older event folds to the plan
 * held and writes nothing; so redelivery and out-of-order delivery leave the newest state.
 * Answers whether the plan changed.
 */
export async function recordSubscriberPlan(
  deps: SubscriberPlanDeps,
  event: SubscriberPlanEvent,
): Promise<boolean> {
  const userId = event.data.userId;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const held = await deps.subscriberPlans.findById(userId).lean<SubscriberPlanDocument>();
    const current = held ? planOf(held) : null;
    const next = nextSubscriberPlan(current, event);
    if (!next || next === current) return false;
    const fields = {
      subscriptionId: next.subscriptionId,
      numberOfMeals: next.numberOfMeals,
      cancelled: next.cancelled,
      asOf: next.asOf,
    };
    if (!held) {
      try {
        await deps.subscriberPlans.create({ _id: userId, ...fields });
        return true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        continue;
      }
    }
    const written = await deps.subscriberPlans.updateOne({ _id: userId, asOf: held.asOf }, { $set: fields });
    if (written.matchedCount === 1) return true;
  }
  throw new Error(`The plan of user ${userId} kept changing while an event was applied; it will be retried.`);
}

/** The customer's plan as held, or none. */
export async function findSubscriberPlan(
  deps: SubscriberPlanDeps,
  userId: string,
): Promise<SubscriberPlan | null> {
  const held = await deps.subscriberPlans.findById(userId).lean<SubscriberPlanDocument>();
  return held ? planOf(held) : null;
}

function planOf(document: SubscriberPlanDocument): SubscriberPlan {
  return {
    userId: document._id,
    subscriptionId: document.subscriptionId,
    numberOfMeals: document.numberOfMeals,
    cancelled: document.cancelled,
    asOf: document.asOf,
  };
}
