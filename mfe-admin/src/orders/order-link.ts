import { ORDERS_PATH } from '../admin-paths';

/** The detail page of an order. */
export const orderDetailPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

/**
 * What the report hands the detail page: the report's own query, so 'All orders' leads back to the same filters
 * and page rather than to the first page of everything.
 */
export interface FromReport {
  reportSearch: string;
}

export function reportSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('reportSearch' in state)) return '';
  const search = (state as FromReport).reportSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
