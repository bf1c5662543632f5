import { z } from 'zod';
import type { Pagination } from '@mealbox/contracts';

/** The largest page any list serves (DESIGN section 3: every list endpoint is paged with a bounded size). */
export const MAX_PAGE_SIZE = 100;

const integer = () =>
  z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.');

/** `page` and `page_size` query parameters (1-based pages, bounded size); add `.default(...)` per list. */
export const pageQueryFields = {
  page: integer().min(1),
  page_size: integer().min(1).max(MAX_PAGE_SIZE),
};

export interface PageWindow {
  skip: number;
  limit: number;
}

/** Where a page starts in the sorted list. Pages are 1-based; a page past the end is simply empty. */
export function pageWindow(page: number, pageSize: number): PageWindow {
  return { skip: (page - 1) * pageSize, limit: pageSize };
}

/** The pagination object (spec section 3). An empty list still has one (empty) page. */
export function paginationOf(total: number, page: number, pageSize: number): Pagination {
  return { total, page, page_size: pageSize, total_pages: Math.max(1, Math.ceil(total / pageSize)) };
}
