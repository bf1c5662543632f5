import { Router } from 'express';
import { Types } from 'mongoose';
import type { mongo } from 'mongoose';
import { MEAL_CATEGORIES, MEAL_STATUSES, menuTurnWeekOf, menuWeekOf } from '@mealbox/contracts';
import { notFound, parseInput, trustedFilter } from '@mealbox/platform';
import type { MealDocument, MealModel } from '../data/meal-model';
import type { MealImageModel } from '../data/meal-image-model';
import { toMealDtoWithRating, toMealDtos } from './meal-dto';
import type { MealRatingDeps } from '../domain/meal-rating-deps';
import { mealListQuerySchema } from './meal-queries';
import type { MealListQuery } from './meal-queries';
import type { ResponseCache } from './response-cache';
import { sendCached } from './send-cached';

export interface MealReadDeps {
  meals: MealModel;
  images: MealImageModel;
  ratings: Pick<MealRatingDeps, 'ratingTotals'>;
  cache: ResponseCache;
}

/** Public reads of the catalogue: the menu, one meal, its image, and the category and status choices. */
export function mealReadRoutes({ meals, images, ratings, cache }: MealReadDeps): Router {
  const router = Router();

  router.get('/api/meals/categories/', (_req, res) => {
    res.json(MEAL_CATEGORIES);
  });
  router.get('/api/meals/statuses/', (_req, res) => {
    res.json(MEAL_STATUSES);
  });

  router.get('/api/meals/', async (req, res) => {
    const query = parseInput(mealListQuerySchema, req.query, 'query');
    const response = await cache.getOrCreate(`meals:${JSON.stringify(query)}`, () =>
      listMeals(meals, ratings, query),
    );
    sendCached(req, res, response);
  });

  router.get('/api/meals/:id', async (req, res) => {
    const id = req.params.id as string;
    const response = await cache.getOrCreate(`meal:${id}`, async () => ({
      body: await toMealDtoWithRating(ratings, await findMeal(meals, id)),
    }));
    sendCached(req, res, response);
  });

  router.get('/api/meals/:id/image', async (req, res) => {
    const id = req.params.id as string;
    if (!Types.ObjectId.isValid(id)) throw notFound('Image not found.');
    // Lean reads return BSON Binary for Buffer fields.
    const image = await images
      .findById(new Types.ObjectId(id))
      .lean<{ contentType: string; version: string; bytes: mongo.Binary }>();
    if (!image) throw notFound('Image not found.');
    const asked = typeof req.query.v === 'string' ? req.query.v : undefined;
    res.set({
      'Content-Type': image.contentType,
      ETag: `"${image.version}"`,
      // A versioned URL never changes content, so browsers may keep it; an unversioned one must revalidate.
      'Cache-Control': asked === image.version ? 'public, max-age=31536000, immutable' : 'no-cache',
      // Uploaded SVGs can carry script; this keeps any such image inert even when opened directly.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(Buffer.from(image.bytes.buffer));
  });

  return router;
}

function mealFilter(query: MealListQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = { deleted: false };
  if (query.category) filter.category = query.category;
  if (query.status) filter.status = query.status;
  if (query.search) filter.name = { $regex: escapeRegex(query.search), $options: 'i' };
  // A week's menu: the meals that do not rest that week of the turn (isOnWeeklyMenu); a missing field is none.
  if (query.week) filter.menuRestWeek = { $ne: menuTurnWeekOf(query.week) };
  return trustedFilter(filter);
}

function pageHeaders(query: MealListQuery, total: number): Record<string, string> {
  return {
    'X-Total-Count': String(total),
    'X-Page': String(query.page),
    'X-Page-Size': String(query.page_size),
  };
}

async function listMeals(
  meals: MealModel,
  ratings: Pick<MealRatingDeps, 'ratingTotals'>,
  query: MealListQuery,
) {
  const filter = mealFilter(query);
  const [rows, total] = await Promise.all([
    meals
      .find(filter)
      .select({ outbox: 0 })
      .sort({ name: 1 })
      .skip((query.page - 1) * query.page_size)
      .limit(query.page_size)
      .lean<MealDocument[]>(),
    meals.countDocuments(filter),
  ]);
  const headers = pageHeaders(query, total);
  return {
    body: await toMealDtos(ratings, rows),
    headers: query.week ? { ...headers, 'X-Menu-Week': menuWeekOf(query.week) } : headers,
  };
}

async function findMeal(meals: MealModel, id: string): Promise<MealDocument> {
  const meal = Types.ObjectId.isValid(id)
    ? await meals
        .findOne({ _id: new Types.ObjectId(id), deleted: false })
        .select({ outbox: 0 })
        .lean<MealDocument>()
    : null;
  if (!meal) throw notFound('Meal not found.');
  return meal;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
