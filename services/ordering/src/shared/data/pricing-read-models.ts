import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { DiscountKind, PlanPrices } from '@mealbox/contracts';

/*
 * Ordering's copies of catalogue's prices (DESIGN sections 3 and 4), fed by catalogue.pricing.v1 and kept only
 * if newer (`revision`): orders are priced from these with the shared calculatePrice, never by asking the
 * catalogue.
 */

/** A pricing row, keyed by catalogue's row id. */
export interface PlanPriceDocument extends PlanPrices {
  _id: string;
  revision: number;
}

const pence = { type: Number, required: true };
const planPriceSchema = new Schema<PlanPriceDocument>(
  {
    _id: { type: String, required: true },
    revision: { type: Number, required: true },
    mealCount: { type: Number, required: true, index: true },
    basePricePence: pence,
    standardPricePence: pence,
    largePricePence: pence,
    leanPricePence: pence,
  },
  { collection: 'plan_prices', versionKey: false },
);

export type PlanPriceModel = Model<PlanPriceDocument>;
export const planPriceModel = (connection: Connection): PlanPriceModel =>
  connection.models.PlanPrice ?? connection.model<PlanPriceDocument>('PlanPrice', planPriceSchema);

/** The delivery price, keyed by catalogue's configuration id (there is one). */
export interface DeliveryPriceDocument {
  _id: string;
  revision: number;
  deliveryPricePence: number;
}

const deliveryPriceSchema = new Schema<DeliveryPriceDocument>(
  {
    _id: { type: String, required: true },
    revision: { type: Number, required: true },
    deliveryPricePence: pence,
  },
  { collection: 'delivery_prices', versionKey: false },
);

export type DeliveryPriceModel = Model<DeliveryPriceDocument>;
export const deliveryPriceModel = (connection: Connection): DeliveryPriceModel =>
  connection.models.DeliveryPrice ??
  connection.model<DeliveryPriceDocument>('DeliveryPrice', deliveryPriceSchema);

/** A discount code's terms, keyed by the code (upper-case). */
export interface DiscountCodeReadDocument {
  _id: string;
  revision: number;
  kind: DiscountKind;
  value: number;
  active: boolean;
  expiresAt: Date | null;
  firstOrderOnly: boolean;
}

const discountCodeReadSchema = new Schema<DiscountCodeReadDocument>(
  {
    _id: { type: String, required: true },
    revision: { type: Number, required: true },
    kind: { type: String, required: true },
    value: { type: Number, required: true },
    active: { type: Boolean, required: true },
    expiresAt: { type: Date, default: null },
    firstOrderOnly: { type: Boolean, required: true },
  },
  { collection: 'discount_codes', versionKey: false },
);

export type DiscountCodeReadModel = Model<DiscountCodeReadDocument>;
export const discountCodeReadModel = (connection: Connection): DiscountCodeReadModel =>
  connection.models.DiscountCodeRead ??
  connection.model<DiscountCodeReadDocument>('DiscountCodeRead', discountCodeReadSchema);
