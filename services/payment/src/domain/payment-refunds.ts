import { penceToDecimal } from '@mealbox/contracts';
import type { PaymentProviderName } from '@mealbox/contracts';
import type { PaymentDocument, PaymentRefundRecord } from '../data/payment-model';
import {
  paymentPartlyRefundedEntry,
  paymentRefundFailedEntry,
  paymentRefundedEntry,
} from '../events/payment-events';
import type { EventContext } from '../events/payment-events';
import type { OutboxEntry } from '@mealbox/platform';
import { nextPaymentStatus } from './payment-state';
import type { Decision, PaymentChange } from './write-payment';

/**
 * The refunds of a payment, without I/O: what ordering asks for is recorded against what the provider took (never
 * more, whatever ordering or a replayed event says), each made once at the provider under its own key, and the
 * payment is refunded once its made refunds add up to what was taken.
 */

type RefundsOfPayment = Pick<PaymentDocument, '_id' | 'refund' | 'refunds' | 'amountPaidPence'>;

/** The payment's refunds; a payment from before `refunds` shows its one whole refund as a record. */
export function refundsOf(payment: RefundsOfPayment): PaymentRefundRecord[] {
  if (payment.refunds && payment.refunds.length > 0) return payment.refunds;
  const legacy = payment.refund;
  if (!legacy) return [];
  const requestedAt = new Date(legacy.requestedAt);
  return [
    {
      // The provider's key of such a refund was `refund:<orderId>:<requested ms>`: refundKey gives it again.
      refundId: `${payment._id}:${requestedAt.getTime()}`,
      orderRefund: false,
      amountPence: payment.amountPaidPence ?? 0,
      whole: true,
      state: legacy.state,
      providerRefundId: legacy.refundId,
      failure: legacy.failure,
      requestedAt,
      settledAt: null,
    },
  ];
}

/** The provider's idempotency key of a refund: asking again after a crash answers the same refund. */
export const refundKey = (refund: Pick<PaymentRefundRecord, 'refundId'>): string =>
  `refund:${refund.refundId}`;

const isWaiting = (refund: PaymentRefundRecord) =>
  refund.state === 'requested' || refund.state === 'submitted';
const sumOf = (refunds: PaymentRefundRecord[]) =>
  refunds.reduce((sum, refund) => sum + refund.amountPence, 0);

/** What is left of what the provider took, after every refund made or on its way. */
export function leftToRefundPence(payment: RefundsOfPayment, refunds = refundsOf(payment)): number {
  const counted = refunds.filter((refund) => refund.state !== 'failed');
  return Math.max(0, (payment.amountPaidPence ?? 0) - sumOf(counted));
}

/** A refund ordering asked for: its id, whether ordering named it, how much (null: all that is left), whole or a part. */
export interface RefundRequest {
  refundId: string;
  orderRefund: boolean;
  amountPence: number | null;
  whole: boolean;
}

/** A refund refused before the provider was asked: recorded failed, and ordering told (if it named it). */
function refuse(
  current: PaymentDocument,
  refunds: PaymentRefundRecord[],
  request: RefundRequest,
  reason: string,
  context: EventContext,
): Decision {
  const at = context.now();
  const failed: PaymentRefundRecord = {
    refundId: request.refundId,
    orderRefund: request.orderRefund,
    amountPence: request.amountPence ?? 0,
    whole: request.whole,
    state: 'failed',
    providerRefundId: null,
    failure: reason,
    requestedAt: at,
    settledAt: at,
  };
  const events = request.orderRefund ? [refundFailedEntry(current, failed, reason, context)] : [];
  return { change: { set: { refunds: [...refunds, failed] }, events }, outcome: `refund refused: ${reason}` };
}

function refundFailedEntry(
  current: PaymentDocument,
  refund: PaymentRefundRecord,
  reason: string,
  context: EventContext,
): OutboxEntry {
  return paymentRefundFailedEntry(
    {
      orderId: current._id,
      userId: current.userId,
      orderRefundId: refund.refundId,
      amountPence: refund.amountPence,
      reason,
      failedAt: context.now().toISOString(),
    },
    context,
  );
}

/**
 * Records a refund ordering asked for, to be made by the refund worker. A part more than is left of the payment,
 * or of a payment nothing was taken for by card, is refused (PaymentRefundFailed). 'Issue Refund' takes what is
 * left (never more than ordering asked: ordering also counts refunds made as credit); of a payment marked paid by
 * hand it refunds nothing at once (PaymentRefunded of 0), as before. Asking again for a recorded refund changes
 * nothing.
 */
