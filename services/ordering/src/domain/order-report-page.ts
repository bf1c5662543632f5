import { ORDER_STATUSES } from '@mealbox/contracts';
import type { OrderStatus } from '@mealbox/contracts';
import { pageWindow, paginationOf, trustedFilter } from '@mealbox/platform';
import type { DashboardDayDocument } from '../data/dashboard-day-model';
import type { OrderDocument } from '../data/order-model';
import type { DashboardDeps } from './dashboard-projection';
import { newestFirst, reportListId } from './order-report-lists';
import type { ReportListEntry } from './order-report-lists';
import type { OrderingDeps } from './ordering-deps';

/** The slice of one day's orders (newest first) that falls on a page. */
export interface DaySlice {
  day: string;
  /** Positions within the day, `from` included, `to` not. */
  from: number;
  to: number;
}

/**
 * Which days a page covers, from each day's count of matching orders with the days newest first: a page of
 * `limit` rows after `skip` may start inside one day and end inside another. Pure, so it is tested alone.
 */
export function daysCoveringPage(
  counts: readonly (readonly [day: string, count: number])[],
  skip: number,
  limit: number,
): DaySlice[] {
  const slices: DaySlice[] = [];
  let before = 0;
  for (const [day, count] of counts) {
    const start = Math.max(skip - before, 0);
    const end = Math.min(skip + limit - before, count);
    if (start < end) slices.push({ day, from: start, to: end });
    before += count;
    if (before >= skip + limit) break;
  }
  return slices;
}

export interface IndexedReportQuery {
  status?: OrderStatus | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  page: number;
  page_size: number;
}

/** A row of a list never needs the items, the outbox or the idempotency bookkeeping. */
export const LIST_FIELDS = { outbox: 0, items: 0, requestHash: 0, idempotencyKey: 0 } as const;

/**
 * A page of the order report filtered by status and ordered day (no search), read from the report's index (see
 * order-report-lists.ts): the day buckets' per-status counts give the total and the days the page covers, those
 * days' lists give its order ids, and the orders are read by id. Its cost follows the number of days in the
 * range, not of orders. It trails the orders by the moment ordering's events take to reach the index.
 */
export async function reportPageFromIndex(
  deps: Pick<OrderingDeps, 'orders'> & Pick<DashboardDeps, 'dashboardDays' | 'reportLists'>,
  query: IndexedReportQuery,
): Promise<{ orders: OrderDocument[]; pagination: ReturnType<typeof paginationOf> }> {
  const range: Record<string, string> = {};
  if (query.start_date) range.$gte = query.start_date;
  if (query.end_date) range.$lte = query.end_date;
  const days = await deps.dashboardDays
    .find(trustedFilter(Object.keys(range).length > 0 ? { _id: range } : {}))
    .select({ statuses: 1 })
    .lean<Pick<DashboardDayDocument, '_id' | 'statuses'>[]>();
  const statuses: readonly OrderStatus[] = query.status ? [query.status] : ORDER_STATUSES;
  const counts = days
    .map((day): [string, number] => {
      const byStatus = day.statuses ?? {};
      return [day._id, statuses.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0)];
    })
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
  const total = counts.reduce((sum, [, count]) => sum + count, 0);

  const { skip, limit } = pageWindow(query.page, query.page_size);
  const slices = daysCoveringPage(counts, skip, limit);
  const ids = (
    await Promise.all(
      slices.map(async ({ day, from, to }) => {
        // Each list by `_id` alone: the one lookup every server, FerretDB included, answers from an index.
        const lists = await Promise.all(
          statuses.map((status) =>
            deps.reportLists.findById(reportListId(day, status)).lean<{ entries: ReportListEntry[] }>(),
          ),
        );
        const entries = lists.flatMap((list) => list?.entries ?? []).sort(newestFirst);
        return entries.slice(from, to).map((entry) => entry.id);
      }),
    )
  ).flat();
  const orders = await Promise.all(
    ids.map((id) => deps.orders.findById(id).select(LIST_FIELDS).lean<OrderDocument>()),
  );
  return {
    orders: orders.filter((order): order is OrderDocument => order !== null),
    pagination: paginationOf(total, query.page, query.page_size),
  };
}
