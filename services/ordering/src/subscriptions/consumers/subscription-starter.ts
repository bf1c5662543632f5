import { TOPICS, orderPaymentStatusChangedSchema } from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger } from '@mealbox/platform';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { startSubscriptionForPaidOrder } from '../domain/start-subscription';

export const ORDERING_SUBSCRIPTIONS_CONSUMER_GROUP = 'ordering-subscriptions';

/**
 * Starts subscriptions from ordering's own order events: an order's payment moving to 'completed' (the
 * payment service's success, or staff marking it paid) is announced in the order's outbox in the same write,
 * so the start is never lost to a crash, and it happens at most once (see startSubscriptionForPaidOrder).
 * A consumer group of its own: it never holds up payments or the dashboard. A new group reads the topic
 * from the beginning, so paid orders still on it start their customers' subscriptions too.
 */
export function startSubscriptionStarter(
  deps: OrderingDeps & { bus: EventBus; logger: Logger; consumerGroup?: string },
): Promise<EventConsumer> {
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? ORDERING_SUBSCRIPTIONS_CONSUMER_GROUP,
    topics: [TOPICS.orderingOrders],
    handlers: {
      OrderPaymentStatusChanged: on(orderPaymentStatusChangedSchema, async ({ data, correlationId }) => {
        if (data.to !== 'completed') return;
        await startSubscriptionForPaidOrder(deps, data.orderId, correlationId);
      }),
    },
  });
}