export function decideRefundRequest(
  current: PaymentDocument | null,
  request: RefundRequest,
  context: EventContext,
  provider: PaymentProviderName,
): Decision {
  if (!current) return { outcome: 'ignored: no payment' };
  const refunds = refundsOf(current);
  if (refunds.some((refund) => refund.refundId === request.refundId)) {
    return { outcome: 'same: this refund is recorded already' };
  }
  if (current.status === 'refunded') {
    return request.whole
      ? { outcome: 'same: already refunded' }
      : refuse(current, refunds, request, 'The payment is refunded in full already.', context);
  }
  if (current.status !== 'completed' || !current.paymentIntentId) {
    if (!request.whole) {
      const reason = 'Nothing was taken by card for this order, so nothing can go back to a card.';
      return refuse(current, refunds, request, reason, context);
    }
    // Nothing was taken through the provider: move straight on, as if the provider had confirmed a zero refund.
    const paidByHand = { ...current, status: 'completed' as const };
    const orderRefundId = request.orderRefund ? request.refundId : null;
    return decideRefunded(paidByHand, { refundId: null, amountPence: 0, orderRefundId }, context, provider);
  }
  if (request.whole && !request.orderRefund && refunds.some((refund) => refund.whole && isWaiting(refund))) {
    return { outcome: 'same: a refund is already under way' };
  }
  const left = leftToRefundPence(current, refunds);
  const amount =
    request.amountPence === null
      ? left
      : request.whole
        ? Math.min(request.amountPence, left)
        : request.amountPence;
  if (amount <= 0)
    return refuse(current, refunds, request, 'Nothing is left of this payment to refund.', context);
  if (amount > left) {
    const reason = `Only £${penceToDecimal(left)} is left of this payment to refund.`;
    return refuse(current, refunds, request, reason, context);
  }
  const queued: PaymentRefundRecord = {
    refundId: request.refundId,
    orderRefund: request.orderRefund,
    amountPence: amount,
    whole: request.whole,
    state: 'requested',
    providerRefundId: null,
    failure: null,
    requestedAt: context.now(),
    settledAt: null,
  };
  return {
    change: { set: { refunds: [...refunds, queued], refundPending: true }, events: [] },
    outcome: 'refund queued',
  };
}

/**
 * The provider made these refunds (its answer to the worker, or its webhook): each waiting one is marked
 * refunded, with PaymentPartlyRefunded while some of the payment is left and PaymentRefunded for the one that
 * takes the last of it (then the payment is refunded). `inFull`: the provider says nothing is left, so the
 * payment is refunded even if our records do not add up to it (a refund made in its dashboard). Refunds already
 * settled are left alone, so a second report changes nothing.
 */
export function decideRefundsMade(
  current: PaymentDocument,
  made: { refundId: string; providerRefundId: string | null }[],
  context: EventContext,
  provider: PaymentProviderName,
  inFull = false,
): Decision {
  const at = context.now();
  let refunds = refundsOf(current);
  const events: OutboxEntry[] = [];
  let status = current.status;
  let changed = false;
  for (const { refundId, providerRefundId } of made) {
    const waiting = refunds.find((refund) => refund.refundId === refundId && isWaiting(refund));
    if (!waiting) continue;
    changed = true;
    const settled: PaymentRefundRecord = {
      ...waiting,
      state: 'refunded',
      providerRefundId: providerRefundId ?? waiting.providerRefundId,
      settledAt: at,
    };
    refunds = refunds.map((refund) => (refund === waiting ? settled : refund));
    const refundedTotalPence = sumOf(refunds.filter((refund) => refund.state === 'refunded'));
    const last =
      refundedTotalPence >= (current.amountPaidPence ?? 0) ||
      (inFull && !refunds.some((refund) => refund.state === 'requested' || refund.state === 'submitted'));
    const base = {
      orderId: current._id,
      userId: current.userId,
      amountPence: settled.amountPence,
      provider,
      refundedAt: at.toISOString(),
    };
    const orderRefundId = settled.orderRefund ? settled.refundId : null;
    if (last) {
      const move = nextPaymentStatus(status, 'refunded');
      if (move.kind === 'move') status = move.to;
      events.push(
        paymentRefundedEntry(
          { ...base, refundId: settled.providerRefundId, orderRefundId, refundedTotalPence },
          context,
        ),
      );
    } else if (orderRefundId) {
      events.push(
        paymentPartlyRefundedEntry(
          { ...base, orderRefundId, refundedTotalPence, providerRefundId: settled.providerRefundId },
          context,
        ),
      );
    }
  }
  if (!changed) return staleQueue(current, 'same: no such refund is waiting');
  const change: PaymentChange = {
    set: { refunds, refundPending: refunds.some((refund) => refund.state === 'requested'), status },
    events,
  };
  return { change, outcome: status === 'refunded' ? 'refunded in full' : `${made.length} refund(s) made` };
}

/** The provider accepted a refund that settles later (its charge.refunded confirms it). */
export function decideRefundSubmitted(
  current: PaymentDocument,
  refundId: string,
  providerRefundId: string,
): Decision {
  const refunds = refundsOf(current);
  const waiting = refunds.find((refund) => refund.refundId === refundId && refund.state === 'requested');
  if (!waiting) return staleQueue(current, 'same: the refund is no longer waiting');
  const next = refunds.map((refund) =>
    refund === waiting ? { ...refund, state: 'submitted' as const, providerRefundId } : refund,
  );
  return {
    change: {
      set: { refunds: next, refundPending: next.some((refund) => refund.state === 'requested') },
      events: [],
    },
    outcome: 'refund submitted',
  };
}

