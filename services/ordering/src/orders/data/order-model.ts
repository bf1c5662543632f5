import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import type {
  MealSize,
  OrderStatus,
  PaymentMismatch,
  PaymentStatus,
  PriceLine,
  PriceQuote,
  ProgressSource,
  ProgressStep,
  ProteinPreference,
} from '@mealbox/contracts';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';
import type { SubscriptionFrequency } from '@mealbox/contracts/subscription-frequency';
import { addressSnapshotSchema, orderItemSchema } from '../../shared/data/address-and-items-schemas';
import type { AddressSnapshot, OrderItemEntry } from '../../shared/data/address-and-items-schemas';
import { orderRefundEntrySchema } from '../../refunds/data/order-refund-entry';
import type { OrderRefundEntry } from '../../refunds/data/order-refund-entry';

/**
 * An order: the plan, priced by the server when placed (the whole breakdown, in pence), who and where it goes to,
 * when, its statuses and its chosen meals. Every change and its event are one write (the event rides in the
 * outbox); every change applies only to the `version` it read, so it is safe across processes on MongoDB too.
 */
export interface OrderDocument extends WithOutbox {
  _id: Types.ObjectId;
  /**
   * The short reference customers quote ('MB-5F3A9C21': orderReference of the id), stored so the report can find
   * the order by it. Orders placed before it was stored are given theirs at start-up (backfillOrderReferences).
   */
  reference: string;
  userId: string;
  customerId: string;
  /** Snapshots of the customer's name and email when ordered (the report searches them). */
  customerName: string;
  customerEmail: string;
  address: AddressSnapshot;
  /** YYYY-MM-DD, a working day in the delivery window when set. */
  deliveryDate: string;
  orderedAt: Date;
  proteinPreference: ProteinPreference;
  mealSize: MealSize;
  numberOfMeals: number;
  /**
   * The order was placed without a plan (as the spec's client places it): its plan and price follow its meals
   * as they are added (planFromItems). Absent on orders placed before it existed, which all had a plan.
   */
  planFollowsItems?: boolean;
  /**
   * How often the subscription this order starts should deliver, as chosen in the plan builder; absent (weekly)
   * on orders placed without a choice and on the weekly job's own boxes.
   */
  subscriptionFrequency?: SubscriptionFrequency;
  price: PriceQuote;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  items: OrderItemEntry[];
  /** The sum of the items' quantities; never more than `numberOfMeals` (equal to it when the plan follows them). */
  itemCount: number;
  /** The subscription whose delivery this order is (placed by the weekly job); null for a customer's own order. */
  subscriptionId: string | null;
  /**
   * What is wrong with the order's payment (see OrderPaymentProblem); null once paid, or when nothing is.
   */
  paymentProblem: OrderPaymentProblemEntry | null;
  /** When staff last asked for a refund (the payment service makes it); null if never. */
  refundRequestedAt: Date | null;
  /**
   * Its refunds, oldest first: parts refunded to the card or as credit, and 'Issue Refund' (refunds/). Absent on
   * orders from before partial refunds, which read as none.
   */
  refunds?: OrderRefundEntry[];
  /**
   * The customer's stars for the order's meals once delivered: at most one entry per meal (rating it again
   * replaces the entry and raises its version). Absent on orders stored before ratings, which read as none.
   */
  ratings?: MealRatingEntry[];
  /**
   * Each step the box reached after it was ordered (paid, preparing ... delivered, a courier's failed attempt),
   * oldest first, for the customer's timeline and the staff order page. Absent on orders from before it, whose
   * timeline shows the status they have without times.
   */
  progress?: OrderProgressEntry[];
  /** Other services' events already applied (payment outcomes), so a redelivery changes nothing. */
  appliedEventIds: string[];
  version: number;
  /** The client's Idempotency-Key, or the order's own id when none was sent; unique per user. */
  idempotencyKey: string;
  /** SHA-256 of the create request, so a reused key with another body is refused. */
  requestHash: string;
  updatedAt: Date;
}

/**
 * `charge_refused` (older entries have no kind): why the last off-session charge of a subscription box was
 * refused, and when payment tries again (null: no attempt left), for the customer's account.
 * `amount_mismatch`: the provider took money that does not settle the order (`mismatch`: another amount or
 * currency, or a checkout that had been replaced): what the order cost and what was taken, for staff. The order
 * is not paid by it.
 */
export interface OrderPaymentProblemEntry {
  kind?: 'charge_refused' | 'amount_mismatch';
  reason: string;
  retryAt: Date | null;
  at: Date;
  mismatch?: PaymentMismatch;
  expectedPence?: number;
  paidPence?: number;
  paidCurrency?: string;
  /** The provider's session (or payment) that took the money. */
  sessionId?: string;
}

