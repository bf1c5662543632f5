import type { ContactMessageStatus } from '@mealbox/contracts';
import type { QueryValue } from '@mealbox/web-kit';
import { ADMIN_PAGE_SIZE, readPage } from '../components/paging';

/** New (still to answer) first: it is the inbox staff work through. 'all' sends no status. */
export type MessageFilter = ContactMessageStatus | 'all';

export const MESSAGE_FILTERS: ReadonlyArray<{ value: MessageFilter; label: string }> = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

export interface MessagesQuery {
  status: MessageFilter;
  /** 1-based. */
  page: number;
}

export const DEFAULT_MESSAGES_QUERY: MessagesQuery = { status: 'new', page: 1 };

/** The list's query from the URL (?status=handled&page=2); anything odd reads as the default. */
export function readMessagesQuery(params: URLSearchParams): MessagesQuery {
  const status = params.get('status');
  return {
    status: status === 'handled' || status === 'all' ? status : 'new',
    page: readPage(params),
  };
}

export function writeMessagesQuery(query: MessagesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== 'new') params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What GET /api/admin/contact-messages/ is sent (newest first is identity's order). */
export function messagesApiQuery(query: MessagesQuery): Record<string, QueryValue> {
  return {
    status: query.status === 'all' ? undefined : query.status,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}
