import { parentPort } from 'node:worker_threads';
import { mongo } from 'mongoose';
import { runThisThreadInBackground } from './background-thread';
import type { ReportRow } from './order-report-rows';
import { dayAsCsv } from './export-day-csv';
import type { ExportFilter } from './export-day-csv';

/** A day to format: its rows document as the database sent it (BSON, not decoded), or null when there is none. */
export interface FormatDay {
  n: number;
  bytes: Uint8Array | null;
  filter: ExportFilter;
}

export interface FormattedDay {
  n: number;
  csv?: string;
  error?: string;
}

/**
 * The CSV export's worker thread: decodes a day's rows document and formats its lines here, so the export's work
 * (a few milliseconds a day at a million orders, most of it decoding) never holds up the requests the main event
 * loop answers meanwhile (see CsvFormatter). It runs at the lowest priority, so on a busy machine the main thread
 * (and the staff screen it is answering) gets the CPU first and the export waits.
 */
runThisThreadInBackground();

parentPort?.on('message', ({ n, bytes, filter }: FormatDay) => {
  let answer: FormattedDay;
  try {
    const document = bytes ? mongo.BSON.deserialize(bytes) : null;
    const rows = (document?.entries ?? []) as ReportRow[];
    answer = { n, csv: dayAsCsv(rows, filter) };
  } catch (error) {
    answer = { n, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
