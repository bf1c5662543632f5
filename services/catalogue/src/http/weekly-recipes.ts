import { londonDate } from '@mealbox/contracts/london-calendar';
import { menuTurnWeekOf, menuWeekOf } from '@mealbox/contracts';
import type { WeeklyRecipes } from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import type { MealRecipeDocument } from '../data/meal-recipe-model';
import { toRecipeDto } from './recipe-dto';
import type { RecipeDeps } from '../domain/recipe-deps';

/**
 * The recipes of this week's menu (London time): the meals the menu lists for the week (as GET /api/meals/?week=
 * does), by name, each with its recipe; meals without a recipe are left out. The menu holds a few dozen meals, so
 * the answer is bounded by it and not paged.
 */
export async function weeklyRecipes(deps: RecipeDeps): Promise<WeeklyRecipes> {
  const today = londonDate(deps.now());
  const meals = await deps.meals
    .find(trustedFilter({ deleted: false, menuRestWeek: { $ne: menuTurnWeekOf(today) } }))
    .select({ name: 1 })
    .sort({ name: 1 })
    .lean<Pick<MealDocument, '_id' | 'name'>[]>();
  const recipes = await deps.recipes
    .find(trustedFilter({ _id: { $in: meals.map((meal) => meal._id) } }))
    .lean<MealRecipeDocument[]>();
  const recipeOf = new Map(recipes.map((recipe) => [recipe._id.toHexString(), recipe]));
  return {
    week: menuWeekOf(today),
    recipes: meals.flatMap((meal) => {
      const recipe = recipeOf.get(meal._id.toHexString());
      return recipe ? [toRecipeDto(recipe, meal.name)] : [];
    }),
  };
}
