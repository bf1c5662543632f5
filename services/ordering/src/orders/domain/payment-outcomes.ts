import type { PaymentMismatch } from '@mealbox/contracts';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { withConfirmation } from './order-confirmation';
import { decidePaymentOutcome, flagMismatch } from './payment-outcome-decision';
import type { PaymentApplied, PaymentOutcome } from './payment-outcome-decision';
import { paymentMismatchOf } from './payment-match';
import type { PaidMoney } from './payment-match';
import { writeOrder } from './write-order';

export type { PaymentApplied, PaymentOutcome } from './payment-outcome-decision';

const ORDER_ID = /^[0-9a-f]{24}$/;

/**
 * Moves the order's payment status as the payment service reports (PaymentSucceeded -> completed,
 * PaymentFailed -> failed, PaymentRefunded -> refunded), as decidePaymentOutcome says: a success that does not
 * match the order's own total flags it instead (`flagged`). Applied at most once per event (its id is recorded in
 * the same write), and announced with OrderPaymentStatusChanged like any other change.
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
      const decision = decidePaymentOutcome(current, outcome, context);
      applied = decision.applied;
      return withConfirmation(deps, current, decision.change, context);
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
    const decision = flagMismatch(current, mismatch, event.paid, deps.now());
    applied = decision.applied;
    return decision.change;
  });
  return applied;
}
