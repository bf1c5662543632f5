import { Router } from 'express';
import type { RequestHandler } from 'express';
import { RECIPES_NEED_LARGE_PLAN } from '@mealbox/contracts';
import {
  findSubscriberPlan,
  forbidden,
  notFound,
  parseInput,
  requireAdmin,
  requireUser,
  requiredAuthUser,
  trustedFilter,
} from '@mealbox/platform';
import type { SubscriberPlanDeps } from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import type { MealRecipeDocument } from '../data/meal-recipe-model';
import { parseMealId } from '../domain/meal-fields';
import { mayReadRecipes } from '../domain/recipe-access';
import type { RecipeDeps } from '../domain/recipe-deps';
import { recipeInputSchema } from '../domain/recipe-input';
import { saveRecipe } from '../domain/save-recipe';
import { noStore } from './no-store';
import { toRecipeDto } from './recipe-dto';
import { weeklyRecipes } from './weekly-recipes';

export const NO_RECIPE_YET = 'This meal has no recipe yet.';

/**
 * The recipes: the Large plan's perk. Signed-in customers whose subscription earns them (and staff) read this
 * week's; everyone else is told the recipes come with the Large plan. Staff read and write each meal's recipe.
 * Every answer is personal to its caller, so none may be kept by a shared cache.
 */
export function recipeRoutes(deps: RecipeDeps & SubscriberPlanDeps, authenticate: RequestHandler): Router {
  const router = Router();
  const staffOnly = [authenticate, requireAdmin, noStore];

  router.get('/api/meals/recipes/', authenticate, requireUser, noStore, async (_req, res) => {
    const caller = requiredAuthUser(res);
    const plan = await findSubscriberPlan(deps, caller.id);
    if (!mayReadRecipes(caller, plan)) throw forbidden(RECIPES_NEED_LARGE_PLAN);
    res.json(await weeklyRecipes(deps));
  });

  router.get('/api/admin/meals/:id/recipe/', ...staffOnly, async (req, res) => {
    const _id = parseMealId(req.params.id as string);
    const [meal, recipe] = await Promise.all([
      deps.meals
        .findOne(trustedFilter({ _id, deleted: false }))
        .select({ name: 1 })
        .lean<Pick<MealDocument, 'name'>>(),
      deps.recipes.findById(_id).lean<MealRecipeDocument>(),
    ]);
    if (!meal) throw notFound('Meal not found.');
    if (!recipe) throw notFound(NO_RECIPE_YET);
    res.json(toRecipeDto(recipe, meal.name));
  });

  router.put('/api/admin/meals/:id/recipe/', ...staffOnly, async (req, res) => {
    const input = parseInput(recipeInputSchema, req.body, 'recipe');
    const { recipe, mealName } = await saveRecipe(deps, req.params.id as string, input);
    res.json(toRecipeDto(recipe, mealName));
  });

  return router;
}
