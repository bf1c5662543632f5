import type { Choice, Meal, MealCategory } from '@mealbox/contracts';
import { ApiError, api } from '@mealbox/web-kit';

/** The catalogue's available meals, optionally of one category (GET /api/meals/?status=available&category=). */
export async function fetchAvailableMeals(
  category: string | undefined,
  signal: AbortSignal,
): Promise<Meal[]> {
  const meals = await api.get<unknown>('/api/meals/', { query: { status: 'available', category }, signal });
  if (!Array.isArray(meals)) throw unexpected('/api/meals/');
  // The service filters by status already; checking again costs nothing and guarantees the menu never offers a
  // sold-out dish, whatever an older service version does with the parameter.
  return (meals as Meal[]).filter((meal) => meal.status === 'available');
}

/** The menu's categories in the catalogue's order (GET /api/meals/categories/). */
export async function fetchCategories(signal: AbortSignal): Promise<Array<Choice<MealCategory>>> {
  const categories = await api.get<unknown>('/api/meals/categories/', { signal });
  if (!Array.isArray(categories) || categories.length === 0) throw unexpected('/api/meals/categories/');
  return categories as Array<Choice<MealCategory>>;
}

function unexpected(path: string): ApiError {
  return new ApiError({
    type: 'about:blank',
    title: 'Unexpected response',
    status: 502,
    detail: `from ${path}`,
  });
}
