// Benchmark: the staff dashboard and a filtered order-report page with 1,000,000 orders in ordering's database,
// each beside the same answer computed by a naive full scan of the orders in the same run (the anchor).
//   - GET /api/analytics/dashboard?period=last_12_months: reads ordering's day buckets (O(days));
//   - GET /api/admin/orders/?status=delivered&start_date=...&page=3: the order report, read from its index (the day
//     buckets' counts by status, one day's list, ten orders by id);
//   - the anchor streams every order once and computes both answers in this process.
// Generation: the orders are generated (seeded, so every run makes the same ones) and bulk-inserted straight into
// the database, with the day buckets and the report's lists computed by ordering's own projection code (its built
// ProjectionTally), as replaying their events would leave them. Generating takes minutes on FerretDB, so it is done once into a named
// database (BENCH_DASHBOARD_DB, default `ordering_bench_1m`) that later runs reuse; delete that database (or set
// BENCH_REGENERATE=1) to start again. BENCH_ORDERS changes the count (a different count regenerates).
// Runs the BUILT ordering (bash scripts/build.sh) against the local infrastructure (bash infra/up.sh), with a
// stand-in JWKS in this process for the admin token.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import mongoose from 'mongoose';
import { repoRoot, startProcess, stopProcess } from './support/processes.mjs';

const require = createRequire(import.meta.url);
const platform = require(`${repoRoot}/packages/platform/dist/index.js`);
const { orderReference, penceToDecimal } = require(`${repoRoot}/packages/contracts/dist/index.js`);
const { contributionOf, addInto, emptyDay } = require(
  `${repoRoot}/services/ordering/dist/domain/dashboard-contribution.js`,
);
const { DASHBOARD_PROJECTION_MARKER, ProjectionTally, factsOfStoredOrder } = require(
  `${repoRoot}/services/ordering/dist/domain/dashboard-rebuild.js`,
);
const { londonDate, londonMidnight, addDays } = require(
  `${repoRoot}/services/ordering/dist/domain/london-calendar.js`,
);
const { resolvePeriod } = require(`${repoRoot}/services/ordering/dist/domain/dashboard-period.js`);
const { summariseDays } = require(`${repoRoot}/services/ordering/dist/domain/dashboard-summary.js`);
const { FEED_ID } = require(`${repoRoot}/services/ordering/dist/domain/read-model-feed.js`);
const { BACKFILL_MARKERS_COLLECTION } = require(
  `${repoRoot}/services/ordering/dist/data/backfill-marker-model.js`,
);
const { ORDER_REFERENCES_BACKFILL } = require(
  `${repoRoot}/services/ordering/dist/domain/backfill-order-references.js`,
);

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const DATABASE =
  process.env.BENCH_DASHBOARD_DB ?? (ORDERS === 1_000_000 ? 'ordering_bench_1m' : `ordering_bench_${ORDERS}`);
const MONGO_BASE = process.env.MONGO_BASE_URL ?? 'mongodb://127.0.0.1:27017';
const DASHBOARD_SAMPLES = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 200);
const REPORT_SAMPLES = Number(process.env.BENCH_REPORT_SAMPLES ?? 200);
const BATCH = 5000;
const PORT = 14203;
const MEALS = 56;
const DAYS_BACK = 730;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
};
const ms = (value) => `${value.toFixed(1)} ms`;
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
      mealPlanPence: totalPence,
      sizePremiumTotalPence: 0,
      deliveryFeePence: 0,
      discount: null,
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

