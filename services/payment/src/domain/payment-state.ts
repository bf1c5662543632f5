import { paymentStatusMayMove } from '@mealbox/contracts';
import type { PaymentStatus } from '@mealbox/contracts';

/** What the provider told us about a payment (from a verified webhook or a refund call). */
export type PaymentOutcome = 'succeeded' | 'failed' | 'refunded';

/** Apply the move, nothing to do (already there), or a stale/out-of-order outcome that must not move it back. */
export type PaymentMove = { kind: 'move'; to: PaymentStatus } | { kind: 'same' } | { kind: 'stale' };

const TARGET: Record<PaymentOutcome, PaymentStatus> = {
  succeeded: 'completed',
  failed: 'failed',
  refunded: 'refunded',
};

/**
 * Payments only move forward (`PAYMENT_STATUS_MOVES`): a failure after a success is a late event from an older
 * attempt, and a refund is final. A failed attempt may still be followed by a successful one (the customer paid
 * again). A refund needs money taken first.
 */
export function nextPaymentStatus(current: PaymentStatus, outcome: PaymentOutcome): PaymentMove {
  const to = TARGET[outcome];
  if (current === to) return { kind: 'same' };
  return paymentStatusMayMove(current, to) ? { kind: 'move', to } : { kind: 'stale' };
}

/** A new checkout may start only while nothing has been taken. */
export const canStartCheckout = (status: PaymentStatus): boolean =>
  status === 'pending' || status === 'failed';
