import { z } from 'zod';
import { CREDIT_REASON_KEYS, type CreditReason } from '../credit/credit-reasons';
import type { EventEnvelope } from './envelope';

export const creditReasonSchema = z.enum(CREDIT_REASON_KEYS as [CreditReason, ...CreditReason[]]);

/**
 * Published by ordering on `ordering.credit.v1`, keyed by customer id, once per entry of a customer's credit
 * ledger: a grant or a refund as credit (positive), a spend on an order (negative), a spend given back (positive).
 * `entryId` is the entry's idempotency key (`grant:<key>`, `spend:<orderId>:<n>`, `spend-returned:<orderId>:<n>`,
 * `refund:<refundId>`), so a consumer keys what it does by it. `balanceAfterPence` is the balance with this entry.
 * Money is integer pence.
 */
export const creditEntryRecordedSchema = z.object({
  entryId: z.string(),
  customerId: z.string(),
  userId: z.string(),
  amountPence: z.number().int(),
  balanceAfterPence: z.number().int().nonnegative(),
  reason: creditReasonSchema,
  /** Staff's words about it ('' when none). */
  note: z.string(),
  /** Who made it: the staff member's user id, or the customer's for a spend on their own order. */
  by: z.string(),
  /** The order it is about (a grant made from an order's page, a spend, a return, a refund); null for none. */
  orderId: z.string().nullable(),
  /** The order's refund it pays out (reason `refund`); null otherwise. */
  refundId: z.string().nullable(),
  at: z.iso.datetime(),
});
export type CreditEntryRecordedData = z.infer<typeof creditEntryRecordedSchema>;

export const orderingCreditEventSchemas = {
  CreditEntryRecorded: creditEntryRecordedSchema,
} as const;

export type CreditEntryRecorded = EventEnvelope<'CreditEntryRecorded', CreditEntryRecordedData>;
