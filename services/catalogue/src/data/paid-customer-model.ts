import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * The catalogue's read model of who has paid for a box, fed by ordering's order events: one document per user,
 * inserted when the first paid order of theirs is seen. So a price quote can tell a returning customer that a
 * first-box code is not for them, without asking ordering. Paying is never undone (a refunded box was still a
 * first box), so the document is only ever inserted, and the unique id makes that exactly once.
 */
export interface PaidCustomerDocument {
  /** The user id (identity's), as the access token's `sub` and ordering's events carry it. */
  _id: string;
  /** The order whose payment was seen first, and when it was paid (for support questions). */
  orderId: string;
  paidAt: Date;
}

const paidCustomerSchema = new Schema<PaidCustomerDocument>(
  {
    _id: { type: String, required: true },
    orderId: { type: String, required: true },
    paidAt: { type: Date, required: true },
  },
  { collection: 'paid_customers', versionKey: false },
);

export type PaidCustomerModel = Model<PaidCustomerDocument>;
export const paidCustomerModel = (connection: Connection): PaidCustomerModel =>
  connection.models.PaidCustomer ??
  connection.model<PaidCustomerDocument>('PaidCustomer', paidCustomerSchema);
