import { Router } from 'express';
import { Types } from 'mongoose';
import {
  MEAL_CATEGORIES,
  MEAL_STATUSES,
  hasMenuFilters,
  matchesMenuFilters,
  menuTurnWeekOf,
  menuWeekOf,
} from '@mealbox/contracts';
import type { MenuFilters } from '@mealbox/contracts';
import { notFound, parseInput, trustedFilter } from '@mealbox/platform';
import type { MealDocument, MealModel } from '../data/meal-model';
import type { MealImageModel } from '../data/meal-image-model';
import { toMealDtoWithRating, toMealDtos } from './meal-dto';
import type { MealRatingDeps } from '../domain/meal-rating-deps';
import { mealListQuerySchema } from './meal-queries';
import type { MealListQuery } from './meal-queries';
import type { ResponseCache } from './response-cache';
import { sendCached } from './send-cached';
import { sendStoredImage } from './send-stored-image';

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
    // Keyed on every parameter, the filters among them (sorted: `peanuts,sesame` and `sesame,peanuts` are one list).
    const key = {
      ...query,
      free_from: [...query.free_from].sort(),
      suitable_for: [...query.suitable_for].sort(),
    };
    const response = await cache.getOrCreate(`meals:${JSON.stringify(key)}`, () =>
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

  router.get('/api/meals/:id/image', (req, res) => sendStoredImage(req, res, images));

  return router;
}

function mealFilter(query: MealListQuery): Record<string, unknown> {
  // The public menu shows only meals with an allergen declaration: an undeclared draft is staff's business alone
  // (on the menu a meal cannot be without one; save-meal refuses it). `$ne: null` also leaves out a missing field.
  const filter: Record<string, unknown> = { deleted: false, foodInformation: { $ne: null } };
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

function menuFiltersOf(query: MealListQuery): MenuFilters {
  return { freeFrom: query.free_from, suitableFor: query.suitable_for };
}

async function listMeals(
  meals: MealModel,
  ratings: Pick<MealRatingDeps, 'ratingTotals'>,
  query: MealListQuery,
) {
  const filter = mealFilter(query);
  const filters = menuFiltersOf(query);
  if (hasMenuFilters(filters)) return listFilteredMeals(meals, ratings, query, filters);
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

/**
 * The menu through the "free from" and "suitable for" filters: the rule (matchesMenuFilters) is the one the
 * storefront and ordering use, applied to the meals the other parameters select, then paged. The trade-off: every
 * candidate is read to filter it, which suits a menu of tens of meals and keeps one copy of what "vegan" means
 * rather than a second one in query language.
 */
async function listFilteredMeals(
  meals: MealModel,
  ratings: Pick<MealRatingDeps, 'ratingTotals'>,
  query: MealListQuery,
  filters: MenuFilters,
) {
  const candidates = await meals
    .find(mealFilter(query))
    .select({ outbox: 0 })
    .sort({ name: 1 })
    .lean<MealDocument[]>();
  const matching = candidates.filter((meal) => matchesMenuFilters(meal.foodInformation, filters));
  const start = (query.page - 1) * query.page_size;
  const headers = pageHeaders(query, matching.length);
  return {
    body: await toMealDtos(ratings, matching.slice(start, start + query.page_size)),
    headers: query.week ? { ...headers, 'X-Menu-Week': menuWeekOf(query.week) } : headers,
  };
}

async function findMeal(meals: MealModel, id: string): Promise<MealDocument> {
  const meal = Types.ObjectId.isValid(id)
    ? await meals
        // As on the menu: a draft without an allergen declaration is not shown publicly.
        .findOne(
          trustedFilter({ _id: new Types.ObjectId(id), deleted: false, foodInformation: { $ne: null } }),
        )
        .select({ outbox: 0 })
        .lean<MealDocument>()
    : null;
  if (!meal) throw notFound('Meal not found.');
  return meal;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
