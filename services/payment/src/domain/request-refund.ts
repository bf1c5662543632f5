import type { RefundRequestedData } from '@mealbox/contracts';
import type { EventContext } from '../events/payment-events';
import { decideRefunded } from './apply-provider-notice';
import { ensurePayment } from './ensure-payment';
import type { PaymentDeps } from './payment-deps';
import { writePayment } from './write-payment';

/**
 * Staff asked for a refund (ordering's RefundRequested). A payment taken through the provider is queued for the
 * refund worker, which asks the provider and reports PaymentRefunded once it is confirmed. When nothing was taken
 * through the provider (staff had marked the order paid by hand), there is nothing to return there: the payment
 * is refunded at once with a zero amount, so the order does not wait for ever. A refund already under way, or
 * done, is left alone: staff clicking twice refunds once.
 */
export async function requestRefund(
  deps: PaymentDeps,
  data: RefundRequestedData,
  eventId: string,
  correlationId: string,
): Promise<string> {
  await ensurePayment(deps, data.orderId, data.userId);
  const context: EventContext = { correlationId, now: deps.now };
  const outcome = await writePayment(deps, data.orderId, eventId, (current) => {
    if (!current) return { outcome: 'ignored: no payment' };
    if (current.status === 'refunded') return { outcome: 'same: already refunded' };
    if (current.status === 'completed' && current.paymentIntentId) {
      if (current.refund?.state === 'requested' || current.refund?.state === 'submitted') {
        return { outcome: 'same: a refund is already under way' };
      }
      return {
        change: {
          set: {
            refundPending: true,
            refund: { requestedAt: deps.now(), state: 'requested', refundId: null, failure: null },
          },
          events: [],
        },
        outcome: 'refund queued',
      };
    }
    // Nothing was taken through the provider: move straight on, as if the provider had confirmed a zero refund.
    const paidByHand = { ...current, status: 'completed' as const };
    return decideRefunded(paidByHand, { refundId: null, amountPence: 0 }, context, deps.provider.name);
  });
  if (outcome === 'refund queued') deps.refundRequested();
  return outcome;
}
