import type { Model } from 'mongoose';
import { trustedFilter } from '@mealbox/platform';
import type { DashboardDayModel } from '../data/dashboard-day-model';
import type {
  DashboardOrderDocument,
  DashboardOrderModel,
  PendingBuckets,
} from '../data/dashboard-order-model';
import type { OrderDocument, OrderModel } from '../../orders/data/order-model';
import type { ReadModelFeedModel } from '../data/read-model-feed-model';
import type { ReportListModel } from '../data/report-list-model';
import type { ReportRowsModel } from '../data/report-row-model';
import type { SearchContactModel } from '../data/search-contact-model';
import type { SearchListModel } from '../data/search-list-model';
import {
  COUNTED_FIELDS,
  KEYED_FIELDS,
  contributionOf,
  differenceOf,
  mealsCount,
} from './dashboard-contribution';
import type { DayFigures } from './dashboard-contribution';
import { NO_FACTS, applyOrderChange, withContact, withPlan } from './dashboard-facts';
import type { OrderChange, OrderFacts } from './dashboard-facts';
import { PLAN_FIELDS, planOf } from './order-plan';
import type { PlanField } from './order-plan';
import { listMoveOf } from './order-report-lists';
import { reportRowMoveOf } from './order-report-rows';
import { searchMoveOf } from './order-search-lists';
import type { SearchListMove } from './order-search-lists';
import { MAX_CONCURRENT_RETRIES } from '../../shared/domain/ordering-deps';
import { announceChange } from './read-model-feed';

export interface DashboardDeps {
  orders: OrderModel;
  dashboardOrders: DashboardOrderModel;
  dashboardDays: DashboardDayModel;
  reportLists: ReportListModel;
  searchLists: SearchListModel;
  searchContacts: SearchContactModel;
  reportRows: ReportRowsModel;
  /** Where finished changes are announced to every instance's in-memory read model. */
  feed: ReadModelFeedModel;
}

const ORDER_ID = /^[0-9a-f]{24}$/;

/** The row's facts; a field stored as null may come back absent (FerretDB drops it), so it reads as unknown. */
const factsOf = (row: Partial<DashboardOrderDocument>): OrderFacts => ({
  placedDay: row.placedDay ?? null,
  placedAt: row.placedAt ?? 0,
  deliveryDay: row.deliveryDay ?? null,
  totalPence: row.totalPence ?? 0,
  orderStatus: row.orderStatus ?? null,
  paymentStatus: row.paymentStatus ?? null,
  items: row.items ?? null,
  contact: row.contact ?? null,
  ...(row.plan ? { plan: row.plan } : {}),
  ...(row.refundedToCardPence ? { refundedToCardPence: row.refundedToCardPence } : {}),
  deliveryDayAt: row.deliveryDayAt ?? 0,
  totalPenceAt: row.totalPenceAt ?? 0,
  orderStatusAt: row.orderStatusAt ?? 0,
  paymentStatusAt: row.paymentStatusAt ?? 0,
});

/** A day's difference as `$inc` operators (meals under `meals.<id>`, statuses under `statuses.<status>`). */
export function incrementOf(figures: DayFigures): Record<string, number> {
  const inc: Record<string, number> = {};
  for (const field of COUNTED_FIELDS) if (figures[field] !== 0) inc[field] = figures[field];
  for (const field of KEYED_FIELDS)
    for (const [key, count] of Object.entries<number>(figures[field] ?? {})) inc[`${field}.${key}`] = count;
  return inc;
}

interface ListMove<Entry> {
  from: { list: string; entry: Entry } | null;
  to: { list: string; entry: Entry } | null;
}

/**
 * Moves the order between lists (the report's by day and status, the search's by contact). Both steps repeat
 * harmlessly (`$addToSet` of an entry already there, `$pull` of one already gone), so a retry after a crash needs
 * no marker.
 */
async function moveInLists<Entry>(
  model: Model<{ _id: string; entries: Entry[] }>,
  move: ListMove<Entry>,
): Promise<void> {
  if (move.to)
    await model.updateOne({ _id: move.to.list }, { $addToSet: { entries: move.to.entry } }, { upsert: true });
  if (move.from) await model.updateOne({ _id: move.from.list }, { $pull: { entries: move.from.entry } });
}

