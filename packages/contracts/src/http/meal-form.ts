import { z } from 'zod';
import { MEAL_CATEGORIES, MEAL_STATUSES } from './meal';
import type { Meal } from './meal';
import type { Pagination } from './identity';

/**
 * The staff meal form (POST /api/meals/, PATCH /api/meals/{id}/), sent as multipart/form-data as the spec says:
 * every value arrives as text, so each rule below reads text ('540', '32.5', 'true') and turns it into the typed
 * value the catalogue stores. The image is a file part named `image`, checked separately (its bytes, not its
 * name, say what it is).
 */

const REQUIRED = 'This field is required.';

/** The most each field may hold; the admin form shows the same limits before sending. */
export const MEAL_LIMITS = {
  name: 120,
  description: 1000,
  ingredients: 2000,
  calories: 5000,
  protein: 500,
  carbohydrates: 1000,
  fat: 500,
} as const;

/** Spec section 5: these must be given when a meal is created. */
export const MEAL_REQUIRED_FIELDS = [
  'name',
  'category',
  'status',
  'calories',
  'protein',
  'carbohydrates',
  'fat',
] as const;

/** Photographs only: an SVG could carry script, and these four every browser shows. */
export const MEAL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type MealImageType = (typeof MEAL_IMAGE_TYPES)[number];

/** The largest image staff can upload: a phone's photograph fits, a mistaken video does not. */
export const MAX_MEAL_IMAGE_BYTES = 5 * 1024 * 1024;

export const MEAL_IMAGE_TYPE_MESSAGE = 'The image must be a JPEG, PNG, WebP or GIF file.';
export const MEAL_IMAGE_SIZE_MESSAGE = 'The image must be 5 MB or smaller.';

function formText(max: number, required: boolean) {
  const text = z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Not a valid string.') })
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`);
  // No `abort` here: an aborted field would stop the strict body from also reporting unknown fields.
  return required ? text.min(1, 'This field may not be blank.') : text;
}

/** A whole number as a form sends it ('540'), 0..max. */
function formInteger(max: number, unit: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'A valid integer is required.') })
    .trim()
    .transform((text, ctx) => {
      if (/^-\d/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Must be 0 or more.', input: text });
        return z.NEVER;
      }
      if (!/^\d{1,6}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `Enter a whole number of ${unit}, like 540.`, input: text });
        return z.NEVER;
      }
      const value = Number(text);
      if (value > max) {
        ctx.addIssue({ code: 'custom', message: `Must be no more than ${max} ${unit}.`, input: text });
        return z.NEVER;
      }
      return value;
    });
}

/** Grams with at most one decimal (spec section 5: step 0.1) as a form sends them ('32.5'), 0..max. */
function formGrams(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'A valid number is required.') })
    .trim()
    .transform((text, ctx) => {
      const refuse = (message: string) => {
        ctx.addIssue({ code: 'custom', message, input: text });
        return z.NEVER;
      };
      if (/^-\d/.test(text)) return refuse('Must be 0 or more.');
      if (/^\d+\.\d{2,}$/.test(text)) return refuse('Use at most one decimal place, like 32.5.');
      if (!/^\d{1,6}(\.\d)?$/.test(text)) return refuse('Enter a number of grams, like 32.5.');
      const value = Number(text);
      if (value > max) return refuse(`Must be no more than ${max}g.`);
      return value;
    });
}

/** A yes/no field as the form sends it: 'true' or 'false', nothing else ('on', '1' and 'yes' are mistakes). */
const formBoolean = z
  .enum(['true', 'false'], {
    error: (issue) => (issue.input === undefined ? REQUIRED : 'Must be true or false.'),
  })
  .transform((text) => text === 'true');

/** One of the listed values (category, status); anything else, objects included, is refused by name. */
function formChoice<V extends string>(values: readonly { value: V }[]) {
  const allowed = values.map((choice) => choice.value) as [V, ...V[]];
  return z.enum(allowed, {
    error: (issue) => (issue.input === undefined ? REQUIRED : `Choose one of: ${allowed.join(', ')}.`),
  });
}

/** The week of the menu's turn a meal rests: '1' to '4', or '' for every week. */
const restWeekField = z
  .enum(['', '1', '2', '3', '4'], { error: () => 'Choose a week from 1 to 4, or every week.' })
  .transform((text) => (text === '' ? null : Number(text)));

const categoryField = formChoice(MEAL_CATEGORIES);
const statusField = formChoice(MEAL_STATUSES);

/** POST /api/meals/: the spec's required fields must be there; the rest default to empty and false. */
export const mealCreateFormShape = {
  name: formText(MEAL_LIMITS.name, true),
  description: formText(MEAL_LIMITS.description, false).default(''),
  category: categoryField,
  status: statusField,
  calories: formInteger(MEAL_LIMITS.calories, 'kcal'),
  protein: formGrams(MEAL_LIMITS.protein),
  carbohydrates: formGrams(MEAL_LIMITS.carbohydrates),
  fat: formGrams(MEAL_LIMITS.fat),
  ingredients: formText(MEAL_LIMITS.ingredients, false).default(''),
  is_vegan: formBoolean.default(false),
  is_gluten_free: formBoolean.default(false),
  is_dairy_free: formBoolean.default(false),
  menu_rest_week: restWeekField.default(null),
};

/** PATCH /api/meals/{id}/: only the fields that change; each one sent follows the same rule as on create. */
export const mealUpdateFormShape = {
  name: mealCreateFormShape.name.optional(),
  description: formText(MEAL_LIMITS.description, false).optional(),
  category: categoryField.optional(),
  status: statusField.optional(),
  calories: mealCreateFormShape.calories.optional(),
  protein: mealCreateFormShape.protein.optional(),
  carbohydrates: mealCreateFormShape.carbohydrates.optional(),
  fat: mealCreateFormShape.fat.optional(),
  ingredients: formText(MEAL_LIMITS.ingredients, false).optional(),
  is_vegan: formBoolean.optional(),
  is_gluten_free: formBoolean.optional(),
  is_dairy_free: formBoolean.optional(),
  menu_rest_week: restWeekField.optional(),
};

/** The text fields of the meal form (everything but the image), as the client sends them. */
export type MealFormField = keyof typeof mealCreateFormShape;
export const MEAL_FORM_FIELDS = Object.keys(mealCreateFormShape) as MealFormField[];
/** The image's part of the form. */
export const MEAL_IMAGE_FIELD = 'image';

/** GET /api/admin/meals/: every meal that is not deleted, whatever its status, by name, paged like other admin lists. */
export interface AdminMealList {
  meals: Meal[];
  pagination: Pagination;
}
