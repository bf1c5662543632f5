import {
  TOPICS,
  paymentFailedSchema,
  paymentMismatchedSchema,
  paymentPartlyRefundedSchema,
  paymentRefundFailedSchema,
  paymentRefundedSchema,
  paymentSucceededSchema,
} from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger } from '@mealbox/platform';
import type { EventEnvelope } from '@mealbox/contracts';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { applyPaymentMismatch, applyPaymentOutcome } from '../domain/payment-outcomes';
import type { PaymentApplied } from '../domain/payment-outcomes';
import { applyRefundOutcome } from '../../refunds/domain/apply-refund-outcome';

export const ORDERING_PAYMENTS_CONSUMER_GROUP = 'ordering-payments';

/**
 * Payment results (`payment.payments.v1`) in a consumer group of their own: a customer waiting on the success
 * page must not queue behind a replay of the catalogue's topics (a new ordering instance reads those from the
 * beginning).
 */
export function startPaymentConsumer(
  deps: OrderingDeps & { bus: EventBus; logger: Logger; consumerGroup?: string },
): Promise<EventConsumer> {
  /** A payment that does not settle its order is for staff to sort out: an error, so it is seen. */
  const report = (event: EventEnvelope<string, { orderId: string }>, applied: PaymentApplied): void => {
    if (applied !== 'flagged') return;
    deps.logger.error(
      { orderId: event.data.orderId, eventId: event.eventId, type: event.type, data: event.data },
      'payment does not match its order: flagged for staff',
    );
  };
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? ORDERING_PAYMENTS_CONSUMER_GROUP,
    topics: [TOPICS.paymentPayments],
    handlers: {
      PaymentSucceeded: on(paymentSucceededSchema, async (event) => {
        const { orderId, amountPence, currency, sessionId } = event.data;
        const applied = await applyPaymentOutcome(deps, {
          orderId,
          to: 'completed',
          eventId: event.eventId,
          correlationId: event.correlationId,
          paid: { amountPence, currency, sessionId },
        });
        report(event, applied);
      }),
      PaymentMismatched: on(paymentMismatchedSchema, async (event) => {
        const { orderId, paidPence, paidCurrency, sessionId, mismatch } = event.data;
        const applied = await applyPaymentMismatch(deps, {
          orderId,
          eventId: event.eventId,
          correlationId: event.correlationId,
          mismatch,
          paid: { amountPence: paidPence, currency: paidCurrency, sessionId },
        });
        report(event, applied);
      }),
      PaymentFailed: on(paymentFailedSchema, async (event) => {
        await applyPaymentOutcome(deps, {
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
        });
      }),
      // Refunded in full: the refund it names (if ordering asked for it) is made, and so is the order's payment.
      PaymentRefunded: on(paymentRefundedSchema, (event) =>
        applyRefundOutcome(deps, {
          orderId: event.data.orderId,
          eventId: event.eventId,
          correlationId: event.correlationId,
          refundId: event.data.orderRefundId ?? null,
          status: 'refunded',
          inFull: true,
        }),
      ),
      PaymentPartlyRefunded: on(paymentPartlyRefundedSchema, (event) =>
        applyRefundOutcome(deps, {
          orderId: event.data.orderId,
          eventId: event.eventId,
          correlationId: event.correlationId,
          refundId: event.data.orderRefundId,
          status: 'refunded',
          inFull: false,
        }),
      ),
      PaymentRefundFailed: on(paymentRefundFailedSchema, (event) =>
        applyRefundOutcome(deps, {
          orderId: event.data.orderId,
          eventId: event.eventId,
          correlationId: event.correlationId,
          refundId: event.data.orderRefundId,
          status: 'failed',
          failure: event.data.reason,
          inFull: false,
        }),
      ),
    },
  });
}
