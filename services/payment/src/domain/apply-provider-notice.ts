import type { PaymentProviderName } from '@mealbox/contracts';
import type { CheckoutSessionEntry, PaymentDocument } from '../data/payment-model';
import type { OrderViewDocument } from '../data/order-view-model';
import { paymentFailedEntry, paymentMismatchedEntry, paymentSucceededEntry } from '../events/payment-events';
import type { EventContext } from '../events/payment-events';
import type { PaymentDeps } from './payment-deps';
import { MISMATCH_OUTCOME, mismatchOutcome } from './mismatch-outcome';
import { ORDER_CURRENCY, findCheckoutMismatch } from './payment-match';
import { nextPaymentStatus } from './payment-state';
import { decideProviderRefund } from './payment-refunds';
import type { ProviderNotice } from './provider-notice';
import { saveCheckoutCard } from './saved-cards';
import { writePayment } from './write-payment';
import type { Decision } from './write-payment';

type SessionNotice = Extract<ProviderNotice, { sessionId: string }>;
type RefundNotice = Extract<ProviderNotice, { kind: 'refunded' }>;

const withSessionState = (
  sessions: CheckoutSessionEntry[],
  sessionId: string,
  state: CheckoutSessionEntry['state'],
): CheckoutSessionEntry[] =>
  sessions.map((session) => (session.id === sessionId ? { ...session, state } : session));

/**
 * A checkout session was paid, declined or expired: record it, and move the payment if that is forward. A paid
 * session that does not match the order (`currentTotalPence`: its total as payment knows it) takes the money
 * but announces PaymentMismatched, not PaymentSucceeded, so the order is flagged for staff and not paid.
 */
export function decideSession(
  current: PaymentDocument,
  notice: SessionNotice,
  context: EventContext,
  provider: PaymentProviderName,
  currentTotalPence: number | null,
): Decision {
  const session = current.sessions.find((entry) => entry.id === notice.sessionId);
  if (!session) return { outcome: 'ignored: a session this payment did not open' };
  const at = context.now().toISOString();
  const base = { orderId: current._id, userId: current.userId, provider, sessionId: session.id };

  if (notice.kind === 'checkout-expired') {
    if (session.state !== 'open') return { outcome: 'the session was already closed' };
    return {
      change: { set: { sessions: withSessionState(current.sessions, session.id, 'expired') }, events: [] },
      outcome: 'session expired',
    };
  }
  const sessions = withSessionState(current.sessions, session.id, 'complete');
  const move = nextPaymentStatus(current.status, notice.kind === 'checkout-paid' ? 'succeeded' : 'failed');
  if (move.kind !== 'move') {
    // Recorded on the session all the same; a second paid session for a paid order is one for staff to refund.
    const paidAgain = notice.kind === 'checkout-paid' && current.paidSessionId !== session.id;
    return {
      change: { set: { sessions }, events: [] },
      outcome: paidAgain
        ? `${MISMATCH_OUTCOME} (paid twice): session ${session.id} was paid after the payment was ${current.status}`
        : `${move.kind}: the payment is ${current.status}`,
    };
  }
  if (notice.kind === 'checkout-paid') {
    const finding = findCheckoutMismatch(notice, session, currentTotalPence);
    const paidPence = notice.amountPence ?? 0;
    // The money is taken either way: the payment holds it (so staff can refund it), and only a match pays the order.
    const taken = {
      sessions,
      status: move.to,
      paidSessionId: session.id,
      paymentIntentId: notice.paymentIntentId,
      amountPaidPence: paidPence,
      // A box the customer paid themselves (after a refused charge) is not charged again.
      ...(current.chargePending ? { chargePending: false } : {}),
    };
    if (finding) {
      const paidCurrency = notice.currency ?? 'unknown';
      return {
        change: {
          set: {
            ...taken,
            mismatch: { ...finding, sessionId: session.id, paidPence, paidCurrency, at: context.now() },
          },
          events: [
            paymentMismatchedEntry({ ...base, ...finding, paidPence, paidCurrency, detectedAt: at }, context),
          ],
        },
        outcome: mismatchOutcome(finding, paidPence, paidCurrency),
      };
    }
    return {
      change: {
        set: taken,
        events: [
          paymentSucceededEntry(
            { ...base, amountPence: paidPence, currency: ORDER_CURRENCY, succeededAt: at },
            context,
          ),
        ],
      },
      outcome: `applied: ${current.status} -> ${move.to}`,
    };
  }
  return {
    change: {
      set: { sessions, status: move.to },
      events: [paymentFailedEntry({ ...base, failedAt: at }, context)],
    },
    outcome: `applied: ${current.status} -> ${move.to}`,
  };
}

async function orderIdOfRefund(deps: PaymentDeps, notice: RefundNotice): Promise<string | null> {
  if (notice.orderId) return notice.orderId;
  if (!notice.paymentIntentId) return null;
  const payment = await deps.payments
    .findOne({ paymentIntentId: notice.paymentIntentId })
    .select({ _id: 1 })
    .lean();
  return payment?._id ?? null;
}

/**
 * Applies what a verified provider event says to its payment, once (the event id is recorded in the same write),
 * and never backwards. Answers the order it concerned and what it did.
 */
export async function applyProviderNotice(
  deps: PaymentDeps,
  eventId: string,
  notice: ProviderNotice,
  correlationId: string,
): Promise<{ orderId: string | null; outcome: string }> {
  if (notice.kind === 'ignored') return { orderId: null, outcome: `ignored: ${notice.reason}` };
  const context: EventContext = { correlationId, now: deps.now };
  const provider = deps.provider.name;
  const orderId = notice.kind === 'refunded' ? await orderIdOfRefund(deps, notice) : notice.orderId;
  if (!orderId) return { orderId: null, outcome: 'ignored: names no order we know' };
  let userId: string | null = null;
  const outcome = await writePayment(deps, orderId, eventId, async (current) => {
    userId = current?.userId ?? null;
    if (!current) return { outcome: 'ignored: no payment for this order' };
    if (notice.kind !== 'refunded') {
      // A paid session is compared with the order's price as payment knows it now.
      const view =
        notice.kind === 'checkout-paid'
          ? await deps.orders.findById(orderId).select({ totalPence: 1 }).lean<OrderViewDocument>()
          : null;
      return decideSession(current, notice, context, provider, view?.totalPence ?? null);
    }
    if (
      notice.paymentIntentId &&
      current.paymentIntentId &&
      notice.paymentIntentId !== current.paymentIntentId
    ) {
      return { outcome: 'ignored: a refund of another payment' };
    }
    return decideProviderRefund(current, notice, context, provider);
  });
  if (notice.kind === 'checkout-paid' && userId) await saveCheckoutCard(deps, userId, orderId, notice);
  return { orderId, outcome };
}
