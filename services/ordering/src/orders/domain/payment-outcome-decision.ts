import type { PaymentMismatch, PaymentStatus, PriceQuote } from '@mealbox/contracts';
import type { OrderDocument } from '../data/order-model';
import { orderPaymentStatusChangedEntry } from '../events/order-events';
import type { EventContext } from '../events/order-events';
import { paymentStatusTransition } from './order-rules';
import { mismatchProblem, paymentMismatchOf } from './payment-match';
import type { PaidMoney } from './payment-match';
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

/** What of the order the decision reads. */
export type PaymentOrder = Pick<OrderDocument, '_id' | 'userId' | 'paymentStatus'> & {
  price: Pick<PriceQuote, 'totalPence'>;
};

/** Flags the order for staff: the money taken does not settle it, so its payment status stays as it was. */
export const flagMismatch = (
  current: PaymentOrder,
  mismatch: PaymentMismatch,
  paid: PaidMoney,
  at: Date,
): { change: OrderChange; applied: PaymentApplied } => ({
  change: {
    set: { paymentProblem: mismatchProblem(mismatch, current.price.totalPence, paid, at) },
    events: [],
  },
  applied: 'flagged',
});

/**
 * The change a payment outcome makes: along the moves staff are held to (never backwards, so a late failure after
 * a success, or anything after a refund, changes nothing), and a success only at the order's own total in pounds
 * (anything else flags the order and leaves its status as it was).
 */
export function decidePaymentOutcome(
  current: PaymentOrder,
  outcome: Pick<PaymentOutcome, 'to' | 'problem' | 'paid'>,
  context: EventContext,
): { change: OrderChange; applied: PaymentApplied } {
  const at = context.now();
  const mismatch = outcome.paid ? paymentMismatchOf(current.price.totalPence, outcome.paid) : null;
  if (outcome.paid && mismatch) return flagMismatch(current, mismatch, outcome.paid, at);
  const move = paymentStatusTransition(current.paymentStatus, outcome.to);
  // Each refused attempt of a box's charge says when the next is: kept even when the status stays failed.
  const problem =
    outcome.to === 'completed'
      ? { paymentProblem: null }
      : outcome.problem && move.kind !== 'refused'
        ? { paymentProblem: { kind: 'charge_refused' as const, ...outcome.problem, at } }
        : {};
  if (move.kind !== 'move') return { change: { set: problem, events: [] }, applied: 'unchanged' };
  return {
    change: {
      set: { paymentStatus: outcome.to, ...problem },
      events: [
        orderPaymentStatusChangedEntry(current, { from: current.paymentStatus, to: outcome.to, at }, context),
      ],
    },
    applied: 'applied',
  };
}