/** Moves the order between contacts' lists, recording a contact it is the first to name. */
async function moveInSearch(deps: DashboardDeps, move: SearchListMove): Promise<void> {
  if (move.contact) {
    const { id, name, email } = move.contact;
    await deps.searchContacts.updateOne({ _id: id }, { $setOnInsert: { name, email } }, { upsert: true });
  }
  await moveInLists(deps.searchLists, move);
}

/** The lists a move touches (its `from` and `to`, once each). */
const listsOf = (move: ListMove<unknown> | null | undefined): string[] =>
  move ? [...new Set([move.from?.list, move.to?.list].filter((list): list is string => Boolean(list)))] : [];

/**
 * Adds a decided change to its day buckets, each exactly once: a bucket takes it only if it has not recorded
 * this order row's revision, and records it in the same `$inc`. Then the lists move and the change is announced to
 * every instance's read model, with the order's new report row; only then the export's rows document, so a paid
 * order reaches the dashboard without waiting for its day's rows to be rewritten. Then the row forgets the change and the buckets
 * forget the revision. Safe to run again after a crash at any point (the next event of the order, or the
 * start-up sweep, does): every step repeats harmlessly, and the announcement comes again.
 */
async function applyPending(deps: DashboardDeps, orderId: string, pending: PendingBuckets): Promise<void> {
  const marker = `applying.${orderId}`;
  for (const [day, figures] of Object.entries(pending.days)) {
    const take = () =>
      deps.dashboardDays.updateOne(trustedFilter({ _id: day, [marker]: { $ne: pending.rev } }), {
        $inc: incrementOf(figures),
        $set: { [marker]: pending.rev },
      });
    // One write when the day exists (nearly always); when nothing matched, the day is created if missing and the
    // change taken again (it is not, if the bucket had already taken this revision).
    if ((await take()).matchedCount === 0) {
      await deps.dashboardDays.updateOne({ _id: day }, { $setOnInsert: { applying: {} } }, { upsert: true });
      await take();
    }
  }
  if (pending.lists) await moveInLists(deps.reportLists, pending.lists);
  if (pending.search) await moveInSearch(deps, pending.search);
  const days = Object.keys(pending.days);
  const lists = listsOf(pending.lists);
  const searches = listsOf(pending.search);
  const contact = pending.search?.contact;
  // The row travels in the announcement, so followers hold it without reading its day's rows document.
  const rows = pending.rows?.to ? [pending.rows.to.entry] : [];
  const gone = pending.rows?.from && !pending.rows.to ? [pending.rows.from.entry.id] : [];
  // Before the row forgets the change: a crash before this point announces it again on the retry.
  if (days.length > 0 || lists.length > 0 || searches.length > 0 || contact || rows.length + gone.length > 0)
    await announceChange(deps.feed, {
      days,
      lists,
      searches,
      ...(contact ? { contact } : {}),
      rows,
      ...(gone.length > 0 ? { gone } : {}),
    });
  if (pending.rows) await moveInLists(deps.reportRows, pending.rows);
  await deps.dashboardOrders.updateOne(
    { _id: orderId, 'pending.rev': pending.rev },
    { $set: { pending: null } },
  );
  for (const day of Object.keys(pending.days))
    await deps.dashboardDays.updateOne({ _id: day, [marker]: pending.rev }, { $unset: { [marker]: '' } });
}

/**
 * Applies one of ordering's order events to the dashboard: the order's row moves to the new facts, the day
 * buckets by the difference, so each state is counted once, on the right days, and the order to its list in the
 * report's index. Events for an order this
 * database does not hold are skipped (the topic can carry other environments' orders, e.g. other test runs).
 * Events of one order arrive one at a time (Kafka key = order id, one consumer); the row's revision still
 * guards the write, so a second instance's write is never lost, only retried.
 */
