import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { SavedCardBehaviour } from '../test-card-rules';

/**
 * The local provider's own record of a checkout session, as Stripe keeps one: what is being paid for, where the
 * customer goes afterwards, and whether it was paid. `_id` is the unguessable session id in the page's URL.
 */
export interface LocalSessionDocument {
  _id: string;
  orderId: string;
  amountPence: number;
  productName: string;
  successUrl: string;
  cancelUrl: string;
  /** The caller's key: the same key answers the same session (retries never open a second one). */
  idempotencyKey: string;
  paymentIntentId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  /** The name given on the card form (Stripe reports it as the customer's name). */
  cardholderName: string | null;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
  /** Set once the charge is refunded in full: the refund that emptied it, and when. */
  refundId: string | null;
  refundedAt: Date | null;
  /** Every refund of the charge, oldest first (absent on sessions from before partial refunds). */
  refunds?: LocalRefund[];
  /** Once paid: the customer the card was saved to, and how that card answers later off-session charges. */
  customerRef: string | null;
  savedCard: SavedCardBehaviour | null;
  /** A charge of a saved card made without the customer (no hosted page was shown for it). */
  offSession: boolean;
}

/** A refund the local provider made of a paid session, under the caller's key (the same key: the same refund). */
export interface LocalRefund {
  id: string;
  amountPence: number;
  idempotencyKey: string | null;
  at: Date;
}

const localRefundSchema = new Schema<LocalRefund>(
  {
    id: { type: String, required: true },
    amountPence: { type: Number, required: true },
    idempotencyKey: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { _id: false },
);

const localSessionSchema = new Schema<LocalSessionDocument>(
  {
    _id: { type: String, required: true },
    orderId: { type: String, required: true },
    amountPence: { type: Number, required: true },
    productName: { type: String, required: true },
    successUrl: { type: String, required: true },
    cancelUrl: { type: String, required: true },
    idempotencyKey: { type: String, required: true },
    paymentIntentId: { type: String, required: true },
    status: { type: String, required: true },
    paymentStatus: { type: String, required: true },
    cardholderName: { type: String, default: null },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    completedAt: { type: Date, default: null },
    refundId: { type: String, default: null },
    refundedAt: { type: Date, default: null },
    refunds: { type: [localRefundSchema], default: undefined },
    customerRef: { type: String, default: null },
    savedCard: { type: String, default: null },
    offSession: { type: Boolean, default: false },
  },
  { collection: 'local_checkout_sessions', versionKey: false },
);
localSessionSchema.index({ idempotencyKey: 1 }, { unique: true });
localSessionSchema.index({ paymentIntentId: 1 }, { unique: true });

export type LocalSessionModel = Model<LocalSessionDocument>;
export const localSessionModel = (connection: Connection): LocalSessionModel =>
  connection.models.LocalSession ??
  connection.model<LocalSessionDocument>('LocalSession', localSessionSchema);
