import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { CreditReason } from '@mealbox/contracts';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';

/**
 * One fact of a customer's account-credit ledger: a grant or a refund as credit (positive), a spend on an order
 * (negative), a spend given back (positive). The balance is the sum of a customer's entries, never a stored
 * figure. Entries are never changed, only added:
 * - `_id` is the fact's idempotency key (`grant:<key>`, `spend:<orderId>:<n>`, `spend-returned:<orderId>:<n>`,
 *   `refund:<refundId>`), so recording the same fact again (a retried request, a redelivered event, a second
 *   instance) hits the unique `_id` and adds nothing;
 * - `seq` numbers a customer's entries 1, 2, 3...; unique per customer, so of two writers that read the same
 *   balance only one can add the next entry (the other reads again and decides again: a spend the new balance no
 *   longer covers is refused).
 * The entry's event (CreditEntryRecorded) rides in its own outbox, written by the same insert.
 */
export interface CreditEntryDocument extends WithOutbox {
  _id: string;
  customerId: string;
  userId: string;
  seq: number;
  /** Signed integer pence: a grant +, a spend -. */
  amountPence: number;
  reason: CreditReason;
  /** Staff's words ('' when none). */
  note: string;
  /** The staff member's user id, or the customer's for a spend on their own order. */
  by: string;
  orderId: string | null;
  refundId: string | null;
  at: Date;
  updatedAt: Date;
}

const creditEntrySchema = new Schema<CreditEntryDocument>(
  {
    _id: { type: String, required: true },
    customerId: { type: String, required: true },
    userId: { type: String, required: true },
    seq: { type: Number, required: true },
    amountPence: { type: Number, required: true },
    reason: { type: String, required: true },
    note: { type: String, default: '' },
    by: { type: String, required: true },
    orderId: { type: String, default: null },
    refundId: { type: String, default: null },
    at: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...outboxFields,
  },
  { collection: 'credit_entries', versionKey: false },
);
// The concurrency rule: one entry per (customer, seq). Also the history's order (newest first) and the balance's
// scan of one customer.
creditEntrySchema.index({ customerId: 1, seq: 1 }, { unique: true });
// An order's spends and their returns (a refund or cancellation gives back what the order spent).
creditEntrySchema.index({ orderId: 1 });

export type CreditEntryModel = Model<CreditEntryDocument>;
export const creditEntryModel = (connection: Connection): CreditEntryModel =>
  connection.models.CreditEntry ?? connection.model<CreditEntryDocument>('CreditEntry', creditEntrySchema);
