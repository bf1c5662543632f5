import { TOPICS } from '@mealbox/contracts';
import type {
  DeliveryPriceChangedData,
  DiscountCodeChangedData,
  PlanPrices,
  PricingChangedData,
} from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { EventContext, OutboxEntry } from '@mealbox/platform';
import { PRODUCER } from '../config';
import type { DiscountCodeDocument } from '../data/discount-code-model';

/** The request (or event) that caused a change, and the clock; one shape for every service. */
export type { EventContext };

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

/** A discount code's terms as DiscountCodeChanged carries them. */
export type DiscountCodeTermsOf = Pick<
  DiscountCodeDocument,
  '_id' | 'kind' | 'value' | 'active' | 'expiresAt' | 'firstOrderOnly'
>;

/** DiscountCodeChanged for a code as it is after the change, keyed by the code. */
export function discountCodeChangedEntry(
  code: DiscountCodeTermsOf,
  revision: number,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const data: DiscountCodeChangedData = {
    code: code._id,
    revision,
    kind: code.kind,
    value: code.value,
    active: code.active,
    expiresAt: code.expiresAt ? code.expiresAt.toISOString() : null,
    firstOrderOnly: code.firstOrderOnly,
  };
  const event = createEvent('DiscountCodeChanged', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.cataloguePricing, code._id, event);
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