export async function applyDashboardChange(
  deps: DashboardDeps,
  orderId: string,
  change: OrderChange,
): Promise<void> {
  if (!ORDER_ID.test(orderId)) return;
  // The order and its row at once: one round trip before the change is decided, not three (the row exists from
  // the order's first event on; it is created only for an order this database holds).
  const readRow = () => deps.dashboardOrders.findById(orderId).lean<DashboardOrderDocument>().exec();
  const readOrder = () =>
    deps.orders
      .findById(orderId)
      .select({ items: 1, customerName: 1, customerEmail: 1, ...PLAN_FIELDS })
      .lean<Pick<OrderDocument, 'items' | 'customerName' | 'customerEmail' | 'price' | PlanField>>()
      .exec();
  const [read, held] = await Promise.all([readOrder(), readRow()]);
  if (!read) return;
  let row = held;
  if (!row) {
    const empty: Omit<DashboardOrderDocument, '_id'> = { ...NO_FACTS, rev: 0, pending: null };
    await deps.dashboardOrders.updateOne({ _id: orderId }, { $setOnInsert: empty }, { upsert: true });
    row = await readRow();
  }
  if (!row) throw new Error(`dashboard row of order ${orderId} vanished`);
  // An order without an email may be filled in by a late profile at any moment (fillMissingOrderContacts, then a
  // contactRead). Read in parallel with the row, it could predate the fill while the row postdates the contactRead,
  // and the row would keep the empty contact for good. Read again after the row, it is either filled or older than
  // the contactRead's revision bump below, which then fails this write. The extra round trip is paid only by orders
  // placed before their customer's profile arrived.
  const order = read.customerEmail === '' ? ((await readOrder()) ?? read) : read;
  if (row.pending) await applyPending(deps, orderId, row.pending);

  const before = factsOf(row);
  const changed = withPlan(
    withContact(applyOrderChange(before, change) ?? before, {
      name: order.customerName,
      email: order.customerEmail,
    }),
    planOf(order),
  );
  if (changed === before) {
    // A contactRead that finds nothing to change still moves the revision: a change being decided meanwhile on an
    // order read before the fill must not be written (see above); it is retried and reads the filled order.
    if (change.kind === 'contactRead') {
      const touched = await deps.dashboardOrders.updateOne(
        { _id: orderId, rev: row.rev },
        { $set: { rev: row.rev + 1 } },
      );
      if (touched.matchedCount !== 1) throw new Error(`dashboard row of order ${orderId} changed meanwhile`);
    }
    return;
  }
  // The meals are fixed once the order is paid, so they are copied from the order the first time they count.
  const after = mealsCount(changed) && changed.items === null ? { ...changed, items: order.items } : changed;
  const days = differenceOf(contributionOf(before), contributionOf(after));
  const lists = listMoveOf(orderId, before, after);
  const search = searchMoveOf(orderId, before, after);
  const rows = reportRowMoveOf(orderId, before, after);
  const rev = row.rev + 1;
  const pending =
    Object.keys(days).length > 0 || lists || search || rows
      ? { rev, days, ...(lists ? { lists } : {}), ...(search ? { search } : {}), ...(rows ? { rows } : {}) }
      : null;
  const written = await deps.dashboardOrders.updateOne(
    { _id: orderId, rev: row.rev },
    { $set: { ...after, rev, pending } },
  );
  if (written.matchedCount !== 1) throw new Error(`dashboard row of order ${orderId} changed meanwhile`);
  if (pending) await applyPending(deps, orderId, pending);
}

/** Finishes the bucket changes a crash left half-applied (run at start-up, before consuming). */
export async function finishPendingDashboardChanges(deps: DashboardDeps): Promise<number> {
  const rows = await deps.dashboardOrders
    .find(trustedFilter({ pending: { $ne: null } }))
    .select({ pending: 1 })
    .lean<Pick<DashboardOrderDocument, '_id' | 'pending'>[]>();
  for (const row of rows) if (row.pending) await applyPending(deps, row._id, row.pending);
  return rows.length;
}

/**
 * Has the projection read these orders' names and emails again (a late profile filled them in, and no order event
 * says so), so the order search finds them by their new ones. A write that races the dashboard consumer on the same
 * row is tried again: the race is brief, and the profile's event is not a second chance (once filled, the orders
 * no longer look unfilled).
 */
export async function rereadOrderContacts(deps: DashboardDeps, orderIds: readonly string[]): Promise<void> {
  for (const orderId of orderIds)
    for (let attempt = 1; ; attempt++) {
      try {
        await applyDashboardChange(deps, orderId, { kind: 'contactRead' });
        break;
      } catch (error) {
        if (attempt >= MAX_CONCURRENT_RETRIES) throw error;
      }
    }
}
