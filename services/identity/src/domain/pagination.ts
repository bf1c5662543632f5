import type { Pagination } from '@mealbox/contracts';

export interface Page {
  skip: number;
  limit: number;
}

/** Where a page starts in the sorted list. Pages are 1-based; a page past the end is simply empty. */
export function pageWindow(page: number, pageSize: number): Page {
  return { skip: (page - 1) * pageSize, limit: pageSize };
}

/** The pagination object (spec section 3). An empty list still has one (empty) page. */
export function paginationOf(total: number, page: number, pageSize: number): Pagination {
  return { total, page, page_size: pageSize, total_pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Integer pence as the API's decimal string: 5999 -> "59.99". */
export function penceToDecimal(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
