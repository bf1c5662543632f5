import { subscriberPerks } from '@mealbox/contracts';
import type { PlanPerks } from '@mealbox/contracts';
import { findSubscriberPlan } from '@mealbox/platform';
import type { SubscriberPlanDeps } from '@mealbox/platform';

/** What the customer's subscription earns them now: nothing without one, or once it is cancelled. */
export async function perksOf(deps: SubscriberPlanDeps, userId: string): Promise<PlanPerks> {
  return subscriberPerks(await findSubscriberPlan(deps, userId));
}
