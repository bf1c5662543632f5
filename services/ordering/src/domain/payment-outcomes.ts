import type { PaymentStatus } from '@mealbox/contracts';
import { orderPaymentStatusChangedEntry } from '../events/order-events';
import { paymentStatusTransition } from './order-rules';
import type { OrderingDeps } from './ordering-deps';
import { writeOrder } from './write-order';

/** A payment service event, as ordering applies it: the payment status it means for the order. */
export interface PaymentOutcome {
  orderId: string;
  to: PaymentStatus;
  eventId: string;
  correlationId: string;
  /** A refused off-session charge: why, and when payment tries again (null: no attempt left). */
  problem?: { reason: string; retryAt: Date | null } | undefined;
}

const ORDER_ID = /^[0-9a-f]{24}$/;

/**
 * Moves the order's payment status as the payment service reports (PaymentSucceeded -> completed,
 * PaymentFailed -> failed, PaymentRefunded -> refunded), along the same moves staff are held to: never
 * backwards, so a late failure after a success, or anything after a refund, changes nothing. Applied at most
 * once per event, and announced with OrderPaymentStatusChanged like any other change.
 */
export async function applyPaymentOutcome(deps: OrderingDeps, outcome: PaymentOutcome): Promise<void> {
  if (!ORDER_ID.test(outcome.orderId)) return;
  await writeOrder(
    deps,
    outcome.orderId,
    { eventId: outcome.eventId },
    outcome.correlationId,
    async (current, context) => {
      const move = paymentStatusTransition(current.paymentStatus, outcome.to);
      // Each refused attempt of a box's charge says when the next is: kept even when the status stays failed.
      const problem =
        outcome.to === 'completed'
          ? { paymentProblem: null }
          : outcome.problem && move.kind !== 'refused'
            ? { paymentProblem: { ...outcome.problem, at: deps.now() } }
            : {};
      if (move.kind !== 'move') return { set: problem, events: [] };
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
}
