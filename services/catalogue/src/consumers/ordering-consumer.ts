import { TOPICS, orderPaymentStatusChangedSchema, orderPlacedSchema } from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger } from '@mealbox/platform';
import { recordPaymentStatus } from '../domain/paid-customers';
import type { PaidCustomerDeps } from '../domain/paid-customers';

export const CATALOGUE_CONSUMER_GROUP = 'catalogue';

/**
 * Keeps the catalogue's read model of customers who have paid for a box from ordering's order events, so the
 * price quote answers a first-box code as the order would. Both events carry the user and a payment status
 * (an order is normally placed unpaid and paid later; either way the first paid status counts).
 */
export function startOrderingConsumer(
  deps: PaidCustomerDeps & { bus: EventBus; logger: Logger; consumerGroup?: string },
): Promise<EventConsumer> {
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? CATALOGUE_CONSUMER_GROUP,
    topics: [TOPICS.orderingOrders],
    handlers: {
      OrderPlaced: on(orderPlacedSchema, ({ data }) =>
        recordPaymentStatus(deps, {
          userId: data.userId,
          orderId: data.orderId,
          status: data.paymentStatus,
          at: new Date(data.placedAt),
        }),
      ),
      OrderPaymentStatusChanged: on(orderPaymentStatusChangedSchema, ({ data }) =>
        recordPaymentStatus(deps, {
          userId: data.userId,
          orderId: data.orderId,
          status: data.to,
          at: new Date(data.changedAt),
        }),
      ),
    },
  });
}
