// Benchmark: a first visit to each public page in headless Chromium, cold cache, under two profiles:
//   - "mobile": the profile page-speed tools use for phones (4x CPU slowdown, 1.6 Mbps down, 750 kbps up,
//     150 ms round trip), on a 412 x 823 phone screen;
//   - "fast": this machine's own CPU and loopback, on a 1280 x 800 desktop screen.
// For each page and profile it loads the page BENCH_LOADS times (5), each in a new browser context (an empty cache),
// and prints the medians of largest contentful paint (LCP), first contentful paint (FCP), cumulative layout shift
// (CLS), total blocking time (TBT: the part over 50 ms of every long task after FCP, until the page has been quiet
// for 2 s: the app's start after load included) and the JavaScript bytes that crossed the wire, by the load event
// and in all (the app's files, which a prerendered page fetches once it has loaded), beside the anchor measured
// the same way in the same run: a plain static HTML page with the home page's hero text and hero image, served by a
// bare node:http server (the best any page can do on this machine and link).
// A tap's answer is bench/first-interaction.mjs's to measure.
// Targets (issue "First visit fast on a phone"): mobile LCP <= 2.0 s, FCP <= 1.5 s, CLS <= 0.02, TBT <= 200 ms;
// fast LCP <= 0.6 s; JavaScript <= 150 KB for /; nothing of checkout or admin on public pages.
// Needs the running site (bash scripts/start.sh); BENCH_SITE_URL changes where (default http://localhost:8080),
// BENCH_PAGES (comma-separated paths) and BENCH_PROFILES (mobile,fast) what is measured.
import { chromium } from 'playwright-core';
import { launchBrowser, chosenProfiles, openColdPage } from './support/browser-profiles.mjs';
import { VITALS_SCRIPT, blockingTime, readVitals } from './support/page-vitals.mjs';
import { median as middle } from './support/median.mjs';
import { startAnchor } from './support/static-anchor.mjs';

const SITE = (process.env.BENCH_SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const PAGES = (process.env.BENCH_PAGES ?? '/,/meals,/how-it-works,/pricing,/about-us,/join-now/plans/').split(
  ',',
);
const ANCHOR_PORT = 18090;

const browser = await launchBrowser(chromium);
const anchor = await startAnchor(SITE, { port: ANCHOR_PORT });

try {
  console.log(`First visit, cold cache, median of ${LOADS} loads; site ${SITE}\n`);
  for (const [profileName, profile] of chosenProfiles()) {
    console.log(`Profile: ${profileName}`);
    const rows = [];
    for (const path of PAGES) {
      rows.push({ page: path, ...(await medianVisit(`${SITE}${path}`, profile)) });
      process.stderr.write(`  measured ${profileName} ${path}\n`);
    }
    rows.push({ page: 'static page (anchor)', ...(await medianVisit(anchor.url, profile)) });
    printTable(rows);
  }
} finally {
  await browser.close();
  anchor.server.close();
}

async function medianVisit(url, profile) {
  const visits = [];
  for (let i = 0; i < LOADS; i++) visits.push(await visit(url, profile));
  const median = (key) => middle(visits.map((v) => v[key]));
  return {
    lcp: median('lcp'),
    fcp: median('fcp'),
    cls: median('cls'),
    tbt: median('tbt'),
    jsAtLoad: median('jsAtLoad'),
    jsBytes: median('jsBytes'),
    otherApps: Math.max(...visits.map((v) => v.otherApps)),
  };
}

/** One cold load: a new context (empty cache), throttled through the DevTools protocol, until the page is quiet. */
async function visit(url, profile) {
  const { context, page, cdp } = await openColdPage(browser, profile, { initScripts: [VITALS_SCRIPT] });

  const requests = new Map();
  let jsBytes = 0;
  let otherApps = 0;
  let lastActivity = Date.now();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, { type, url: response.url });
    if (/\/mfe\/(checkout|admin)\//.test(response.url)) otherApps++;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    lastActivity = Date.now();
    const request = requests.get(requestId);
    // By path as well as type: a prefetched script is fetched as type 'Other'.
    if (request && (request.type === 'Script' || new URL(request.url).pathname.endsWith('.js')))
      jsBytes += encodedDataLength;
  });

  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // What the page needed to be read and used (its links work, taps are held): the JavaScript fetched by 'load'.
  // The app's own files come after, prefetched while the page is read, and are counted in jsBytes.
  const jsAtLoad = jsBytes;
  // Quiet: no response for 2 s (a slow page keeps fetching images and data after 'load').
  const deadline = Date.now() + 30_000;
  while (Date.now() - lastActivity < 2000 && Date.now() < deadline) await page.waitForTimeout(250);
  const vitals = await readVitals(page);
  await context.close();

  const tbt = blockingTime(vitals.longTasks, vitals.fcp);
  return {
    lcp: vitals.lcp,
    fcp: vitals.fcp,
    cls: vitals.cls,
    tbt,
    jsAtLoad,
    jsBytes,
    otherApps,
  };
}

function printTable(rows) {
  const ms = (value) => `${Math.round(value)} ms`;
  const header = [
    'page',
    'LCP',
    'FCP',
    'CLS',
    'TBT',
    'JS by load (KB)',
    'JS in all (KB)',
    'checkout/admin files',
  ];
  const lines = rows.map((row) => [
    row.page,
    ms(row.lcp),
    ms(row.fcp),
    row.cls.toFixed(3),
    ms(row.tbt),
    (row.jsAtLoad / 1024).toFixed(1),
    (row.jsBytes / 1024).toFixed(1),
    String(row.otherApps),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  console.log('');
}
