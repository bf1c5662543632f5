import type { SubscriberPlan } from '@mealbox/contracts';
import type { SubscriberPlanDeps, SubscriberPlanDocument } from './subscriber-plan-model';

/** The customer's plan as held; null when no subscription event has been applied for them. */
export async function findSubscriberPlan(
  deps: SubscriberPlanDeps,
  userId: string,
): Promise<SubscriberPlan | null> {
  const held = await deps.subscriberPlans.findById(userId).lean<SubscriberPlanDocument>();
  if (!held) return null;
  const { _id, subscriptionId, numberOfMeals, cancelled, asOf } = held;
  return { userId: _id, subscriptionId, numberOfMeals, cancelled, asOf };
}
