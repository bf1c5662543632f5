import { z } from 'zod';
import { addOnCategorySchema, addOnStatusSchema } from '@mealbox/contracts';
import { pageQueryFields } from '@mealbox/platform';

/** GET /api/add-ons/: what customers can add, of one kind if asked. Unknown parameters are ignored, bad values are not. */
export const addOnListQuery = z.object({
  category: addOnCategorySchema.optional(),
});

/** GET /api/admin/add-ons/: every add-on, ten a page by default, as other admin tables. */
export const adminAddOnListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  category: addOnCategorySchema.optional(),
  status: addOnStatusSchema.optional(),
  page: pageQueryFields.page.default(1),
  page_size: pageQueryFields.page_size.default(10),
});
