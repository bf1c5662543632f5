import { CREDIT_NOTE_MAX, GRANT_REASONS, MAX_CREDIT_GRANT_PENCE } from '@mealbox/contracts/credit';
import { INVALID_PRICE, checkPrice, penceToDecimal } from '../configuration/price-input';
import type { CreditGrantBody } from './credit-api';

/** The grant form as typed. */
export interface CreditGrantForm {
  amount: string;
  reason: string;
  note: string;
}

export type CreditGrantField = keyof CreditGrantForm;

export type CreditGrantCheck =
  | { ok: true; body: CreditGrantBody; pence: number }
  | { ok: false; errors: Partial<Record<CreditGrantField, string>> };

export const EMPTY_GRANT: CreditGrantForm = { amount: '', reason: '', note: '' };

/**
 * The form checked with ordering's rules (creditGrantShape) before sending, so it says what the server would: an
 * amount above £0.00 and at most £200.00, one of the staff reasons, a note of at most 250 characters.
 */
export function checkCreditGrant(form: CreditGrantForm): CreditGrantCheck {
  const errors: Partial<Record<CreditGrantField, string>> = {};
  const price = form.amount.trim() === '' ? null : checkPrice(form.amount, MAX_CREDIT_GRANT_PENCE);
  if (!price) errors.amount = 'Enter how much credit to give.';
  else if (!price.ok) errors.amount = price.error;
  else if (price.pence === 0) errors.amount = `${INVALID_PRICE} of more than £0.00`;
  if (!GRANT_REASONS.some((reason) => reason.value === form.reason)) errors.reason = 'Choose a reason.';
  const note = form.note.trim();
  if (note.length > CREDIT_NOTE_MAX) errors.note = `Keep the note to ${CREDIT_NOTE_MAX} characters.`;
  if (!price?.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const body: CreditGrantBody = {
    amount: penceToDecimal(price.pence),
    reason: form.reason,
    ...(note ? { note } : {}),
  };
  return { ok: true, body, pence: price.pence };
}
