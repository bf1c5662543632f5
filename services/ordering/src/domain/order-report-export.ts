import { ORDER_STATUSES, parseOrderReference, penceToDecimal } from '@mealbox/contracts';
import type { OrderStatus } from '@mealbox/contracts';
import type { ReportRowsDocument } from '../data/report-row-model';
import { csvLine } from './csv-line';
import type { DashboardDeps } from './dashboard-projection';
import { newestFirst } from './order-report-lists';
import type { ReportRow } from './order-report-rows';
import type { StaffReadModel } from './staff-read-model';

export interface ExportQuery {
  status?: OrderStatus | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  search?: string | undefined;
}

/** Days being read at once: enough to hide one read's latency behind the others, few enough to keep memory flat. */
const READ_AHEAD = 4;

/**
 * Rows formatted between two turns of the event loop: a day holds about 1,400 orders at a million, and formatting
 * them in one go held every other request (the dashboard's) for tens of milliseconds; 250 rows take about one.
 */
export const ROWS_PER_SLICE = 250;

/** Lets the event loop answer what arrived meanwhile (a dashboard, a page) before the export goes on. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export const EXPORT_HEADER = csvLine([
  'Order reference',
  'Order ID',
  'Ordered at (UTC)',
  'Customer name',
  'Customer email',
  'Delivery date',
  'Order status',
  'Payment status',
  'Total (GBP)',
]);

const lineOf = (row: ReportRow): string =>
  csvLine([
    row.reference,
    row.id,
    new Date(row.at).toISOString(),
    row.name,
    row.email,
    row.deliveryDay,
    row.status,
    row.payment,
    penceToDecimal(row.totalPence),
  ]);

/** The report's search as a test of one row: part of the name or email (any case), the whole id, the reference. */
function searchTest(search: string | undefined): (row: ReportRow) => boolean {
  if (!search) return () => true;
  const needle = search.toLowerCase();
  const reference = parseOrderReference(search);
  return (row) =>
    row.name.toLowerCase().includes(needle) ||
    row.email.toLowerCase().includes(needle) ||
    row.id === needle ||
    row.reference === reference;
}

/**
 * The order report as CSV lines, newest first, with the report's filters: the header, then one London day at a
 * time (the days that have matching orders, from the read model in memory), each day's rows read by `_id` from
 * `order_report_rows` while the days before are being written. Memory holds a few days whatever the number of orders;
 * the caller writes each chunk and waits for the socket before asking for the next. A day is formatted a slice at a
 * time with a turn of the event loop between slices, so other requests are answered while an export runs.
 */
export async function* exportReportCsv(
  deps: Pick<DashboardDeps, 'reportRows'> & { readModel: StaffReadModel },
  query: ExportQuery,
): AsyncGenerator<string> {
  yield EXPORT_HEADER;
  const statuses: readonly OrderStatus[] = query.status ? [query.status] : ORDER_STATUSES;
  const days = deps.readModel.countsByDay(statuses, query.start_date, query.end_date).map(([day]) => day);
  const matches = searchTest(query.search);
  const read = (day: string) => {
    const reading = deps.reportRows.findById(day).lean<Pick<ReportRowsDocument, 'entries'>>().exec();
    // Marked handled here, rethrown where it is awaited: a reader that stops early (the client went away)
    // leaves no unhandled rejection behind.
    reading.catch(() => undefined);
    return reading;
  };
  // A few days read ahead, so the database's answers overlap the writing; memory stays a few days' rows.
  const ahead = days.slice(0, READ_AHEAD).map(read);
  for (let index = 0; index < days.length; index++) {
    const document = await ahead.shift();
    const following = days[index + READ_AHEAD];
    if (following) ahead.push(read(following));
    const rows = (document?.entries ?? [])
      .filter((row) => statuses.includes(row.status) && matches(row))
      .sort(newestFirst);
    for (let from = 0; from < rows.length; from += ROWS_PER_SLICE) {
      await yieldToOthers();
      yield rows
        .slice(from, from + ROWS_PER_SLICE)
        .map(lineOf)
        .join('');
    }
  }
}
