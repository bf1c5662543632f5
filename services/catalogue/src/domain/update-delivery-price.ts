import { notFound, writeDocument } from '@mealbox/platform';
import type { ConfigurationDocument } from '../data/configuration-model';
import { SITE_CONFIGURATION_ID } from '../data/configuration-model';
import { deliveryPriceChangedEntry } from '../events/pricing-events';
import type { PricingDeps } from './pricing-deps';

/**
 * Sets the delivery price (staff, PATCH), publishing DeliveryPriceChanged in the same write (writeDocument);
 * setting the price it already has changes nothing.
 */
export async function updateDeliveryPrice(
  deps: PricingDeps,
  deliveryPricePence: number,
  correlationId: string,
): Promise<ConfigurationDocument> {
  const result = await writeDocument<ConfigurationDocument, null>({
    model: deps.configuration,
    id: SITE_CONFIGURATION_ID,
    lock: deps.lock,
    versionField: 'revision',
    decide: (current) => {
      if (!current) throw notFound('Configuration not found.');
      if (current.deliveryPricePence === deliveryPricePence) return { outcome: null };
      const context = { correlationId, now: deps.now };
      const event = deliveryPriceChangedEntry(
        SITE_CONFIGURATION_ID,
        current.revision + 1,
        deliveryPricePence,
        context,
      );
      return { change: { set: { deliveryPricePence }, events: [event] }, outcome: null };
    },
    now: deps.now,
    announce: (id) => deps.afterChange({ model: deps.configuration, id }),
    conflictMessage: 'The delivery price was changed by someone else at the same time. Please try again.',
  });
  if (!result.document) throw notFound('Configuration not found.');
  return result.document;
}
