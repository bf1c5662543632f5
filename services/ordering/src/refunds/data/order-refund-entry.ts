import { Schema } from 'mongoose';
import type { RefundDestination, RefundLine, RefundStatus } from '@mealbox/contracts';

/**
 * One refund of an order, kept on the order (the order owns its refunds, so one guarded write both checks that
 * they stay within what was paid and adds one). `whole`: staff's 'Issue Refund', the rest of the order to the
 * card. A card refund is `requested` until payment reports it made (`refunded`) or refused (`failed`, which no
 * longer counts); a refund as credit is `refunded` at once (the ledger entry `refund:<id>` follows from its event).
 */
export interface OrderRefundEntry {
  /** A UUID: payment's idempotency key at the provider, and the credit ledger's `refund:<id>`. */
  id: string;
  amountPence: number;
  destination: RefundDestination;
  lines: RefundLine[];
  whole: boolean;
  reason: string | null;
  note: string;
  status: RefundStatus;
  /** Why payment could not make it (only when `failed`). */
  failure: string | null;
  requestedBy: string;
  requestedAt: Date;
  refundedAt: Date | null;
  /** Staff's Idempotency-Key: the same key answers the same refund. */
  idempotencyKey: string | null;
}

const refundLineSchema = new Schema<RefundLine>(
  {
    kind: { type: String, required: true },
    ref: String,
    label: { type: String, required: true },
    quantity: { type: Number, required: true },
  },
  { _id: false },
);

export const orderRefundEntrySchema = new Schema<OrderRefundEntry>(
  {
    id: { type: String, required: true },
    amountPence: { type: Number, required: true },
    destination: { type: String, required: true },
    lines: { type: [refundLineSchema], default: [] },
    whole: { type: Boolean, default: false },
    reason: { type: String, default: null },
    note: { type: String, default: '' },
    status: { type: String, required: true },
    failure: { type: String, default: null },
    requestedBy: { type: String, required: true },
    requestedAt: { type: Date, required: true },
    refundedAt: { type: Date, default: null },
    idempotencyKey: { type: String, default: null },
  },
  { _id: false },
);
