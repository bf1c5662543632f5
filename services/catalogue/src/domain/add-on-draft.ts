import { z } from 'zod';
import {
  ADD_ON_LIMITS,
  MAX_ADD_ON_PRICE_PENCE,
  MAX_ADD_ON_STOCK_PER_WEEK,
  addOnCategorySchema,
  addOnStatusSchema,
  foodInformationSchema,
} from '@mealbox/contracts';

/**
 * An add-on's fields as the catalogue stores them, typed (the price in pence). The demo seed and tests build drafts
 * with this; staff's forms arrive as text through the contracts' add-on form rules, which share these limits, so
 * the seed cannot write anything staff could not.
 */
export const addOnDraftSchema = z.strictObject({
  name: z.string().trim().min(1, 'This field is required.').max(ADD_ON_LIMITS.name),
  description: z.string().trim().max(ADD_ON_LIMITS.description).default(''),
  category: addOnCategorySchema,
  status: addOnStatusSchema,
  price_pence: z.number().int().positive().max(MAX_ADD_ON_PRICE_PENCE),
  ingredients: z.string().trim().max(ADD_ON_LIMITS.ingredients).default(''),
  calories: z.number().int().min(0).max(ADD_ON_LIMITS.calories),
  protein: z.number().min(0).max(ADD_ON_LIMITS.protein),
  carbohydrates: z.number().min(0).max(ADD_ON_LIMITS.carbohydrates),
  fat: z.number().min(0).max(ADD_ON_LIMITS.fat),
  stock_per_week: z.number().int().positive().max(MAX_ADD_ON_STOCK_PER_WEEK).nullable().default(null),
  /** Allergens, nutrition and the rest of the label; null only for an add-on that is not available. */
  food_information: foodInformationSchema.nullable().default(null),
});
export type AddOnDraft = z.infer<typeof addOnDraftSchema>;
