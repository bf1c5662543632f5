import { z } from 'zod';
import { requiredText } from './fields';
import { RECIPE_LIMITS } from './recipe-limits';

/**
 * A meal's cook-at-home recipe: the Large plan's exclusive perk (plan-perks.ts). Quantities are written as a UK
 * kitchen does ('400 g', '2 tbsp', '1 x 400 g tin'); the method is numbered by its order. Recipes are never part of
 * the public meal answers or of MealUpserted: only Large subscribers and staff read them.
 */

export const recipeIngredientSchema = z.object({
  quantity: z.string(),
  item: z.string(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

/** A recipe as the API answers it (GET /api/meals/recipes/, GET /api/admin/meals/{id}/recipe/). */
export const recipeSchema = z.object({
  meal_id: z.string(),
  meal_name: z.string(),
  serves: z.number().int(),
  prep_minutes: z.number().int(),
  cook_minutes: z.number().int(),
  ingredients: z.array(recipeIngredientSchema),
  /** The method, in order: step 1 first. */
  steps: z.array(z.string()),
  updated_at: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** The recipes of one week's menu (the Monday that starts it, YYYY-MM-DD), by meal name. */
export const weeklyRecipesSchema = z.object({
  week: z.iso.date(),
  recipes: z.array(recipeSchema),
});
export type WeeklyRecipes = z.infer<typeof weeklyRecipesSchema>;

function wholeMinutes(max: number) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Enter whole minutes.'),
    })
    .int('Enter whole minutes.')
    .min(0, 'Must be 0 or more.')
    .max(max, `Must be no more than ${max} minutes.`);
}

const ingredientLine = z.strictObject({
  quantity: requiredText(RECIPE_LIMITS.maxQuantityLength),
  item: requiredText(RECIPE_LIMITS.maxItemLength),
});

/**
 * What staff send to write a meal's recipe (PUT /api/admin/meals/{id}/recipe/, JSON): the whole recipe, as a field
 * map the catalogue wraps in its strict body parser.
 */
export const recipeInputShape = {
  serves: z
    .number({
      error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Enter a whole number.'),
    })
    .int('Enter a whole number.')
    .min(RECIPE_LIMITS.minServes, `Must serve at least ${RECIPE_LIMITS.minServes}.`)
    .max(RECIPE_LIMITS.maxServes, `Must serve no more than ${RECIPE_LIMITS.maxServes}.`),
  prep_minutes: wholeMinutes(RECIPE_LIMITS.maxPrepMinutes),
  cook_minutes: wholeMinutes(RECIPE_LIMITS.maxCookMinutes),
  ingredients: z
    .array(ingredientLine, { error: 'List the ingredients.' })
    .min(1, 'Add at least one ingredient.')
    .max(RECIPE_LIMITS.maxIngredients, `List no more than ${RECIPE_LIMITS.maxIngredients} ingredients.`),
  steps: z
    .array(requiredText(RECIPE_LIMITS.maxStepLength), { error: 'Write the method as steps.' })
    .min(1, 'Add at least one step.')
    .max(RECIPE_LIMITS.maxSteps, `Write the method in no more than ${RECIPE_LIMITS.maxSteps} steps.`),
};
export type RecipeInput = z.output<z.ZodObject<typeof recipeInputShape>>;
