import type { OrderStatus } from '@mealbox/contracts';
import type { ReportRowsDocument, ReportRowsModel } from '../data/report-row-model';
import type { HeldContact } from './contact-directory';
import { reportListId } from './order-report-lists';
import { contactIdOf } from './order-search-lists';
import type { ListedOrder } from './packed-order-list';
import { PackedReportRows } from './packed-report-rows';
import { ReportListIndex } from './report-list-index';
import { SearchListIndex } from './search-list-index';

/** Days' rows read at once: at a million orders a day's document is about 270 KB, so a batch is a few MB. */
const ROWS_BATCH = 16;

/** What the staff read model holds of the orders, as one load of the export's rows gives it. */
export interface LoadedOrders {
  rows: PackedReportRows;
  reportLists: ReportListIndex;
  searchLists: SearchListIndex;
  contacts: HeldContact[];
}

/**
 * Loads the report's rows (`order_report_rows`, one document per London day) and derives from them the report's
 * lists (a day's rows by status), the search's lists (the rows by name and email) and the contacts: each order is
 * read once, from about 730 documents for two years, instead of once more from each kind of list (tens of
 * thousands of documents). The rows are the same projection's, written just after its lists: a change the rows
 * lack is still in the feed, which the follower applies again after loading (see ReadModelFollower.reload).
 */
export async function loadOrdersFromRows(reportRows: ReportRowsModel): Promise<LoadedOrders> {
  const rows = new PackedReportRows();
  const reportLists = new ReportListIndex();
  /** Each contact's rows by number, under its name and email. */
  const byContact = new Map<string, { name: string; email: string; rows: number[] }>();
  const cursor = reportRows.find().lean<ReportRowsDocument[]>().cursor({ batchSize: ROWS_BATCH });
  for await (const day of cursor) {
    const byStatus = new Map<OrderStatus, ListedOrder[]>();
    for (const row of day.entries ?? []) {
      const index = rows.set(row);
      if (index < 0) continue;
      const listed = byStatus.get(row.status);
      if (listed) listed.push({ at: row.at, id: row.id });
      else byStatus.set(row.status, [{ at: row.at, id: row.id }]);
      const key = `${row.name}\u0000${row.email}`;
      const contact = byContact.get(key);
      if (contact) contact.rows.push(index);
      else byContact.set(key, { name: row.name, email: row.email, rows: [index] });
    }
    for (const [status, entries] of byStatus) reportLists.set(reportListId(day._id, status), entries);
  }
  const searchLists = new SearchListIndex();
  const contacts: HeldContact[] = [];
  for (const { name, email, rows: numbers } of byContact.values()) {
    const id = contactIdOf({ name, email });
    contacts.push({ id, name, email });
    // A row held twice in a day's document (between a move's two steps) is listed once.
    const entries = [...new Set(numbers)]
      .map((number) => rows.listedOrderOf(number))
      .filter((entry): entry is ListedOrder => entry !== null);
    searchLists.set(id, entries);
  }
  return { rows, reportLists, searchLists, contacts };
}
