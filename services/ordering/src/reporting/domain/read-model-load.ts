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

/** What the staff read model holds of the orders: their rows, and the lists and contacts derived from them. */
export interface LoadedOrders {
  rows: PackedReportRows;
  reportLists: ReportListIndex;
  searchLists: SearchListIndex;
  contacts: HeldContact[];
}

/**
 * Loads the report's rows (`order_report_rows`, one document per London day), packed as they come: each order is
 * read once, from about 730 documents for two years, instead of once more from each kind of list (tens of
 * thousands of documents). The rows are the same projection's, written just after its lists: a change the rows
 * lack is still in the feed, which the follower applies again after loading (see ReadModelFollower.reload).
 */
export async function loadRowsFromDays(reportRows: ReportRowsModel): Promise<PackedReportRows> {
  const rows = new PackedReportRows();
  const cursor = reportRows.find().lean<ReportRowsDocument[]>().cursor({ batchSize: ROWS_BATCH });
  for await (const day of cursor) for (const row of day.entries ?? []) rows.set(row, day._id);
  return rows;
}

/** Adds `index` to the group under `key`. */
function group<K>(groups: Map<K, number[]>, key: K, index: number): void {
  const members = groups.get(key);
  if (members) members.push(index);
  else groups.set(key, [index]);
}

/**
 * The report's lists (the rows by day and status), the search's lists (by name and email) and the contacts,
 * derived from the rows: the same entries the stored lists hold, each order in the lists of its row.
 */
export function ordersOfRows(rows: PackedReportRows): LoadedOrders {
  const byList = new Map<string, number[]>();
  const byContact = new Map<number, number[]>();
  for (let index = 0; index < rows.length; index++) {
    const keys = rows.keysOf(index);
    if (!keys) continue;
    group(byList, reportListId(keys.day, keys.status), index);
    group(byContact, keys.contact, index);
  }
  const entriesOf = (members: readonly number[]) =>
    members.map((index) => rows.listedOrderOf(index)).filter((entry): entry is ListedOrder => entry !== null);
  const reportLists = new ReportListIndex();
  for (const [list, members] of byList)
    reportLists.set(
      list,
      entriesOf(members).map(({ at, id }) => ({ at, id })),
    );
  const searchLists = new SearchListIndex();
  const contacts: HeldContact[] = [];
  for (const members of byContact.values()) {
    const contact = rows.contactOf(members[0]!);
    const id = contactIdOf(contact);
    contacts.push({ id, ...contact });
    searchLists.set(id, entriesOf(members));
  }
  return { rows, reportLists, searchLists, contacts };
}
