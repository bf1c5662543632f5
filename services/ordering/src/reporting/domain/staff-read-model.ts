import type { OrderStatus } from '@mealbox/contracts';
import { addInto, emptyDay } from './dashboard-contribution';
import type { DayFigures } from './dashboard-contribution';
import { shiftMonth } from './dashboard-period';
import { addDays, londonDate } from '@mealbox/contracts/london-calendar';
import { ContactDirectory } from './contact-directory';
import type { HeldContact } from './contact-directory';
import type { OrderPlan } from './dashboard-facts';
import type { ReportRow } from './order-report-rows';
import type { ListedOrder } from './packed-order-list';
import { PackedReportRows } from './packed-report-rows';
import { ReportListIndex } from './report-list-index';
import type { ListedPage } from './report-list-index';
import { SearchListIndex } from './search-list-index';
import type { SearchListEntry } from './order-search-lists';

/** A day's bucket (or a month's, added up) with its day (or the month's first day) as `_id`. */
export type Bucket = DayFigures & { _id: string };

/** The last day of a month (YYYY-MM). */
const lastDayOf = (month: string): string => addDays(`${shiftMonth(month, 1)}-01`, -1);

/** Everything the model holds, as loaded at start-up (the lists already packed while they streamed in). */
export interface StaffReadModelContents {
  days: Iterable<[string, DayFigures]>;
  contacts: Iterable<HeldContact>;
  reportLists?: ReportListIndex;
  searchLists?: SearchListIndex;
  rows?: PackedReportRows;
}

/**
 * The staff screens' read model, held in memory by each ordering instance: every day bucket (a few hundred small
 * records for years of trading) and every contact orders carry (tens of thousands of short strings). The
 * dashboard is then a sum over memory, and a search a scan of the contacts, instead of documents decoded by the
 * database on every request (on FerretDB that decoding was most of a second). The report's and the search's lists
 * are held too, packed (about 19 bytes an order, see packed-order-list.ts), and each order's report row (54 bytes,
 * see packed-report-rows.ts), so a report page or a search reads nothing from the database. Each instance keeps its own copy current from the projection's feed (see
 * read-model-follower.ts), so any number of instances answer alike. The trade-off is the feed's polling delay
 * (a fraction of a second), a few tens of MB per million orders, and a load of the projection at start-up.
 */
export class StaffReadModel {
  private days = new Map<string, DayFigures>();
  /** Months added up from their days (see bucketsBetween), dropped when one of their days changes. */
  private months = new Map<string, Bucket>();
  private contacts = new ContactDirectory();
  private reportLists = new ReportListIndex();
  private searchLists = new SearchListIndex();
  private rows = new PackedReportRows();

  replaceAll(contents: StaffReadModelContents): void {
    const contacts = new ContactDirectory();
    for (const contact of contents.contacts) contacts.add(contact);
    contacts.prepare();
    this.days = new Map(contents.days);
    this.months = new Map();
    this.contacts = contacts;
    this.reportLists = contents.reportLists ?? new ReportListIndex();
    this.searchLists = contents.searchLists ?? new SearchListIndex();
    this.rows = contents.rows ?? new PackedReportRows();
  }

  /** Holds the order's report row as the projection last announced it. */
  setRow(row: ReportRow): void {
    this.rows.set(row, londonDate(new Date(row.at)));
  }

  /** The rows held, as one byte array (see PackedReportRows.toSnapshot). */
  rowsSnapshot(): Uint8Array {
    return this.rows.toSnapshot();
  }

  removeRow(orderId: string): void {
    this.rows.remove(orderId);
  }

  /** The order's report row, or undefined when none is held (not projected yet, or not an order). */
  row(orderId: string): ReportRow | undefined {
    return this.rows.get(orderId);
  }

  /** The ids of the orders held whose reference is `reference` ('MB-5F3A9C21'). */
  idsWithReference(reference: string): string[] {
    return this.rows.idsWithReference(reference);
  }

  /** Gives a row written before rows kept the order's plan the plan read from the order. */
  fillPlan(orderId: string, plan: OrderPlan): void {
    this.rows.fillPlan(orderId, plan);
  }

  /** Holds report list `listId` ('YYYY-MM-DD|status') as stored now; null: it is gone. */
  setReportList(listId: string, entries: readonly ListedOrder[] | null): void {
    this.reportLists.set(listId, entries);
  }

