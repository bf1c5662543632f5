import {
  subscriptionCancelledSchema,
  subscriptionPlanChangedSchema,
  subscriptionStartedSchema,
} from '@mealbox/contracts';
import { on } from '../../consumers/event-consumer';
import { recordSubscriberPlan } from './record-subscriber-plan';
import type { SubscriberPlanDeps } from './subscriber-plan-model';

/**
 * The handlers that keep the subscriber-plan read model fed from ordering's subscription events, for a service's
 * ordering consumer to spread among its own.
 */
export function subscriberPlanHandlers(deps: SubscriberPlanDeps) {
  return {
    SubscriptionStarted: on(subscriptionStartedSchema, async ({ occurredAt, data }) => {
      await recordSubscriberPlan(deps, { type: 'SubscriptionStarted', occurredAt, data });
    }),
    SubscriptionPlanChanged: on(subscriptionPlanChangedSchema, async ({ occurredAt, data }) => {
      await recordSubscriberPlan(deps, { type: 'SubscriptionPlanChanged', occurredAt, data });
    }),
    SubscriptionCancelled: on(subscriptionCancelledSchema, async ({ occurredAt, data }) => {
      await recordSubscriberPlan(deps, { type: 'SubscriptionCancelled', occurredAt, data });
    }),
  };
}
