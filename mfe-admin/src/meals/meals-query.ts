import type { MealCategory, MealStatus } from '@mealbox/contracts';
import { ALLERGEN_KEYS, type Allergen } from '@mealbox/contracts/food';
import { MEAL_CATEGORY_CHOICES, type QueryValue } from '@mealbox/web-kit';
import { ADMIN_PAGE_SIZE, readPage } from '../components/paging';
import { MEAL_STATUS_CHOICES } from './meal-choices';

/** The catalogue accepts searches up to this many characters. */
export const MEAL_SEARCH_MAX_LENGTH = 100;

export interface MealsQuery {
  search: string;
  /** '' for every category. */
  category: MealCategory | '';
  /** '' for every status. */
  status: MealStatus | '';
  /** '' for any; else only meals that contain or may contain it. */
  allergen: Allergen | '';
  /** 1-based. */
  page: number;
}

export const DEFAULT_MEALS_QUERY: MealsQuery = {
  search: '',
  category: '',
  status: '',
  allergen: '',
  page: 1,
};

const isCategory = (value: string | null): value is MealCategory =>
  MEAL_CATEGORY_CHOICES.some((choice) => choice.value === value);
const isAllergen = (value: string | null): value is Allergen =>
  (ALLERGEN_KEYS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is MealStatus =>
  MEAL_STATUS_CHOICES.some((choice) => choice.value === value);

/**
 * The list's query from the URL (?search=curry&category=main_course&status=sold_out&allergen=peanuts&page=2); odd
 * values are ignored.
 */
export function readMealsQuery(params: URLSearchParams): MealsQuery {
  const category = params.get('category');
  const status = params.get('status');
  const allergen = params.get('allergen');
  return {
    search: (params.get('search') ?? '').trim().slice(0, MEAL_SEARCH_MAX_LENGTH),
    category: isCategory(category) ? category : '',
    status: isStatus(status) ? status : '',
    allergen: isAllergen(allergen) ? allergen : '',
    page: readPage(params),
  };
}

/** The URL's query for a list query, leaving out defaults so the plain page keeps its plain address. */
export function writeMealsQuery(query: MealsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.status) params.set('status', query.status);
  if (query.allergen) params.set('allergen', query.allergen);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What GET /api/admin/meals/ is sent (`allergens` takes a comma list; the list filters by one at a time). */
export function mealsApiQuery(query: MealsQuery): Record<string, QueryValue> {
  return {
    search: query.search || undefined,
    category: query.category || undefined,
    status: query.status || undefined,
    allergens: query.allergen || undefined,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

export function isMealsFiltered(query: MealsQuery): boolean {
  return query.search !== '' || query.category !== '' || query.status !== '' || query.allergen !== '';
}
