import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** Money off the box: a fixed amount in pence, or a whole percentage (1-100). */
export type DiscountKind = 'amount' | 'percent';

/**
 * A discount code customers can type (server-side only: the browser never learns which codes exist). The id is
 * the code upper-cased, so lookups ignore case and one code cannot exist twice.
 */
export interface DiscountCodeDocument {
  _id: string;
  kind: DiscountKind;
  /** Pence for 'amount', percent for 'percent'. */
  value: number;
  /** Staff can switch a code off without deleting it. */
  active: boolean;
  /** Null: never expires. */
  expiresAt: Date | null;
  description: string;
  createdAt: Date;
}

const discountCodeSchema = new Schema<DiscountCodeDocument>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, enum: ['amount', 'percent'] },
    value: { type: Number, required: true, min: 0 },
    active: { type: Boolean, required: true },
    expiresAt: { type: Date, default: null },
    description: { type: String, default: '' },
    createdAt: { type: Date, required: true },
  },
  { collection: 'discount_codes', versionKey: false },
);

export type DiscountCodeModel = Model<DiscountCodeDocument>;
export const discountCodeModel = (connection: Connection): DiscountCodeModel =>
  connection.models.DiscountCode ??
  connection.model<DiscountCodeDocument>('DiscountCode', discountCodeSchema);
