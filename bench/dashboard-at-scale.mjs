// Benchmark: the staff screens with 1,000,000 orders in ordering's database, every answer checked against the same
// answer computed by a naive full scan of the orders in the same run (the anchor), one request at a time:
//   - GET /api/analytics/dashboard for every period (7/30/90 days, 12 months, a custom two years);
//   - GET /api/admin/orders/ filtered by status and day, first, middle and last page;
//   - the same report searched by part of a name or an email, a whole order id and a reference;
//   - GET /api/admin/orders/export.csv (about 100,000 rows, then every order): rows/s, ordering's peak memory, and
//     the 12-month dashboard requested alongside it (its p99 beside the same request's p99 alone);
//   - how soon the dashboard counts a newly paid order after its payment event is published.
// Generation: the orders are generated (seeded, so every run makes the same ones) and bulk-inserted straight into
// the database, with the projection (day buckets, report lists, search lists and contacts, export rows) computed
// by ordering's own code (its built ProjectionTally), as replaying their events would leave them. Generating takes
// minutes on FerretDB, so it is done once into a named database (BENCH_DASHBOARD_DB, default `ordering_bench_1m`)
// that later runs reuse; delete that database (or set BENCH_REGENERATE=1) to start again; BENCH_GENERATE_ONLY=1
// stops after generating. BENCH_ORDERS changes the count (a different count regenerates), BENCH_PORT the port.
// BENCH_ANCHOR=0 leaves out the naive scan (about an hour at a million orders on FerretDB): the timings are then
// printed with no check of the answers. BENCH_READY_MS is how long ordering may take to load its read model.
// BENCH_EXPORT_ALL=0 leaves out the export of every order (minutes at a million orders on FerretDB).
// Runs the BUILT ordering (bash scripts/build.sh) against the local infrastructure (bash infra/up.sh), with a
// stand-in JWKS in this process for the admin token.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import mongoose from 'mongoose';
import { repoRoot, startProcess, stopProcess } from './support/processes.mjs';
import { measureExport, residentMiB } from './support/staff-export.mjs';
import { measureFreshness } from './support/staff-freshness.mjs';
import { naiveStaffScan } from './support/staff-naive-scan.mjs';
import { percentile } from './support/percentile.mjs';

const require = createRequire(import.meta.url);
const platform = require(`${repoRoot}/packages/platform/dist/index.js`);
const { orderReference, penceToDecimal } = require(`${repoRoot}/packages/contracts/dist/index.js`);
const { DASHBOARD_PROJECTION_MARKER, ProjectionTally, factsOfStoredOrder } = require(
  `${repoRoot}/services/ordering/dist/reporting/domain/dashboard-rebuild.js`,
);
const { londonDate, addDays } = require(`${repoRoot}/packages/contracts/dist/calendar/london-calendar.js`);
const { resolvePeriod } = require(`${repoRoot}/services/ordering/dist/reporting/domain/dashboard-period.js`);
const { FEED_ID } = require(`${repoRoot}/services/ordering/dist/reporting/domain/read-model-feed.js`);
const { BACKFILL_MARKERS_COLLECTION } = require(
  `${repoRoot}/services/ordering/dist/shared/data/backfill-marker-model.js`,
);
const { ORDER_REFERENCES_BACKFILL } = require(
  `${repoRoot}/services/ordering/dist/orders/domain/backfill-order-references.js`,
);
const { PRICE_LINES_BACKFILL } = require(
  `${repoRoot}/services/ordering/dist/orders/domain/backfill-price-lines.js`,
);

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const DATABASE =
  process.env.BENCH_DASHBOARD_DB ?? (ORDERS === 1_000_000 ? 'ordering_bench_1m' : `ordering_bench_${ORDERS}`);
