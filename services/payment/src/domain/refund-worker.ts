import type { Logger } from '@mealbox/platform';
import type { PaymentDocument, PaymentRefundRecord } from '../data/payment-model';
import type { EventContext } from '../events/payment-events';
import type { ProviderRefund } from '../provider/payment-provider';
import type { PaymentDeps } from './payment-deps';
import {
  decideRefundRefused,
  decideRefundSubmitted,
  decideRefundsMade,
  refundKey,
  refundsOf,
} from './payment-refunds';
import { createQueueWorker } from './queue-worker';
import type { QueueWorker } from './queue-worker';
import { WITHOUT_OUTBOX, writePayment } from './write-payment';
import type { Decision } from './write-payment';

export type RefundWorker = QueueWorker;

/** What the provider's answer does to the refund it was asked for (if it is still waiting). */
function decideAnswer(
  current: PaymentDocument | null,
  refundId: string,
  answer: ProviderRefund,
  deps: PaymentDeps,
  context: EventContext,
): Decision {
  if (!current) return { outcome: 'nothing waiting' };
  if (answer.status === 'failed') {
    return decideRefundRefused(current, refundId, answer.id, answer.reason, context);
  }
  if (answer.status === 'pending') return decideRefundSubmitted(current, refundId, answer.id);
  return decideRefundsMade(current, [{ refundId, providerRefundId: answer.id }], context, deps.provider.name);
}

/**
 * Works through requested refunds: asks the provider for exactly each refund's amount, with one idempotency key
 * per refund (`refund:<refundId>`), so a retry, or a restart after a crash between the provider's answer and its
 * record, never refunds twice; then records the answer. A provider that cannot be reached leaves the refund
 * waiting for the next run; nothing is dropped, as with the outbox. The provider call is made outside the
 * payment's lock: the local provider confirms through our own webhook, which needs that lock.
 */
export function createRefundWorker(deps: PaymentDeps, logger: Logger, intervalMs = 5_000): RefundWorker {
  async function refundOne(waiting: PaymentDocument, refund: PaymentRefundRecord): Promise<void> {
    if (!waiting.paymentIntentId) return;
    const answer = await deps.provider.refund({
      orderId: waiting._id,
      paymentIntentId: waiting.paymentIntentId,
      amountPence: refund.amountPence,
      idempotencyKey: refundKey(refund),
    });
    if (answer.status === 'failed') {
      logger.error(
        { orderId: waiting._id, refundId: refund.refundId, reason: answer.reason },
        'refund refused',
      );
    }
    const context: EventContext = { correlationId: refundKey(refund), now: deps.now };
    await writePayment(deps, waiting._id, null, (current) =>
      decideAnswer(current, refund.refundId, answer, deps, context),
    );
  }

  async function runOnce(isStopped: () => boolean): Promise<void> {
    const waiting = await deps.payments
      .find({ refundPending: true })
      .select(WITHOUT_OUTBOX)
      .limit(20)
      .lean<PaymentDocument[]>();
    for (const payment of waiting) {
      for (const refund of refundsOf(payment).filter((record) => record.state === 'requested')) {
        if (isStopped()) return;
        await refundOne(payment, refund).catch((error: unknown) =>
          logger.warn(
            { err: error, orderId: payment._id, refundId: refund.refundId },
            'refund failed; will retry',
          ),
        );
      }
    }
  }

  return createQueueWorker(runOnce, {
    logger,
    name: 'refund',
    intervalMs,
    ...(deps.leases ? { leases: deps.leases } : {}),
  });
}
