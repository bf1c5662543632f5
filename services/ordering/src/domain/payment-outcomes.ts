import type { PaymentMismatch, PaymentStatus } from '@mealbox/contracts';
import type { OrderDocument } from '../data/order-model';
import { orderPaymentStatusChangedEntry } from '../events/order-events';
import { paymentStatusTransition } from './order-rules';
import type { OrderingDeps } from './ordering-deps';
import { mismatchProblem, paymentMismatchOf } from './payment-match';
import type { PaidMoney } from './payment-match';
import { writeOrder } from './write-order';
import type { OrderChange } from './write-order';

/** A payment service event, as ordering applies it: the payment status it means for the order. */
export interface PaymentOutcome {
  orderId: string;
  to: PaymentStatus;
  eventId: string;
  correlationId: string;
  /** A refused off-session charge: why, and when payment tries again (null: no attempt left). */
  problem?: { reason: string; retryAt: Date | null } | undefined;
  /** PaymentSucceeded: what was taken, compared with the order's total before the order counts as paid. */
  paid?: PaidMoney | undefined;
}

/** What applying an event did: moved the payment status, flagged a mismatch for staff, or nothing to do. */
export type PaymentApplied = 'applied' | 'flagged' | 'unchanged';

const ORDER_ID = /^[0-9a-f]{24}$/;

/** Flags the order for staff: the money taken does not settle it, so its payment status stays as it was. */
const flagMismatch = (
  current: OrderDocument,
  mismatch: PaymentMismatch,
  paid: PaidMoney,
  at: Date,
): OrderChange => ({
  set: { paymentProblem: mismatchProblem(mismatch, current.price.totalPence, paid, at) },
  events: [],
});

/**
 * Moves the order's payment status as the payment service reports (PaymentSucceeded -> completed,
 * PaymentFailed -> failed, PaymentRefunded -> refunded), along the same moves staff are held to: never
 * backwards, so a late failure after a success, or anything after a refund, changes nothing. A success is
 * checked against the order's own total first: money that does not match (an older, cheaper checkout of an order
 * since repriced) does not pay the order, it flags it (`flagged`). Applied at most once per event, and announced
 * with OrderPaymentStatusChanged like any other change.
 */
export async function applyPaymentOutcome(
  deps: OrderingDeps,
  outcome: PaymentOutcome,
): Promise<PaymentApplied> {
  if (!ORDER_ID.test(outcome.orderId)) return 'unchanged';
  let applied: PaymentApplied = 'unchanged';
  await writeOrder(
    deps,
    outcome.orderId,
    { eventId: outcome.eventId },
    outcome.correlationId,
    async (current, context) => {
      const mismatch = outcome.paid ? paymentMismatchOf(current.price.totalPence, outcome.paid) : null;
      if (outcome.paid && mismatch) {
        applied = 'flagged';
        return flagMismatch(current, mismatch, outcome.paid, deps.now());
      }
      const move = paymentStatusTransition(current.paymentStatus, outcome.to);
      // Each refused attempt of a box's charge says when the next is: kept even when the status stays failed.
      const problem =
        outcome.to === 'completed'
          ? { paymentProblem: null }
          : outcome.problem && move.kind !== 'refused'
            ? { paymentProblem: { kind: 'charge_refused' as const, ...outcome.problem, at: deps.now() } }
            : {};
      if (move.kind !== 'move') return { set: problem, events: [] };
      applied = 'applied';
      return {
        set: { paymentStatus: outcome.to, ...problem },
        events: [
          orderPaymentStatusChangedEntry(
            current,
            { from: current.paymentStatus, to: outcome.to, at: deps.now() },
            context,
          ),
        ],
      };
    },
  );
  return applied;
}

/**
 * PaymentMismatched: the payment service found that the money taken does not settle the order (another amount or
 * currency, or a checkout it had replaced). The order is flagged for staff with its own total as the amount
 * expected, and stays unpaid; applied at most once per event.
 */
export async function applyPaymentMismatch(
  deps: OrderingDeps,
  event: {
    orderId: string;
    eventId: string;
    correlationId: string;
    mismatch: PaymentMismatch;
    paid: PaidMoney;
  },
): Promise<PaymentApplied> {
  if (!ORDER_ID.test(event.orderId)) return 'unchanged';
  let applied: PaymentApplied = 'unchanged';
  await writeOrder(deps, event.orderId, { eventId: event.eventId }, event.correlationId, async (current) => {
    // Payment's check can name a mismatch ordering's total would not see (a replaced checkout): its word stands.
    const mismatch = paymentMismatchOf(current.price.totalPence, event.paid) ?? event.mismatch;
    applied = 'flagged';
    return flagMismatch(current, mismatch, event.paid, deps.now());
  });
  return applied;
}
