import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { PaymentStatus } from '@mealbox/contracts';

/**
 * Payment's read model of an order, fed by ordering's events: whose it is, what it costs now (OrderPlaced, then
 * every OrderRepriced), whether that price carries a first-box-only code, and its payment status as ordering
 * knows it (staff can mark an order paid by hand).
 * `lastEventAt` is the time of the newest event applied: all of an order's events come from one producer on one
 * partition, in order, so an older (redelivered) event never overwrites a newer one.
 */
export interface OrderViewDocument {
  _id: string;
  userId: string;
  /** Null while only a later change (not the order itself) has been seen. */
  totalPence: number | null;
  /** The price's discount code when it is for a first box only (CHEF24): not to be paid after another box. */
  firstBoxOnlyCode: string | null;
  paymentStatus: PaymentStatus;
  /** A subscription box (charged to the saved card); absent on views from before it was kept. */
  subscriptionBox?: boolean;
  lastEventAt: Date;
}

const orderViewSchema = new Schema<OrderViewDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    totalPence: { type: Number, default: null },
    firstBoxOnlyCode: { type: String, default: null },
    paymentStatus: { type: String, required: true },
    subscriptionBox: { type: Boolean, default: undefined },
    lastEventAt: { type: Date, required: true },
  },
  { collection: 'order_views', versionKey: false },
);
// Has this customer paid for another box? (A first-box-only code is refused at checkout if so.)
orderViewSchema.index({ userId: 1, paymentStatus: 1 });

export type OrderViewModel = Model<OrderViewDocument>;
export const orderViewModel = (connection: Connection): OrderViewModel =>
  connection.models.OrderView ?? connection.model<OrderViewDocument>('OrderView', orderViewSchema);
