import type { MealCategory, MealStatus } from '@mealbox/contracts';
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
  /** 1-based. */
  page: number;
}

export const DEFAULT_MEALS_QUERY: MealsQuery = { search: '', category: '', status: '', page: 1 };

const isCategory = (value: string | null): value is MealCategory =>
  MEAL_CATEGORY_CHOICES.some((choice) => choice.value === value);
const isStatus = (value: string | null): value is MealStatus =>
  MEAL_STATUS_CHOICES.some((choice) => choice.value === value);

/** The list's query from the URL (?search=curry&category=main_course&status=sold_out&page=2); odd values are ignored. */
export function readMealsQuery(params: URLSearchParams): MealsQuery {
  const category = params.get('category');
  const status = params.get('status');
  return {
    search: (params.get('search') ?? '').trim().slice(0, MEAL_SEARCH_MAX_LENGTH),
    category: isCategory(category) ? category : '',
    status: isStatus(status) ? status : '',
    page: readPage(params),
  };
}

/** The URL's query for a list query, leaving out defaults so the plain page keeps its plain address. */
export function writeMealsQuery(query: MealsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What GET /api/admin/meals/ is sent. */
export function mealsApiQuery(query: MealsQuery): Record<string, QueryValue> {
  return {
    search: query.search || undefined,
    category: query.category || undefined,
    status: query.status || undefined,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

export function isMealsFiltered(query: MealsQuery): boolean {
  return query.search !== '' || query.category !== '' || query.status !== '';
}
