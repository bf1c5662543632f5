import type { RecipeInput } from '@mealbox/contracts';
import { notFound, trustedFilter } from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import type { MealRecipeDocument } from '../data/meal-recipe-model';
import { parseMealId } from './meal-fields';
import type { RecipeDeps } from './recipe-deps';

/**
 * Writes a meal's whole recipe and answers it with the meal's name (staff, PUT; the demo seed uses the same path). The recipe replaces what was held,
 * in one single-document upsert keyed by the meal, so saving the same recipe twice leaves one recipe. A deleted or
 * unknown meal has no recipe to write.
 *
 * Trade-off: two staff saving the same recipe at once, the later save wins whole; recipes are written by one
 * person at a time, and a merge of two methods step by step would not read as either.
 */
export async function saveRecipe(
  deps: RecipeDeps,
  mealId: string,
  recipe: RecipeInput,
): Promise<{ recipe: MealRecipeDocument; mealName: string }> {
  const _id = parseMealId(mealId);
  const meal = await deps.meals
    .findOne(trustedFilter({ _id, deleted: false }))
    .select({ name: 1 })
    .lean<Pick<MealDocument, 'name'>>();
  if (!meal) throw notFound('Meal not found.');
  const document: MealRecipeDocument = {
    _id,
    serves: recipe.serves,
    prepMinutes: recipe.prep_minutes,
    cookMinutes: recipe.cook_minutes,
    ingredients: recipe.ingredients.map(({ quantity, item }) => ({ quantity, item })),
    steps: [...recipe.steps],
    updatedAt: deps.now(),
  };
  const { _id: id, ...fields } = document;
  await deps.recipes.updateOne({ _id: id }, { $set: fields }, { upsert: true });
  return { recipe: document, mealName: meal.name };
}
