import { ORDER_STATUSES } from '@mealbox/contracts';
import type { OrderStatus } from '@mealbox/contracts';
import { csvFormatter } from './csv-formatter';
import type { DashboardDeps } from './dashboard-projection';
import { EXPORT_HEADER } from './export-day-csv';
import type { StaffReadModel } from './staff-read-model';

export { EXPORT_HEADER };

export interface ExportQuery {
  status?: OrderStatus | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  search?: string | undefined;
}

/**
 * Days being read and formatted at once: enough to hide one read's latency behind the others, few enough to keep
 * memory flat.
 */
const READ_AHEAD = 4;

/**
 * A day's rows document as the database sends it, not decoded (the driver's `raw` answer): decoding a day's
 * document (about 270 KB at a million orders) is the export's largest step, and it is the worker's.
 */
async function rawDay(deps: Pick<DashboardDeps, 'reportRows'>, day: string): Promise<Uint8Array | null> {
  const { db, collection } = deps.reportRows;
  const rows = db.collection<{ _id: string }>(collection.collectionName);
  const found: unknown = await rows.findOne({ _id: day }, { raw: true });
  return found instanceof Uint8Array ? found : null;
}

/**
 * The order report as CSV lines, newest first, with the report's filters: the header, then one London day at a
 * time (the days that have matching orders, from the read model in memory), each day's rows read by `_id` from
 * `order_report_rows` while the days before are being written. Each day is decoded, filtered, sorted and formatted
 * in a worker thread (see CsvFormatter), so the requests this event loop answers meanwhile (a dashboard, a page)
 * wait for none of it. Memory holds a few days whatever the number of orders; the caller writes each chunk and
 * waits for the socket before asking for the next.
 */
export async function* exportReportCsv(
  deps: Pick<DashboardDeps, 'reportRows'> & { readModel: StaffReadModel },
  query: ExportQuery,
): AsyncGenerator<string> {
  yield EXPORT_HEADER;
  const statuses: readonly OrderStatus[] = query.status ? [query.status] : ORDER_STATUSES;
  const days = deps.readModel.countsByDay(statuses, query.start_date, query.end_date).map(([day]) => day);
  if (days.length === 0) return;
  const filter = { statuses, search: query.search };
  const formatter = csvFormatter();
  const formatted = (day: string) => {
    const csv = rawDay(deps, day).then((bytes) => formatter.format(bytes, filter));
    // Marked handled here, rethrown where it is awaited: a reader that stops early (the client went away)
    // leaves no unhandled rejection behind.
    csv.catch(() => undefined);
    return csv;
  };
  // A few days read and formatted ahead, so the database's answers and the worker overlap the writing.
  const ahead = days.slice(0, READ_AHEAD).map(formatted);
  for (let index = 0; index < days.length; index++) {
    const csv = await ahead.shift();
    const following = days[index + READ_AHEAD];
    if (following) ahead.push(formatted(following));
    if (csv) yield csv;
  }
}
