import { z } from 'zod';
import { ADD_ON_CATEGORIES, type AddOnCategory } from '../add-ons/add-on-categories';
import { ADD_ON_STATUSES, type AddOnStatus } from '../add-ons/add-on-statuses';
import { ADD_ON_LIMITS, MAX_ADD_ON_PRICE_PENCE, MAX_ADD_ON_STOCK_PER_WEEK } from '../add-ons/add-on-limits';
import { foodInformationDtoSchema } from '../food/food-information-dto';
import { decimalPriceSchema, INVALID_PRICE, priceInput } from './fields';
import { FORM_REQUIRED, formChoice, formGrams, formInteger, formText } from './form-text-fields';
import { foodInformationFormShape } from './meal-form';
import { paginationSchema } from './identity';

export const addOnCategorySchema = z.enum(
  ADD_ON_CATEGORIES.map((category) => category.value) as [AddOnCategory, ...AddOnCategory[]],
);
export const addOnStatusSchema = z.enum(
  ADD_ON_STATUSES.map((status) => status.value) as [AddOnStatus, ...AddOnStatus[]],
);

/**
 * An add-on as the HTTP API returns it: something sold beside the meals (a pudding, a side, a drink, a breakfast
 * pack). `price` is pounds with two decimals ("3.50"); `image` a same-origin path served by the catalogue.
 * Nutrition is per portion as on a meal; `food_information` is the same declaration a meal carries (null only for
 * an add-on that is not available and not declared yet). `stock_per_week`: how many can be sold for one delivery
 * week, null for no limit.
 */
export const addOnSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: addOnCategorySchema,
  image: z.string(),
  price: decimalPriceSchema,
  status: addOnStatusSchema,
  ingredients: z.string(),
  calories: z.number().int(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  food_information: foodInformationDtoSchema.nullable(),
  stock_per_week: z.number().int().positive().nullable(),
  updated_at: z.string(),
});
export type AddOn = z.infer<typeof addOnSchema>;

/** GET /api/admin/add-ons/: every add-on that is not deleted, whatever its status, by name, paged. */
export const adminAddOnListSchema = z.object({
  add_ons: z.array(addOnSchema),
  pagination: paginationSchema,
});
export type AdminAddOnList = z.infer<typeof adminAddOnListSchema>;

/** A price as the form sends it ("3.50", "3.5", "4"): more than nothing, at most £50.00, as integer pence. */
const addOnPriceField = priceInput(MAX_ADD_ON_PRICE_PENCE).refine((pence) => pence > 0, {
  message: `${INVALID_PRICE.slice(0, -1)} of more than £0.00.`,
});

/** The weekly stock as the form sends it: '' for no limit, else a whole number from 1. */
const stockPerWeekField = z
  .string({ error: (issue) => (issue.input === undefined ? FORM_REQUIRED : 'Not a valid string.') })
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message, input: text });
      return z.NEVER;
    };
    if (!/^\d{1,6}$/.test(text))
      return refuse('Enter a whole number, like 40, or leave it empty for no limit.');
    const count = Number(text);
    if (count === 0) return refuse('Must be 1 or more; leave it empty for no limit.');
    if (count > MAX_ADD_ON_STOCK_PER_WEEK)
      return refuse(`Must be no more than ${MAX_ADD_ON_STOCK_PER_WEEK}.`);
    return count;
  });

/**
 * The staff add-on form (POST /api/admin/add-ons/, PUT /api/admin/add-ons/{id}/), multipart/form-data like the
 * meal form: every value as text, the picture as a file part named `image`. The food information fields are the
 * meal form's own (foodInformationFormShape), each optional here: whether the declaration is complete depends on
 * the add-on's status and what it already has, which the catalogue decides with a message per field.
 */
export const addOnCreateFormShape = {
  name: formText(ADD_ON_LIMITS.name, true),
  description: formText(ADD_ON_LIMITS.description, false).default(''),
  category: formChoice(ADD_ON_CATEGORIES),
  status: formChoice(ADD_ON_STATUSES),
  price: addOnPriceField,
  calories: formInteger(ADD_ON_LIMITS.calories, 'kcal'),
  protein: formGrams(ADD_ON_LIMITS.protein),
  carbohydrates: formGrams(ADD_ON_LIMITS.carbohydrates),
  fat: formGrams(ADD_ON_LIMITS.fat),
  ingredients: formText(ADD_ON_LIMITS.ingredients, false).default(''),
  stock_per_week: stockPerWeekField.default(null),
  ...foodInformationFormShape,
};

/** PATCH /api/admin/add-ons/{id}/: only the fields that change; each one sent follows the same rule. */
export const addOnUpdateFormShape = {
  name: addOnCreateFormShape.name.optional(),
  description: formText(ADD_ON_LIMITS.description, false).optional(),
  category: addOnCreateFormShape.category.optional(),
  status: addOnCreateFormShape.status.optional(),
  price: addOnPriceField.optional(),
  calories: addOnCreateFormShape.calories.optional(),
  protein: addOnCreateFormShape.protein.optional(),
  carbohydrates: addOnCreateFormShape.carbohydrates.optional(),
  fat: addOnCreateFormShape.fat.optional(),
  ingredients: formText(ADD_ON_LIMITS.ingredients, false).optional(),
  stock_per_week: stockPerWeekField.optional(),
  ...foodInformationFormShape,
};

/** The text fields of the add-on form (everything but the image), as the client sends them. */
export type AddOnFormField = keyof typeof addOnCreateFormShape;
export const ADD_ON_FORM_FIELDS = Object.keys(addOnCreateFormShape) as AddOnFormField[];
