import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { PaymentMismatch, PaymentProviderName, PaymentStatus } from '@mealbox/contracts';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';

/** A checkout session opened at the provider for this order. */
export interface CheckoutSessionEntry {
  id: string;
  url: string;
  amountPence: number;
  createdAt: Date;
  expiresAt: Date;
  /** `open` until the provider reports it paid, declined or expired (or a newer session replaces it). */
  state: 'open' | 'complete' | 'expired';
}

/**
 * A refund staff asked for: `requested` until the provider has it, `submitted` while it settles there, then
 * `refunded` (or `failed`, with the provider's reason).
 */
export interface RefundEntry {
  requestedAt: Date;
  state: 'requested' | 'submitted' | 'refunded' | 'failed';
  refundId: string | null;
  /** Why the provider refused it, for staff (only when `failed`). */
  failure: string | null;
}

/**
 * One refund of the payment, asked for by ordering: a part (PartialRefundRequested) or the rest ('Issue Refund',
 * RefundRequested). `refundId` is ordering's id of it (`orderRefund`), or for a refund asked before ordering named
 * them, `<orderId>:<requested ms>`; the provider's idempotency key is `refund:<refundId>` either way, so asking
 * again after a crash never refunds twice. `requested` until the provider has it, `submitted` while it settles
 * there, then `refunded` (or `failed`, with the reason). A failed refund does not count against the payment.
 */
export interface PaymentRefundRecord {
  refundId: string;
  /** Ordering named the refund (it follows its outcome); false for the whole refunds asked before it did. */
  orderRefund: boolean;
  amountPence: number;
  whole: boolean;
  state: 'requested' | 'submitted' | 'refunded' | 'failed';
  /** The provider's refund ('re_...') once it named one. */
  providerRefundId: string | null;
  failure: string | null;
  requestedAt: Date;
  settledAt: Date | null;
}

/**
 * Money the provider took that does not settle the order (another amount or currency, or a closed checkout):
 * kept for staff, who mark the order paid or refund it (the payment holds what was taken, so it can be refunded).
 */
export interface MismatchEntry {
  mismatch: PaymentMismatch;
  sessionId: string;
  paidPence: number;
  paidCurrency: string;
  expectedPence: number | null;
  at: Date;
}

/**
 * A subscription box charged to the customer's saved card, without them present: how many attempts were made,
 * when the next is due, and why the last was refused. Attempts stop after MAX_BOX_CHARGE_ATTEMPTS.
 */
export interface BoxChargeEntry {
  amountPence: number;
  attempts: number;
  nextAttemptAt: Date | null;
  lastFailure: string | null;
}

/**
 * One payment per order (`_id` is the order id): its status, the checkout sessions opened for it, what the
 * provider took, and a refund in progress. Every change and its event are one `updateOne` (the event rides in the
 * outbox) applied only to the `version` read; `appliedEventIds` remembers the provider events already applied.
 */
export interface PaymentDocument extends WithOutbox {
  _id: string;
  userId: string;
  provider: PaymentProviderName;
  status: PaymentStatus;
  sessions: CheckoutSessionEntry[];
  paidSessionId: string | null;
  paymentIntentId: string | null;
  amountPaidPence: number | null;
  /** Set when what was taken does not match the order (see MismatchEntry); null otherwise. */
  mismatch?: MismatchEntry | null;
  /** The one whole refund of payments written before `refunds` (read as a record of `refunds`, see refundsOf). */
  refund: RefundEntry | null;
  /** Its refunds, oldest first; absent on payments from before partial refunds. */
  refunds?: PaymentRefundRecord[];
  /** True while the refund worker still has a refund to ask the provider for (its queue, indexed). */
  refundPending: boolean;
  /** Set when the order is a subscription box, to be charged to the saved card; null otherwise. */
  boxCharge: BoxChargeEntry | null;
  /** True while the box charger still has an attempt to make (its queue, indexed). */
  chargePending: boolean;
  appliedEventIds: string[];
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const sessionSchema = new Schema<CheckoutSessionEntry>(
  {
    id: { type: String, required: true },
    url: { type: String, required: true },
    amountPence: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    state: { type: String, required: true },
  },
  { _id: false },
);

const refundSchema = new Schema<RefundEntry>(
  {
    requestedAt: { type: Date, required: true },
    state: { type: String, required: true },
    refundId: { type: String, default: null },
    failure: { type: String, default: null },
  },
  { _id: false },
);

const refundRecordSchema = new Schema<PaymentRefundRecord>(
  {
    refundId: { type: String, required: true },
    orderRefund: { type: Boolean, default: true },
    amountPence: { type: Number, required: true },
    whole: { type: Boolean, default: false },
    state: { type: String, required: true },
    providerRefundId: { type: String, default: null },
    failure: { type: String, default: null },
    requestedAt: { type: Date, required: true },
    settledAt: { type: Date, default: null },
  },
  { _id: false },
);

const paymentSchema = new Schema<PaymentDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    provider: { type: String, required: true },
    status: { type: String, required: true },
    sessions: { type: [sessionSchema], default: [] },
    paidSessionId: { type: String, default: null },
    paymentIntentId: { type: String, default: null },
    amountPaidPence: { type: Number, default: null },
    mismatch: {
      type: new Schema<MismatchEntry>(
        {
          mismatch: { type: String, required: true },
          sessionId: { type: String, required: true },
          paidPence: { type: Number, required: true },
          paidCurrency: { type: String, required: true },
          expectedPence: { type: Number, default: null },
          at: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    refund: { type: refundSchema, default: null },
    refunds: { type: [refundRecordSchema], default: undefined },
    refundPending: { type: Boolean, default: false },
    boxCharge: {
      type: new Schema<BoxChargeEntry>(
        {
          amountPence: { type: Number, required: true },
          attempts: { type: Number, required: true },
          nextAttemptAt: { type: Date, default: null },
          lastFailure: { type: String, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    chargePending: { type: Boolean, default: false },
    appliedEventIds: { type: [String], default: [] },
    version: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...outboxFields,
  },
  { collection: 'payments', versionKey: false },
);
// A refund confirmation (charge.refunded) names the payment intent, not always the order.
paymentSchema.index({ paymentIntentId: 1 });
paymentSchema.index({ refundPending: 1 });
paymentSchema.index({ chargePending: 1 });
// Has this customer paid for another box? (A first-box-only code is refused at checkout if so.)
paymentSchema.index({ userId: 1, status: 1 });

export type PaymentModel = Model<PaymentDocument>;
export const paymentModel = (connection: Connection): PaymentModel =>
  connection.models.Payment ?? connection.model<PaymentDocument>('Payment', paymentSchema);