  /** Holds contact `contactId`'s search list as stored now; null: it is gone. */
  setSearchList(contactId: string, entries: readonly ListedOrder[] | null): void {
    this.searchLists.set(contactId, entries);
  }

  /** A page of the report's orders in `statuses` placed from `from` to `to` (London days, inclusive), newest first. */
  reportPage(
    statuses: readonly OrderStatus[],
    from: string | undefined,
    to: string | undefined,
    skip: number,
    limit: number,
  ): ListedPage {
    return this.reportLists.page(statuses, from, to, skip, limit);
  }

  /** The orders in these contacts' search lists that pass `passes`, in no particular order. */
  searchEntries(
    contactIds: Iterable<string>,
    passes: (at: number, status: OrderStatus | undefined) => boolean,
  ): SearchListEntry[] {
    return this.searchLists.entriesOf(contactIds, passes);
  }

  /** What the lists hold (for the heap measurement and the logs). */
  get listSizes() {
    return { report: this.reportLists.size, search: this.searchLists.size, rows: this.rows.size };
  }

  setDay(day: string, figures: DayFigures | null): void {
    if (figures) this.days.set(day, figures);
    else this.days.delete(day);
    this.months.delete(day.slice(0, 7));
  }

  /** Adds a contact; `prepareSearch` then makes it searchable without a request paying for it. */
  addContact(contact: HeldContact): void {
    this.contacts.add(contact);
  }

  prepareSearch(): void {
    this.contacts.prepare();
  }

  /** The buckets of the days from `from` to `to` (inclusive), in no particular order. */
  daysBetween(from: string, to: string): Bucket[] {
    const found: Bucket[] = [];
    for (const [day, figures] of this.days)
      if (day >= from && day <= to) found.push({ ...figures, _id: day });
    return found;
  }

  /**
   * The buckets from `from` to `to` (inclusive) as daysBetween gives them, except that each calendar month lying
   * wholly inside that range, and not across `splitAt` (the day a caller's sum starts), comes as one bucket: its
   * days added up, its first day as `_id`. A two-year dashboard then adds up about 24 months and at most 62 days
   * instead of 731 days, each with every meal's count; a month's sum is kept until one of its days changes (the
   * current month, mostly).
   */
  bucketsBetween(from: string, to: string, splitAt: string): Bucket[] {
    const isWhole = (month: string) => {
      const first = `${month}-01`;
      const last = lastDayOf(month);
      return first >= from && last <= to && !(first < splitAt && splitAt <= last);
    };
    const whole = new Map<string, boolean>();
    const found: Bucket[] = [];
    const wholeMonths = new Set<string>();
    for (const [day, figures] of this.days) {
      if (day < from || day > to) continue;
      const month = day.slice(0, 7);
      let monthIsWhole = whole.get(month);
      if (monthIsWhole === undefined) whole.set(month, (monthIsWhole = isWhole(month)));
      if (monthIsWhole) wholeMonths.add(month);
      else found.push({ ...figures, _id: day });
    }
    for (const month of wholeMonths) found.push(this.monthBucket(month));
    return found;
  }

  private monthBucket(month: string): Bucket {
    let bucket = this.months.get(month);
    if (!bucket) {
      const total = emptyDay();
      for (const [day, figures] of this.days) if (day.startsWith(month)) addInto(total, figures);
      bucket = { ...total, _id: `${month}-01` };
      this.months.set(month, bucket);
    }
    return bucket;
  }

  /** Each day's count of orders placed that day now in one of `statuses`, newest day first, empty days left out. */
  countsByDay(
    statuses: readonly OrderStatus[],
    from: string | undefined,
    to: string | undefined,
  ): [day: string, count: number][] {
    const counts: [string, number][] = [];
    for (const [day, figures] of this.days) {
      if ((from && day < from) || (to && day > to)) continue;
      const byStatus = figures.statuses ?? {};
      const count = statuses.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
      if (count > 0) counts.push([day, count]);
    }
    return counts.sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
  }

  /** The contacts whose name or email contains `text`, ignoring case. */
  contactsMatching(text: string): HeldContact[] {
    return this.contacts.matching(text);
  }

  get contactCount(): number {
    return this.contacts.size;
  }
}
