import { trustedFilter } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import type { SeedMarkerModel } from '../data/seed-marker-model';
import type { AddOnDraft } from '../domain/add-on-draft';
import type { AddOnWriteDeps } from '../domain/add-on-write-deps';
import type { MealImage } from '../domain/meal-draft';
import { createAddOn } from '../domain/create-add-on';

export interface SeedAddOnSource {
  key: string;
  draft: AddOnDraft;
  image: MealImage;
}

const MARKER_ID = 'demo-add-ons-v1';

/**
 * Gives the demo shop its add-ons, once, through the use case staff's writes use, so each is announced with
 * AddOnUpserted like any other; it also runs on a catalogue seeded before add-ons existed. Resumable: an add-on
 * whose seed key exists is skipped, and once done a marker stops it from running again (add-ons staff delete stay
 * deleted).
 */
export async function seedDemoAddOns(
  deps: AddOnWriteDeps & { markers: SeedMarkerModel; logger: Logger },
  source: () => SeedAddOnSource[],
): Promise<number> {
  if (await deps.markers.exists({ _id: MARKER_ID })) return 0;
  const existing = new Set(
    (
      await deps.addOns
        .find(trustedFilter({ seedKey: { $exists: true } }))
        .select({ seedKey: 1 })
        .lean()
    ).map((addOn) => addOn.seedKey),
  );
  let created = 0;
  for (const { key, draft, image } of source()) {
    if (existing.has(key)) continue;
    await createAddOn(deps, { draft, image, seedKey: key, correlationId: `seed:${MARKER_ID}` });
    created++;
  }
  await deps.markers.updateOne({ _id: MARKER_ID }, { $set: { completedAt: deps.now() } }, { upsert: true });
  if (created > 0) deps.logger.info({ created }, 'seeded the demo add-ons');
  return created;
}
