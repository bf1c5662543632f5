import { trustedFilter } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import type { MealModel } from '../data/meal-model';
import type { SeedMarkerModel } from '../data/seed-marker-model';
import type { MealDraft, MealImage } from '../domain/meal-draft';
import { saveMeal } from '../domain/save-meal';
import type { MealWriteDeps } from '../domain/meal-write-deps';

export interface SeedMealSource {
  key: string;
  draft: MealDraft;
  image: MealImage;
}

const SEED_ID = 'demo-meals-v1';

/**
 * Fills an empty catalogue on first start through the same use case admin writes use, so each seeded meal is
 * announced with MealUpserted like any other. Resumable: a meal whose seed key exists is skipped, and once the
 * seed completes a marker stops it from ever running again (meals staff delete stay deleted).
 */
export async function seedCatalogue(
  deps: MealWriteDeps & { markers: SeedMarkerModel; logger: Logger },
  source: () => SeedMealSource[],
): Promise<number> {
  if (await deps.markers.exists({ _id: SEED_ID })) return 0;
  const meals: MealModel = deps.meals;
  const existing = new Set(
    (
      await meals
        .find(trustedFilter({ seedKey: { $exists: true } }))
        .select({ seedKey: 1 })
        .lean()
    ).map((m) => m.seedKey),
  );
  let created = 0;
  for (const { key, draft, image } of source()) {
    if (existing.has(key)) continue;
    await saveMeal(deps, { draft, image, seedKey: key, correlationId: `seed:${SEED_ID}` });
    created++;
  }
  await deps.markers.updateOne({ _id: SEED_ID }, { $set: { completedAt: deps.now() } }, { upsert: true });
  deps.logger.info({ created }, 'seeded the catalogue with demo meals');
  return created;
}