/** The anchor: every order read once, both answers computed here. */
async function naiveScan(db, period, report) {
  const started = performance.now();
  const start = londonMidnight(period.start).getTime();
  const end = londonMidnight(addDays(period.end, 1)).getTime();
  const buckets = new Map();
  const matching = [];
  const from = londonMidnight(report.start_date).getTime();
  const cursor = db
    .collection('orders')
    .find(
      {},
      {
        projection: {
          orderedAt: 1,
          deliveryDate: 1,
          price: 1,
          orderStatus: 1,
          paymentStatus: 1,
          items: 1,
          updatedAt: 1,
        },
      },
    )
    .batchSize(10_000);
  let scanned = 0;
  for await (const order of cursor) {
    scanned++;
    const at = order.orderedAt.getTime();
    if (order.orderStatus === report.status && at >= from) matching.push({ id: order._id.toHexString(), at });
    const touches = (at >= start && at < end) || order.deliveryDate >= `${period.months[0]}-01`;
    if (!touches) continue;
    for (const [day, figures] of contributionOf(factsOf(order))) {
      if (!buckets.has(day)) buckets.set(day, emptyDay());
      addInto(buckets.get(day), figures);
    }
  }
  const dashboard = summariseDays(
    [...buckets].filter(([day]) => day <= period.end).map(([day, figures]) => ({ _id: day, ...figures })),
    period,
  );
  matching.sort((a, b) => b.at - a.at || (b.id < a.id ? -1 : 1));
  const skip = (report.page - 1) * 10;
  return {
    ms: performance.now() - started,
    scanned,
    dashboard,
    report: { total: matching.length, ids: matching.slice(skip, skip + 10).map((row) => row.id) },
  };
}

async function timed(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `JWT ${token}` } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

// A stand-in for identity's JWKS: ordering checks the admin token exactly as in production.
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const jwk = platform.ed25519Jwk(publicKey);
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

/** Every request, timed, beside the anchor; answers compared. */
async function measure() {
  const indexes = (await db.collection('orders').indexes()).map((index) => JSON.stringify(index.key));
  console.log(`orders indexes: ${indexes.join(' ')}`);

  const today = londonDate(new Date());
  const period = resolvePeriod({ period: 'last_12_months' }, today);
  const report = { status: 'delivered', start_date: addDays(today, -180), page: 3 };
  const dashboardUrl = `http://127.0.0.1:${PORT}/api/analytics/dashboard?period=last_12_months`;
  const reportUrl = `http://127.0.0.1:${PORT}/api/admin/orders/?status=${report.status}&start_date=${report.start_date}&page=${report.page}`;

  const anchor = await naiveScan(db, period, report);
  console.log(
    `Naive full scan (anchor): ${anchor.scanned.toLocaleString('en-GB')} orders read in ${ms(anchor.ms)}`,
  );

  const dashboardTimes = [];
  let dashboard;
  for (let i = 0; i < DASHBOARD_SAMPLES + 10; i++) {
    const sample = await timed(dashboardUrl, token);
    if (i >= 10) dashboardTimes.push(sample.ms);
    dashboard = sample.body;
  }
  const reportTimes = [];
  let page;
  for (let i = 0; i < REPORT_SAMPLES; i++) {
    const sample = await timed(reportUrl, token);
    reportTimes.push(sample.ms);
    page = sample.body;
  }

  const pounds = (pence) => (pence / 100).toFixed(2);
  const naive = anchor.dashboard;
  // As ordering's dashboard DTO computes it: revenue over paid orders, rounded to the penny the same way.
  const naiveAverageSale = penceToDecimal(
    naive.totals.paidOrders > 0 ? naive.totals.paidPence / naive.totals.paidOrders : 0,
  );
  const same = {
    dashboard:
      dashboard.orders === naive.totals.received &&
      dashboard.paid_orders === naive.totals.paidOrders &&
      dashboard.revenue === pounds(naive.totals.paidPence) &&
      dashboard.average_sale === naiveAverageSale &&
      dashboard.refunds === pounds(naive.totals.refundedPence) &&
      dashboard.cancelled_orders === naive.totals.cancelled &&
      JSON.stringify(dashboard.monthly) === JSON.stringify(naive.monthly) &&
      JSON.stringify(dashboard.top_meals.map((meal) => [meal.meal_id, meal.quantity])) ===
        JSON.stringify(naive.topMeals.map((meal) => [meal.mealId, meal.quantity])),
    report:
      page.pagination.total === anchor.report.total &&
      JSON.stringify(page.orders.map((order) => order.id)) === JSON.stringify(anchor.report.ids),
  };
  const d = summary(dashboardTimes);
  const r = summary(reportTimes);
  console.log(`\n${ORDERS.toLocaleString('en-GB')} orders; period ${period.start} to ${period.end}\n`);
  console.log('| request | samples | p50 | p99 | max | naive full scan, same answer | answers equal |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| dashboard, last 12 months | ${d.n} | ${ms(d.p50)} | ${p99Cell(d)} | ${ms(d.max)} | ${ms(anchor.ms)} (both answers, one pass) | ${same.dashboard ? 'yes' : 'NO'} |`,
  );
  console.log(
    `| order report, ${report.status} since ${report.start_date}, page ${report.page} | ${r.n} | ${ms(r.p50)} | ${p99Cell(r)} | ${ms(r.max)} | ${ms(anchor.ms)} | ${same.report ? 'yes' : 'NO'} |`,
  );
  if (d.n < 100 || r.n < 100)
    console.log(
      '\nWith fewer than 100 samples a p99 is only the slowest sample seen (BENCH_REPORT_SAMPLES / BENCH_DASHBOARD_SAMPLES set how many).',
    );
  console.log(
    `\nDashboard: ${dashboard.orders} orders (${dashboard.paid_orders} paid), revenue £${dashboard.revenue} (refunds £${dashboard.refunds}), average sale £${dashboard.average_sale}, ${dashboard.cancelled_orders} cancelled; naive: ${naive.totals.received} (${naive.totals.paidOrders}), £${pounds(naive.totals.paidPence)} (£${pounds(naive.totals.refundedPence)}), £${naiveAverageSale}, ${naive.totals.cancelled}`,
  );
  console.log(`Report: ${page.pagination.total} matching orders; naive: ${anchor.report.total}`);
  if (!same.dashboard || !same.report) process.exitCode = 1;
}

