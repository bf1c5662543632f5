import { trustedFilter } from '@mealbox/platform';
import { eventually } from '@mealbox/test-support';
import type { MealDraft } from '../../catalogue/src/domain/meal-draft';
import type { TestOrdering } from './ordering-harness';

/**
 * Saves these meals in the real catalogue and waits until ordering has read them all from its events, so a test
 * can order them at once; answers their ids under the names given.
 */
export async function mealsInOrdering<Name extends string>(
  t: TestOrdering,
  meals: Record<Name, Partial<MealDraft>>,
): Promise<Record<Name, string>> {
  const ids = {} as Record<Name, string>;
  for (const name in meals) ids[name] = await t.catalogue.saveMeal(meals[name]);
  const saved = Object.values<string>(ids);
  await eventually(
    'the meals in ordering',
    async () =>
      (await t.ordering.deps.meals.countDocuments(trustedFilter({ _id: { $in: saved } }))) === saved.length,
  );
  return ids;
}
