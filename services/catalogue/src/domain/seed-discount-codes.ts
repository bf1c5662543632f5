import { documentLockKey, outboxUpdate, trustedFilter } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import type { DiscountCodeDocument } from '../data/discount-code-model';
import type { SeedMarkerModel } from '../data/seed-marker-model';
import { discountCodeChangedEntry } from '../events/pricing-events';
import type { PricingDeps } from './pricing-deps';
import { DEFAULT_DISCOUNT_CODES } from './pricing-defaults';
import { insertOnce } from './seed-pricing';

const SEED_ID = 'discount-codes-v1';

/**
 * Gives a new catalogue its discount codes (CHEF24), each inserted with its DiscountCodeChanged event, so
 * ordering's read model knows them from the start. A catalogue seeded before codes were announced has CHEF24
 * without a revision: it gets revision 1, the default terms it lacks (first box only) and its event, in one write.
 * Unique ids keep the inserts exactly-once; a marker stops the seed from running again, so staff edits stay.
 */
export async function seedDiscountCodes(
  deps: PricingDeps & { markers: SeedMarkerModel; logger: Logger },
): Promise<number> {
  if (await deps.markers.exists({ _id: SEED_ID })) return 0;
  const context = { correlationId: `seed:${SEED_ID}`, now: deps.now };
  const now = deps.now();
  let announced = 0;
  for (const code of DEFAULT_DISCOUNT_CODES) {
    announced += await insertOnce(() =>
      deps.discountCodes.create({
        ...code,
        revision: 1,
        createdAt: now,
        updatedAt: now,
        outbox: [discountCodeChangedEntry(code, 1, context)],
        outboxPending: true,
      }),
    );
  }
  const unannounced = await deps.discountCodes
    .find(trustedFilter({ revision: { $exists: false } }))
    .select({ outbox: 0 })
    .lean<Omit<DiscountCodeDocument, 'revision' | 'firstOrderOnly'>[]>();
  for (const stored of unannounced) {
    const firstOrderOnly =
      DEFAULT_DISCOUNT_CODES.find((code) => code._id === stored._id)?.firstOrderOnly ?? false;
    const outbox = outboxUpdate([discountCodeChangedEntry({ ...stored, firstOrderOnly }, 1, context)]);
    const written = await deps.lock(documentLockKey(deps.discountCodes, stored._id), () =>
      deps.discountCodes.updateOne(trustedFilter({ _id: stored._id, revision: { $exists: false } }), {
        $set: { firstOrderOnly, revision: 1, updatedAt: now, ...outbox.$set },
        $push: outbox.$push,
      }),
    );
    announced += written.modifiedCount;
  }
  await deps.markers.updateOne({ _id: SEED_ID }, { $set: { completedAt: now } }, { upsert: true });
  await deps.afterChange();
  deps.logger.info({ announced }, 'seeded and announced the discount codes');
  return announced;
}
