import type { AddOn, AddOnFormField } from '@mealbox/contracts';
import { ADD_ON_LIMITS, MAX_ADD_ON_PRICE_PENCE, MAX_ADD_ON_STOCK_PER_WEEK } from '@mealbox/contracts/add-ons';
import { checkPrice, INVALID_PRICE } from '../configuration/price-input';
import {
  EMPTY_FOOD_FORM,
  FOOD_FIELD_ORDER,
  foodFormErrors,
  foodFormValuesOf,
  type DeclaredProduct,
  type FoodFormField,
} from '../meals/food-form';
import {
  FOOD_NUMERIC_FIELDS,
  NUTRITION_FIELDS,
  fieldsToSend,
  nutritionProblem,
  productFormFailure,
  type ProductFormFailure,
} from '../meals/product-form';

/**
 * The staff add-on form's rules: name, category, status, price and the four nutrition figures are required; the
 * price is pounds, more than nothing and at most £50.00; the weekly stock is a whole number from 1, or empty for
 * no limit; the food information is the meal editor's, required once the add-on is available. They mirror the
 * catalogue's (packages/contracts/src/http/add-on.ts), which has the final word; the limits come from the
 * browser-safe `@mealbox/contracts/add-ons`, so they cannot disagree.
 */

/** What the form holds: text as typed; category and each allergen '' until chosen. */
export type AddOnFormValues = Record<AddOnFormField, string>;
export type AddOnFormErrors = Partial<Record<AddOnFormField | 'image', string>>;

/** How the shared food information questions speak of an add-on. */
export const DECLARED_ADD_ON: DeclaredProduct = {
  noun: 'add-on',
  requiredHint: 'Required: an add-on that is available needs all of it.',
  optionalHint:
    'An add-on that is not available may be saved without it; it is needed before customers can buy it.',
};

/** The order fields appear in, so the first with a problem can take the focus. */
export const ADD_ON_FIELD_ORDER: ReadonlyArray<AddOnFormField | 'image'> = [
  'name',
  'category',
  'status',
  'price',
  'stock_per_week',
  'description',
  ...NUTRITION_FIELDS,
  'ingredients',
  ...FOOD_FIELD_ORDER,
  'image',
];

export const EMPTY_ADD_ON_FORM: AddOnFormValues = {
  name: '',
  description: '',
  category: '',
  status: 'available',
  price: '',
  calories: '',
  protein: '',
  carbohydrates: '',
  fat: '',
  ingredients: '',
  stock_per_week: '',
  ...EMPTY_FOOD_FORM,
};

export function addOnFormValuesOf(addOn: AddOn): AddOnFormValues {
  return {
    name: addOn.name,
    description: addOn.description,
    category: addOn.category,
    status: addOn.status,
    price: addOn.price,
    calories: String(addOn.calories),
    protein: String(addOn.protein),
    carbohydrates: String(addOn.carbohydrates),
    fat: String(addOn.fat),
    ingredients: addOn.ingredients,
    stock_per_week: addOn.stock_per_week === null ? '' : String(addOn.stock_per_week),
    ...foodFormValuesOf(addOn.food_information),
  };
}

const REQUIRED: Partial<Record<AddOnFormField, string>> = {
  name: 'Enter the add-on’s name',
  category: 'Choose a category',
  status: 'Choose a status',
  price: 'Enter the price',
  calories: 'Enter the calories',
  protein: 'Enter the protein',
  carbohydrates: 'Enter the carbohydrates',
  fat: 'Enter the fat',
};

const TEXT_FIELDS = ['name', 'description', 'ingredients'] as const;

/** The price's problem, if any: the catalogue's price rule, and more than nothing. */
export function priceProblem(text: string): string | undefined {
  const checked = checkPrice(text, MAX_ADD_ON_PRICE_PENCE);
  if (!checked.ok) return checked.error;
  return checked.pence === 0 ? `${INVALID_PRICE} of more than £0.00` : undefined;
}

/** The weekly stock's problem, if any: empty is no limit, else a whole number from 1. */
export function stockProblem(text: string): string | undefined {
  if (text === '') return undefined;
  if (!/^\d+$/.test(text)) return 'Enter a whole number, like 40, or leave it empty for no limit';
  const count = Number(text);
  if (count === 0) return 'Must be 1 or more; leave it empty for no limit';
  return count > MAX_ADD_ON_STOCK_PER_WEEK ? `Must be no more than ${MAX_ADD_ON_STOCK_PER_WEEK}` : undefined;
}

/** The checks made before sending; the catalogue makes them again. */
export function validateAddOnForm(values: AddOnFormValues): AddOnFormErrors {
  const errors: AddOnFormErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as Array<[AddOnFormField, string]>) {
    if (!values[field].trim()) errors[field] = message;
  }
  for (const field of TEXT_FIELDS) {
    const max = ADD_ON_LIMITS[field];
    if (!errors[field] && values[field].trim().length > max) {
      errors[field] = `Must be ${max.toLocaleString('en-GB')} characters or fewer`;
    }
  }
  if (!errors.price) {
    const problem = priceProblem(values.price.trim());
    if (problem) errors.price = problem;
  }
  const stock = stockProblem(values.stock_per_week.trim());
  if (stock) errors.stock_per_week = stock;
  for (const field of NUTRITION_FIELDS) {
    if (errors[field]) continue;
    const problem = nutritionProblem(field, values[field].trim(), ADD_ON_LIMITS[field]);
    if (problem) errors[field] = problem;
  }
  const food = foodFormErrors(values, values.status, values.ingredients.trim(), DECLARED_ADD_ON.noun);
  for (const [field, message] of Object.entries(food) as Array<[FoodFormField | 'ingredients', string]>) {
    errors[field] ??= message;
  }
  return errors;
}

const NUMERIC_FIELDS = new Set<string>([
  'price',
  'stock_per_week',
  ...NUTRITION_FIELDS,
  ...FOOD_NUMERIC_FIELDS,
]);

/**
 * The text fields to send. A new add-on: all of them. An edit: only those that changed (as numbers, so '3.5' and
 * '3.50' are the same price), so one person's edit never rewrites a field someone else just changed.
 */
export function addOnFormFields(values: AddOnFormValues, original?: AddOn): Record<string, string> {
  return fieldsToSend(values, original ? addOnFormValuesOf(original) : undefined, NUMERIC_FIELDS);
}

export type AddOnFormFailure = ProductFormFailure<AddOnFormErrors>;

const FIELD_NAMES = new Set<string>([...Object.keys(EMPTY_ADD_ON_FORM), 'image']);

/** What the form shows when the catalogue refused: a 400's field errors at their fields, others listed. */
export function addOnFormFailure(error: unknown, adding: boolean): AddOnFormFailure {
  const title = adding ? 'The add-on was not added.' : 'The changes were not saved.';
  return productFormFailure<AddOnFormErrors>(error, title, FIELD_NAMES);
}
