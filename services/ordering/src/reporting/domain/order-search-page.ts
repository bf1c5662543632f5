import { parseOrderReference } from '@mealbox/contracts';
import type { OrderStatus } from '@mealbox/contracts';
import { pageWindow, paginationOf } from '@mealbox/platform';
import type { OrderDocument } from '../../orders/data/order-model';
import { addDays, londonMidnight } from '@mealbox/contracts/london-calendar';
import { newestFirst } from './order-report-lists';
import { reportPageFromIndex, rowsById } from './order-report-page';
import type { IndexedReportQuery, ReportPage, ReportPageDeps } from './order-report-page';
import type { SearchListEntry } from './order-search-lists';

export interface SearchReportQuery extends IndexedReportQuery {
  search: string;
}

/** Search entries of stored orders matching `filter` (by `_id` or by the indexed reference alone). */
async function storedOrders(
  deps: ReportPageDeps,
  filter: Record<string, string>,
): Promise<SearchListEntry[]> {
  const found = await deps.orders
    .find(filter)
    .select({ orderedAt: 1, orderStatus: 1 })
    .lean<Pick<OrderDocument, '_id' | 'orderedAt' | 'orderStatus'>[]>();
  return found.map((order) => ({
    at: order.orderedAt.getTime(),
    id: order._id.toHexString(),
    status: order.orderStatus,
  }));
}

/**
 * The orders a whole order id or an order reference names, as search entries: from the rows held in memory, and
 * only when memory holds none, from the database by its index (an order whose events have not reached the read
 * model yet, or one no event ever named), as the report always found them.
 */
async function ordersNamedBy(deps: ReportPageDeps, search: string): Promise<SearchListEntry[]> {
  const named: SearchListEntry[] = [];
  const held = (id: string) => {
    const row = deps.readModel.row(id);
    if (row) named.push({ at: row.at, id, status: row.status });
    return Boolean(row);
  };
  const lookups: Promise<SearchListEntry[]>[] = [];
  if (/^[0-9a-f]{24}$/i.test(search)) {
    const id = search.toLowerCase();
    if (!held(id)) lookups.push(storedOrders(deps, { _id: id }));
  }
  const reference = parseOrderReference(search);
  if (reference) {
    const ids = deps.readModel.idsWithReference(reference);
    for (const id of ids) held(id);
    if (ids.length === 0) lookups.push(storedOrders(deps, { reference }));
  }
  for (const found of await Promise.all(lookups)) named.push(...found);
  return named;
}

/** Whether an order placed at `at`, now in `status`, passes the report's status and London-day filters. */
function filterOf(query: IndexedReportQuery): (at: number, status: OrderStatus | undefined) => boolean {
  const from = query.start_date ? londonMidnight(query.start_date).getTime() : -Infinity;
  const to = query.end_date ? londonMidnight(addDays(query.end_date, 1)).getTime() : Infinity;
  const wanted: OrderStatus | undefined = query.status;
  return (at, status) => at >= from && at < to && (!wanted || status === wanted);
}

/**
 * A page of the order report searched by part of a customer's name or email (any case), a whole order id or an
 * order reference: the contacts that match are found in memory, their lists read from memory too (see
 * staff-read-model.ts and search-list-index.ts), the entries filtered, sorted newest first and paged, and the
 * page's rows taken from memory too (a whole id or a reference is looked up in the rows held). Its cost follows the
 * number of matching customers' orders, not all orders: a search that matches every contact (every order) is the
 * unsearched report. It trails the orders as the lists do.
 */
export async function reportSearchPage(deps: ReportPageDeps, query: SearchReportQuery): Promise<ReportPage> {
  const contacts = deps.readModel.contactsMatching(query.search);
  if (contacts.length > 0 && contacts.length === deps.readModel.contactCount)
    return reportPageFromIndex(deps, query);
  const passes = filterOf(query);
  const named = await ordersNamedBy(deps, query.search);
  const matching = new Map<string, SearchListEntry>();
  const listed = deps.readModel.searchEntries(
    contacts.map((contact) => contact.id),
    passes,
  );
  // An order moving between contacts is briefly in both lists: it is counted once.
  for (const entry of listed) matching.set(entry.id, entry);
  for (const entry of named) if (passes(entry.at, entry.status)) matching.set(entry.id, entry);
  const entries = [...matching.values()].sort(newestFirst);
  const { skip, limit } = pageWindow(query.page, query.page_size);
  return {
    rows: await rowsById(
      deps,
      entries.slice(skip, skip + limit).map((entry) => entry.id),
    ),
    pagination: paginationOf(entries.length, query.page, query.page_size),
  };
}
