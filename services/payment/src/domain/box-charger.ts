import type { Logger } from '@mealbox/platform';
import type { OrderViewDocument } from '../data/order-view-model';
import type { PaymentDocument } from '../data/payment-model';
import type { SavedCardDocument } from '../data/saved-card-model';
import type { EventContext } from '../events/payment-events';
import type { ProviderCharge } from '../provider/payment-provider';
import { BOX_CHARGE_RETRY_MS, decideBoxCharge } from './box-charges';
import { MISMATCH_OUTCOME } from './mismatch-outcome';
import type { PaymentDeps } from './payment-deps';
import { createQueueWorker } from './queue-worker';
import type { QueueWorker } from './queue-worker';
import { WITHOUT_OUTBOX, writePayment } from './write-payment';

export type BoxCharger = QueueWorker;

export interface BoxChargerOptions {
  intervalMs?: number;
  /** The wait after a refused attempt (a day; tests shorten it). */
  retryMs?: number;
}

const NO_SAVED_CARD: ProviderCharge = {
  status: 'declined',
  paymentIntentId: null,
  reason: 'No card is saved for this account.',
};

/**
 * Charges subscription boxes to their customers' saved cards, off-session: each due attempt asks the provider
 * (one idempotency key per attempt, so a retried call never charges twice) and records the answer. A provider
 * that cannot be reached leaves the attempt due for the next run. The call is made outside the payment's lock,
 * as the refund worker's is. A box staff have marked paid by hand meanwhile is not charged.
 */
export function createBoxCharger(
  deps: PaymentDeps,
  logger: Logger,
  options: BoxChargerOptions = {},
): BoxCharger {
  const { intervalMs = 5_000, retryMs = BOX_CHARGE_RETRY_MS } = options;
  async function chargeOne(due: PaymentDocument): Promise<void> {
    if (!due.boxCharge) return;
    const attempt = due.boxCharge.attempts + 1;
    const context: EventContext = { correlationId: `box-charge:${due._id}:${attempt}`, now: deps.now };
    const view = await deps.orders.findById(due._id).lean<OrderViewDocument>();
    if (view && (view.paymentStatus === 'completed' || view.paymentStatus === 'refunded')) {
      const settled = await writePayment(deps, due._id, null, (current) =>
        current?.chargePending
          ? { change: { set: { chargePending: false }, events: [] }, outcome: 'paid otherwise' }
          : { outcome: 'already answered' },
      );
      if (settled === 'paid otherwise') deps.metrics.boxCharge('paid_otherwise');
      return;
    }
    const card = await deps.savedCards.findById(due.userId).lean<SavedCardDocument>();
    const answer = card
      ? await deps.provider.chargeSavedCard({
          orderId: due._id,
          amountPence: due.boxCharge.amountPence,
          customerRef: card.customerRef,
          paymentIntentRef: card.paymentIntentRef,
          idempotencyKey: `box-charge:${due._id}:${attempt}`,
        })
      : NO_SAVED_CARD;
    const outcome = await writePayment(deps, due._id, null, (current) =>
      decideBoxCharge(current, attempt, answer, { provider: deps.provider.name, context, retryMs }),
    );
    // Another instance's answer to this attempt was recorded first: that instance counted it.
    if (outcome !== 'already answered') {
      const mismatched = outcome.startsWith(MISMATCH_OUTCOME);
      deps.metrics.boxCharge(
        answer.status === 'declined' ? 'refused' : mismatched ? 'mismatched' : 'charged',
      );
    }
    if (outcome.startsWith(MISMATCH_OUTCOME)) {
      logger.error({ orderId: due._id, attempt, outcome }, 'payment does not match its order');
    } else {
      logger.info({ orderId: due._id, attempt, outcome }, 'subscription box charged');
    }
  }

  async function runOnce(isStopped: () => boolean): Promise<void> {
    const pending = await deps.payments
      .find({ chargePending: true })
      .select(WITHOUT_OUTBOX)
      .limit(50)
      .lean<PaymentDocument[]>();
    const now = deps.now().getTime();
    for (const payment of pending) {
      if (isStopped()) return;
      const dueAt = payment.boxCharge?.nextAttemptAt;
      if (!dueAt || new Date(dueAt).getTime() > now) continue;
      await chargeOne(payment).catch((error: unknown) => {
        deps.metrics.boxCharge('error');
        logger.warn({ err: error, orderId: payment._id }, 'box charge failed; will retry');
      });
    }
  }

  return createQueueWorker(runOnce, {
    logger,
    name: 'box charge',
    intervalMs,
    ...(deps.leases ? { leases: deps.leases } : {}),
  });
}
