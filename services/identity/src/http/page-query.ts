import { z } from 'zod';

/** The largest page any admin list serves. */
export const MAX_PAGE_SIZE = 100;

const integer = () =>
  z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.');

/** `page` and `page_size` query parameters of the admin lists (1-based pages, bounded size). */
export const pageFields = {
  page: integer().min(1),
  page_size: integer().min(1).max(MAX_PAGE_SIZE),
};
