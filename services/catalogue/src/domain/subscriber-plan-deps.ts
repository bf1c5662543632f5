import type { SubscriberPlanModel } from '../data/subscriber-plan-model';

/** What keeping and reading customers' subscription plans needs. */
export interface SubscriberPlanDeps {
  subscriberPlans: SubscriberPlanModel;
}
