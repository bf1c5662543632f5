import { penceToDecimal } from '@mealbox/contracts';
import type { PaymentMismatch } from '@mealbox/contracts';
import type { OrderPaymentProblemEntry } from '../data/order-model';

/** Orders are paid in pounds sterling only. */
export const ORDER_CURRENCY = 'gbp';

/** What the payment service says the provider took, and through which session (or off-session payment). */
export interface PaidMoney {
  amountPence: number;
  currency: string;
  sessionId: string;
}

/**
 * Does a payment settle the order? Only the order's own total, in pounds: ordering's total is the last word (the
 * payment service compares with its copy, which can lag behind a reprice by the moment an event takes).
 */
export function paymentMismatchOf(totalPence: number, paid: PaidMoney): PaymentMismatch | null {
  if (paid.currency.toLowerCase() !== ORDER_CURRENCY) return 'currency';
  if (paid.amountPence !== totalPence) return 'amount';
  return null;
}

const pounds = (pence: number) => `£${penceToDecimal(pence)}`;

/** Words for staff and the customer: what was taken, what the order costs, and that it is not counted as paid. */
export function mismatchReason(mismatch: PaymentMismatch, totalPence: number, paid: PaidMoney): string {
  const settle = 'It has not been counted as paid: our team will check it and be in touch.';
  switch (mismatch) {
    case 'currency':
      return `A payment was taken in ${paid.currency.toUpperCase()}, but this order is paid in pounds sterling (${pounds(totalPence)}). ${settle}`;
    case 'replaced_session':
      return `A payment of ${pounds(paid.amountPence)} was made through a checkout that had been replaced. ${settle}`;
    case 'amount':
      return `A payment of ${pounds(paid.amountPence)} was taken, but this order costs ${pounds(totalPence)}. ${settle}`;
  }
}

/** The problem recorded on the order for a payment that does not settle it. */
export function mismatchProblem(
  mismatch: PaymentMismatch,
  totalPence: number,
  paid: PaidMoney,
  at: Date,
): OrderPaymentProblemEntry {
  return {
    kind: 'amount_mismatch',
    reason: mismatchReason(mismatch, totalPence, paid),
    retryAt: null,
    at,
    mismatch,
    expectedPence: totalPence,
    paidPence: paid.amountPence,
    paidCurrency: paid.currency.toLowerCase(),
    sessionId: paid.sessionId,
  };
}
