import { ORDER_STATUSES } from '@mealbox/contracts';
import type { OrderStatus } from '@mealbox/contracts';
import { pageWindow, paginationOf } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import type { DashboardDeps } from './dashboard-projection';
import { newestFirst, reportListId } from './order-report-lists';
import type { ReportListEntry } from './order-report-lists';
import type { OrderingDeps } from './ordering-deps';
import type { StaffReadModel } from './staff-read-model';

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

/** The orders of a page by id, in the page's order (an order gone meanwhile is left out). */
export async function ordersById(
  deps: Pick<OrderingDeps, 'orders'>,
  ids: readonly string[],
): Promise<OrderDocument[]> {
  const orders = await Promise.all(
    ids.map((id) => deps.orders.findById(id).select(LIST_FIELDS).lean<OrderDocument>()),
  );
  return orders.filter((order): order is OrderDocument => order !== null);
}

/**
 * A page of the order report filtered by status and ordered day (no search), read from the report's index (see
 * order-report-lists.ts): the day buckets' per-status counts (held in memory, see staff-read-model.ts) give the
 * total and the days the page covers, those days' lists give its order ids, and the orders are read by id. Its
 * cost follows the days the page covers, not the orders. It trails the orders by the moment ordering's events
 * take to reach the index and the read model.
 */
export async function reportPageFromIndex(
  deps: Pick<OrderingDeps, 'orders'> & Pick<DashboardDeps, 'reportLists'> & { readModel: StaffReadModel },
  query: IndexedReportQuery,
): Promise<{ orders: OrderDocument[]; pagination: ReturnType<typeof paginationOf> }> {
  const statuses: readonly OrderStatus[] = query.status ? [query.status] : ORDER_STATUSES;
  const counts = deps.readModel.countsByDay(statuses, query.start_date, query.end_date);
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
  return {
    orders: await ordersById(deps, ids),
    pagination: paginationOf(total, query.page, query.page_size),
  };
}
