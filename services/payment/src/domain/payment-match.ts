import type { PaymentMismatch } from '@mealbox/contracts';
import type { CheckoutSessionEntry } from '../data/payment-model';

/** We charge in pounds sterling only. */
export const ORDER_CURRENCY = 'gbp';

/** What the provider says it took. */
export interface PaidAmount {
  /** Null when the provider's answer did not say (never for Stripe's completed checkouts). */
  amountPence: number | null;
  currency: string | null;
}

/** Why a payment does not settle its order, and what the order costs as payment knows it. */
export interface MismatchFinding {
  mismatch: PaymentMismatch;
  expectedPence: number | null;
}

/**
 * Compares what the provider took with what we asked it for and with the order's total as payment knows it
 * (ordering's latest OrderPlaced or OrderRepriced): a checkout pays its order only in pounds, at the amount its
 * session was opened at, when that is still the order's total, in a session we had not closed (a newer one, at a
 * new price, replaces it). Null when it matches. `currentTotalPence` is null while payment has not seen the order
 * (ordering compares again with its own total, the last word).
 */
export function findCheckoutMismatch(
  paid: PaidAmount,
  session: Pick<CheckoutSessionEntry, 'amountPence' | 'state'>,
  currentTotalPence: number | null,
): MismatchFinding | null {
  const expectedPence = currentTotalPence ?? session.amountPence;
  if (paid.currency !== ORDER_CURRENCY) return { mismatch: 'currency', expectedPence };
  if (paid.amountPence !== session.amountPence || paid.amountPence !== expectedPence) {
    return { mismatch: 'amount', expectedPence };
  }
  // Paid at the right price, but in a checkout we had closed (a race with its expiry at the provider).
  if (session.state === 'expired') return { mismatch: 'replaced_session', expectedPence };
  return null;
}

/**
 * The same for a subscription box charged to a saved card: the provider must have taken the box's amount (what
 * we asked for, from its OrderPlaced), in pounds.
 */
export function findChargeMismatch(paid: PaidAmount, askedPence: number): MismatchFinding | null {
  if (paid.currency !== ORDER_CURRENCY) return { mismatch: 'currency', expectedPence: askedPence };
  if (paid.amountPence !== askedPence) return { mismatch: 'amount', expectedPence: askedPence };
  return null;
}
