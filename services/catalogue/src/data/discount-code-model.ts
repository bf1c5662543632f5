import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { DiscountKind } from '@mealbox/contracts';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';

/**
 * A discount code customers can type (server-side only: the browser never learns which codes exist). The id is
 * the code upper-cased, so lookups ignore case and one code cannot exist twice. Its DiscountCodeChanged events
 * ride in its own outbox, written with the change itself, so ordering can check codes without asking us.
 */
export interface DiscountCodeDocument extends WithOutbox {
  _id: string;
  kind: DiscountKind;
  /** Pence for 'amount', percent for 'percent'. */
  value: number;
  /** Staff can switch a code off without deleting it. */
  active: boolean;
  /** Null: never expires. */
  expiresAt: Date | null;
  /** Only for a customer's first paid box (ordering checks when ordering; a signed-in caller's quote too). */
  firstOrderOnly: boolean;
  description: string;
  /** Increases with every change; read models keep a code only if its revision is newer than theirs. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

const discountCodeSchema = new Schema<DiscountCodeDocument>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, enum: ['amount', 'percent'] },
    value: { type: Number, required: true, min: 0 },
    active: { type: Boolean, required: true },
    expiresAt: { type: Date, default: null },
    firstOrderOnly: { type: Boolean, default: false },
    description: { type: String, default: '' },
    revision: { type: Number, default: 1 },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, default: () => new Date() },
    ...outboxFields,
  },
  { collection: 'discount_codes', versionKey: false },
);

export type DiscountCodeModel = Model<DiscountCodeDocument>;
export const discountCodeModel = (connection: Connection): DiscountCodeModel =>
  connection.models.DiscountCode ??
  connection.model<DiscountCodeDocument>('DiscountCode', discountCodeSchema);
