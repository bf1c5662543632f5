import { z } from 'zod';
import { mealCategorySchema, mealStatusSchema } from '@mealbox/contracts';

export const MAX_MEALS_PAGE_SIZE = 100;

/** GET /api/meals/ filters. Unknown parameters (cache busters and the like) are ignored, bad values are not. */
export const mealListQuerySchema = z.object({
  category: mealCategorySchema.optional(),
  status: mealStatusSchema.optional(),
  search: z.string().trim().max(100).optional(),
  /** Any day of a menu week (YYYY-MM-DD): only that week's menu. */
  week: z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_MEALS_PAGE_SIZE).default(MAX_MEALS_PAGE_SIZE),
});
export type MealListQuery = z.infer<typeof mealListQuerySchema>;
