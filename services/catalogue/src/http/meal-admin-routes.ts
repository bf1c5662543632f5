import { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import { ALLERGEN_KEYS, mealCategorySchema, mealStatusSchema } from '@mealbox/contracts';
import type { AdminMealList, Allergen } from '@mealbox/contracts';
import {
  escapeRegex,
  pageQueryFields,
  pageWindow,
  paginationOf,
  parseInput,
  requireAdmin,
  trustedFilter,
} from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import { deleteMeal } from '../domain/delete-meal';
import { saveMeal } from '../domain/save-meal';
import type { MealWriteDeps } from '../domain/meal-write-deps';
import { updateMeal } from '../domain/update-meal';
import { toMealDtoWithRating, toMealDtos } from './meal-dto';
import type { MealRatingDeps } from '../domain/meal-rating-deps';
import { noStore } from './no-store';
import { readMealChanges, readNewMeal } from './meal-form-input';

/** `allergens=peanuts,sesame`: known allergen names only, each refused by name otherwise. */
const allergenListQuery = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const values = [
      ...new Set(
        (text ?? '')
          .split(',')
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = values.filter((value) => !(ALLERGEN_KEYS as readonly string[]).includes(value));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown allergen: ${unknown.join(', ')}. Choose from: ${ALLERGEN_KEYS.join(', ')}.`,
      });
      return z.NEVER;
    }
    return values as Allergen[];
  })
  .meta({ description: 'Comma-separated allergens; only meals that contain or may contain any of them.' });

/** Spec section 9: admin tables show 10 rows a page. Unknown parameters are ignored; bad values are not. */
export const adminListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  category: mealCategorySchema.optional(),
  status: mealStatusSchema.optional(),
  page: pageQueryFields.page.default(1),
  page_size: pageQueryFields.page_size.default(10),
  /** Comma-separated allergens: only meals that contain or may contain any of them. */
  allergens: allergenListQuery,
});

/**
 * Staff's meal catalogue (spec: /manage-meals): every meal whatever its status, and create, change and delete
 * as multipart forms. Only admins; `authenticate` runs before any body is read, so a stranger's upload is
 * refused without being received. Each change publishes MealUpserted or MealDeleted through the outbox.
 */
export function mealAdminRoutes(
  deps: MealWriteDeps,
  ratings: Pick<MealRatingDeps, 'ratingTotals'>,
  authenticate: RequestHandler,
): Router {
  const router = Router();
  const staffOnly = [authenticate, requireAdmin, noStore];
  const correlationId = (res: Response) => res.locals.correlationId as string;

  router.get('/api/admin/meals/', ...staffOnly, async (req, res) => {
    const query = parseInput(adminListQuery, req.query, 'query');
    const filter: Record<string, unknown> = { deleted: false };
    if (query.category) filter.category = query.category;
    if (query.status) filter.status = query.status;
    if (query.search) filter.name = { $regex: escapeRegex(query.search), $options: 'i' };
    if (query.allergens.length > 0) {
      filter.$or = query.allergens.map((allergen) => ({
        [`foodInformation.allergens.${allergen}`]: { $in: ['contains', 'may_contain'] },
      }));
    }
    const safeFilter = trustedFilter(filter);
    const { skip, limit } = pageWindow(query.page, query.page_size);
    const [meals, total] = await Promise.all([
      deps.meals
        .find(safeFilter)
        .select({ outbox: 0 })
        .sort({ name: 1, _id: 1 })
        .skip(skip)
        .limit(limit)
        .lean<MealDocument[]>(),
      deps.meals.countDocuments(safeFilter),
    ]);
    const list: AdminMealList = {
      meals: await toMealDtos(ratings, meals),
      pagination: paginationOf(total, query.page, query.page_size),
    };
    res.json(list);
  });

  router.post('/api/meals/', ...staffOnly, async (req, res) => {
    const { changes, food, image } = await readNewMeal(req);
    const saved = await saveMeal(deps, {
      draft: changes,
      food,
      ...(image ? { image } : {}),
      correlationId: correlationId(res),
    });
    const meal = await toMealDtoWithRating(ratings, saved);
    res.status(201).location(`/api/meals/${meal.id}/`).json(meal);
  });

  router.patch('/api/meals/:id/', ...staffOnly, async (req, res) => {
    const { changes, food, image } = await readMealChanges(req);
    const saved = await updateMeal(deps, {
      mealId: req.params.id as string,
      changes,
      food,
      ...(image ? { image } : {}),
      correlationId: correlationId(res),
    });
    res.json(await toMealDtoWithRating(ratings, saved));
  });

  router.delete('/api/meals/:id/', ...staffOnly, async (req, res) => {
    await deleteMeal(deps, req.params.id as string, correlationId(res));
    res.status(204).end();
  });

  return router;
}
