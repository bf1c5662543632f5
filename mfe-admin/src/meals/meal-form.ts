import type { Meal, MealFormField } from '@mealbox/contracts';
import { describeError, isApiError } from '@mealbox/web-kit';
import {
  EMPTY_FOOD_FORM,
  FOOD_FIELD_ORDER,
  FOOD_LIST_FIELDS,
  FOOD_NUMBER_FIELDS,
  foodFormErrors,
  foodFormValuesOf,
  type FoodFormField,
} from './food-form';

/**
 * The staff meal form's rules (spec section 5): name, category, status, calories, protein, carbohydrates and fat
 * are required; protein, carbohydrates and fat go in steps of 0.1; the photo is optional and must be an image.
 * They mirror the catalogue's (packages/contracts/src/http/meal-form.ts), which has the final word; only its types
 * are imported here (its values would bring zod to the browser), and meals.unit.test.ts checks the limits agree.
 * The food information's rules are in food-form.ts; vegan, gluten-free and dairy-free are derived from it by the
 * catalogue, so the form no longer sends them.
 */

export const MEAL_TEXT_FIELDS = ['name', 'description', 'ingredients'] as const;
export const MEAL_NUMBER_FIELDS = ['calories', 'protein', 'carbohydrates', 'fat'] as const;
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

const NUTRIENT_NAMES = { protein: 'Protein', carbohydrates: 'Carbohydrates', fat: 'Fat' } as const;

function numberProblem(field: (typeof MEAL_NUMBER_FIELDS)[number], text: string): string | undefined {
  const max = MEAL_FORM_LIMITS[field];
  if (/^-/.test(text)) return 'Must be 0 or more';
  if (field === 'calories') {
    if (!/^\d+$/.test(text)) return 'Enter a whole number of kcal, like 540';
    return Number(text) > max ? `Must be no more than ${max} kcal` : undefined;
  }
  if (/^\d+\.\d{2,}$/.test(text)) return 'Use at most one decimal place, like 32.5';
  if (!/^\d+(\.\d)?$/.test(text)) return `${NUTRIENT_NAMES[field]} must be a number of grams, like 32.5`;
  return Number(text) > max ? `Must be no more than ${max}g` : undefined;
}

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
    const problem = numberProblem(field, values[field].trim());
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

/** A field as the form sends it: text trimmed (numbers as typed). */
function sentValue(values: MealFormValues, field: StringField): string {
  return values[field].trim();
}

const ALL_FIELDS = Object.keys(EMPTY_MEAL_FORM) as StringField[];
const NUMERIC_FIELDS = new Set<string>([...MEAL_NUMBER_FIELDS, ...FOOD_NUMBER_FIELDS]);
const FOOD_FIELDS = new Set<string>(FOOD_FIELD_ORDER);
const LIST_ALLERGEN = { gluten_cereals: 'allergen_gluten', tree_nuts: 'allergen_tree_nuts' } as const;

/**
 * Whether an unanswered food field is left out of a new meal. A draft may wait for its declaration, and '' is not
 * a level, a yes/no or a number the catalogue could take. The cereals and nuts are the exception once gluten or
 * tree nuts is declared: then '' means "none".
 */
function leftOut(values: MealFormValues, field: StringField): boolean {
  if (!FOOD_FIELDS.has(field) || sentValue(values, field) !== '') return false;
  const list = (FOOD_LIST_FIELDS as readonly string[]).includes(field)
    ? LIST_ALLERGEN[field as (typeof FOOD_LIST_FIELDS)[number]]
    : null;
  return list === null || values[list] === '';
}

/**
 * The text fields to send. A new meal: all of them. An edit: only those that changed (as numbers, so '540' and
 * '540.0' are the same), so one person's edit never rewrites a field someone else just changed.
 */
export function mealFormFields(values: MealFormValues, original?: Meal): Record<string, string> {
  const fields: Record<string, string> = {};
  const before = original ? formValuesOf(original) : undefined;
  for (const field of ALL_FIELDS) {
    const value = sentValue(values, field);
    if (before) {
      const was = sentValue(before, field);
      if (NUMERIC_FIELDS.has(field) && value !== '' ? Number(value) === Number(was) : value === was) continue;
    }
    if (leftOut(values, field)) continue;
    fields[field] = value;
  }
  return fields;
}

export interface MealFormFailure {
  title: string;
  /** Messages that belong to no field on the form. */
  lines: string[];
  fieldErrors: MealFormErrors;
}

const FIELD_NAMES = new Set<string>([...ALL_FIELDS, 'image']);

/** What the form shows when the catalogue refused: a 400's field errors at their fields, others listed. */
export function mealFormFailure(error: unknown, adding: boolean): MealFormFailure {
  const title = adding ? 'The meal was not added.' : 'The changes were not saved.';
  if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
    const fieldErrors: MealFormErrors = {};
    const lines: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (messages.length === 0) continue;
      if (FIELD_NAMES.has(field)) fieldErrors[field as keyof MealFormErrors] = messages.join(' ');
      else lines.push(`${field.replace(/_/g, ' ')}: ${messages.join(' ')}`);
    }
    return { title: `${title} Please correct the highlighted fields.`, lines, fieldErrors };
  }
  return { title, lines: [describeError(error)], fieldErrors: {} };
}
