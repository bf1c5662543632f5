import type { PriceLine } from '@mealbox/contracts';
import { randomUUID } from 'node:crypto';
import type { JobLeases, Logger } from '@mealbox/platform';
import type { BackfillMarkerModel } from '../../shared/data/backfill-marker-model';
import type { DashboardOrderDocument } from '../data/dashboard-order-model';
import type { OrderDocument } from '../../orders/data/order-model';
import { addInto, contributionOf, emptyDay, mealsCount } from './dashboard-contribution';
import type { DayFigures } from './dashboard-contribution';
import type { OrderContact, OrderFacts } from './dashboard-facts';
import { londonDate } from '@mealbox/contracts/london-calendar';
import { placementOf } from './order-report-lists';
import type { ReportListEntry } from './order-report-lists';
import { reportRowOf } from './order-report-rows';
import type { ReportRow } from './order-report-rows';
import { contactIdOf, searchPlacementOf } from './order-search-lists';
import type { SearchListEntry } from './order-search-lists';
import { FEED_ID } from './read-model-feed';
import { PLAN_FIELDS, planOf } from './order-plan';
import type { DashboardDeps } from './dashboard-projection';

import { refundedToCardPence } from '../../refunds/domain/order-refund-rules';
/**
 * The marker of the projection's current shape: the day buckets count orders by status, the order report has its
 * lists (their rows with the price lines the CSV shows), the order search its contacts' lists, and a paid order's
 * refunds to the card count as refunds rather than revenue. A database whose projection was built before (or never) is
 * rebuilt from its orders once, at start-up.
 */
export const DASHBOARD_PROJECTION_MARKER = 'dashboard-projection-v5';

/** The order fields the facts are read from. */
export const FACT_FIELDS = {
  orderedAt: 1,
  deliveryDate: 1,
  'price.totalPence': 1,
  orderStatus: 1,
  paymentStatus: 1,
  items: 1,
  customerName: 1,
  customerEmail: 1,
  updatedAt: 1,
  refunds: 1,
  ...PLAN_FIELDS,
} as const;
export type StoredOrderFacts = Pick<
  OrderDocument,
  | '_id'
  | 'orderedAt'
  | 'deliveryDate'
  | 'orderStatus'
  | 'paymentStatus'
  | 'items'
  | 'customerName'
  | 'customerEmail'
  | 'updatedAt'
  | 'customerId'
  | 'proteinPreference'
  | 'mealSize'
  | 'numberOfMeals'
  | 'refunds'
> & { price: { totalPence: number; lines?: PriceLine[] }; subscriptionId?: string | null };

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
    contact: { name: order.customerName, email: order.customerEmail },
    plan: planOf(order),
    deliveryDayAt: at,
    totalPenceAt: at,
    orderStatusAt: at,
    paymentStatusAt: at,
  };
  const toCard = refundedToCardPence(order.refunds ?? []);
  if (toCard > 0) facts.refundedToCardPence = toCard;
  return mealsCount(facts) ? { ...facts, items: order.items } : facts;
}

/** Lists by `_id`, each entry added to its own. */
function addToList<Entry>(
  lists: Map<string, Entry[]>,
  placement: { list: string; entry: Entry } | null,
): void {
  if (!placement) return;
  const entries = lists.get(placement.list) ?? [];
  entries.push(placement.entry);
  lists.set(placement.list, entries);
}

/**
 * Day buckets, report lists and search lists being added up from orders in memory (a rebuild, or the benchmark's
 * data), exactly as the events would leave them.
 */
export class ProjectionTally {
  readonly days = new Map<string, DayFigures>();
  readonly lists = new Map<string, ReportListEntry[]>();
  readonly searchLists = new Map<string, SearchListEntry[]>();
  readonly contacts = new Map<string, OrderContact>();
  readonly rows = new Map<string, ReportRow[]>();

