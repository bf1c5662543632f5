import {
  TOPICS,
  orderPaymentStatusChangedSchema,
  orderPlacedSchema,
  orderRepricedSchema,
  partialRefundRequestedSchema,
  refundRequestedSchema,
} from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger } from '@mealbox/platform';
import { applyOrderPaymentStatusChanged, applyOrderPlaced, applyOrderRepriced } from '../domain/order-views';
import { followRepricedBox, scheduleBoxCharge } from '../domain/box-charges';
import { expireRepricedSessions } from '../domain/expire-repriced-sessions';
import type { PaymentDeps } from '../domain/payment-deps';
import { requestPartialRefund, requestRefund } from '../domain/request-refund';

export const PAYMENT_CONSUMER_GROUP = 'payment';

/**
 * Ordering's events: the amount due and payment status of each order (for checkouts), subscription boxes to
 * charge to saved cards, and refunds staff ask for (the rest of a payment, or a part of it to the card).
 * Every handler is idempotent and order-safe (newer-wins views; refunds remember the event id).
 */
export function startOrderingConsumer(
  deps: PaymentDeps & { bus: EventBus; logger: Logger; consumerGroup?: string },
): Promise<EventConsumer> {
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? PAYMENT_CONSUMER_GROUP,
    topics: [TOPICS.orderingOrders],
    handlers: {
      OrderPlaced: on(orderPlacedSchema, async (event) => {
        await applyOrderPlaced(deps, event.data, new Date(event.occurredAt));
        // A subscription box is charged to the saved card (after the view, so the charger sees the order).
        if (event.data.subscriptionId) await scheduleBoxCharge(deps, event.data);
      }),
      OrderRepriced: on(orderRepricedSchema, async (event) => {
        await applyOrderRepriced(deps, event.data, new Date(event.occurredAt));
        // After the view, so the sessions are compared with the newest price.
        const outcome = await expireRepricedSessions(deps, event.data.orderId);
        const boxCharge = await followRepricedBox(deps, event.data);
        deps.logger.info({ orderId: event.data.orderId, outcome, boxCharge }, 'order repriced');
      }),
      OrderPaymentStatusChanged: on(orderPaymentStatusChangedSchema, (event) =>
        applyOrderPaymentStatusChanged(deps, event.data, new Date(event.occurredAt)),
      ),
      RefundRequested: on(refundRequestedSchema, async (event) => {
        const outcome = await requestRefund(deps, event.data, event.eventId, event.correlationId);
        deps.logger.info({ orderId: event.data.orderId, outcome }, 'refund requested');
      }),
      PartialRefundRequested: on(partialRefundRequestedSchema, async (event) => {
        const outcome = await requestPartialRefund(deps, event.data, event.eventId, event.correlationId);
        deps.logger.info(
          { orderId: event.data.orderId, refundId: event.data.refundId, outcome },
          'partial refund requested',
        );
      }),
    },
  });
}
