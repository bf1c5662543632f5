import {
  TOPICS,
  customerUpdatedSchema,
  orderPaymentStatusChangedSchema,
  orderPlacedSchema,
  orderRepricedSchema,
  orderRescheduledSchema,
  orderStatusChangedSchema,
} from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger } from '@mealbox/platform';
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
 * Keeps identity's read models of orders and customer phone numbers from ordering's events (for the admin user
 * list). Every handler is a conditional, idempotent write guarded by the event's time, so redelivered and
 * out-of-order events leave the right state.
 */
export function startOrderingConsumer(
  deps: OrderProjectionDeps & { bus: EventBus; logger: Logger; consumerGroup?: string },
): Promise<EventConsumer> {
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? IDENTITY_CONSUMER_GROUP,
    topics: [TOPICS.orderingOrders, TOPICS.orderingCustomers],
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
    },
  });
}
