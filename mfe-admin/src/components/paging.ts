import type { Pagination } from '@mealbox/contracts';

/** Spec section 9: admin tables show 10 rows a page. */
export const ADMIN_PAGE_SIZE = 10;

/** 'Page 2 of 5'. */
export function pageLabel(pagination: Pagination): string {
  return `Page ${pagination.page} of ${pagination.total_pages}`;
}

/** 'Meals, page 2 of 5': the caption that names a list's table for screen readers (its rows change with the page). */
export function tableCaption(listName: string, pagination: Pagination): string {
  return `${listName}, ${pageLabel(pagination).toLowerCase()}`;
}

/**
 * 'Showing 11–20 of 45 meals' for the rows on screen; '7 meals' when they all fit; '' when there are none.
 * `noun` is the thing counted, singular and plural.
 */
export function rangeLabel(pagination: Pagination, rowsShown: number, noun: [string, string]): string {
  if (rowsShown === 0) return '';
  const word = pagination.total === 1 ? noun[0] : noun[1];
  if (pagination.total <= rowsShown) return `${pagination.total} ${word}`;
  const first = (pagination.page - 1) * pagination.page_size + 1;
  return `Showing ${first}–${first + rowsShown - 1} of ${pagination.total} ${word}`;
}

/** A page number from the URL: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
