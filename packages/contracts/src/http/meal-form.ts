import { z } from 'zod';
import { MEAL_CATEGORIES, MEAL_STATUSES } from './meal';
import type { Meal } from './meal';
import type { Pagination } from './identity';
import {
  ALLERGEN_KEYS,
  ALLERGEN_LEVELS,
  GLUTEN_CEREAL_KEYS,
  TREE_NUT_KEYS,
  type Allergen,
  type GlutenCereal,
  type TreeNut,
} from '../food/allergens';
import { allergenField } from '../food/declaration-check';
import {
  FORM_REQUIRED as REQUIRED,
  formBoolean,
  formChoice,
  formGrams,
  formInteger,
  formText,
} from './form-text-fields';

/**
 * The staff meal form (POST /api/meals/, PATCH /api/meals/{id}/), sent as multipart/form-data as the spec says:
 * every value arrives as text, so each rule below reads text ('540', '32.5', 'true') and turns it into the typed
 * value the catalogue stores. The image is a file part named `image`, checked separately (its bytes, not its
 * name, say what it is).
 */

/** The most each field may hold; the admin form shows the same limits before sending. */
export const MEAL_LIMITS = {
  name: 120,
  description: 1000,
  ingredients: 2000,
  calories: 5000,
  protein: 500,
  carbohydrates: 1000,
  fat: 500,
  saturates: 500,
  sugars: 1000,
  salt: 50,
  net_weight_g: 3000,
  cooking_time_minutes: 240,
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

/** The week of the menu's turn a meal rests: '1' to '4', or '' for every week. */
const restWeekField = z
  .enum(['', '1', '2', '3', '4'], { error: () => 'Choose a week from 1 to 4, or every week.' })
  .transform((text) => (text === '' ? null : Number(text)));

/** Salt in grams as a form sends it ('1.25'): labels give it to two decimal places. */
const formSalt = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'A valid number is required.') })
  .trim()
  .transform((text, ctx) => {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter grams of salt with at most two decimals, like 1.25.',
        input: text,
      });
      return z.NEVER;
    }
    const value = Number(text);
    if (value > MEAL_LIMITS.salt) {
      ctx.addIssue({ code: 'custom', message: `Must be no more than ${MEAL_LIMITS.salt}g.`, input: text });
      return z.NEVER;
    }
    return value;
  });

/** A list of named values as a form sends it ('wheat,barley'; '' for none), each one of `allowed`. */
function formList<V extends string>(allowed: readonly V[], what: string) {
  return z
    .string({ error: () => 'Not a valid string.' })
    .trim()
    .transform((text, ctx) => {
      const values = text
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean);
      const unknown = values.filter((value) => !(allowed as readonly string[]).includes(value));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Choose ${what} from: ${allowed.join(', ')}.`, input: text });
        return z.NEVER;
      }
      return allowed.filter((value) => values.includes(value));
    });
}

/**
 * The food information fields (food/): one level per allergen (`allergen_celery` ... `allergen_sulphites`), the
 * cereals and nuts behind gluten and tree nuts, meat and other animal products, the portion's weight and cooking
 * time, and the nutrition beyond the spec's four. Each is optional here: whether a meal's declaration is complete
 * depends on what it already has and whether it is on the menu, which the catalogue decides with its per-field
 * messages (a meal on the menu needs all of it; a draft that is not available may wait).
 */
const allergenLevelField = formChoice(ALLERGEN_LEVELS);
export const foodInformationFormShape = {
  ...(Object.fromEntries(
    ALLERGEN_KEYS.map((allergen) => [allergenField(allergen), allergenLevelField.optional()]),
  ) as Record<`allergen_${Allergen}`, ReturnType<typeof allergenLevelField.optional>>),
  gluten_cereals: formList<GlutenCereal>(GLUTEN_CEREAL_KEYS, 'cereals').optional(),
  tree_nuts: formList<TreeNut>(TREE_NUT_KEYS, 'nuts').optional(),
  contains_meat: formBoolean.optional(),
  contains_other_animal_products: formBoolean.optional(),
  net_weight_g: formInteger(MEAL_LIMITS.net_weight_g, 'grams').optional(),
  cooking_time_minutes: formInteger(MEAL_LIMITS.cooking_time_minutes, 'minutes').optional(),
  saturates: formGrams(MEAL_LIMITS.saturates).optional(),
  sugars: formGrams(MEAL_LIMITS.sugars).optional(),
  salt: formSalt.optional(),
};

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
  ...foodInformationFormShape,
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
  ...foodInformationFormShape,
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
