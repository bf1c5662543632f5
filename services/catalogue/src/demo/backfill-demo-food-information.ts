import { trustedFilter } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import type { SeedMarkerModel } from '../data/seed-marker-model';
import type { SeedMealSource } from './seed-catalogue';
import { updateMeal } from '../domain/update-meal';
import type { MealWriteDeps } from '../domain/meal-write-deps';

const MARKER_ID = 'demo-meal-food-information-v1';

/**
 * Gives the demo meals of a catalogue seeded before food information their allergen declaration and the
 * ingredients it was written against (as a fresh seed would), once, through the staff update path: the declaration
 * is checked like staff's, the revision moves on, and MealUpserted (with MealAllergensChanged, a first declaration)
 * goes out through the outbox so ordering's copy follows. Only seeded meals with no declaration are changed, so one
 * staff wrote since is never overwritten; the marker stops it from running again. On a fresh catalogue it changes
 * nothing.
 */
export async function backfillDemoFoodInformation(
  deps: MealWriteDeps & { markers: SeedMarkerModel; logger: Logger },
  source: () => SeedMealSource[],
): Promise<number> {
  if (await deps.markers.exists({ _id: MARKER_ID })) return 0;
  const declared = new Map(
    source().flatMap(({ key, draft }) =>
      draft.food_information
        ? [[key, { food_information: draft.food_information, ingredients: draft.ingredients }] as const]
        : [],
    ),
  );
  const seeded = await deps.meals
    .find(trustedFilter({ seedKey: { $in: [...declared.keys()] }, deleted: false }))
    .select({ seedKey: 1, foodInformation: 1 })
    .lean<Pick<MealDocument, '_id' | 'seedKey' | 'foodInformation'>[]>();
  let changed = 0;
  for (const meal of seeded) {
    const changes = declared.get(meal.seedKey ?? '');
    // FerretDB may leave a stored null out; a seeded meal without one predates food information.
    if (meal.foodInformation != null || !changes) continue;
    await updateMeal(deps, {
      mealId: meal._id.toHexString(),
      changes,
      correlationId: `backfill:${MARKER_ID}`,
    });
    changed++;
  }
  // Not marked done while the demo data has no declarations to give: the next start tries again.
  if (declared.size > 0) {
    await deps.markers.updateOne({ _id: MARKER_ID }, { $set: { completedAt: deps.now() } }, { upsert: true });
  }
  if (changed > 0) deps.logger.info({ changed }, 'gave the demo meals their food information');
  return changed;
}