const MONGO_BASE = process.env.MONGO_BASE_URL ?? 'mongodb://127.0.0.1:27017';
const DASHBOARD_SAMPLES = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 200);
const REPORT_SAMPLES = Number(process.env.BENCH_REPORT_SAMPLES ?? 100);
const SEARCH_SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 100);
const FRESHNESS_SAMPLES = Number(process.env.BENCH_FRESHNESS_SAMPLES ?? 30);
const WITH_ANCHOR = process.env.BENCH_ANCHOR !== '0';
const READY_MS = Number(process.env.BENCH_READY_MS ?? 600_000);
const EXPORT_ALL = process.env.BENCH_EXPORT_ALL !== '0';
const TOPIC_PREFIX = `bench_${DATABASE}.`;
const BATCH = 5000;
const PORT = Number(process.env.BENCH_PORT ?? 14203);
const MEALS = 56;
const DAYS_BACK = 730;

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
};
const ms = (value) => `${value.toFixed(1)} ms`;
/** The dashboard requested alongside an export: its p99, or why there is none (every request failed). */
const alongsideWords = ({ concurrent, failures }) =>
  concurrent.length > 0
    ? `dashboard alongside p99 ${ms(summary(concurrent).p99)}${failures.length ? ` (${failures.length} failed)` : ''}`
    : `no dashboard answer alongside (${failures.length} failed, e.g. ${failures[0] ?? 'none sent'})`;
/**
 * Below 100 samples the nearest-rank p99 is the slowest sample, not a tail estimate: the cell says so, so a p99
 * of a handful of requests is not read as one of many.
 */
const p99Cell = (stats) =>
  stats.n < 100 ? `${ms(stats.p99)} (p99 of ${stats.n} samples = the slowest)` : ms(stats.p99);

/** A small seeded generator (mulberry32), so every generation makes the same orders. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mealId = (index) => `6500000000000000000000${String(index).padStart(2, '0')}`;
const STATUSES = ['processing', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'];

/** One order as ordering stores it, spread over the last two years, with a realistic mix of states. */
function generateOrder(index, next, now) {
  const orderedAt = new Date(now - next() * DAYS_BACK * 86_400_000);
  const placedDay = londonDate(orderedAt);
  const deliveryDate = addDays(placedDay, 4 + Math.floor(next() * 10));
  const age = now - orderedAt.getTime();
  const roll = next();
  const paymentStatus =
    roll < 0.08 ? 'pending' : roll < 0.11 ? 'failed' : roll < 0.13 ? 'refunded' : 'completed';
  let orderStatus = 'processing';
  if (paymentStatus === 'completed' || paymentStatus === 'refunded') {
    orderStatus = age > 14 * 86_400_000 ? 'delivered' : STATUSES[Math.floor(next() * 5)];
    if (next() < 0.04) orderStatus = 'cancelled';
  } else if (next() < 0.3) orderStatus = 'cancelled';
  const numberOfMeals = [6, 8, 10, 12, 15][Math.floor(next() * 5)];
  const items = [];
  for (let left = numberOfMeals; left > 0;) {
    const quantity = Math.min(left, 1 + Math.floor(next() * 3));
    const id = mealId(Math.floor(next() * next() * MEALS));
    const held = items.find((item) => item.mealId === id);
    if (held) held.quantity += quantity;
    else items.push({ mealId: id, quantity });
    left -= quantity;
  }
  const totalPence = 4999 + numberOfMeals * 500 + Math.floor(next() * 3) * 199;
  const _id = new mongoose.Types.ObjectId();
  const name = `Customer ${index % 50_000}`;
  return {
    _id,
    reference: orderReference(_id.toHexString()),
    userId: `u${index % 50_000}`,
    customerId: `c${index % 50_000}`,
    customerName: name,
    customerEmail: `customer${index % 50_000}@example.co.uk`,
    address: {
      id: 'a1',
      address: '10 Downing Street',
      city: 'London',
      county: 'Greater London',
      postcode: 'SW1A 2AA',
    },
    deliveryDate,
    orderedAt,
    proteinPreference: 'MV',
    mealSize: 'S',
    numberOfMeals,
    price: {
      mealSize: 'S',
      numberOfMeals,
      perMealPence: Math.round(totalPence / numberOfMeals),
      lines: [
        { kind: 'plan', label: `${numberOfMeals} meals`, quantity: 1, unitPence: totalPence, totalPence },
        { kind: 'delivery', label: 'Delivery', quantity: 1, unitPence: 0, totalPence: 0 },
      ],
      totalPence,
    },
    paymentStatus,
    orderStatus,
    items,
    itemCount: numberOfMeals,
    refundRequestedAt: null,
    appliedEventIds: [],
    version: 1,
    idempotencyKey: _id.toHexString(),
    requestHash: 'bench',
    updatedAt: orderedAt,
    outbox: [],
    outboxPending: false,
  };
}

