import { trustedFilter } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import type { SeedMarkerModel } from '../data/seed-marker-model';
import type { RecipeDeps } from '../domain/recipe-deps';
import { saveRecipe } from '../domain/save-recipe';
import type { SeedRecipeSource } from './demo-recipe-source';

const MARKER_ID = 'demo-recipes-v1';

/**
 * Gives the demo meals their recipes, once, through the same use case staff's writes use. It runs after the meal
 * seed, also on a catalogue seeded before recipes existed. Resumable: a meal that already has a recipe (seeded
 * before an interruption, or written by staff) keeps it; once done, a marker stops it from running again, so a
 * meal whose recipe staff replace later is never overwritten and a deleted meal gets none.
 */
export async function seedDemoRecipes(
  deps: RecipeDeps & { markers: SeedMarkerModel; logger: Logger },
  source: () => SeedRecipeSource[],
): Promise<number> {
  if (await deps.markers.exists({ _id: MARKER_ID })) return 0;
  const recipeOf = new Map(source().map(({ mealKey, recipe }) => [mealKey, recipe]));
  const meals = await deps.meals
    .find(trustedFilter({ seedKey: { $in: [...recipeOf.keys()] }, deleted: false }))
    .select({ seedKey: 1 })
    .lean<Pick<MealDocument, '_id' | 'seedKey'>[]>();
  const withRecipe = new Set(
    (
      await deps.recipes
        .find(trustedFilter({ _id: { $in: meals.map((meal) => meal._id) } }))
        .select({ _id: 1 })
        .lean()
    ).map((recipe) => recipe._id.toHexString()),
  );
  let written = 0;
  for (const meal of meals) {
    const recipe = recipeOf.get(meal.seedKey ?? '');
    if (!recipe || withRecipe.has(meal._id.toHexString())) continue;
    await saveRecipe(deps, meal._id.toHexString(), recipe);
    written++;
  }
  await deps.markers.updateOne({ _id: MARKER_ID }, { $set: { completedAt: deps.now() } }, { upsert: true });
  if (written > 0) deps.logger.info({ written }, 'gave the demo meals their recipes');
  return written;
}
