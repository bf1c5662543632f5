import type { Logger } from '@mealbox/platform';
import type { BackfillMarkerModel } from '../data/backfill-marker-model';
import type { DashboardOrderDocument } from '../data/dashboard-order-model';
import type { OrderDocument } from '../data/order-model';
import { addInto, contributionOf, emptyDay, mealsCount } from './dashboard-contribution';
import type { DayFigures } from './dashboard-contribution';
import type { OrderFacts } from './dashboard-facts';
import { londonDate } from './london-calendar';
import { placementOf } from './order-report-lists';
import type { ReportListEntry } from './order-report-lists';
import type { DashboardDeps } from './dashboard-projection';

/**
 * The marker of the projection's current shape: the day buckets count orders by status and the order report has
 * its lists. A database whose projection was built before (or never) is rebuilt from its orders once, at start-up.
 */
export const DASHBOARD_PROJECTION_V2 = 'dashboard-projection-v2';

/** The order fields the facts are read from. */
export const FACT_FIELDS = {
  orderedAt: 1,
  deliveryDate: 1,
  'price.totalPence': 1,
  orderStatus: 1,
  paymentStatus: 1,
  items: 1,
  updatedAt: 1,
} as const;
export type StoredOrderFacts = Pick<
  OrderDocument,
  '_id' | 'orderedAt' | 'deliveryDate' | 'orderStatus' | 'paymentStatus' | 'items' | 'updatedAt'
> & { price: { totalPence: number } };

/**
 * The facts of a stored order, as the projection would hold them once every event of the order was applied. Each
 * is stamped with the order's last change, so an event older than the order as read changes nothing and a newer
 * one applies.
 */
export function factsOfStoredOrder(order: StoredOrderFacts): OrderFacts {
  const at = order.updatedAt.getTime();
  const facts: OrderFacts = {
    placedDay: londonDate(order.orderedAt),
    placedAt: order.orderedAt.getTime(),
    deliveryDay: order.deliveryDate,
    totalPence: order.price.totalPence,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    items: null,
    deliveryDayAt: at,
    totalPenceAt: at,
    orderStatusAt: at,
    paymentStatusAt: at,
  };
  return mealsCount(facts) ? { ...facts, items: order.items } : facts;
}

/** Day buckets and report lists being added up from orders in memory (a rebuild, or the benchmark's data). */
export class ProjectionTally {
  readonly days = new Map<string, DayFigures>();
  readonly lists = new Map<string, ReportListEntry[]>();

  add(orderId: string, facts: OrderFacts): void {
    for (const [day, figures] of contributionOf(facts)) {
      const total = this.days.get(day) ?? emptyDay();
      this.days.set(day, addInto(total, figures));
    }
    const placement = placementOf(orderId, facts);
    if (placement) {
      const entries = this.lists.get(placement.list) ?? [];
      entries.push(placement.entry);
      this.lists.set(placement.list, entries);
    }
  }
}

const BATCH = 1000;

/**
 * Rebuilds the dashboard's projection (rows, day buckets, report lists) from the orders, when the database has
 * none of the current shape; then marks it done. Runs at start-up before the dashboard consumer, whose committed
 * offsets then carry on: events already reflected in an order as read are older than its stamps and change
 * nothing. Every write replaces by `_id`, so a second run (or instance) converges on the same documents.
 * Answers the number of orders read, or null when there was nothing to do.
 */
export async function rebuildDashboardProjection(
  deps: DashboardDeps & { markers: BackfillMarkerModel; logger: Logger },
): Promise<number | null> {
  if (await deps.markers.exists({ _id: DASHBOARD_PROJECTION_V2 })) return null;
  await deps.dashboardOrders.deleteMany({});
  await deps.dashboardDays.deleteMany({});
  await deps.reportLists.deleteMany({});
  const tally = new ProjectionTally();
  let rows: DashboardOrderDocument[] = [];
  let read = 0;
  const writeRows = async () => {
    if (rows.length === 0) return;
    await deps.dashboardOrders.bulkWrite(
      rows.map((row) => ({ replaceOne: { filter: { _id: row._id }, replacement: row, upsert: true } })),
    );
    rows = [];
  };
  const cursor = deps.orders.find().select(FACT_FIELDS).lean<StoredOrderFacts>().cursor({ batchSize: BATCH });
  for await (const order of cursor) {
    const orderId = order._id.toHexString();
    const facts = factsOfStoredOrder(order);
    tally.add(orderId, facts);
    rows.push({ _id: orderId, ...facts, rev: 1, pending: null });
    read++;
    if (rows.length >= BATCH) await writeRows();
  }
  await writeRows();
  for (const [day, figures] of tally.days)
    await deps.dashboardDays.replaceOne({ _id: day }, { ...figures, applying: {} }, { upsert: true });
  for (const [list, entries] of tally.lists)
    await deps.reportLists.replaceOne({ _id: list }, { entries }, { upsert: true });
  await deps.markers.updateOne(
    { _id: DASHBOARD_PROJECTION_V2 },
    { $set: { completedAt: new Date() } },
    { upsert: true },
  );
  deps.logger.info({ orders: read }, 'rebuilt the dashboard and order report projections from the orders');
  return read;
}
