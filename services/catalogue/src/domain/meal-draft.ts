import { z } from 'zod';
import { mealCategorySchema, mealStatusSchema } from '@mealbox/contracts';

/**
 * What staff (and the first-start seed) give to create or change a meal. The same schema guards the admin API,
 * so the seed cannot write anything an admin could not.
 */
export const mealDraftSchema = z.strictObject({
  name: z.string().trim().min(1, 'This field is required.').max(120),
  description: z.string().trim().max(1000).default(''),
  category: mealCategorySchema,
  status: mealStatusSchema,
  calories: z.coerce.number().int('Enter a whole number of kcal.').min(0).max(5000),
  protein: z.coerce.number().min(0).max(500),
  carbohydrates: z.coerce.number().min(0).max(1000),
  fat: z.coerce.number().min(0).max(500),
  ingredients: z.string().trim().max(2000).default(''),
  is_vegan: z.coerce.boolean().default(false),
  is_gluten_free: z.coerce.boolean().default(false),
  is_dairy_free: z.coerce.boolean().default(false),
});
export type MealDraft = z.infer<typeof mealDraftSchema>;

/** An image as the catalogue stores and serves it. */
export interface MealImage {
  contentType: string;
  bytes: Buffer;
}
