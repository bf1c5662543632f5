import type { OrderStatus, Pagination } from '@mealbox/contracts';
import { notFound, pageWindow, paginationOf, trustedFilter } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { MealReadDocument } from '../../shared/data/meal-read-model';
import type { OrderDocument } from '../data/order-model';
import { WITHOUT_OUTBOX, objectIdOr404 } from '../../shared/data/query-helpers';
import { canSee } from '../../shared/domain/access';
import { mealsById } from '../../shared/domain/meal-choice';
import { ORDER_NOT_FOUND } from './order-items';
import { LIST_FIELDS, reportPageFromIndex } from '../../reporting/domain/order-report-page';
import type { ReportPage } from '../../reporting/domain/order-report-page';
import { reportSearchPage } from '../../reporting/domain/order-search-page';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import type { StaffReadModel } from '../../reporting/domain/staff-read-model';

/** An order with the meals its items name (from the read model), ready to be shown. */
export interface OrderView {
  order: OrderDocument;
  meals: Map<string, MealReadDocument>;
}

export async function viewOf(deps: Pick<OrderingDeps, 'meals'>, order: OrderDocument): Promise<OrderView> {
  return {
    order,
    meals: await mealsById(
      deps,
      order.items.map((item) => item.mealId),
    ),
  };
}

/** One order: the owner's or, for an admin, anyone's; anything else is 404. */
export async function viewOrder(deps: OrderingDeps, user: AuthUser, id: string): Promise<OrderView> {
  const _id = objectIdOr404(id, ORDER_NOT_FOUND);
  const order = await deps.orders.findById(_id).select(WITHOUT_OUTBOX).lean<OrderDocument>();
  if (!order || !canSee(user, order.userId)) throw notFound(ORDER_NOT_FOUND);
  return viewOf(deps, order);
}

export interface OrderPage {
  orders: OrderDocument[];
  pagination: Pagination;
}

async function pageOf(
  deps: OrderingDeps,
  filter: Record<string, unknown>,
  page: number,
  pageSize: number,
): Promise<OrderPage> {
  const safeFilter = trustedFilter(filter);
  const { skip, limit } = pageWindow(page, pageSize);
  const [orders, total] = await Promise.all([
    deps.orders
      .find(safeFilter)
      .select(LIST_FIELDS)
      .sort({ orderedAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<OrderDocument[]>(),
    deps.orders.countDocuments(safeFilter),
  ]);
  return { orders, pagination: paginationOf(total, page, pageSize) };
}

/** The signed-in customer's own orders, newest first (their account page). */
export function listOwnOrders(deps: OrderingDeps, user: AuthUser, page: number, pageSize: number) {
  return pageOf(deps, { userId: user.id }, page, pageSize);
}

export interface OrderReportQuery {
  status?: OrderStatus | undefined;
  /** Inclusive London days of `ordered_at`, YYYY-MM-DD. */
  start_date?: string | undefined;
  end_date?: string | undefined;
  /**
   * An exact order id, an order reference ('MB-5F3A9C21', any case, with or without 'MB-'), or part of the
   * customer's name or email (any case, as plain text).
   */
  search?: string | undefined;
  page: number;
  page_size: number;
}

/**
 * The staff order report (spec: /manage-orders), newest first, read from its indexes held in memory (a page costs
 * the same whatever the number of orders): filters by status and day from the day lists, a search from the
 * contacts' lists (order-search-page.ts); the page's rows are held in memory too.
 */
export function reportOrders(
  deps: OrderingDeps,
  index: { readModel: StaffReadModel },
  query: OrderReportQuery,
): Promise<ReportPage> {
  const indexes = { orders: deps.orders, readModel: index.readModel };
  return query.search
    ? reportSearchPage(indexes, { ...query, search: query.search })
    : reportPageFromIndex(indexes, query);
}
