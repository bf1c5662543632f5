import { z } from 'zod';
import {
  CREDIT_NOTE_MAX,
  GRANT_REASONS,
  MAX_CREDIT_GRANT_PENCE,
  type CreditGrantReason,
} from '../credit/credit-reasons';
import { creditReasonSchema } from '../events/credit-events';
import { decimalPriceSchema, INVALID_PRICE, priceInput } from './fields';

/**
 * Account credit over HTTP (ordering): staff grant it from an order's page, staff and the customer read the
 * balance and its history. Money is decimal pounds; an entry's amount is signed ("-5.00" for a spend).
 */

/** Pounds with two decimals and a sign when negative ("-5.00"). */
export const signedDecimalSchema = z.string().regex(/^-?\d+\.\d{2}$/, 'Expected pounds with two decimals.');

const grantReasonValues = GRANT_REASONS.map((reason) => reason.value) as [
  CreditGrantReason,
  ...CreditGrantReason[],
];

/**
 * POST /api/admin/orders/{id}/credit/: credit for the order's customer. `amount` more than nothing and at most
 * £200.00; `reason` one of the staff reasons; `note` optional, at most 250 characters. An `Idempotency-Key` header
 * makes a retry grant once.
 */
export const creditGrantShape = {
  amount: priceInput(MAX_CREDIT_GRANT_PENCE).refine((pence) => pence > 0, {
    message: `${INVALID_PRICE.slice(0, -1)} of more than £0.00.`,
  }),
  reason: z.enum(grantReasonValues, {
    error: (issue) =>
      issue.input === undefined
        ? 'This field is required.'
        : `Choose one of: ${grantReasonValues.join(', ')}.`,
  }),
  note: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(CREDIT_NOTE_MAX, `Ensure this field has no more than ${CREDIT_NOTE_MAX} characters.`)
    .optional(),
};
export const creditGrantSchema = z.object(creditGrantShape);
export type CreditGrant = z.input<typeof creditGrantSchema>;

/** An entry of the ledger as the API shows it. `order_reference` ('MB-5F3A9C21') when it is about an order. */
export const creditEntryDtoSchema = z.object({
  id: z.string(),
  amount: signedDecimalSchema,
  reason: creditReasonSchema,
  reason_label: z.string(),
  note: z.string(),
  order_reference: z.string().nullable(),
  at: z.string(),
});
export type CreditEntryDto = z.infer<typeof creditEntryDtoSchema>;

/**
 * GET /api/customers/me/credit/ and GET /api/admin/customers/{customerId}/credit/ (and the grant's answer): the
 * balance (the sum of every entry) and the newest entries first (at most CREDIT_HISTORY_LIMIT).
 */
export const creditAccountSchema = z.object({
  balance: decimalPriceSchema,
  entries: z.array(creditEntryDtoSchema),
});
export type CreditAccount = z.infer<typeof creditAccountSchema>;

/** How many entries the history shows, newest first (the balance always counts them all). */
export const CREDIT_HISTORY_LIMIT = 100;
