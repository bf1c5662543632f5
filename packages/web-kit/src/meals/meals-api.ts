import type { Choice, Meal, MealCategory } from '@mealbox/contracts';
import { menuFilterParams, type MenuFilters } from '@mealbox/contracts/food';
import { api } from '../api/default-client';
import { unexpectedAnswer } from '../api/answer-checks';

/**
 * The menu's allergen and diet filters as the catalogue reads them (`free_from=peanuts,sesame&suitable_for=vegan`);
 * none when no filter is set, so an unfiltered menu asks exactly what it always asked (and hits the same cache).
 */
export function menuFilterQuery(filters: MenuFilters | undefined): {
  free_from?: string;
  suitable_for?: string;
} {
  return filters ? menuFilterParams(filters) : {};
}

/**
 * The catalogue's available meals, optionally of one category (GET /api/meals/?status=available&category=): the
 * menu, the homepage and the meal step all offer exactly these. With `week` (any day of a menu week), only that
 * week's menu: each meal rests one week in four, and an order's meals must be on its delivery week's menu. With
 * `filters`, only the meals free from the allergens and suitable for the diets named, filtered by the catalogue.
 */
export async function fetchAvailableMeals(
  category: string | undefined,
  signal: AbortSignal,
  week?: string,
  filters?: MenuFilters,
): Promise<Meal[]> {
  const meals = await api.get<unknown>('/api/meals/', {
    query: { status: 'available', category, week, ...menuFilterQuery(filters) },
    signal,
  });
  if (!Array.isArray(meals)) throw unexpectedAnswer('/api/meals/');
  // The service filters by status already; checking again costs nothing and guarantees no page ever offers a
  // sold-out dish, whatever an older service version does with the parameter.
  return (meals as Meal[]).filter((meal) => meal.status === 'available');
}

/** The menu's categories in the catalogue's order (GET /api/meals/categories/). */
export async function fetchCategories(signal: AbortSignal): Promise<Array<Choice<MealCategory>>> {
  const categories = await api.get<unknown>('/api/meals/categories/', { signal });
  if (!Array.isArray(categories) || categories.length === 0) throw unexpectedAnswer('/api/meals/categories/');
  return categories as Array<Choice<MealCategory>>;
}