/** The facts the dashboard projection holds for an order whose events have all been applied (ordering's own). */
const factsOf = factsOfStoredOrder;

async function generate(db) {
  // The database was dropped before ordering started: this clears only what ordering wrote at its start.
  for (const name of [
    'orders',
    'dashboard_days',
    'dashboard_orders',
    'order_report_lists',
    'order_search_lists',
    'order_search_contacts',
    'order_report_rows',
    'read_model_feed',
    'meals',
    'bench_meta',
  ])
    await db.collection(name).deleteMany({});
  // Ordering's copy of the menu, so the top meals have names.
  await db.collection('meals').insertMany(
    Array.from({ length: MEALS }, (_, index) => ({
      _id: mealId(index),
      revision: 1,
      deleted: false,
      name: `Bench meal ${index + 1}`,
      updatedAt: new Date(),
    })),
  );
  const started = performance.now();
  const next = random(20_260_101);
  const now = Date.now();
  const tally = new ProjectionTally();
  for (let done = 0; done < ORDERS; done += BATCH) {
    const orders = [];
    for (let index = done; index < Math.min(ORDERS, done + BATCH); index++) {
      const order = generateOrder(index, next, now);
      orders.push(order);
      // Only the buckets and the report's lists: the per-order rows matter only to events, and none arrive here.
      tally.add(order._id.toHexString(), factsOf(order));
    }
    await db.collection('orders').insertMany(orders, { ordered: false });
    if ((done / BATCH) % 20 === 0)
      console.log(
        `  ${done + orders.length} orders inserted (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
  }
  await db
    .collection('dashboard_days')
    .insertMany([...tally.days].map(([day, figures]) => ({ _id: day, ...figures, applying: {} })));
  await insertInBatches(db.collection('order_report_lists'), tally.lists, 200);
  await insertInBatches(db.collection('order_search_lists'), tally.searchLists, 1000);
  await insertInBatches(db.collection('order_report_rows'), tally.rows, 10);
  await insertInBatches(db.collection('order_search_contacts'), tally.contacts, 2000, (contact) => contact);
  // A new epoch: a running ordering's read model loads the generated projection afresh.
  await db
    .collection('read_model_feed')
    .updateOne(
      { _id: FEED_ID },
      { $set: { epoch: randomUUID() }, $setOnInsert: { seq: 0, ring: {} } },
      { upsert: true },
    );
  const seconds = (performance.now() - started) / 1000;
  await db.collection('bench_meta').insertOne({
    _id: 'generation',
    orders: ORDERS,
    projection: DASHBOARD_PROJECTION_MARKER,
    seconds,
    at: new Date(),
  });
  return seconds;
}

/** Inserts `_id` -> value documents (`{entries}` unless `shape` says otherwise) a batch at a time. */
async function insertInBatches(collection, byId, size, shape = (entries) => ({ entries })) {
  let batch = [];
  for (const [_id, value] of byId) {
    batch.push({ _id, ...shape(value) });
    if (batch.length >= size) {
      await collection.insertMany(batch, { ordered: false });
      batch = [];
    }
  }
  if (batch.length > 0) await collection.insertMany(batch, { ordered: false });
}

async function timed(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `JWT ${token}` } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

// A stand-in for identity's JWKS: ordering checks the admin token exactly as in production.
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const jwk = platform.es256Jwk(publicKey);
const jwks = createServer((_req, res) => res.writeHead(200).end(JSON.stringify({ keys: [jwk] })));
await new Promise((resolve) => jwks.listen(0, '127.0.0.1', resolve));
const nowSeconds = Math.floor(Date.now() / 1000);
const token = platform.signJwt(
  {
    sub: '650000000000000000000abc',
    username: 'bench-admin',
    is_staff: true,
    is_superuser: true,
    typ: 'access',
    iss: platform.MEALBOX_ISSUER,
    aud: platform.MEALBOX_AUDIENCE,
    iat: nowSeconds,
    exp: nowSeconds + 3600 * 4,
    jti: randomUUID(),
  },
  { privateKey, kid: jwk.kid },
);

/** Times `url` `samples` times, one request at a time, after `warmUp` untimed ones; answers the last body. */
async function sample(url, samples, warmUp = 5) {
  const times = [];
  let body;
  for (let i = 0; i < samples + warmUp; i++) {
    const answer = await timed(url, token);
    if (i >= warmUp) times.push(answer.ms);
    body = answer.body;
  }
  return { stats: summary(times), body };
}

const pounds = (pence) => (pence / 100).toFixed(2);

/** Whether ordering's dashboard body says what the naive scan's summary says. */
function sameDashboard(body, naive) {
  // As ordering's dashboard DTO computes it: revenue over paid orders, rounded to the penny the same way.
  const averageSale = penceToDecimal(
    naive.totals.paidOrders > 0 ? naive.totals.paidPence / naive.totals.paidOrders : 0,
  );
  return (
    body.orders === naive.totals.received &&
    body.paid_orders === naive.totals.paidOrders &&
    body.revenue === pounds(naive.totals.paidPence) &&
    body.average_sale === averageSale &&
    body.refunds === pounds(naive.totals.refundedPence) &&
    body.cancelled_orders === naive.totals.cancelled &&
    JSON.stringify(body.monthly) === JSON.stringify(naive.monthly) &&
    JSON.stringify(body.top_meals.map((meal) => [meal.meal_id, meal.quantity])) ===
      JSON.stringify(naive.topMeals.map((meal) => [meal.mealId, meal.quantity]))
  );
}

const queryString = (query) =>
  new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined)).toString();

/** Every request, timed, beside the anchor; answers compared. */
async function measure() {
  const base = `http://127.0.0.1:${PORT}`;
  const today = londonDate(new Date());
  const dashboards = [
    { label: 'dashboard, last 7 days', query: { period: 'last_7_days' } },
    { label: 'dashboard, last 30 days', query: { period: 'last_30_days' } },
    { label: 'dashboard, last 90 days', query: { period: 'last_90_days' } },
    { label: 'dashboard, last 12 months', query: { period: 'last_12_months' } },
    {
      label: 'dashboard, custom 2 years (731 days)',
      query: { period: 'custom', start_date: addDays(today, -730), end_date: today },
    },
  ].map((request) => ({ ...request, period: resolvePeriod(request.query, today) }));
  const first = await db.collection('orders').findOne({}, { projection: { _id: 1 } });
  const anId = first._id.toHexString();
  const filters = [
    { label: 'every order', query: {} },
    {
      label: 'delivered since 180 days ago',
      query: { status: 'delivered', start_date: addDays(today, -180) },
    },
    {
      label: 'cancelled, one month a year ago',
      query: { status: 'cancelled', start_date: addDays(today, -395), end_date: addDays(today, -365) },
    },
    {
      label: 'processing, today and yesterday',
      query: { status: 'processing', start_date: addDays(today, -1) },
    },
  ];
  const searches = [
    { label: 'search, part of a name ("Customer 4711", 11 customers)', query: { search: 'Customer 4711' } },
    { label: 'search, part of a name ("customer 123", 111 customers)', query: { search: 'customer 123' } },
    { label: 'search, part of an email ("customer4711@")', query: { search: 'customer4711@' } },
    {
      label: 'search, part of an email, delivered only',
      query: { search: 'customer4711@', status: 'delivered' },
    },
    { label: 'search, a whole order id', query: { search: anId } },
    {
      label: 'search, an order reference ("5f3a9c21" form)',
      query: { search: orderReference(anId).slice(3).toLowerCase() },
    },
    { label: 'search, everyone ("example.co.uk")', query: { search: 'example.co.uk' } },
  ];
  const exportQuery = { start_date: addDays(today, -72) };
  const queries = [...filters, ...searches].map((request) => request.query);

  // Ordering is timed first and the anchor computed after, so the timings are taken while the machine is not
  // also scanning; the database does not change in between (the freshness step, which adds orders, runs last).
  const dashboardAnswers = [];
  for (const request of dashboards)
    dashboardAnswers.push(
      await sample(`${base}/api/analytics/dashboard?${queryString(request.query)}`, DASHBOARD_SAMPLES),
    );
  const reportAnswers = [];
  for (const [index, request] of [...filters, ...searches].entries()) {
    const samples = index < filters.length ? REPORT_SAMPLES : SEARCH_SAMPLES;
    const firstPage = await timed(`${base}/api/admin/orders/?${queryString(request.query)}`, token);
    const lastPage = Math.max(1, Math.ceil(firstPage.body.pagination.total / 10));
    const pages = [];
    for (const page of [...new Set([1, Math.ceil(lastPage / 2), lastPage])])
      pages.push({
        page,
        lastPage,
        ...(await sample(`${base}/api/admin/orders/?${queryString({ ...request.query, page })}`, samples)),
      });
    reportAnswers.push(pages);
  }
  const alone = dashboardAnswers[3].stats;
  const exports = [
    { label: `since ${exportQuery.start_date}`, query: exportQuery, keepIds: true },
    ...(EXPORT_ALL ? [{ label: 'every order', query: {}, keepIds: false }] : []),
  ];
  for (const request of exports)
    request.result = await measureExport({
      url: `${base}/api/admin/orders/export.csv?${queryString(request.query)}`,
      token,
      pid: ordering.pid,
      alongside: `${base}/api/analytics/dashboard?period=last_12_months`,
      keepIds: request.keepIds,
    });

  // The timings first, so they are on record even before the (long) anchor finishes.
  console.log(`Timings (${ORDERS.toLocaleString('en-GB')} orders; ${loadNote()}), before the anchor:`);
  for (const [index, request] of dashboards.entries()) {
    const { stats } = dashboardAnswers[index];
    console.log(`  ${request.label}: p50 ${ms(stats.p50)}, p99 ${ms(stats.p99)}, max ${ms(stats.max)}`);
  }
  for (const [index, request] of [...filters, ...searches].entries())
    for (const { page, stats } of reportAnswers[index])
      console.log(
        `  ${request.label}, page ${page}: p50 ${ms(stats.p50)}, p99 ${ms(stats.p99)}, max ${ms(stats.max)}`,
      );
  for (const { label, result } of exports)
    console.log(
      `  CSV export, ${label}: ${result.rows} rows in ${(result.ms / 1000).toFixed(1)} s, RSS ${result.beforeMiB.toFixed(0)} -> ${result.peakMiB.toFixed(0)} MiB, ${alongsideWords(result)}`,
    );
  if (!WITH_ANCHOR) {
    console.log('The naive full scan (the anchor) is left out (BENCH_ANCHOR=0): answers not checked.\n');
    await reportFreshness(base);
    return;
  }
  console.log('Now the naive full scan (the anchor)...\n');

  const anchor = await naiveStaffScan(
    db,
    dashboards.map((request) => request.period),
    [...queries, exportQuery],
  );
  const anchorRate = anchor.scanned / (anchor.ms / 1000);
  const rows = [];
  const row = (label, stats, same) =>
    rows.push(
      `| ${label} | ${stats.n} | ${ms(stats.p50)} | ${p99Cell(stats)} | ${ms(stats.max)} | ${same ? 'yes' : 'NO'} |`,
    );
  let allSame = true;
  for (const [index, request] of dashboards.entries()) {
    const { stats, body } = dashboardAnswers[index];
    const same = sameDashboard(body, anchor.dashboards[index]);
    allSame &&= same;
    row(request.label, stats, same);
  }
  for (const [index, request] of [...filters, ...searches].entries()) {
    const expected = anchor.reports[index];
    for (const { page, lastPage, stats, body } of reportAnswers[index]) {
      const want = expected.slice((page - 1) * 10, page * 10).map((entry) => entry.id);
      const same =
        body.pagination.total === expected.length &&
        JSON.stringify(body.orders.map((order) => order.id)) === JSON.stringify(want);
      allSame &&= same;
      const pageName = page === 1 ? 'first' : page === lastPage ? 'last' : 'middle';
      row(
        `${index < filters.length ? 'report, ' : ''}${request.label}, page ${page} (${pageName}; ${expected.length.toLocaleString('en-GB')} orders)`,
        stats,
        same,
      );
    }
  }
  const exportLines = exports.map(({ label, keepIds, result }) => {
    const same = keepIds
      ? JSON.stringify(result.ids) === JSON.stringify(anchor.reports.at(-1).map((entry) => entry.id))
      : result.rows === anchor.scanned;
    allSame &&= same;
    const during = summary(result.concurrent);
    if (result.failures.length > 0)
      console.log(
        `Dashboard requests alongside the export ${label} that failed: ${result.failures.join('; ')}`,
      );
    return `| CSV export, ${label} | ${result.rows.toLocaleString('en-GB')} | ${(result.ms / 1000).toFixed(1)} s | ${Math.round(result.rowsPerSecond).toLocaleString('en-GB')} | ${result.beforeMiB.toFixed(0)} -> ${result.peakMiB.toFixed(0)} MiB | ${during.n} | ${ms(during.p99)} (alone ${ms(alone.p99)}) | ${same ? 'yes' : 'NO'} |`;
  });

  const freshness = await measuredFreshness(base);
  console.log(`${ORDERS.toLocaleString('en-GB')} orders; load: ${loadNote()}\n`);
  console.log('| request (one at a time) | samples | p50 | p99 | max | same answer as the naive scan |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const line of rows) console.log(line);
  console.log(
    `\nNaive full scan (anchor, computes every answer above in one pass): ${ms(anchor.ms)}, ${Math.round(anchorRate)} orders/s\n`,
  );
  console.log(
    '| export | rows | time | rows/s | ordering RSS before -> peak | dashboard requests alongside | their p99 | rows equal the naive scan |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const line of exportLines) console.log(line);
  printFreshness(freshness);
  if (!allSame) process.exitCode = 1;
}

/** How soon a paid order reaches the dashboard, `FRESHNESS_SAMPLES` times (it adds orders, so it runs last). */
async function measuredFreshness(base) {
  const today = () => londonDate(new Date());
  return summary(
    await measureFreshness({
      db,
      brokers: [process.env.KAFKA_BROKERS ?? '127.0.0.1:9092'],
      topicPrefix: TOPIC_PREFIX,
      samples: FRESHNESS_SAMPLES,
      makeOrder: (now) => ({
        ...generateOrder(ORDERS, random(now.getTime()), now.getTime()),
        orderedAt: now,
        updatedAt: now,
        paymentStatus: 'pending',
        orderStatus: 'processing',
        deliveryDate: addDays(londonDate(now), 5),
      }),
      dashboard: async () =>
        (
          await timed(
            `${base}/api/analytics/dashboard?period=custom&start_date=${today()}&end_date=${today()}`,
            token,
          )
        ).body,
    }),
  );
}

const printFreshness = (freshness) =>
  console.log(
    `\nA paid order reaches the dashboard (payment event published -> dashboard counts it), ${freshness.n} orders: p50 ${ms(freshness.p50)}, p99 ${p99Cell(freshness)}, max ${ms(freshness.max)}`,
  );

async function reportFreshness(base) {
  printFreshness(await measuredFreshness(base));
  console.log(`(${loadNote()})`);
}

/** The machine's load average as the run ends (other work shares the two cores). */
const loadNote = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;

const connection = await mongoose.createConnection(`${MONGO_BASE}/${DATABASE}`).asPromise();
const db = connection.db;
const meta = await db.collection('bench_meta').findOne({ _id: 'generation' });
const regenerate =
  !meta ||
  meta.orders !== ORDERS ||
  meta.projection !== DASHBOARD_PROJECTION_MARKER ||
  Boolean(process.env.BENCH_REGENERATE);
// Dropped before ordering starts, so it creates its indexes afresh (FerretDB cannot delete a million documents in
// one deleteMany: too many SQL variables).
if (regenerate) await db.dropDatabase();
// Generated orders carry their references, so ordering's start-up backfill of references is marked done before it
// starts: it would otherwise read every order (and run beside the timings). A database generated before orders
// stored references keeps them absent, which nothing measured here reads.
// Likewise the projections are generated with the orders, so ordering's start-up rebuild of them is marked done.
for (const marker of [ORDER_REFERENCES_BACKFILL, PRICE_LINES_BACKFILL, DASHBOARD_PROJECTION_MARKER])
  await db
    .collection(BACKFILL_MARKERS_COLLECTION)
    .updateOne({ _id: marker }, { $set: { completedAt: new Date() } }, { upsert: true });
/** Starts the built ordering and waits until it reads ready (its read model loaded). */
async function startOrdering() {
  const startedAt = performance.now();
  const started = await startProcess(
    'ordering',
    'services/ordering/dist/main.js',
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      MONGO_URL: `${MONGO_BASE}/${DATABASE}`,
      KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
      KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
      JWKS_URL: `http://127.0.0.1:${jwks.address().port}/auth/jwks.json`,
    },
    `http://127.0.0.1:${PORT}/health/ready`,
    READY_MS,
  );
  console.log(
    `ordering ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (its read model loaded), RSS ${residentMiB(started.pid).toFixed(0)} MiB`,
  );
  return started;
}

// Ordering creates its collections and indexes on start, before any order is inserted.
let ordering = await startOrdering();

try {
  if (regenerate) {
    console.log(`Generating ${ORDERS.toLocaleString('en-GB')} orders into ${DATABASE}...`);
    const seconds = await generate(db);
    console.log(`Generated in ${seconds.toFixed(0)} s (${Math.round(ORDERS / seconds)} orders/s)\n`);
    // Started again, it loads the generated projection as a deployment would (its read model was loaded empty).
    await stopProcess(ordering);
    ordering = await startOrdering();
  } else {
    console.log(
      `Reusing ${DATABASE}: ${meta.orders.toLocaleString('en-GB')} orders generated on ${meta.at.toISOString()} in ${meta.seconds.toFixed(0)} s\n`,
    );
  }
  // BENCH_GENERATE_ONLY=1 generates (or checks) the database and stops: generation can start while code changes.
  if (!process.env.BENCH_GENERATE_ONLY) await measure();
} finally {
  await stopProcess(ordering);
  await connection.close();
  jwks.close();
}
