/**
 * The limits of a meal's cook-at-home recipe, with no zod in them, so the staff editor in the browser can show the
 * same limits before sending (the catalogue's schema, recipe.ts, has the final word).
 */
export const RECIPE_LIMITS = {
  minServes: 1,
  maxServes: 12,
  maxPrepMinutes: 240,
  maxCookMinutes: 480,
  maxIngredients: 30,
  maxQuantityLength: 30,
  maxItemLength: 120,
  maxSteps: 15,
  maxStepLength: 600,
} as const;

/** Why a signed-in customer is not shown the recipes: the perk is the Large plan's (plan-perks.ts). */
export const RECIPES_NEED_LARGE_PLAN =
  'Recipes come with the Large plan: subscribe to 15 meals a week or more to cook our dishes at home.';
