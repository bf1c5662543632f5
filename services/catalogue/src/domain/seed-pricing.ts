import { Types } from 'mongoose';
import { isDuplicateKeyError } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import { SITE_CONFIGURATION_ID } from '../data/configuration-model';
import type { SeedMarkerModel } from '../data/seed-marker-model';
import { deliveryPriceChangedEntry, pricingChangedEntry } from '../events/pricing-events';
import type { PricingDeps } from './pricing-deps';
import { DEFAULT_DELIVERY_PRICE_PENCE, DEFAULT_PRICING } from './pricing-defaults';

const SEED_ID = 'pricing-v1';

/**
 * Gives a new catalogue its pricing rows and delivery price (the discount codes: seedDiscountCodes). Not demo
 * data: the shop cannot quote a price without them, so this runs whatever SEED_DEMO_MEALS says. Each row and the configuration are
 * announced (PricingChanged, DeliveryPriceChanged) like any later change, so read models start complete.
 * Every insert is refused by a unique index if it already happened (an interrupted seed resumes, two instances
 * starting at once cannot double up), and a marker stops it from ever running again, so staff edits stay.
 */
export async function seedPricing(
  deps: PricingDeps & { markers: SeedMarkerModel; logger: Logger },
): Promise<number> {
  if (await deps.markers.exists({ _id: SEED_ID })) return 0;
  const context = { correlationId: `seed:${SEED_ID}`, now: deps.now };
  const now = deps.now();
  let created = 0;
  for (const prices of DEFAULT_PRICING) {
    const _id = new Types.ObjectId();
    created += await insertOnce(() =>
      deps.pricing.create({
        _id,
        ...prices,
        revision: 1,
        updatedAt: now,
        outbox: [pricingChangedEntry(_id.toHexString(), 1, prices, context)],
        outboxPending: true,
      }),
    );
  }
  created += await insertOnce(() =>
    deps.configuration.create({
      _id: SITE_CONFIGURATION_ID,
      deliveryPricePence: DEFAULT_DELIVERY_PRICE_PENCE,
      revision: 1,
      updatedAt: now,
      outbox: [deliveryPriceChangedEntry(SITE_CONFIGURATION_ID, 1, DEFAULT_DELIVERY_PRICE_PENCE, context)],
      outboxPending: true,
    }),
  );
  await deps.markers.updateOne({ _id: SEED_ID }, { $set: { completedAt: now } }, { upsert: true });
  await deps.afterChange();
  deps.logger.info({ created }, 'seeded plan pricing and the delivery price');
  return created;
}

/** 1 if the insert happened, 0 if a unique index says it already had. */
export async function insertOnce(create: () => Promise<unknown>): Promise<number> {
  try {
    await create();
    return 1;
  } catch (error) {
    if (isDuplicateKeyError(error)) return 0;
    throw error;
  }
}
