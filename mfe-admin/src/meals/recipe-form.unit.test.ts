import { recipeInputShape, type Recipe } from '@mealbox/contracts';
import { ApiError } from '@mealbox/web-kit';
import {
  emptyRecipeForm,
  recipeBodyOf,
  recipeFields,
  recipeFormFailure,
  recipeFormValuesOf,
  validateRecipeForm,
  type RecipeFormValues,
} from './recipe-form';

const RECIPE: Recipe = {
  meal_id: '65f0000000000000000000aa',
  meal_name: 'Turkey Chilli with Brown Rice',
  serves: 2,
  prep_minutes: 10,
  cook_minutes: 35,
  ingredients: [
    { quantity: '250 g', item: 'turkey breast mince' },
    { quantity: '1 x 400 g tin', item: 'kidney beans, drained' },
  ],
  steps: ['Cook the rice.', 'Make the chilli.'],
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** The catalogue's own check of a recipe body (its strict parser adds only the unknown-field refusal). */
const catalogueAccepts = (body: unknown) =>
  Object.entries(recipeInputShape).every(
    ([field, rule]) => rule.safeParse((body as Record<string, unknown>)[field]).success,
  );

const withSteps = (values: RecipeFormValues, texts: string[]): RecipeFormValues => ({
  ...values,
  steps: texts.map((text, key) => ({ key: 1000 + key, text })),
});

describe('the recipe editor', () => {
  it('when a held recipe is opened and saved unchanged, then the body is the recipe, and the catalogue accepts it', () => {
    const values = recipeFormValuesOf(RECIPE);
    expect(validateRecipeForm(values)).toEqual({});
    const body = recipeBodyOf(values);
    expect(body).toEqual({
      serves: 2,
      prep_minutes: 10,
      cook_minutes: 35,
      ingredients: RECIPE.ingredients,
      steps: RECIPE.steps,
    });
    expect(catalogueAccepts(body)).toBe(true);
  });

  it('when a blank recipe is saved, then the times, the ingredient and the step are each asked for', () => {
    expect(validateRecipeForm(emptyRecipeForm())).toEqual({
      prep_minutes: 'Enter the minutes',
      cook_minutes: 'Enter the minutes',
      'ingredients.0.quantity': 'Enter how much, like 400 g or 2 tbsp',
      'ingredients.0.item': 'Enter the ingredient, or remove this line',
      'steps.0': 'Write this step, or remove it',
    });
  });

  it('when a step is empty or too long, or there are none, then that step or the method says so', () => {
    const values = recipeFormValuesOf(RECIPE);
    expect(validateRecipeForm(withSteps(values, ['Cook the rice.', '  ', 'x'.repeat(601)]))).toEqual({
      'steps.1': 'Write this step, or remove it',
      'steps.2': 'Must be 600 characters or fewer (now 601)',
    });
    expect(validateRecipeForm(withSteps(values, []))).toEqual({ steps: 'Add at least one step' });
  });

  it('when the numbers are out of range or not whole, then each says its limit', () => {
    const values = { ...recipeFormValuesOf(RECIPE), serves: '0', prep_minutes: '12.5', cook_minutes: '481' };
    expect(validateRecipeForm(values)).toEqual({
      serves: 'Must be at least 1',
      prep_minutes: 'Enter a whole number of minutes',
      cook_minutes: 'Must be no more than 480 minutes',
    });
  });

  it('when the catalogue refuses fields, then each message lands on its field, and others are listed', () => {
    const values = recipeFormValuesOf(RECIPE);
    const refused = new ApiError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The recipe is not valid.',
      errors: { 'steps.1': ['This field may not be blank.'], extra: ['This field is not allowed.'] },
    });
    expect(recipeFormFailure(refused, values)).toEqual({
      title: 'The recipe was not saved. Please correct the highlighted fields.',
      lines: ['extra: This field is not allowed.'],
      fieldErrors: { 'steps.1': 'This field may not be blank.' },
    });
    expect(recipeFields(values)).toContain('ingredients.1.item');
  });
});
