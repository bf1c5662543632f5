import type { Meal, MealFormField } from '@mealbox/contracts';
import {
  EMPTY_FOOD_FORM,
  FOOD_FIELD_ORDER,
  foodFormErrors,
  foodFormValuesOf,
  type FoodFormField,
} from './food-form';
import {
  FOOD_NUMERIC_FIELDS,
  NUTRITION_FIELDS,
  fieldsToSend,
  nutritionProblem,
  productFormFailure,
  type ProductFormFailure,
} from './product-form';

/**
 * The staff meal form's rules (spec section 5): name, category, status, calories, protein, carbohydrates and fat
 * are required; protein, carbohydrates and fat go in steps of 0.1; the photo is optional and must be an image.
 * They mirror the catalogue's (packages/contracts/src/http/meal-form.ts), which has the final word; only its types
 * are imported here (its values would bring zod to the browser), and meals.unit.test.ts checks the limits agree.
 * The food information's rules are in food-form.ts; vegan, gluten-free and dairy-free are derived from it by the
 * catalogue, so the form no longer sends them.
 */

export const MEAL_TEXT_FIELDS = ['name', 'description', 'ingredients'] as const;
export const MEAL_NUMBER_FIELDS = NUTRITION_FIELDS;
/** Derived by the catalogue from the food information: never sent by the form. */
type DerivedField = 'is_vegan' | 'is_gluten_free' | 'is_dairy_free';
type StringField = Exclude<MealFormField, DerivedField>;

/** What the form holds: text as typed; category, status and each allergen '' until chosen. */
export type MealFormValues = Record<StringField, string>;
export type MealFormErrors = Partial<Record<MealFormField | 'image', string>>;

/** The order fields appear in, so the first with a problem can take the focus. */
export const MEAL_FIELD_ORDER: ReadonlyArray<MealFormField | 'image'> = [
  'name',
  'category',
  'status',
  'description',
  'calories',
  'protein',
  'carbohydrates',
  'fat',
  'ingredients',
  ...FOOD_FIELD_ORDER,
  'menu_rest_week',
  'image',
];

/** The catalogue's limits (MEAL_LIMITS, MAX_MEAL_IMAGE_BYTES, MEAL_IMAGE_TYPES). */
export const MEAL_FORM_LIMITS = {
  name: 120,
  description: 1000,
  ingredients: 2000,
  calories: 5000,
  protein: 500,
  carbohydrates: 1000,
  fat: 500,
} as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const EMPTY_MEAL_FORM: MealFormValues = {
  name: '',
  description: '',
  category: '',
  status: 'available',
  calories: '',
  protein: '',
  carbohydrates: '',
  fat: '',
  ingredients: '',
  menu_rest_week: '',
  ...EMPTY_FOOD_FORM,
};

export function formValuesOf(meal: Meal): MealFormValues {
  return {
    name: meal.name,
    description: meal.description,
    category: meal.category,
    status: meal.status,
    calories: String(meal.calories),
    protein: String(meal.protein),
    carbohydrates: String(meal.carbohydrates),
    fat: String(meal.fat),
    ingredients: meal.ingredients,
    menu_rest_week: meal.menu_rest_week === null ? '' : String(meal.menu_rest_week),
    ...foodFormValuesOf(meal.food_information),
  };
}

const REQUIRED: Partial<Record<MealFormField, string>> = {
  name: 'Enter the meal’s name',
  category: 'Choose a category',
  status: 'Choose a status',
  calories: 'Enter the calories',
  protein: 'Enter the protein',
  carbohydrates: 'Enter the carbohydrates',
  fat: 'Enter the fat',
};

/** The checks made before sending; the catalogue makes them again. */
export function validateMealForm(values: MealFormValues): MealFormErrors {
  const errors: MealFormErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as Array<[StringField, string]>) {
    if (!values[field].trim()) errors[field] = message;
  }
  for (const field of MEAL_TEXT_FIELDS) {
    const max = MEAL_FORM_LIMITS[field];
    if (!errors[field] && values[field].trim().length > max) {
      errors[field] = `Must be ${max.toLocaleString('en-GB')} characters or fewer`;
    }
  }
  for (const field of MEAL_NUMBER_FIELDS) {
    if (errors[field]) continue;
    const problem = nutritionProblem(field, values[field].trim(), MEAL_FORM_LIMITS[field]);
    if (problem) errors[field] = problem;
  }
  const food = foodFormErrors(values, values.status, values.ingredients.trim());
  for (const [field, message] of Object.entries(food) as Array<[FoodFormField | 'ingredients', string]>) {
    errors[field] ??= message;
  }
  return errors;
}

/** A chosen photo's problem, if any: the catalogue also checks the bytes, this only what the browser knows. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'The image must be a JPEG, PNG, WebP or GIF file';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'The image must be 5 MB or smaller';
  if (file.size === 0) return 'The image file is empty';
  return undefined;
}

const ALL_FIELDS = Object.keys(EMPTY_MEAL_FORM) as StringField[];
const NUMERIC_FIELDS = new Set<string>([...MEAL_NUMBER_FIELDS, ...FOOD_NUMERIC_FIELDS]);

/**
 * The text fields to send. A new meal: all of them. An edit: only those that changed (as numbers, so '540' and
 * '540.0' are the same), so one person's edit never rewrites a field someone else just changed.
 */
export function mealFormFields(values: MealFormValues, original?: Meal): Record<string, string> {
  return fieldsToSend(values, original ? formValuesOf(original) : undefined, NUMERIC_FIELDS);
}

export type MealFormFailure = ProductFormFailure<MealFormErrors>;

const FIELD_NAMES = new Set<string>([...ALL_FIELDS, 'image']);

/** What the form shows when the catalogue refused: a 400's field errors at their fields, others listed. */
export function mealFormFailure(error: unknown, adding: boolean): MealFormFailure {
  const title = adding ? 'The meal was not added.' : 'The changes were not saved.';
  return productFormFailure<MealFormErrors>(error, title, FIELD_NAMES);
}