/** The provider refused a refund: marked failed (it no longer counts), and ordering told. */
export function decideRefundRefused(
  current: PaymentDocument,
  refundId: string,
  providerRefundId: string | null,
  reason: string,
  context: EventContext,
): Decision {
  const refunds = refundsOf(current);
  const waiting = refunds.find((refund) => refund.refundId === refundId && isWaiting(refund));
  if (!waiting) return staleQueue(current, 'same: the refund is no longer waiting');
  const failed: PaymentRefundRecord = {
    ...waiting,
    state: 'failed',
    providerRefundId: providerRefundId ?? waiting.providerRefundId,
    failure: reason,
    settledAt: context.now(),
  };
  const next = refunds.map((refund) => (refund === waiting ? failed : refund));
  return {
    change: {
      set: { refunds: next, refundPending: next.some((refund) => refund.state === 'requested') },
      events: failed.orderRefund ? [refundFailedEntry(current, failed, reason, context)] : [],
    },
    outcome: 'refund failed',
  };
}

/** Nothing to settle: the queue flag is cleared if nothing is waiting any more, else nothing changes. */
function staleQueue(current: PaymentDocument, outcome: string): Decision {
  const waiting = refundsOf(current).some((refund) => refund.state === 'requested');
  return current.refundPending && !waiting
    ? { change: { set: { refundPending: false }, events: [] }, outcome }
    : { outcome };
}

/**
 * A refund the provider reports (charge.refunded). A refund of ours waiting for it is made; one it says empties
 * the payment makes every waiting refund; a full refund nobody here asked for (the provider's dashboard) refunds
 * the payment as it always has. A part we did not ask for, or already recorded, changes nothing.
 */
export function decideProviderRefund(
  current: PaymentDocument,
  notice: { refundId: string | null; amountPence: number; inFull: boolean },
  context: EventContext,
  provider: PaymentProviderName,
): Decision {
  const refunds = refundsOf(current);
  const waiting = refunds.filter(isWaiting);
  const made = sumOf(refunds.filter((refund) => refund.state === 'refunded'));
  // Ours if the provider named it back to us; else, while its answer to us is still on its way (the event can
  // come first), the waiting refund that brings what is refunded to what the provider reports.
  const match =
    (notice.refundId ? waiting.find((refund) => refund.providerRefundId === notice.refundId) : undefined) ??
    waiting.find((refund) => !refund.providerRefundId && made + refund.amountPence === notice.amountPence);
  if (match) {
    return decideRefundsMade(
      current,
      [{ refundId: match.refundId, providerRefundId: notice.refundId }],
      context,
      provider,
      notice.inFull,
    );
  }
  if (!notice.inFull) return { outcome: 'ignored: a partial refund we did not ask for, or recorded already' };
  if (waiting.length > 0) {
    const settling = waiting.map((refund) => ({
      refundId: refund.refundId,
      providerRefundId: refund.providerRefundId,
    }));
    return decideRefundsMade(current, settling, context, provider, true);
  }
  return decideRefunded(
    current,
    { refundId: notice.refundId, amountPence: notice.amountPence, orderRefundId: null },
    context,
    provider,
  );
}

/**
 * The payment is refunded in full without a refund of ours to settle (a payment marked paid by hand, or a refund
 * made in the provider's dashboard): it becomes refunded, finally, and PaymentRefunded tells ordering. Only a
 * completed payment can be refunded.
 */
export function decideRefunded(
  current: PaymentDocument,
  refund: { refundId: string | null; amountPence: number; orderRefundId: string | null },
  context: EventContext,
  provider: PaymentProviderName,
): Decision {
  const move = nextPaymentStatus(current.status, 'refunded');
  if (move.kind !== 'move') {
    return move.kind === 'same' && current.refundPending
      ? { change: { set: { refundPending: false }, events: [] }, outcome: 'same: already refunded' }
      : { outcome: `${move.kind}: the payment is ${current.status}` };
  }
  const refundedAt = context.now();
  // A refund made at the provider without us is kept on the record too; a zero one (paid by hand) is not money.
  const refunds = refundsOf(current);
  const made: PaymentRefundRecord[] =
    refund.amountPence > 0
      ? [
          {
            refundId: refund.orderRefundId ?? `provider:${refund.refundId ?? refundedAt.getTime()}`,
            orderRefund: refund.orderRefundId !== null,
            amountPence: refund.amountPence,
            whole: true,
            state: 'refunded',
            providerRefundId: refund.refundId,
            failure: null,
            requestedAt: refundedAt,
            settledAt: refundedAt,
          },
        ]
      : [];
  return {
    change: {
      set: {
        status: move.to,
        refundPending: false,
        ...(made.length > 0 ? { refunds: [...refunds, ...made] } : {}),
      },
      events: [
        paymentRefundedEntry(
          {
            orderId: current._id,
            userId: current.userId,
            amountPence: refund.amountPence,
            provider,
            refundId: refund.refundId,
            refundedAt: refundedAt.toISOString(),
            orderRefundId: refund.orderRefundId,
            refundedTotalPence: refund.amountPence,
          },
          context,
        ),
      ],
    },
    outcome: `applied: ${current.status} -> ${move.to}`,
  };
}
