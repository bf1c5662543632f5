import {
  isAddOnCategory,
  isAddOnStatus,
  type AddOnCategory,
  type AddOnStatus,
} from '@mealbox/contracts/add-ons';
import type { QueryValue } from '@mealbox/web-kit';
import { ADMIN_PAGE_SIZE, readPage } from '../components/paging';

/** The catalogue accepts searches up to this many characters. */
export const ADD_ON_SEARCH_MAX_LENGTH = 100;

export interface AddOnsQuery {
  search: string;
  /** '' for every category. */
  category: AddOnCategory | '';
  /** '' for every status. */
  status: AddOnStatus | '';
  /** 1-based. */
  page: number;
}

export const DEFAULT_ADD_ONS_QUERY: AddOnsQuery = { search: '', category: '', status: '', page: 1 };

/** The list's query from the URL (?search=pudding&category=dessert&status=available&page=2); odd values are ignored. */
export function readAddOnsQuery(params: URLSearchParams): AddOnsQuery {
  const category = params.get('category');
  const status = params.get('status');
  return {
    search: (params.get('search') ?? '').trim().slice(0, ADD_ON_SEARCH_MAX_LENGTH),
    category: isAddOnCategory(category) ? category : '',
    status: isAddOnStatus(status) ? status : '',
    page: readPage(params),
  };
}

/** The URL's query for a list query, leaving out defaults so the plain page keeps its plain address. */
export function writeAddOnsQuery(query: AddOnsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What GET /api/admin/add-ons/ is sent. */
export function addOnsApiQuery(query: AddOnsQuery): Record<string, QueryValue> {
  return {
    search: query.search || undefined,
    category: query.category || undefined,
    status: query.status || undefined,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

export function isAddOnsFiltered(query: AddOnsQuery): boolean {
  return query.search !== '' || query.category !== '' || query.status !== '';
}
