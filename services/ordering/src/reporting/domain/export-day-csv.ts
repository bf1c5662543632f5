import { parseOrderReference, penceToDecimal, safePlaceLabel } from '@mealbox/contracts';
import type { OrderStatus } from '@mealbox/contracts';
import { csvLine } from './csv-line';
import { newestFirst } from './order-report-lists';
import type { ReportRow } from './order-report-rows';

export const EXPORT_HEADER = csvLine([
  'Order reference',
  'Order ID',
  'Ordered at (UTC)',
  'Customer name',
  'Customer email',
  'Delivery date',
  'Order status',
  'Payment status',
  'Price lines',
  'Total (GBP)',
  'Safe place',
  'Delivery instructions',
]);

/** The rows an export keeps: the report's status filter and its search (see searchTest). */
export interface ExportFilter {
  statuses: readonly OrderStatus[];
  search?: string | undefined;
}

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
    row.lines ?? '',
    penceToDecimal(row.totalPence),
    // The customer's own words: csvCell quotes them and keeps a spreadsheet from running them as a formula.
    row.safePlace ? safePlaceLabel(row.safePlace) : '',
    row.instructions ?? '',
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

/** One day's rows (its `order_report_rows` document's entries) as CSV lines: filtered, newest first. */
export function dayAsCsv(rows: readonly ReportRow[], filter: ExportFilter): string {
  const matches = searchTest(filter.search);
  return rows
    .filter((row) => filter.statuses.includes(row.status) && matches(row))
    .sort(newestFirst)
    .map(lineOf)
    .join('');
}
