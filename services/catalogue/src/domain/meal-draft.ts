import { z } from 'zod';
import { MEAL_LIMITS, foodInformationSchema, mealCategorySchema, mealStatusSchema } from '@mealbox/contracts';

/**
 * A meal's fields as the catalogue stores them, typed. The first-start seed and tests build drafts with this; staff
 * edits arrive as form text through the contracts' meal form rules, which share these limits (MEAL_LIMITS), so the
 * seed cannot write anything an admin could not.
 */
export const mealDraftSchema = z.strictObject({
  name: z.string().trim().min(1, 'This field is required.').max(MEAL_LIMITS.name),
  description: z.string().trim().max(MEAL_LIMITS.description).default(''),
  category: mealCategorySchema,
  status: mealStatusSchema,
  calories: z.coerce.number().int('Enter a whole number of kcal.').min(0).max(MEAL_LIMITS.calories),
  protein: z.coerce.number().min(0).max(MEAL_LIMITS.protein),
  carbohydrates: z.coerce.number().min(0).max(MEAL_LIMITS.carbohydrates),
  fat: z.coerce.number().min(0).max(MEAL_LIMITS.fat),
  ingredients: z.string().trim().max(MEAL_LIMITS.ingredients).default(''),
  is_vegan: z.coerce.boolean().default(false),
  is_gluten_free: z.coerce.boolean().default(false),
  is_dairy_free: z.coerce.boolean().default(false),
  menu_rest_week: z.number().int().min(1).max(4).nullable().default(null),
  /** Allergens, nutrition and the rest of the label; null only for a draft that is not on the menu. */
  food_information: foodInformationSchema.nullable().default(null),
});
export type MealDraft = z.infer<typeof mealDraftSchema>;

/** An image as the catalogue stores and serves it. */
export interface MealImage {
  contentType: string;
  bytes: Buffer;
}
