// Measures the memory the staff read model's lists take in one ordering instance at a million orders: the report's
// lists (one per London day and status), the search's lists (one per contact) and the report's rows (one per
// order: what a report page shows), packed as ordering packs them
// (its built StaffReadModel), filled with generated orders shaped like bench:dashboard's (two years, 50,000
// customers). No database: only the memory is measured, before and after, with the garbage collected each time.
// Run with `node --expose-gc read-model-heap.mjs` (BENCH_ORDERS changes the count).
import { createRequire } from 'node:module';
import { repoRoot } from './support/processes.mjs';

const require = createRequire(import.meta.url);
const { StaffReadModel } = require(`${repoRoot}/services/ordering/dist/reporting/domain/staff-read-model.js`);
const { ReportListIndex } = require(
  `${repoRoot}/services/ordering/dist/reporting/domain/report-list-index.js`,
);
const { SearchListIndex } = require(
  `${repoRoot}/services/ordering/dist/reporting/domain/search-list-index.js`,
);
const { PackedReportRows } = require(
  `${repoRoot}/services/ordering/dist/reporting/domain/packed-report-rows.js`,
);
const { londonDate } = require(`${repoRoot}/packages/contracts/dist/calendar/london-calendar.js`);

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const CUSTOMERS = 50_000;
const STATUSES = ['processing', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'];

if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
function settled() {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage();
}

// Measured before anything is built; the raw entries below are dropped again before the second measurement, so
// the difference is the packed model alone.
const before = settled();
// The orders as the stored lists hold them (as the follower reads them from the database).
const now = Date.now();
const reportEntries = new Map();
const searchEntries = new Map();
// Rows are packed as they come, as the follower packs a day's rows document (no raw rows are kept).
const rows = new PackedReportRows();
const PAYMENTS = ['pending', 'completed', 'failed', 'refunded'];
// mulberry32, seeded, as in dashboard-at-scale.mjs.
let seed = 7;
const next = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
for (let index = 0; index < ORDERS; index++) {
  const at = Math.floor(now - next() * 730 * 86_400_000);
  const id = (0x65a00000 + index).toString(16).padStart(24, '0');
  const status = STATUSES[Math.floor(next() * STATUSES.length)];
  const list = `${londonDate(new Date(at))}|${status}`;
  if (!reportEntries.has(list)) reportEntries.set(list, []);
  reportEntries.get(list).push({ at, id });
  const contact = `contact-${index % CUSTOMERS}`;
  if (!searchEntries.has(contact)) searchEntries.set(contact, []);
  searchEntries.get(contact).push({ at, id, status });
  const customer = index % CUSTOMERS;
  rows.set({
    at,
    id,
    reference: `MB-${id.slice(-8).toUpperCase()}`,
    name: `Customer ${customer}`,
    email: `customer${customer}@example.co.uk`,
    status,
    payment: PAYMENTS[Math.floor(next() * PAYMENTS.length)],
    totalPence: 4999 + Math.floor(next() * 5000),
    deliveryDay: londonDate(new Date(at + 5 * 86_400_000)),
    customer: `c${customer}`,
    protein: 'MV',
    size: 'S',
    meals: 6 + Math.floor(next() * 10),
  });
}

const reportLists = new ReportListIndex();
for (const [list, entries] of reportEntries) reportLists.set(list, entries);
const searchLists = new SearchListIndex();
for (const [contact, entries] of searchEntries) searchLists.set(contact, entries);
const model = new StaffReadModel();
model.replaceAll({ days: [], contacts: [], reportLists, searchLists, rows });
reportEntries.clear();
searchEntries.clear();
const after = settled();

const sizes = model.listSizes;
console.log(
  `${ORDERS.toLocaleString('en-GB')} orders: ${sizes.report.lists.toLocaleString('en-GB')} report lists, ` +
    `${sizes.search.lists.toLocaleString('en-GB')} search lists; packed bytes ${mib(sizes.report.bytes + sizes.search.bytes)}; ` +
    `${sizes.rows.rows.toLocaleString('en-GB')} rows in ${mib(sizes.rows.bytes)} (with their index), ${sizes.rows.strings.toLocaleString('en-GB')} strings`,
);
console.log(
  `held by the lists (after minus before, garbage collected): heap ${mib(after.heapUsed - before.heapUsed)}, ` +
    `array buffers ${mib(after.arrayBuffers - before.arrayBuffers)}, external ${mib(after.external - before.external)}`,
);
// A page and a search, timed in memory, to show what a request costs before it reads its ten orders.
const timed = (label, run) => {
  const times = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: p50 ${times[99].toFixed(2)} ms, p99 ${times[197].toFixed(2)} ms`);
};
const total = model.reportPage(STATUSES, undefined, undefined, 0, 10).total;
timed('report page, every order, last page (in memory)', () =>
  model.reportPage(STATUSES, undefined, undefined, total - 10, 10),
);
timed('report page, delivered, middle page (in memory)', () =>
  model.reportPage(['delivered'], undefined, undefined, Math.floor(total / 12), 10),
);
const lastIds = model.reportPage(STATUSES, undefined, undefined, total - 10, 10).ids;
timed('a page of ten rows (in memory)', () => lastIds.map((id) => model.row(id)));
timed('search lists of 111 contacts (in memory)', () =>
  model.searchEntries(
    Array.from({ length: 111 }, (_, i) => `contact-${i * 97}`),
    () => true,
  ),
);
