import { ORDER_STATUSES, orderReference } from '@mealbox/contracts';
import type { OrderStatus } from '@mealbox/contracts';
import { pageWindow, paginationOf } from '@mealbox/platform';
import type { OrderDocument } from '../../orders/data/order-model';
import { planOf } from './order-plan';
import type { ReportRow } from './order-report-rows';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
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

/** A report row with everything a page shows (see ReportRow's plan fields). */
export type PageRow = ReportRow & Required<Pick<ReportRow, 'customer' | 'protein' | 'size' | 'meals'>>;

/** A page of the order report: its rows, newest first, and the paging. */
export interface ReportPage {
  rows: PageRow[];
  pagination: ReturnType<typeof paginationOf>;
}

export type ReportPageDeps = Pick<OrderingDeps, 'orders'> & { readModel: StaffReadModel };

const isPageRow = (row: ReportRow | undefined): row is PageRow =>
  row?.customer !== undefined &&
  row.protein !== undefined &&
  row.size !== undefined &&
  row.meals !== undefined;

/** A stored order as a report row (an order the read model does not hold yet). */
function rowOfOrder(order: OrderDocument): PageRow {
  const id = order._id.toHexString();
  return {
    at: order.orderedAt.getTime(),
    id,
    reference: orderReference(id),
    name: order.customerName,
    email: order.customerEmail,
    status: order.orderStatus,
    payment: order.paymentStatus,
    totalPence: order.price.totalPence,
    deliveryDay: order.deliveryDate,
    customer: order.customerId,
    protein: order.proteinPreference,
    size: order.mealSize,
    meals: order.numberOfMeals,
    ...(order.subscriptionId ? { subscription: order.subscriptionId } : {}),
  };
}

/**
 * The rows of a page by order id, in the page's order, from memory. Only an order whose row is not held yet (its
 * projection still on the way) or was written before rows kept the plan is read from the database, by id; the
 * plan read is then kept, so it is read once (it is fixed when the order is placed). An order gone meanwhile is
 * left out.
 */
export async function rowsById(deps: ReportPageDeps, ids: readonly string[]): Promise<PageRow[]> {
  const held = ids.map((id) => deps.readModel.row(id));
  const missing = ids.filter((_id, index) => !isPageRow(held[index]));
  const read = new Map<string, OrderDocument>();
  if (missing.length > 0)
    for (const order of await Promise.all(
      missing.map((id) => deps.orders.findById(id).select(LIST_FIELDS).lean<OrderDocument>()),
    ))
      if (order) read.set(order._id.toHexString(), order);
  const rows: PageRow[] = [];
  for (const [index, id] of ids.entries()) {
    const row = held[index];
    if (isPageRow(row)) {
      rows.push(row);
      continue;
    }
    const order = read.get(id);
    if (!order) continue;
    if (!row) {
      rows.push(rowOfOrder(order));
      continue;
    }
    const plan = planOf(order);
    deps.readModel.fillPlan(id, plan);
    rows.push({
      ...row,
      customer: plan.customer,
      protein: plan.protein,
      size: plan.size,
      meals: plan.meals,
      ...(plan.subscription === null ? {} : { subscription: plan.subscription }),
    });
  }
  return rows;
}

/**
 * A page of the order report filtered by status and ordered day (no search), from the report's lists held in
 * memory (see staff-read-model.ts and report-list-index.ts): they give the total and the page's order ids, and the
 * rows held with them give what the page shows. Its cost follows the days the filters cover (a few thousand
 * additions for two years), not the orders. It trails the orders by the moment ordering's events take to reach the
 * lists and the read model.
 */
export async function reportPageFromIndex(
  deps: ReportPageDeps,
  query: IndexedReportQuery,
): Promise<ReportPage> {
  const statuses: readonly OrderStatus[] = query.status ? [query.status] : ORDER_STATUSES;
  const { skip, limit } = pageWindow(query.page, query.page_size);
  const { ids, total } = deps.readModel.reportPage(statuses, query.start_date, query.end_date, skip, limit);
  return {
    rows: await rowsById(deps, ids),
    pagination: paginationOf(total, query.page, query.page_size),
  };
}