/** One step of an order's progress (see OrderDocument.progress). */
export interface OrderProgressEntry {
  step: ProgressStep;
  at: Date;
  by: ProgressSource;
  /** A failed attempt's reason, in the courier's words. */
  note: string | null;
  photoUrl: string | null;
}

const orderProgressSchema = new Schema<OrderProgressEntry>(
  {
    step: { type: String, required: true },
    at: { type: Date, required: true },
    by: { type: String, required: true },
    note: { type: String, default: null },
    photoUrl: { type: String, default: null },
  },
  { _id: false },
);

/** A customer's rating of one meal of the order; `version` counts its changes (1 the first time). */
export interface MealRatingEntry {
  mealId: string;
  stars: number;
  version: number;
  ratedAt: Date;
}

const mealRatingSchema = new Schema<MealRatingEntry>(
  {
    mealId: { type: String, required: true },
    stars: { type: Number, required: true },
    version: { type: Number, required: true },
    ratedAt: { type: Date, required: true },
  },
  { _id: false },
);

const paymentProblemSchema = new Schema<OrderPaymentProblemEntry>(
  {
    kind: { type: String, default: 'charge_refused' },
    reason: { type: String, required: true },
    retryAt: { type: Date, default: null },
    at: Date,
    mismatch: String,
    expectedPence: Number,
    paidPence: Number,
    paidCurrency: String,
    sessionId: String,
  },
  { _id: false },
);

const priceLineEntrySchema = new Schema<PriceLine>(
  {
    kind: { type: String, required: true },
    ref: String,
    label: { type: String, required: true },
    quantity: { type: Number, required: true },
    unitPence: { type: Number, required: true },
    totalPence: { type: Number, required: true },
  },
  { _id: false },
);

/** The order's price: what the box is, and its money as lines (DESIGN section 7). */
const priceSchema = new Schema<PriceQuote>(
  {
    mealSize: { type: String, required: true },
    numberOfMeals: { type: Number, required: true },
    perMealPence: { type: Number, required: true },
    lines: { type: [priceLineEntrySchema], default: [] },
    totalPence: { type: Number, required: true },
  },
  { _id: false },
);

const orderSchema = new Schema<OrderDocument>(
  {
    reference: { type: String, required: true },
    userId: { type: String, required: true },
    customerId: { type: String, required: true },
    customerName: { type: String, default: '' },
    customerEmail: { type: String, default: '' },
    address: { type: addressSnapshotSchema, required: true },
    deliveryDate: { type: String, required: true },
    orderedAt: { type: Date, required: true },
    proteinPreference: { type: String, required: true },
    mealSize: { type: String, required: true },
    numberOfMeals: { type: Number, required: true },
    planFollowsItems: { type: Boolean, default: false },
    subscriptionFrequency: { type: String },
    price: { type: priceSchema, required: true },
    paymentStatus: { type: String, required: true },
    orderStatus: { type: String, required: true },
    items: { type: [orderItemSchema], default: [] },
    itemCount: { type: Number, required: true },
    subscriptionId: { type: String, default: null },
    paymentProblem: { type: paymentProblemSchema, default: null },
    refundRequestedAt: { type: Date, default: null },
    refunds: { type: [orderRefundEntrySchema], default: undefined },
    ratings: { type: [mealRatingSchema], default: undefined },
    progress: { type: [orderProgressSchema], default: undefined },
    appliedEventIds: { type: [String], default: [] },
    version: { type: Number, required: true },
    idempotencyKey: { type: String, required: true },
    requestHash: { type: String, required: true },
    updatedAt: { type: Date, required: true },
    ...outboxFields,
  },
  { collection: 'orders', versionKey: false },
);
// One order per (user, key): concurrent retries of one request cannot place two orders. Never partial (FerretDB
// v1 has no partial indexes), so an order placed without a key stores its own id as the key.
orderSchema.index({ userId: 1, idempotencyKey: 1 }, { unique: true });
// The admin report (newest first, optionally by status) and the customer's own list.
orderSchema.index({ orderedAt: -1, _id: -1 });
orderSchema.index({ orderStatus: 1, orderedAt: -1 });
// The report filtered by status, in its exact order (ties on the time broken by id), so MongoDB pages it from
// the index without sorting in memory.
orderSchema.index({ orderStatus: 1, orderedAt: -1, _id: -1 });
orderSchema.index({ userId: 1, orderedAt: -1 });
// "Has this customer paid for a box before?" (first-box discount codes).
orderSchema.index({ userId: 1, paymentStatus: 1 });
// The report's search by reference. Not unique: eight hex digits repeat among enough orders, and the report shows
// every order with the reference searched for.
orderSchema.index({ reference: 1 });
// Staff's delivery day: every box due on a day (docs/delivery.md).
orderSchema.index({ deliveryDate: 1, _id: 1 });

export type OrderModel = Model<OrderDocument>;
export const orderModel = (connection: Connection): OrderModel =>
  connection.models.Order ?? connection.model<OrderDocument>('Order', orderSchema);
