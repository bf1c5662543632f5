import type { Recipe, RecipeInput } from '@mealbox/contracts';
import { RECIPE_LIMITS } from '@mealbox/contracts/recipe-limits';
import { describeError, isApiError } from '@mealbox/web-kit';
import { keyedRow, type Keyed } from '../components/editable-rows';

/**
 * The staff recipe editor's rules. They use the catalogue's own limits (a plain contracts file, no zod in the
 * browser); the catalogue checks again and has the final word. Errors are keyed as the catalogue keys them
 * ('steps.2', 'ingredients.0.item'), so its answer lands on the same fields.
 */

/** An ingredient line as typed, and a step of the method. */
export interface IngredientFields {
  quantity: string;
  item: string;
}
export interface StepFields {
  text: string;
}
export type IngredientRow = Keyed<IngredientFields>;
export type StepRow = Keyed<StepFields>;

/** What a line or a step the staff add holds, and what a blank recipe starts with. */
export const EMPTY_INGREDIENT: Readonly<IngredientFields> = { quantity: '', item: '' };
export const EMPTY_STEP: Readonly<StepFields> = { text: '' };

/** What the editor holds: numbers as typed. */
export interface RecipeFormValues {
  serves: string;
  prep_minutes: string;
  cook_minutes: string;
  ingredients: IngredientRow[];
  steps: StepRow[];
}

export type RecipeFormErrors = Record<string, string>;

export function emptyRecipeForm(): RecipeFormValues {
  return {
    serves: '2',
    prep_minutes: '',
    cook_minutes: '',
    ingredients: [keyedRow(EMPTY_INGREDIENT)],
    steps: [keyedRow(EMPTY_STEP)],
  };
}

export function recipeFormValuesOf(recipe: Recipe): RecipeFormValues {
  return {
    serves: String(recipe.serves),
    prep_minutes: String(recipe.prep_minutes),
    cook_minutes: String(recipe.cook_minutes),
    ingredients: recipe.ingredients.map((line) => keyedRow(line)),
    steps: recipe.steps.map((text) => keyedRow({ text })),
  };
}

function wholeNumberProblem(text: string, least: number, most: number, unit: string): string | undefined {
  if (!text.trim()) return `Enter the ${unit}`;
  if (!/^\d{1,4}$/.test(text.trim())) return `Enter a whole number of ${unit}`;
  const value = Number(text);
  if (value < least) return `Must be at least ${least}`;
  return value > most ? `Must be no more than ${most} ${unit}` : undefined;
}

function textProblem(text: string, max: number, blank: string): string | undefined {
  if (!text.trim()) return blank;
  const length = text.trim().length;
  return length > max ? `Must be ${max} characters or fewer (now ${length})` : undefined;
}

/** The checks made before sending. */
export function validateRecipeForm(values: RecipeFormValues): RecipeFormErrors {
  const errors: RecipeFormErrors = {};
  const add = (field: string, problem: string | undefined) => {
    if (problem) errors[field] = problem;
  };
  add(
    'serves',
    wholeNumberProblem(values.serves, RECIPE_LIMITS.minServes, RECIPE_LIMITS.maxServes, 'people'),
  );
  add('prep_minutes', wholeNumberProblem(values.prep_minutes, 0, RECIPE_LIMITS.maxPrepMinutes, 'minutes'));
  add('cook_minutes', wholeNumberProblem(values.cook_minutes, 0, RECIPE_LIMITS.maxCookMinutes, 'minutes'));
  if (values.ingredients.length === 0) errors.ingredients = 'Add at least one ingredient';
  if (values.ingredients.length > RECIPE_LIMITS.maxIngredients) {
    errors.ingredients = `List no more than ${RECIPE_LIMITS.maxIngredients} ingredients`;
  }
  values.ingredients.forEach((line, index) => {
    add(
      `ingredients.${index}.quantity`,
      textProblem(line.quantity, RECIPE_LIMITS.maxQuantityLength, 'Enter how much, like 400 g or 2 tbsp'),
    );
    add(
      `ingredients.${index}.item`,
      textProblem(line.item, RECIPE_LIMITS.maxItemLength, 'Enter the ingredient, or remove this line'),
    );
  });
  if (values.steps.length === 0) errors.steps = 'Add at least one step';
  if (values.steps.length > RECIPE_LIMITS.maxSteps) {
    errors.steps = `Write the method in no more than ${RECIPE_LIMITS.maxSteps} steps`;
  }
  values.steps.forEach((step, index) => {
    add(
      `steps.${index}`,
      textProblem(step.text, RECIPE_LIMITS.maxStepLength, 'Write this step, or remove it'),
    );
  });
  return errors;
}

/** The body of PUT /api/admin/meals/{id}/recipe/: the whole recipe, text trimmed, numbers as numbers. */
export function recipeBodyOf(values: RecipeFormValues): RecipeInput {
  return {
    serves: Number(values.serves),
    prep_minutes: Number(values.prep_minutes),
    cook_minutes: Number(values.cook_minutes),
    ingredients: values.ingredients.map(({ quantity, item }) => ({
      quantity: quantity.trim(),
      item: item.trim(),
    })),
    steps: values.steps.map(({ text }) => text.trim()),
  };
}

export interface RecipeFormFailure {
  title: string;
  /** Messages that belong to no field of the editor. */
  lines: string[];
  fieldErrors: RecipeFormErrors;
}

/** Every field of the editor, in its order (so the first with a problem can take the focus). */
export function recipeFields(values: RecipeFormValues): string[] {
  return [
    'serves',
    'prep_minutes',
    'cook_minutes',
    'ingredients',
    ...values.ingredients.flatMap((_line, index) => [
      `ingredients.${index}.quantity`,
      `ingredients.${index}.item`,
    ]),
    'steps',
    ...values.steps.map((_step, index) => `steps.${index}`),
  ];
}

/** What the editor shows when the catalogue refused: a 400's field errors at their fields, others listed. */
export function recipeFormFailure(error: unknown, values: RecipeFormValues): RecipeFormFailure {
  const title = 'The recipe was not saved.';
  if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
    const known = new Set(recipeFields(values));
    const fieldErrors: RecipeFormErrors = {};
    const lines: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (messages.length === 0) continue;
      if (known.has(field)) fieldErrors[field] = messages.join(' ');
      else lines.push(`${field.replace(/_/g, ' ')}: ${messages.join(' ')}`);
    }
    return { title: `${title} Please correct the highlighted fields.`, lines, fieldErrors };
  }
  return { title, lines: [describeError(error)], fieldErrors: {} };
}
