import {
  TOPICS,
  customerUpdatedSchema,
  orderPaymentStatusChangedSchema,
  orderPlacedSchema,
  orderRepricedSchema,
  orderRescheduledSchema,
  orderStatusChangedSchema,
} from '@mealbox/contracts';
import { on, startEventConsumer, subscriberPlanHandlers } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger, SubscriberPlanDeps } from '@mealbox/platform';
import {
  applyCustomerUpdated,
  applyOrderPaymentStatusChanged,
  applyOrderPlaced,
  applyOrderRepriced,
  applyOrderRescheduled,
  applyOrderStatusChanged,
} from '../domain/order-projection';
import type { OrderProjectionDeps } from '../domain/order-projection';

export const IDENTITY_CONSUMER_GROUP = 'identity';

/**
 * Keeps identity's read models from ordering's events: orders and customer phone numbers (for the admin user
 * list) and each customer's subscription plan as paid for (for priority support). Every handler is a conditional, idempotent
 * write guarded by the event's time, so redelivered and out-of-order events leave the right state.
 */
export function startOrderingConsumer(
  deps: OrderProjectionDeps & SubscriberPlanDeps & { bus: EventBus; logger: Logger; consumerGroup?: string },
): Promise<EventConsumer> {
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? IDENTITY_CONSUMER_GROUP,
    topics: [TOPICS.orderingOrders, TOPICS.orderingCustomers, TOPICS.orderingSubscriptions],
    handlers: {
      OrderPlaced: on(orderPlacedSchema, (event) => applyOrderPlaced(deps, event.data)),
      OrderStatusChanged: on(orderStatusChangedSchema, (event) => applyOrderStatusChanged(deps, event.data)),
      OrderPaymentStatusChanged: on(orderPaymentStatusChangedSchema, (event) =>
        applyOrderPaymentStatusChanged(deps, event.data),
      ),
      OrderRepriced: on(orderRepricedSchema, (event) => applyOrderRepriced(deps, event.data)),
      OrderRescheduled: on(orderRescheduledSchema, (event) => applyOrderRescheduled(deps, event.data)),
      CustomerUpdated: on(customerUpdatedSchema, (event) =>
        applyCustomerUpdated(deps, event.data, new Date(event.occurredAt)),
      ),
      ...subscriberPlanHandlers(deps),
    },
  });
}
