import type { OrderStatus, Pagination } from '@mealbox/contracts';
import type { QueryValue } from '@mealbox/web-kit';
import { ADMIN_PAGE_SIZE, rangeLabel as countLabel, readPage } from '../components/paging';
import { ORDER_STATUS_CHOICES } from './order-labels';

/** Ordering accepts searches up to this many characters. */
export const ORDER_SEARCH_MAX_LENGTH = 100;

export interface OrdersQuery {
  /** '' for every status. */
  status: OrderStatus | '';
  /** Inclusive days the order was placed, YYYY-MM-DD; '' for no bound. */
  start_date: string;
  end_date: string;
  search: string;
  /** 1-based. */
  page: number;
}

export const DEFAULT_ORDERS_QUERY: OrdersQuery = {
  status: '',
  start_date: '',
  end_date: '',
  search: '',
  page: 1,
};

const isStatus = (value: string | null): value is OrderStatus =>
  ORDER_STATUS_CHOICES.some((choice) => choice.value === value);

/** A real calendar day as YYYY-MM-DD (what a date input gives), else ''. */
export function readDay(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

/**
 * The report's query from the URL (?status=ready&start_date=2025-03-01&end_date=2025-03-31&search=ada&page=2);
 * odd values are ignored. An end before the start is dropped: ordering would refuse the pair, and the start is
 * the one most likely meant.
 */
export function readOrdersQuery(params: URLSearchParams): OrdersQuery {
  const status = params.get('status');
  const start = readDay(params.get('start_date'));
  const end = readDay(params.get('end_date'));
  return {
    status: isStatus(status) ? status : '',
    start_date: start,
    end_date: start && end && end < start ? '' : end,
    search: (params.get('search') ?? '').trim().slice(0, ORDER_SEARCH_MAX_LENGTH),
    page: readPage(params),
  };
}

/** The URL's query for a report query, leaving out defaults so the plain page keeps its plain address. */
export function writeOrdersQuery(query: OrdersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.start_date) params.set('start_date', query.start_date);
  if (query.end_date) params.set('end_date', query.end_date);
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The report's filters as the API takes them (a page and the export share them). */
export function ordersFilterQuery(query: OrdersQuery): Record<string, QueryValue> {
  return {
    status: query.status || undefined,
    start_date: query.start_date || undefined,
    end_date: query.end_date || undefined,
    search: query.search || undefined,
  };
}

/** What GET /api/admin/orders/ is sent. */
export function ordersApiQuery(query: OrdersQuery): Record<string, QueryValue> {
  return { ...ordersFilterQuery(query), page: query.page, page_size: ADMIN_PAGE_SIZE };
}

export function isOrdersFiltered(query: OrdersQuery): boolean {
  return query.status !== '' || query.start_date !== '' || query.end_date !== '' || query.search !== '';
}

/** 'Showing 11–20 of 45 orders' for the rows on screen; '1 order' or '' when there are none. */
export function ordersRangeLabel(pagination: Pagination, rowsShown: number): string {
  return countLabel(pagination, rowsShown, ['order', 'orders']);
}
