import type { OrderStatus } from '@mealbox/contracts';
import type { OrderFacts } from './dashboard-facts';
import type { ReportListEntry, ReportListMove, ReportListPlacement } from '../data/projection-shapes';

/**
 * The order report's index: for each London day and order status, the orders placed that day now in that status
 * (one document per pair, `_id` 'YYYY-MM-DD|status'), kept beside the day buckets' per-status counts. A report
 * page then reads the day buckets (a few hundred small documents) to find the days it covers, those days' lists
 * by `_id`, and its ten orders by `_id`: lookups every server answers from an index, so a page costs the same
 * with a thousand orders or a million (a filtered, sorted find is a full scan on FerretDB).
 */
export type { ReportListEntry, ReportListMove, ReportListPlacement } from '../data/projection-shapes';

export const reportListId = (day: string, status: OrderStatus): string => `${day}|${status}`;

/** The list an order belongs in, as its facts stand; none until OrderPlaced has been seen. */
export function placementOf(orderId: string, facts: OrderFacts): ReportListPlacement | null {
  if (facts.placedDay === null || facts.orderStatus === null || facts.placedAt === 0) return null;
  // Field order fixed (at, then id): the list drops an entry by whole-value equality.
  return {
    list: reportListId(facts.placedDay, facts.orderStatus),
    entry: { at: facts.placedAt, id: orderId },
  };
}

/** The move between `before` and `after`, or null when the order stays in the same list. */
export function listMoveOf(orderId: string, before: OrderFacts, after: OrderFacts): ReportListMove | null {
  const from = placementOf(orderId, before);
  const to = placementOf(orderId, after);
  if (from?.list === to?.list && from?.entry.at === to?.entry.at) return null;
  return { from, to };
}

/** Newest first; orders placed in the same millisecond by id, descending, as the report has always sorted. */
export const newestFirst = (a: ReportListEntry, b: ReportListEntry): number =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
