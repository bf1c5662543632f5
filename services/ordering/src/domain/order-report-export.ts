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
 * `order_report_rows` while the day before is being written. Memory holds two days whatever the number of orders;
 * the caller writes each chunk and waits for the socket before asking for the next.
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
  let next = days.length > 0 ? read(days[0] as string) : null;
  for (let index = 0; index < days.length && next; index++) {
    const document = await next;
    next = index + 1 < days.length ? read(days[index + 1] as string) : null;
    const rows = (document?.entries ?? [])
      .filter((row) => statuses.includes(row.status) && matches(row))
      .sort(newestFirst);
    if (rows.length > 0) yield rows.map(lineOf).join('');
  }
}
