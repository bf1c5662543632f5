import {
  TOPICS,
  paymentFailedSchema,
  paymentRefundedSchema,
  paymentSucceededSchema,
} from '@mealbox/contracts';
import type { PaymentStatus } from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger } from '@mealbox/platform';
import type { EventEnvelope } from '@mealbox/contracts';
import type { OrderingDeps } from '../domain/ordering-deps';
import { applyPaymentOutcome } from '../domain/payment-outcomes';

export const ORDERING_PAYMENTS_CONSUMER_GROUP = 'ordering-payments';

/**
 * Payment results (`payment.payments.v1`) in a consumer group of their own: a customer waiting on the success
 * page must not queue behind a replay of the catalogue's topics (a new ordering instance reads those from the
 * beginning).
 */
export function startPaymentConsumer(
  deps: OrderingDeps & { bus: EventBus; logger: Logger; consumerGroup?: string },
): Promise<EventConsumer> {
  const moveTo =
    (to: PaymentStatus) =>
    (event: EventEnvelope<string, { orderId: string }>): Promise<void> =>
      applyPaymentOutcome(deps, {
        orderId: event.data.orderId,
        to,
        eventId: event.eventId,
        correlationId: event.correlationId,
      });
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? ORDERING_PAYMENTS_CONSUMER_GROUP,
    topics: [TOPICS.paymentPayments],
    handlers: {
      PaymentSucceeded: on(paymentSucceededSchema, moveTo('completed')),
      PaymentFailed: on(paymentFailedSchema, (event) =>
        applyPaymentOutcome(deps, {
          orderId: event.data.orderId,
          to: 'failed',
          eventId: event.eventId,
          correlationId: event.correlationId,
          problem: event.data.reason
            ? {
                reason: event.data.reason,
                retryAt: event.data.retryAt ? new Date(event.data.retryAt) : null,
              }
            : undefined,
        }),
      ),
      PaymentRefunded: on(paymentRefundedSchema, moveTo('refunded')),
    },
  });
}
