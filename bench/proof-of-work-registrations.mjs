// Benchmark: a shared address (a mobile carrier's NAT, an office) registering past identity's per-address limit.
//   1. 200 registrations from one address, four people at a time, each done as the page does it: POST
//      /auth/users/; on 429 with `challenge_required`, GET /auth/challenge/, solve it in the browser (headless
//      Chromium running altcha-lib's Web Crypto solver, the code the site's chunk runs), POST again with
//      X-Proof-Of-Work. All must succeed within 10 minutes.
//   2. The same from another address by a script that sends no solutions: only the free registrations succeed.
//   3. identity's CPU per challenge issued and per challenge verified: N password-reset requests (an unknown
//      address, so no mail and no scrypt) past the threshold, each with a solved challenge, against the anchor of
//      the same requests from addresses under the threshold (no challenge); and N challenges issued.
// Runs against identity alone (a built one, started here on a database and topics of its own), not the whole
// stack: the gateway adds nothing to what is measured. Its limits are the defaults (10 registrations an hour per
// address, 10 password-reset calls in 15 minutes). Needs `bash infra/up.sh` and identity built
// (`pnpm --filter "@mealbox/identity..." build`).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import mongoose from 'mongoose';
import { chromium } from 'playwright-core';
import { launchBrowser } from './support/browser-profiles.mjs';
import { countCpu } from './support/cpu-time.mjs';
import { median } from './support/median.mjs';
import { percentile } from './support/percentile.mjs';
import { startProcess, stopProcess } from './support/processes.mjs';
import { printTextTable } from './support/text-table.mjs';

const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 200);
const PEOPLE_AT_ONCE = 4;
const TIME_BOX_MS = 10 * 60 * 1000;
const UNSOLVED_TRIES = 30;
const CPU_SAMPLES = Number(process.env.BENCH_CPU_SAMPLES ?? 100);
const PORT = 14401;
const identityUrl = `http://127.0.0.1:${PORT}`;
const mongoBase = process.env.MONGO_BASE_URL ?? 'mongodb://127.0.0.1:27017';
const run = randomUUID().slice(0, 8);
const database = `identity_bench_pow_${run}`;

