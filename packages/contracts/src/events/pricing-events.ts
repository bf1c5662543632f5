import { z } from 'zod';
import { DISCOUNT_KINDS } from '../pricing/price-rules';
import type { EventEnvelope } from './envelope';

const pence = z.number().int().nonnegative();

/**
 * Published by catalogue on `catalogue.pricing.v1`, keyed by the pricing row id: the whole row after a change
 * (also once per row when the first start seeds them). Money is integer pence. `revision` increases with every
 * change of the row; read models keep a row only if its revision is newer than theirs.
 */
export const pricingChangedSchema = z.object({
  pricingId: z.string(),
  revision: z.number().int().positive(),
  mealCount: z.number().int().positive(),
  basePricePence: pence,
  standardPricePence: pence,
  largePricePence: pence,
  leanPricePence: pence,
});
export type PricingChangedData = z.infer<typeof pricingChangedSchema>;

/**
 * Published by catalogue on `catalogue.pricing.v1`, keyed by the configuration id, when staff change the
 * delivery price (and once when the first start seeds it). 0 means free delivery.
 */
export const deliveryPriceChangedSchema = z.object({
  configurationId: z.string(),
  revision: z.number().int().positive(),
  deliveryPricePence: pence,
});
export type DeliveryPriceChangedData = z.infer<typeof deliveryPriceChangedSchema>;

/**
 * Published by catalogue on `catalogue.pricing.v1`, keyed by the code (upper-case), with the code's whole terms
 * after a change (and once per code when the first start seeds them), so ordering can price orders without asking
 * the catalogue. `value` is pence for 'amount', percent for 'percent'; `expiresAt` null never expires;
 * `firstOrderOnly` codes apply only to a customer's first paid box.
 */
export const discountCodeChangedSchema = z.object({
  code: z.string().min(1),
  revision: z.number().int().positive(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int().nonnegative(),
  active: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
  firstOrderOnly: z.boolean(),
});
export type DiscountCodeChangedData = z.infer<typeof discountCodeChangedSchema>;

export const cataloguePricingEventSchemas = {
  PricingChanged: pricingChangedSchema,
  DeliveryPriceChanged: deliveryPriceChangedSchema,
  DiscountCodeChanged: discountCodeChangedSchema,
} as const;

export type PricingChanged = EventEnvelope<'PricingChanged', PricingChangedData>;
export type DeliveryPriceChanged = EventEnvelope<'DeliveryPriceChanged', DeliveryPriceChangedData>;
export type DiscountCodeChanged = EventEnvelope<'DiscountCodeChanged', DiscountCodeChangedData>;
export type CataloguePricingEvent = PricingChanged | DeliveryPriceChanged | DiscountCodeChanged;
