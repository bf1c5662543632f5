import { z } from 'zod';
import { mealCategorySchema, mealStatusSchema, menuFilterQueryShape } from '@mealbox/contracts';

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
  /** Only meals declared free from every one of these allergens (comma-separated), e.g. `peanuts,sesame`. */
  free_from: menuFilterQueryShape.free_from.meta({
    description: 'Comma-separated allergens; only meals declared free from all of them.',
  }),
  /** Only meals suitable for every one of these diets (comma-separated), e.g. `vegan`. */
  suitable_for: menuFilterQueryShape.suitable_for.meta({
    description:
      'Comma-separated diets (vegan, vegetarian, gluten_free, dairy_free, nut_free); only meals suitable for all of them.',
  }),
});
export type MealListQuery = z.infer<typeof mealListQuerySchema>;