/** A loopback client names its address in X-Forwarded-For, as the gateway does (identity trusts loopback). */
const fromAddress = (address) => ({ 'X-Forwarded-For': address });
const fresh = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function post(pathname, body, headers) {
  const response = await fetch(`${identityUrl}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}
const getChallenge = async () => (await fetch(`${identityUrl}/auth/challenge/`)).json();

function newCustomer() {
  const name = `pow${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  return {
    username: name,
    password: 'plum-tart-on-sunday',
    email: `${name}@example.co.uk`,
    first_name: 'Ada',
    last_name: 'Lovelace',
  };
}

/** Serves altcha-lib's browser build, so a page can import the solver the site's chunk is built from. */
async function serveAltcha() {
  const require = createRequire(import.meta.url);
  const root = path
    .dirname(require.resolve('altcha-lib'))
    .replace(`${path.sep}cjs${path.sep}`, `${path.sep}esm${path.sep}`);
  const server = createServer(async (req, res) => {
    const file = path.join(root, path.normalize(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(root) || !file.endsWith('.js')) {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>solver</title>');
      return;
    }
    try {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(await readFile(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/** A Chromium page that solves challenges as the site does: altcha-lib's solver over Web Crypto PBKDF2. */
async function startSolver() {
  const altcha = await serveAltcha();
  const browser = await launchBrowser(chromium);
  const page = await browser.newPage();
  await page.goto(altcha.url);
  return {
    /** The header value and the milliseconds the page took to solve. */
    solve: (challenge) =>
      page.evaluate(async (sent) => {
        const [{ solveChallenge }, { deriveKey }] = await Promise.all([
          import('/index.js'),
          import('/algorithms/web/pbkdf2.js'),
        ]);
        const started = performance.now();
        const solution = await solveChallenge({ challenge: sent, deriveKey, timeout: 60_000 });
        const ms = performance.now() - started;
        const proof = {
          challenge: sent,
          solution: { counter: solution.counter, derivedKey: solution.derivedKey },
        };
        return { proof: btoa(JSON.stringify(proof)), ms };
      }, challenge),
    async close() {
      await browser.close();
      await new Promise((resolve) => altcha.server.close(resolve));
    },
  };
}

/** One registration as the page does it; answers whether it needed solving, and the solve time. */
async function registerAsThePage(solver, address) {
  const customer = newCustomer();
  const first = await post('/auth/users/', customer, fromAddress(address));
  if (first.status === 201) return { solvedMs: null };
  if (first.status !== 429 || first.body.challenge_required !== true)
    throw new Error(`registration answered ${first.status} ${JSON.stringify(first.body)}`);
  const { proof, ms } = await solver.solve(await getChallenge());
  const second = await post('/auth/users/', customer, { ...fromAddress(address), 'X-Proof-Of-Work': proof });
  if (second.status !== 201)
    throw new Error(`solved registration answered ${second.status} ${JSON.stringify(second.body)}`);
  return { solvedMs: ms };
}

async function registrationsFromOneAddress(solver) {
  const address = fresh();
  const started = Date.now();
  const solveTimes = [];
  let free = 0;
  let next = 0;
  const person = async () => {
    while (next < REGISTRATIONS) {
      next++;
      const { solvedMs } = await registerAsThePage(solver, address);
      if (solvedMs === null) free++;
      else solveTimes.push(solvedMs);
    }
  };
  await Promise.all(Array.from({ length: PEOPLE_AT_ONCE }, person));
  return { seconds: (Date.now() - started) / 1000, free, solveTimes };
}

async function scriptWithoutSolutions() {
  const address = fresh();
  const counts = { 201: 0, asked: 0, other: 0 };
  for (let i = 0; i < UNSOLVED_TRIES; i++) {
    const answer = await post('/auth/users/', newCustomer(), fromAddress(address));
    if (answer.status === 201) counts[201]++;
    else if (answer.status === 429 && answer.body.challenge_required) counts.asked++;
    else counts.other++;
  }
  return counts;
}

/** identity's CPU milliseconds per request, over `count` sequential calls of `send(i)`. */
async function cpuPerRequest(pid, count, send) {
  const cpu = countCpu([{ name: 'identity', pid }]);
  for (let i = 0; i < count; i++) await send(i);
  return cpu.stop().identity / count;
}

async function verificationCost(solver, pid) {
  const unknown = { email: `nobody-${run}@example.co.uk` };
  const issued = [];
  const issueMs = await cpuPerRequest(pid, CPU_SAMPLES, async () => issued.push(await getChallenge()));
  const proofs = [];
  for (let i = 0; i < issued.length; i += PEOPLE_AT_ONCE) {
    const batch = await Promise.all(
      issued.slice(i, i + PEOPLE_AT_ONCE).map((challenge) => solver.solve(challenge)),
    );
    proofs.push(...batch.map(({ proof }) => proof));
  }
  const expect204 = (answer) => {
    if (answer.status !== 204)
      throw new Error(`password reset answered ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  const anchorMs = await cpuPerRequest(pid, CPU_SAMPLES, async () =>
    expect204(await post('/auth/users/reset_password/', unknown, fromAddress(fresh()))),
  );
  const shared = fresh();
  for (let i = 0; i < 10; i++) await post('/auth/users/reset_password/', unknown, fromAddress(shared));
  const refused = await post('/auth/users/reset_password/', unknown, fromAddress(shared));
  if (refused.status !== 429) throw new Error(`the reset threshold did not hold: ${refused.status}`);
  const solvedMs = await cpuPerRequest(pid, CPU_SAMPLES, async (i) =>
    expect204(
      await post('/auth/users/reset_password/', unknown, {
        ...fromAddress(shared),
        'X-Proof-Of-Work': proofs[i],
      }),
    ),
  );
  return { issueMs, anchorMs, solvedMs };
}

const identity = await startProcess(
  'identity',
  'services/identity/dist/main.js',
  {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    MONGO_URL: `${mongoBase}/${database}`,
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    KAFKA_TOPIC_PREFIX: `bench_${run}.`,
  },
  `${identityUrl}/health/ready`,
);
const solver = await startSolver();
try {
  const settings = (await getChallenge()).parameters;
  console.log(
    `identity alone on :${PORT} (defaults: 10 registrations an hour per address, challenge ${settings.algorithm} x ${settings.cost} rounds a guess); solving in headless Chromium, ${PEOPLE_AT_ONCE} people at once`,
  );
  const shared = await registrationsFromOneAddress(solver);
  const sorted = [...shared.solveTimes].sort((a, b) => a - b);
  const unsolved = await scriptWithoutSolutions();
  const cost = await verificationCost(solver, identity.pid);
  printTextTable(
    ['from one address', 'result'],
    [
      [
        `${REGISTRATIONS} registrations as the page does them`,
        `all 201 in ${shared.seconds.toFixed(0)} s (limit ${TIME_BOX_MS / 1000} s)`,
      ],
      ['  of which free (under the threshold)', String(shared.free)],
      ['  of which with a solved challenge', String(shared.solveTimes.length)],
      [
        '  solve time median / p95 / max',
        `${median(sorted).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)} / ${sorted.at(-1).toFixed(0)} ms`,
      ],
      [
        `${UNSOLVED_TRIES} registrations by a script sending no solutions`,
        `${unsolved[201]} x 201, ${unsolved.asked} x 429 challenge_required, ${unsolved.other} other`,
      ],
    ],
  );
  printTextTable(
    ['identity CPU per request (sequential, ' + CPU_SAMPLES + ' each)', 'ms'],
    [
      ['GET /auth/challenge/ (issue: one PBKDF2 guess, sign)', cost.issueMs.toFixed(2)],
      ['password reset, under the threshold (anchor)', cost.anchorMs.toFixed(2)],
      ['password reset past it, with a solved challenge', cost.solvedMs.toFixed(2)],
      ['=> verifying and spending one challenge', (cost.solvedMs - cost.anchorMs).toFixed(2)],
    ],
  );
  const met = shared.seconds * 1000 <= TIME_BOX_MS && unsolved[201] === 10 && unsolved.other === 0;
  console.log(met ? 'met' : 'NOT met');
  process.exitCode = met ? 0 : 1;
} finally {
  await solver.close();
  await stopProcess(identity);
  const connection = await mongoose.createConnection(`${mongoBase}/${database}`).asPromise();
  await connection.dropDatabase();
  await connection.close();
}
