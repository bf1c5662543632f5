import { TOPICS, subscriptionDeliveryLockedSchema } from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger } from '@mealbox/platform';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { placeSubscriptionBox } from '../domain/place-subscription-box';

export const ORDERING_BOX_ORDERS_CONSUMER_GROUP = 'ordering-box-orders';

/**
 * Places each subscription box's order when the weekly job announces that its cut-off has passed
 * (SubscriptionDeliveryLocked on `ordering.subscriptions.v1`). Placing is idempotent by the box's key, so a
 * redelivery places nothing more. A consumer group of its own: it never holds up payments or the dashboard.
 */
export function startBoxOrdersConsumer(
  deps: OrderingDeps & { bus: EventBus; logger: Logger; consumerGroup?: string },
): Promise<EventConsumer> {
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? ORDERING_BOX_ORDERS_CONSUMER_GROUP,
    topics: [TOPICS.orderingSubscriptions],
    handlers: {
      SubscriptionDeliveryLocked: on(subscriptionDeliveryLockedSchema, async ({ data, correlationId }) => {
        await placeSubscriptionBox(deps, data, correlationId);
      }),
    },
  });
}
