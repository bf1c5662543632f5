import type { Logger } from '@mealbox/platform';
import type { PaymentDocument, RefundEntry } from '../data/payment-model';
import type { EventContext } from '../events/payment-events';
import type { ProviderRefund } from '../provider/payment-provider';
import { decideRefunded } from './apply-provider-notice';
import type { PaymentDeps } from './payment-deps';
import { createQueueWorker } from './queue-worker';
import type { QueueWorker } from './queue-worker';
import { WITHOUT_OUTBOX, writePayment } from './write-payment';
import type { Decision } from './write-payment';

export type RefundWorker = QueueWorker;

/** What the provider's answer does to a payment that is waiting for it. */
function decideAnswer(
  current: PaymentDocument | null,
  answer: ProviderRefund,
  deps: PaymentDeps,
  context: EventContext,
): Decision {
  if (!current?.refundPending || !current.refund) return { outcome: 'nothing waiting' };
  if (answer.status === 'succeeded') {
    return decideRefunded(
      current,
      { refundId: answer.id, amountPence: current.amountPaidPence ?? 0 },
      context,
      deps.provider.name,
    );
  }
  const refund: RefundEntry =
    answer.status === 'failed'
      ? { ...current.refund, state: 'failed', refundId: answer.id, failure: answer.reason }
      : { ...current.refund, state: 'submitted', refundId: answer.id };
  return { change: { set: { refundPending: false, refund }, events: [] }, outcome: `refund ${refund.state}` };
}

/**
 * Works through requested refunds: asks the provider (with one idempotency key per request, so a retry never
 * refunds twice) and records its answer. A provider that cannot be reached leaves the refund waiting for the next
 * run; nothing is dropped, as with the outbox. The provider call is made outside the payment's lock: the local
 * provider confirms through our own webhook, which needs that lock.
 */
export function createRefundWorker(deps: PaymentDeps, logger: Logger, intervalMs = 5_000): RefundWorker {
  async function refundOne(waiting: PaymentDocument): Promise<void> {
    if (!waiting.paymentIntentId || !waiting.refund) return;
    const answer = await deps.provider.refund({
      orderId: waiting._id,
      paymentIntentId: waiting.paymentIntentId,
      amountPence: waiting.amountPaidPence ?? 0,
      idempotencyKey: `refund:${waiting._id}:${waiting.refund.requestedAt.getTime()}`,
    });
    if (answer.status === 'failed')
      logger.error({ orderId: waiting._id, reason: answer.reason }, 'refund refused');
    const context: EventContext = { correlationId: `refund:${waiting._id}`, now: deps.now };
    await writePayment(deps, waiting._id, null, (current) => decideAnswer(current, answer, deps, context));
  }

  async function runOnce(isStopped: () => boolean): Promise<void> {
    const waiting = await deps.payments
      .find({ refundPending: true })
      .select(WITHOUT_OUTBOX)
      .limit(20)
      .lean<PaymentDocument[]>();
    for (const payment of waiting) {
      if (isStopped()) return;
      await refundOne(payment).catch((error: unknown) =>
        logger.warn({ err: error, orderId: payment._id }, 'refund failed; will retry'),
      );
    }
  }

  return createQueueWorker(runOnce, {
    logger,
    name: 'refund',
    intervalMs,
    ...(deps.leases ? { leases: deps.leases } : {}),
  });
}
