import type { OrderStatus } from '@mealbox/contracts';
import { daysCoveringPage } from './days-covering-page';
import { PackedOrderList } from './packed-order-list';
import type { ListedOrder } from './packed-order-list';

/** A page's order ids and the number of orders matching its filters (the paging's total). */
export interface ListedPage {
  ids: string[];
  total: number;
}

/** Splits a report list's `_id` ('YYYY-MM-DD|status'). */
function dayAndStatusOf(listId: string): [day: string, status: OrderStatus] | null {
  const bar = listId.indexOf('|');
  if (bar < 0) return null;
  return [listId.slice(0, bar), listId.slice(bar + 1) as OrderStatus];
}

/**
 * The order report's lists (`order_report_lists`, one per London day and status) held in memory, packed. A page
 * is then counted and cut from memory: the total is the sum of the lists' lengths over the days and statuses asked
 * for (a few thousand additions for two years), and only the days the page covers are merged. The database is
 * asked only for the page's ten orders. The counts are the lists' own, so the total always agrees with the pages.
 */
export class ReportListIndex {
  private readonly days = new Map<string, Map<OrderStatus, PackedOrderList>>();
  /** The days held, newest first; rebuilt when a day comes or goes (once a day in practice). */
  private newestFirst: string[] | null = [];

  /** Holds list `listId` as stored now (`null` or no entries: the list is gone or empty). */
  set(listId: string, entries: readonly ListedOrder[] | null): void {
    const key = dayAndStatusOf(listId);
    if (!key) return;
    const [day, status] = key;
    const lists = this.days.get(day);
    if (!entries || entries.length === 0) {
      if (!lists?.delete(status)) return;
      if (lists.size === 0) {
        this.days.delete(day);
        this.newestFirst = null;
      }
      return;
    }
    if (lists) lists.set(status, PackedOrderList.of(entries));
    else {
      this.days.set(day, new Map([[status, PackedOrderList.of(entries)]]));
      this.newestFirst = null;
    }
  }

  private daysNewestFirst(): string[] {
    this.newestFirst ??= [...this.days.keys()].sort().reverse();
    return this.newestFirst;
  }

  /** The orders matching the filters, newest first: ids of those from `skip` to `skip + limit`, and their total. */
  page(
    statuses: readonly OrderStatus[],
    from: string | undefined,
    to: string | undefined,
    skip: number,
    limit: number,
  ): ListedPage {
    const listsByDay = new Map<string, PackedOrderList[]>();
    const counts: [string, number][] = [];
    let total = 0;
    for (const day of this.daysNewestFirst()) {
      if ((to && day > to) || (from && day < from)) continue;
      const held = this.days.get(day);
      const lists = statuses.flatMap((status) => held?.get(status) ?? []);
      const count = lists.reduce((sum, list) => sum + list.length, 0);
      if (count === 0) continue;
      listsByDay.set(day, lists);
      counts.push([day, count]);
      total += count;
    }
    const ids = daysCoveringPage(counts, skip, limit).flatMap(({ day, from: start, to: end }) =>
      idsBetween(listsByDay.get(day) ?? [], start, end),
    );
    return { ids, total };
  }

  /** Lists held and bytes packed (for the heap measurement). */
  get size(): { lists: number; entries: number; bytes: number } {
    let lists = 0;
    let entries = 0;
    let bytes = 0;
    for (const day of this.days.values())
      for (const list of day.values()) {
        lists++;
        entries += list.length;
        bytes += list.byteLength;
      }
    return { lists, entries, bytes };
  }
}

/**
 * Entries `start` to `end` (not included) of one day's lists merged newest first. Each list is sorted already, so
 * this walks their heads (at most six, one per status) up to `end` without allocating: a day's last page costs a
 * few thousand comparisons.
 */
function idsBetween(lists: readonly PackedOrderList[], start: number, end: number): string[] {
  const heads = lists.map(() => 0);
  const ids: string[] = [];
  for (let rank = 0; rank < end; rank++) {
    let newest = -1;
    for (let index = 0; index < lists.length; index++) {
      const list = lists[index]!;
      if (heads[index]! >= list.length) continue;
      if (newest < 0 || list.compare(heads[index]!, lists[newest]!, heads[newest]!) < 0) newest = index;
    }
    if (newest < 0) break;
    if (rank >= start) ids.push(lists[newest]!.idOf(heads[newest]!));
    heads[newest]!++;
  }
  return ids;
}
