import type { Recipe, WeeklyRecipes } from '@mealbox/contracts';

/**
 * Checks by hand that an answer of GET /api/meals/recipes/ has the fields 'Your recipes' shows (zod would ship to
 * the browser for a few fields): an answer of another shape is an error, never a card built on guesses.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isMinutes = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isRecipe(value: unknown): value is Recipe {
  if (!isRecord(value)) return false;
  const { meal_id, meal_name, serves, prep_minutes, cook_minutes, ingredients, steps } = value;
  return (
    isText(meal_id) &&
    isText(meal_name) &&
    Number.isInteger(serves) &&
    isMinutes(prep_minutes) &&
    isMinutes(cook_minutes) &&
    Array.isArray(ingredients) &&
    ingredients.every((line) => isRecord(line) && isText(line.quantity) && isText(line.item)) &&
    Array.isArray(steps) &&
    steps.every(isText)
  );
}

export function isWeeklyRecipes(value: unknown): value is WeeklyRecipes {
  return (
    isRecord(value) && isText(value.week) && Array.isArray(value.recipes) && value.recipes.every(isRecipe)
  );
}