const connection = await mongoose.createConnection(`${MONGO_BASE}/${DATABASE}`).asPromise();
const db = connection.db;
// Generated orders carry their references, so ordering's start-up backfill of references is marked done before it
// starts: it would otherwise read every order (and run beside the timings). A database generated before orders
// stored references keeps them absent, which nothing measured here reads.
// Likewise the projections are generated with the orders, so ordering's start-up rebuild of them is marked done.
for (const marker of [ORDER_REFERENCES_BACKFILL, DASHBOARD_PROJECTION_MARKER])
  await db
    .collection(BACKFILL_MARKERS_COLLECTION)
    .updateOne({ _id: marker }, { $set: { completedAt: new Date() } }, { upsert: true });
// Ordering creates its collections and indexes on start, before any order is inserted.
const ordering = await startProcess(
  'ordering',
  'services/ordering/dist/main.js',
  {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    MONGO_URL: `${MONGO_BASE}/${DATABASE}`,
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    KAFKA_TOPIC_PREFIX: `bench_${DATABASE}.`,
    JWKS_URL: `http://127.0.0.1:${jwks.address().port}/auth/jwks.json`,
  },
  `http://127.0.0.1:${PORT}/health/ready`,
);

try {
  const meta = await db.collection('bench_meta').findOne({ _id: 'generation' });
  if (
    !meta ||
    meta.orders !== ORDERS ||
    meta.projection !== DASHBOARD_PROJECTION_MARKER ||
    process.env.BENCH_REGENERATE
  ) {
    console.log(`Generating ${ORDERS.toLocaleString('en-GB')} orders into ${DATABASE}...`);
    const seconds = await generate(db);
    console.log(`Generated in ${seconds.toFixed(0)} s (${Math.round(ORDERS / seconds)} orders/s)\n`);
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
