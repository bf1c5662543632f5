import { TOPICS } from '@mealbox/contracts';
import type { DeliveryPriceChangedData, PricingChangedData } from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { OutboxEntry } from '@mealbox/platform';
import type { PlanPrices } from '../domain/price-rules';

const PRODUCER = 'catalogue';

export interface EventContext {
  correlationId: string;
  now(): Date;
}

/** PricingChanged for a row as it is after the change, ready for the row's outbox. */
export function pricingChangedEntry(
  pricingId: string,
  revision: number,
  prices: PlanPrices,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const data: PricingChangedData = { pricingId, revision, ...prices };
  const event = createEvent('PricingChanged', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.cataloguePricing, pricingId, event);
}

/** DeliveryPriceChanged for the configuration as it is after the change. */
export function deliveryPriceChangedEntry(
  configurationId: string,
  revision: number,
  deliveryPricePence: number,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const data: DeliveryPriceChangedData = { configurationId, revision, deliveryPricePence };
  const event = createEvent('DeliveryPriceChanged', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.cataloguePricing, configurationId, event);
}
