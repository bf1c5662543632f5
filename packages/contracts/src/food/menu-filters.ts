import type { Allergen } from './allergens';
import type { FoodInformation } from './food-information';
import { suitabilityOf, type Suitability } from './suitability';

/**
 * The menu's "free from" and "suitable for" filters, as `GET /api/meals/?free_from=peanuts,sesame&suitable_for=vegan`
 * and as the menu page's URL (the same names, so a filtered menu can be shared). Filters combine: a meal shows when
 * it is free from every allergen named and suitable for every diet named. "Free from" means declared free: a meal
 * that only may contain peanuts is not shown to someone who asked for meals free from them. A meal without a
 * declaration never passes a filter (unknown is not free).
 */
export interface MenuFilters {
  freeFrom: Allergen[];
  suitableFor: Suitability[];
}

export const NO_MENU_FILTERS: MenuFilters = { freeFrom: [], suitableFor: [] };

export function hasMenuFilters(filters: MenuFilters): boolean {
  return filters.freeFrom.length > 0 || filters.suitableFor.length > 0;
}

export function matchesMenuFilters(food: FoodInformation | null | undefined, filters: MenuFilters): boolean {
  if (!hasMenuFilters(filters)) return true;
  if (!food) return false;
  const suitable = suitabilityOf(food);
  return (
    filters.freeFrom.every((allergen) => food.allergens[allergen] === 'free') &&
    filters.suitableFor.every((diet) => suitable.includes(diet))
  );
}

/** The filters as URL parameters (empty ones left out), for links and the API call. */
export function menuFilterParams(filters: MenuFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.freeFrom.length > 0) params.free_from = filters.freeFrom.join(',');
  if (filters.suitableFor.length > 0) params.suitable_for = filters.suitableFor.join(',');
  return params;
}
