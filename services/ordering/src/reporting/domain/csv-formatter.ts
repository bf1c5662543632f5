import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FormatDay, FormattedDay } from './csv-export-worker';
import type { ExportFilter } from './export-day-csv';

const COMPILED = join(__dirname, 'csv-export-worker.js');
const SOURCE = join(__dirname, 'csv-export-worker.ts');

/**
 * The worker's script. Built, it is the compiled file beside this one. Run from the TypeScript sources (the
 * tests), it is that source compiled on loading by the compiler the tests use (@swc/core), so the tests exercise
 * the same worker.
 */
function startWorker(): Worker {
  if (existsSync(COMPILED)) return new Worker(COMPILED);
  const bootstrap = `
    const { readFileSync } = require('node:fs');
    const { transformSync } = require(${JSON.stringify(require.resolve('@swc/core'))});
    require.extensions['.ts'] = (module, filename) => {
      const { code } = transformSync(readFileSync(filename, 'utf8'), {
        filename,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      });
      module._compile(code, filename);
    };
    require(${JSON.stringify(SOURCE)});
  `;
  return new Worker(bootstrap, { eval: true });
}

/**
 * Formats exports' days in a worker thread, a day at a time, in the order asked: the main event loop only passes
 * each day's undecoded rows document on and writes the lines that come back. One worker per process (see
 * csvFormatter), started by the first export and kept: starting one costs more than a small export.
 */
export class CsvFormatter {
  private readonly worker = startWorker();
  private asked = 0;
  /** Set once the worker failed or stopped: the next export starts another. */
  stopped = false;
  private readonly waiting = new Map<
    number,
    { resolve: (csv: string) => void; reject: (error: Error) => void }
  >();

  constructor() {
    this.worker.on('message', ({ n, csv, error }: FormattedDay) => {
      const waiter = this.waiting.get(n);
      this.waiting.delete(n);
      if (error !== undefined || csv === undefined)
        waiter?.reject(new Error(error ?? 'no CSV from the worker'));
      else waiter?.resolve(csv);
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new Error('the CSV worker stopped')));
    // Idle, it keeps no process alive.
    this.worker.unref();
  }

  private failAll(error: Error): void {
    this.stopped = true;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }

  /** The day's lines (its rows document's bytes, or null for none), filtered and newest first. */
  format(bytes: Uint8Array | null, filter: ExportFilter): Promise<string> {
    const n = ++this.asked;
    return new Promise<string>((resolve, reject) => {
      this.waiting.set(n, { resolve, reject });
      const day: FormatDay = { n, bytes, filter };
      this.worker.postMessage(day);
    });
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.worker.terminate();
  }
}

let shared: CsvFormatter | null = null;

/** The process's CSV formatter, started on first use (and again after its worker failed). */
export function csvFormatter(): CsvFormatter {
  if (!shared || shared.stopped) shared = new CsvFormatter();
  return shared;
}

/**
 * Starts the process's CSV worker ahead of the first export and has it format an empty day, so its modules are
 * loaded and compiled at start-up rather than beside the first export's requests (which then met the worker's
 * start on the same two cores: the dashboard's 2.3x). Costs a thread and a few MB from the start; a failure here
 * only means the first export starts the worker itself.
 */
export function warmCsvFormatter(): Promise<void> {
  return csvFormatter()
    .format(null, { statuses: [] })
    .then(
      () => undefined,
      () => undefined,
    );
}
