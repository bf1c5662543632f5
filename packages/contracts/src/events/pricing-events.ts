import { z } from 'zod';
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

export const cataloguePricingEventSchemas = {
  PricingChanged: pricingChangedSchema,
  DeliveryPriceChanged: deliveryPriceChangedSchema,
} as const;

export type PricingChanged = EventEnvelope<'PricingChanged', PricingChangedData>;
export type DeliveryPriceChanged = EventEnvelope<'DeliveryPriceChanged', DeliveryPriceChangedData>;
export type CataloguePricingEvent = PricingChanged | DeliveryPriceChanged;
