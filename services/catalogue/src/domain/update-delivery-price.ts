import { conflict, documentLockKey, notFound, outboxUpdate } from '@mealbox/platform';
import type { ConfigurationDocument } from '../data/configuration-model';
import { SITE_CONFIGURATION_ID } from '../data/configuration-model';
import { deliveryPriceChangedEntry } from '../events/pricing-events';
import type { PricingDeps } from './pricing-deps';
import { findConfiguration } from './pricing-reads';

/**
 * Sets the delivery price (staff, PATCH), publishing DeliveryPriceChanged in the same write; setting the price
 * it already has changes nothing. Serialised with other writes of the document like the pricing rows.
 */
export async function updateDeliveryPrice(
  deps: PricingDeps,
  deliveryPricePence: number,
  correlationId: string,
): Promise<ConfigurationDocument> {
  const saved = await deps.lock(documentLockKey(deps.configuration, SITE_CONFIGURATION_ID), async () => {
    const current = await findConfiguration(deps);
    if (!current) throw notFound('Configuration not found.');
    if (current.deliveryPricePence === deliveryPricePence) return current;
    const revision = current.revision + 1;
    const updatedAt = deps.now();
    const outbox = outboxUpdate([
      deliveryPriceChangedEntry(SITE_CONFIGURATION_ID, revision, deliveryPricePence, {
        correlationId,
        now: deps.now,
      }),
    ]);
    const written = await deps.configuration.updateOne(
      { _id: SITE_CONFIGURATION_ID, revision: current.revision },
      { $set: { deliveryPricePence, revision, updatedAt, ...outbox.$set }, $push: outbox.$push },
    );
    if (written.matchedCount !== 1) {
      throw conflict('The delivery price was changed by someone else at the same time. Please try again.');
    }
    return { ...current, deliveryPricePence, revision, updatedAt };
  });
  deps.afterChange({ model: deps.configuration, id: SITE_CONFIGURATION_ID });
  return saved;
}
