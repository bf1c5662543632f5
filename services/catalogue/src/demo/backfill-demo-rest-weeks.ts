import { trustedFilter } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import type { SeedMarkerModel } from '../data/seed-marker-model';
import type { SeedMealSource } from './seed-catalogue';
import { updateMeal } from '../domain/update-meal';
import type { MealWriteDeps } from '../domain/meal-write-deps';

const MARKER_ID = 'demo-menu-rest-weeks-v1';

/**
 * Gives the demo meals of a catalogue seeded before the weekly menu their rest weeks (as a fresh seed would), once,
 * through the staff update path so each change is announced with MealUpserted and ordering's copy follows. Only
 * seeded meals that have no rest week yet are changed; the marker stops it from running again, so a rest week
 * staff set later (or "every week") is never overwritten. On a freshly seeded catalogue it changes nothing.
 */
export async function backfillDemoRestWeeks(
  deps: MealWriteDeps & { markers: SeedMarkerModel; logger: Logger },
  source: () => SeedMealSource[],
): Promise<number> {
  if (await deps.markers.exists({ _id: MARKER_ID })) return 0;
  const restWeekOf = new Map(source().map(({ key, draft }) => [key, draft.menu_rest_week]));
  const seeded = await deps.meals
    .find(trustedFilter({ seedKey: { $in: [...restWeekOf.keys()] }, deleted: false }))
    .select({ seedKey: 1, menuRestWeek: 1 })
    .lean<Pick<MealDocument, '_id' | 'seedKey' | 'menuRestWeek'>[]>();
  let changed = 0;
  for (const meal of seeded) {
    const restWeek = restWeekOf.get(meal.seedKey ?? '');
    // FerretDB may leave a stored null out; a seeded meal without one predates the weekly menu.
    if (meal.menuRestWeek != null || restWeek == null) continue;
    await updateMeal(deps, {
      mealId: meal._id.toHexString(),
      changes: { menu_rest_week: restWeek },
      correlationId: `backfill:${MARKER_ID}`,
    });
    changed++;
  }
  await deps.markers.updateOne({ _id: MARKER_ID }, { $set: { completedAt: deps.now() } }, { upsert: true });
  if (changed > 0) deps.logger.info({ changed }, 'gave the demo meals their weekly menu rest weeks');
  return changed;
}
