import type { Pagination } from '@mealbox/contracts';
import type { QueryValue } from '@mealbox/web-kit';
import { ADMIN_PAGE_SIZE, rangeLabel as countLabel, readPage } from '../components/paging';

/** The users list's status filter (spec: active, inactive); 'all' sends none. */
export type StatusFilter = 'all' | 'active' | 'inactive';

export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Spec section 9: admin tables show 10 rows a page. */
export const USERS_PAGE_SIZE = ADMIN_PAGE_SIZE;

/** Identity accepts searches up to this many characters. */
export const SEARCH_MAX_LENGTH = 100;

export interface UsersQuery {
  status: StatusFilter;
  search: string;
  /** 1-based. */
  page: number;
}

export const DEFAULT_USERS_QUERY: UsersQuery = { status: 'all', search: '', page: 1 };

/** The list's query from the page's URL (?status=inactive&search=ada&page=2); anything odd reads as the default. */
export function readUsersQuery(params: URLSearchParams): UsersQuery {
  const status = params.get('status');
  return {
    status: status === 'active' || status === 'inactive' ? status : 'all',
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: readPage(params),
  };
}

/** The URL's query for a list query, leaving out defaults so the plain page keeps its plain address. */
export function writeUsersQuery(query: UsersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What GET /api/admin/users/ is sent. */
export function usersApiQuery(query: UsersQuery): Record<string, QueryValue> {
  return {
    status: query.status === 'all' ? undefined : query.status,
    search: query.search || undefined,
    page: query.page,
    page_size: USERS_PAGE_SIZE,
  };
}

export function isFiltered(query: UsersQuery): boolean {
  return query.status !== 'all' || query.search !== '';
}

/** 'Showing 11–20 of 45 users' for the rows on screen; '1 user' or '' when there are none. */
export function rangeLabel(pagination: Pagination, rowsShown: number): string {
  return countLabel(pagination, rowsShown, ['user', 'users']);
}
