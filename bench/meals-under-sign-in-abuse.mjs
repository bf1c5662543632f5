// Benchmark: does abuse of registration and sign-in slow the shop for everyone else?
// GET /api/meals/ through the gateway (production configuration, production limits) at a fixed 80 req/s for
// 12 s, first idle, then while 20 clients (each its own loopback address; half registering new accounts, half
// guessing an account's password) hammer identity through the same gateway. The anchor, in the same run: a bare
// node:http server sending the same bytes, measured idle and under the same abuse (it shows how much the machine
// itself slows down). Measured twice under abuse: as it starts (every abusive request still costs a scrypt hash,
// held back only by the bounded queue) and after 90 s (the per-address limits refuse most of it with 429).
// Target: the gateway's p99 under abuse within 2x of its idle p99.
// 80 req/s keeps the measuring client (127.0.0.1) under the gateway's own per-address limit (1,000 in 10 s).
// `--edge` puts the production edge in front (nginx terminating TLS, infra/edge/nginx.conf.template; the gateway
// trusting it alone, TRUSTED_PROXIES): every client, the measuring one and the abusers, then reaches the shop
// through nginx, and the gateway tells them apart by the address nginx saw.
// Needs the local infrastructure (bash infra/up.sh) and a build (bash scripts/build.sh).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import http from 'node:http';
import https from 'node:https';
import { startEdgeProxy } from './support/edge-proxy.mjs';
import { measure } from './support/measure.mjs';
import { repoRoot, startProcess, stopProcess } from './support/processes.mjs';

const ports = {
  identity: 19101,
  catalogue: 19102,
  gateway: 19180,
  bare: 19181,
  edge: 19443,
  edgeHttp: 19480,
};
const BEHIND_EDGE = process.argv.includes('--edge');
const ABUSIVE_CLIENTS = 20;
const RATE = 80;
const SECONDS = 12;
const LIMITS_ENGAGED_MS = 90_000;
const suffix = randomUUID().slice(0, 8);
const databases = [`identity_bench_${suffix}`, `catalogue_bench_${suffix}`];
const mongoUrl = (name) => `mongodb://127.0.0.1:27017/${name}`;
const common = { HOST: '127.0.0.1', KAFKA_TOPIC_PREFIX: `bench_${suffix}.` };
const victim = { username: `victim${suffix}`, password: 'plum-tart-on-sunday' };

