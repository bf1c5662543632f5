import { ORDER_STATUSES } from '@mealbox/contracts';
import type { OrderStatus } from '@mealbox/contracts';
import { pageWindow, paginationOf } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import type { OrderingDeps } from './ordering-deps';
import type { StaffReadModel } from './staff-read-model';

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
 * A page of the order report filtered by status and ordered day (no search), from the report's lists held in
 * memory (see staff-read-model.ts and report-list-index.ts): they give the total and the page's order ids, and only
 * the page's orders are read, by id. Its cost follows the days the filters cover (a few thousand additions for two
 * years), not the orders. It trails the orders by the moment ordering's events take to reach the lists and the
 * read model.
 */
export async function reportPageFromIndex(
  deps: Pick<OrderingDeps, 'orders'> & { readModel: StaffReadModel },
  query: IndexedReportQuery,
): Promise<{ orders: OrderDocument[]; pagination: ReturnType<typeof paginationOf> }> {
  const statuses: readonly OrderStatus[] = query.status ? [query.status] : ORDER_STATUSES;
  const { skip, limit } = pageWindow(query.page, query.page_size);
  const { ids, total } = deps.readModel.reportPage(statuses, query.start_date, query.end_date, skip, limit);
  return {
    orders: await ordersById(deps, ids),
    pagination: paginationOf(total, query.page, query.page_size),
  };
}
