// The anchor of the staff benchmark: every order read once from the database (the naive full scan), and every
// answer the benchmark asks ordering for computed here from those orders, with the rules written out again:
// the dashboard's figures per period, and per report query (filters and search) its matching orders newest first.
import { createRequire } from 'node:module';
import { repoRoot } from './processes.mjs';

const require = createRequire(import.meta.url);
const { orderReference, parseOrderReference } = require(`${repoRoot}/packages/contracts/dist/index.js`);
const { contributionOf, addInto, emptyDay } = require(
  `${repoRoot}/services/ordering/dist/reporting/domain/dashboard-contribution.js`,
);
const { FACT_FIELDS, factsOfStoredOrder } = require(
  `${repoRoot}/services/ordering/dist/reporting/domain/dashboard-rebuild.js`,
);
const { londonDate } = require(`${repoRoot}/packages/contracts/dist/calendar/london-calendar.js`);
const { summariseDays } = require(`${repoRoot}/services/ordering/dist/reporting/domain/dashboard-summary.js`);

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A report query ({status, start_date, end_date, search}) as a test of one order, as the report has always meant it. */
export function orderTest(query) {
  const pattern = query.search ? new RegExp(escapeRegex(query.search), 'i') : null;
  const reference = query.search ? parseOrderReference(query.search) : null;
  return (order, id, day) =>
    (!query.status || order.orderStatus === query.status) &&
    (!query.start_date || day >= query.start_date) &&
    (!query.end_date || day <= query.end_date) &&
    (!pattern ||
      pattern.test(order.customerName) ||
      pattern.test(order.customerEmail) ||
      id === query.search.toLowerCase() ||
      orderReference(id) === reference);
}

/**
 * @param db the bench database
 * @param periods resolved dashboard periods
 * @param queries report queries; each answer is every matching {at, id}, newest first
 */
export async function naiveStaffScan(db, periods, queries) {
  const started = performance.now();
  const buckets = new Map();
  const tests = queries.map(orderTest);
  const matches = queries.map(() => []);
  const cursor = db
    .collection('orders')
    // The fields ordering's rebuild reads (the search's name and email among them).
    .find({}, { projection: FACT_FIELDS })
    .batchSize(10_000);
  let scanned = 0;
  for await (const order of cursor) {
    scanned++;
    const id = order._id.toHexString();
    const day = londonDate(order.orderedAt);
    for (let index = 0; index < tests.length; index++)
      if (tests[index](order, id, day)) matches[index].push({ at: order.orderedAt.getTime(), id });
    for (const [bucket, figures] of contributionOf(factsOfStoredOrder(order))) {
      if (!buckets.has(bucket)) buckets.set(bucket, emptyDay());
      addInto(buckets.get(bucket), figures);
    }
  }
  const days = [...buckets].map(([day, figures]) => ({ _id: day, ...figures }));
  for (const list of matches) list.sort((a, b) => b.at - a.at || (b.id < a.id ? -1 : 1));
  return {
    ms: performance.now() - started,
    scanned,
    dashboards: periods.map((period) =>
      summariseDays(
        days.filter((day) => day._id <= period.end),
        period,
      ),
    ),
    reports: matches,
  };
}