const children = [];
let abuse;
let bare;
let edge;
try {
  children.push(
    await startProcess(
      'identity',
      'services/identity/dist/main.js',
      {
        ...common,
        PORT: String(ports.identity),
        MONGO_URL: mongoUrl(databases[0]),
      },
      `http://127.0.0.1:${ports.identity}/health/ready`,
    ),
    await startProcess(
      'catalogue',
      'services/catalogue/dist/main.js',
      { ...common, PORT: String(ports.catalogue), MONGO_URL: mongoUrl(databases[1]) },
      `http://127.0.0.1:${ports.catalogue}/health/ready`,
    ),
    await startProcess(
      'gateway',
      'services/gateway/dist/main.js',
      {
        HOST: '127.0.0.1',
        PORT: String(ports.gateway),
        IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
        CATALOGUE_URL: `http://127.0.0.1:${ports.catalogue}`,
        PRERENDER: 'off',
        // Behind the edge, the gateway believes nginx (on loopback) alone about the client's address.
        ...(BEHIND_EDGE ? { TRUSTED_PROXIES: '127.0.0.1/32' } : {}),
        // Not the running site's 9464.
        GATEWAY_METRICS_PORT: String(ports.gateway + 1000),
      },
      `http://127.0.0.1:${ports.gateway}/health/live`,
    ),
  );
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  if (BEHIND_EDGE) edge = await startEdgeProxy(ports.gateway, ports.edge, ports.edgeHttp);
  // Where clients reach the shop: nginx when it is in front, else the gateway itself.
  const shopUrl = edge?.url ?? gatewayUrl;
  const registered = await fetch(`${gatewayUrl}/auth/users/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...victim,
      email: `${victim.username}@example.co.uk`,
      first_name: 'Ada',
      last_name: 'Byron',
    }),
  });
  if (registered.status !== 201) throw new Error(`registering the victim answered ${registered.status}`);
  const body = Buffer.from(await (await fetch(`${gatewayUrl}/api/meals/`)).arrayBuffer());
  bare = spawn(process.execPath, ['bench/support/bare-server.mjs', String(ports.bare)], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  bare.stdin.end(body);
  await new Promise((resolve) => bare.stdout.once('data', resolve));

  const targets = { gateway: `${shopUrl}/api/meals/`, anchor: `http://127.0.0.1:${ports.bare}/` };
  const at = (url) => measure(url, { overallRate: RATE, durationSeconds: SECONDS });
  // The gateway's per-address window is 10 s: a pause between gateway runs starts each in a fresh one.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10_000));
  await measure(targets.anchor, { durationSeconds: 2 }); // warm up JIT and pools
  await at(targets.gateway);
  await pause();

  const idle = { gateway: await at(targets.gateway), anchor: await at(targets.anchor) };
  await pause();

  abuse = spawn(
    process.execPath,
    [
      'bench/support/abuse-clients.mjs',
      String(BEHIND_EDGE ? ports.edge : ports.gateway),
      String(ABUSIVE_CLIENTS),
      victim.username,
      BEHIND_EDGE ? 'https' : 'http',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => abuse.stdout.once('data', resolve));
  const abuseStarted = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // the abuse is in full swing
  // First while every abusive request still costs a scrypt hash (only the bounded queue holds them back) ...
  const underAbuse = { gateway: await at(targets.gateway), anchor: await at(targets.anchor) };
  // ... then once the per-address limits answer most of them with 429 (registrations: 10 an hour per address).
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, abuseStarted + LIMITS_ENGAGED_MS - Date.now())),
  );
  const limited = { gateway: await at(targets.gateway), anchor: await at(targets.anchor) };
  const tallyLine = new Promise((resolve) =>
    abuse.stdout.once('data', (data) => resolve(String(data).trim())),
  );
  abuse.kill('SIGTERM');
  const tally = await tallyLine;
  abuse = undefined;

  // The owner signs in from an address of their own (127.0.0.1; the abusers use 127.0.0.11 and up).
  const ownerSignIn = await signIn(shopUrl, victim);

  const pad = (value, width) => String(value).padStart(width);
  console.log(
    `GET /api/meals/ at ${RATE} req/s for ${SECONDS} s, ${ABUSIVE_CLIENTS} abusive clients` +
      `${BEHIND_EDGE ? ', every client through nginx (TLS) in front of the gateway' : ''}\n`,
  );
  console.log(`${''.padEnd(32)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('requests', 9)}`);
  for (const [label, run] of [
    ['gateway, idle', idle.gateway],
    ['gateway, abuse starting', underAbuse.gateway],
    ['gateway, abuse after 90 s', limited.gateway],
    ['bare node:http, idle', idle.anchor],
    ['bare node:http, abuse starting', underAbuse.anchor],
    ['bare node:http, abuse after 90 s', limited.anchor],
  ])
    console.log(`${label.padEnd(32)} ${pad(run.p50, 7)} ${pad(run.p99, 7)} ${pad(run.requests, 9)}`);
  // A p99 of 0 ms (sub-millisecond answers) counts as 1 ms, so the ratio stays meaningful.
  const ratio = (run, base) => Math.max(run.p99, 1) / Math.max(base.p99, 1);
  console.log('');
  for (const [phase, run] of [
    ['abuse starting', underAbuse],
    ['abuse after 90 s', limited],
  ]) {
    const gateway = ratio(run.gateway, idle.gateway).toFixed(2);
    const anchor = ratio(run.anchor, idle.anchor).toFixed(2);
    console.log(`p99 ${phase} / idle: gateway ${gateway} (target <= 2), anchor ${anchor}`);
  }
  console.log(`abusive answers: ${tally}`);
  console.log(
    `the owner signing in afterwards (through the ${BEHIND_EDGE ? 'edge' : 'gateway'}): ${ownerSignIn}`,
  );
} finally {
  abuse?.kill('SIGKILL');
  bare?.kill();
  await edge?.stop();
  for (const child of children.reverse()) await stopProcess(child);
  for (const name of databases) {
    const connection = await mongoose.createConnection(mongoUrl(name)).asPromise();
    await connection.dropDatabase();
    await connection.close();
  }
}

/** Signs in at `baseUrl` (over TLS to the edge's certificate made for the run, when in front); answers the status. */
function signIn(baseUrl, credentials) {
  const payload = JSON.stringify(credentials);
  const url = new URL('/auth/jwt/create/', baseUrl);
  const send = url.protocol === 'https:' ? https.request : (options, done) => http.request(options, done);
  return new Promise((resolve, reject) => {
    const req = send(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        rejectUnauthorized: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