  add(orderId: string, facts: OrderFacts): void {
    for (const [day, figures] of contributionOf(facts)) {
      const total = this.days.get(day) ?? emptyDay();
      this.days.set(day, addInto(total, figures));
    }
    addToList(this.lists, placementOf(orderId, facts));
    addToList(this.searchLists, searchPlacementOf(orderId, facts));
    addToList(this.rows, reportRowOf(orderId, facts));
    if (facts.contact) this.contacts.set(contactIdOf(facts.contact), facts.contact);
  }
}

const BATCH = 1000;

/**
 * Rebuilds the dashboard's projection (rows, day buckets, report lists) from the orders, when the database has
 * none of the current shape; then marks it done. Runs at start-up before the dashboard consumer, whose committed
 * offsets then carry on: events already reflected in an order as read are older than its stamps and change
 * nothing. Every write replaces by `_id`, so a second run converges on the same documents. With `leases`, the
 * instances starting on one database rebuild once: the lease holder rebuilds, renewing its lease with every batch,
 * and the others wait for its marker (taking over only if it stopped). Answers the number of orders read, or null
 * when there was nothing to do.
 */
export async function rebuildDashboardProjection(
  deps: DashboardDeps & { markers: BackfillMarkerModel; logger: Logger; leases?: JobLeases },
): Promise<number | null> {
  const { leases } = deps;
  if (!leases) return rebuild(deps);
  // Instances starting together: one rebuilds, the others wait for its marker (or take over if it died).
  for (;;) {
    if (await deps.markers.exists({ _id: DASHBOARD_PROJECTION_MARKER })) return null;
    if (await leases.take(REBUILD_JOB, REBUILD_LEASE_MS)) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  try {
    return await rebuild({ ...deps, stillHolding: () => leases.take(REBUILD_JOB, REBUILD_LEASE_MS) });
  } finally {
    await leases.release(REBUILD_JOB);
  }
}

const REBUILD_JOB = 'dashboard-projection-rebuild';
/** Renewed with every batch written, so only a rebuild that has stopped for this long is taken over. */
const REBUILD_LEASE_MS = 5 * 60 * 1000;

async function rebuild(
  deps: DashboardDeps & {
    markers: BackfillMarkerModel;
    logger: Logger;
    stillHolding?: () => Promise<boolean>;
  },
): Promise<number | null> {
  if (await deps.markers.exists({ _id: DASHBOARD_PROJECTION_MARKER })) return null;
  await deps.dashboardOrders.deleteMany({});
  await deps.dashboardDays.deleteMany({});
  await deps.reportLists.deleteMany({});
  await deps.searchLists.deleteMany({});
  await deps.searchContacts.deleteMany({});
  await deps.reportRows.deleteMany({});
  const tally = new ProjectionTally();
  let rows: DashboardOrderDocument[] = [];
  let read = 0;
  const writeRows = async () => {
    if (rows.length === 0) return;
    if (deps.stillHolding && !(await deps.stillHolding()))
      throw new Error('another instance took over the dashboard rebuild');
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
  for (const [list, entries] of tally.searchLists)
    await deps.searchLists.replaceOne({ _id: list }, { entries }, { upsert: true });
  for (const [day, entries] of tally.rows)
    await deps.reportRows.replaceOne({ _id: day }, { entries }, { upsert: true });
  for (const [id, contact] of tally.contacts)
    await deps.searchContacts.replaceOne({ _id: id }, contact, { upsert: true });
  // A new epoch tells every instance's read model to load the rebuilt projection afresh.
  await deps.feed.updateOne(
    { _id: FEED_ID },
    { $set: { epoch: randomUUID() }, $setOnInsert: { seq: 0 } },
    { upsert: true },
  );
  await deps.markers.updateOne(
    { _id: DASHBOARD_PROJECTION_MARKER },
    { $set: { completedAt: new Date() } },
    { upsert: true },
  );
  deps.logger.info({ orders: read }, 'rebuilt the dashboard and order report projections from the orders');
  return read;
}
