import {
  orderConfirmedSchema,
  subscriptionCancelledSchema,
  subscriptionStartedSchema,
} from '@mealbox/contracts';
import { on } from '../../consumers/event-consumer';
import { recordSubscriberPlan } from './record-subscriber-plan';
import type { SubscriberPlanDeps } from './subscriber-plan-model';

/**
 * The handlers that keep the subscriber-plan read model fed from ordering's subscription and order events, for a
 * service's ordering consumer (reading `ordering.subscriptions.v1` and `ordering.orders.v1`) to spread among its
 * own. A plan change is not followed: the perks follow each box as it is paid (OrderConfirmed of a subscription's
 * order), so a change asked for from a future box opens nothing before it is paid for.
 */
export function subscriberPlanHandlers(deps: SubscriberPlanDeps) {
  return {
    SubscriptionStarted: on(subscriptionStartedSchema, async ({ occurredAt, data }) => {
      await recordSubscriberPlan(deps, { type: 'SubscriptionStarted', occurredAt, data });
    }),
    OrderConfirmed: on(orderConfirmedSchema, async ({ occurredAt, data }) => {
      if (data.subscriptionId === null) return;
      await recordSubscriberPlan(deps, {
        type: 'SubscriptionBoxPaid',
        occurredAt,
        data: { userId: data.userId, subscriptionId: data.subscriptionId, numberOfMeals: data.numberOfMeals },
      });
    }),
    SubscriptionCancelled: on(subscriptionCancelledSchema, async ({ occurredAt, data }) => {
      await recordSubscriberPlan(deps, { type: 'SubscriptionCancelled', occurredAt, data });
    }),
  };
}
