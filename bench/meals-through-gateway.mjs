// Benchmark: GET /api/meals/ through the gateway against a bare node:http server serving the same bytes,
// measured in the same run on the same machine (autocannon in this process, each server in its own).
//   - "gateway": the production configuration; the catalogue marks the public menu shareable for 2 s, so the
//     gateway's edge cache answers most requests (as a CDN would);
//   - "gateway, edge cache off": every request travels gateway -> catalogue (its in-memory response cache);
//   - "bare node:http": the anchor.
// Throughput: 10 connections, three alternating 5 s rounds per target (the median is printed, so a noisy
// neighbour hurts every target alike). Latency: a fixed 500 req/s for 10 s.
// Targets (issue "Foundation"): gateway/bare req/s >= 0.35 and p99 <= 25 ms at 500 req/s.
// Needs the local infrastructure (bash infra/up.sh) and a build (bash scripts/build.sh).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { measure } from './support/measure.mjs';
import { repoRoot, startProcess, stopProcess } from './support/processes.mjs';

const CATALOGUE_PORT = 14002;
const database = `catalogue_bench_${randomUUID().slice(0, 8)}`;
const mongoUrl = `mongodb://127.0.0.1:27017/${database}`;
const ROUNDS = 3;

const catalogue = await startProcess(
  'catalogue',
  'services/catalogue/dist/main.js',
  { PORT: String(CATALOGUE_PORT), MONGO_URL: mongoUrl },
  `http://127.0.0.1:${CATALOGUE_PORT}/health/ready`,
);
const startGateway = (port, env = {}) =>
  startProcess(
    `gateway :${port}`,
    'services/gateway/dist/main.js',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      CATALOGUE_URL: `http://127.0.0.1:${CATALOGUE_PORT}`,
      // One load generator at full speed from one address: the per-address limit is raised, still counted.
      CLIENT_REQUEST_LIMIT: '100000000/10',
      // Only the API is measured: no Chromium prerendering pages beside it (their remotes are not even running).
      PRERENDER: 'off',
      // Each gateway's metrics listener on a port of its own: two run here, maybe beside the running site's.
      GATEWAY_METRICS_PORT: String(port + 1000),
      ...env,
    },
    `http://127.0.0.1:${port}/health/live`,
  );
const gateway = await startGateway(18080);
const gatewayUncached = await startGateway(18082, { EDGE_CACHE_MAX_ENTRIES: '0' });
const body = Buffer.from(await (await fetch('http://127.0.0.1:18080/api/meals/')).arrayBuffer());

const bare = spawn(process.execPath, ['bench/support/bare-server.mjs', '18081'], {
  cwd: repoRoot,
  stdio: ['pipe', 'pipe', 'inherit'],
});
bare.stdin.end(body);
await new Promise((resolve) => bare.stdout.once('data', resolve));

const targets = [
  { name: 'gateway', url: 'http://127.0.0.1:18080/api/meals/' },
  { name: 'gateway, edge cache off', url: 'http://127.0.0.1:18082/api/meals/' },
  { name: 'bare node:http (anchor)', url: 'http://127.0.0.1:18081/' },
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  console.log(`GET /api/meals/: ${body.length} bytes, ${JSON.parse(body.toString()).length} meals\n`);
  for (const { url } of targets) await measure(url, { durationSeconds: 2 }); // warm JIT, pools and caches

  const rounds = new Map(targets.map(({ name }) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, url } of targets) rounds.get(name).push(await measure(url, { durationSeconds: 5 }));
  }
  const fixed = new Map();
  for (const { name, url } of targets) fixed.set(name, await measure(url, { overallRate: 500 }));

  const pad = (value, width) => String(value).padStart(width);
  console.log(
    `${''.padEnd(26)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)}   ${pad('@500/s p50', 11)} ${pad('p99', 5)}`,
  );
  const summary = new Map();
  for (const { name } of targets) {
    const runs = rounds.get(name);
    const row = {
      rps: median(runs.map((run) => run.requestsPerSecond)),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
    };
    summary.set(name, row);
    const at500 = fixed.get(name);
    console.log(
      `${name.padEnd(26)} ${pad(row.rps.toFixed(0), 8)} ${pad(row.p50, 7)} ${pad(row.p99, 7)}   ${pad(at500.p50, 11)} ${pad(at500.p99, 5)}`,
    );
  }
  const anchor = summary.get('bare node:http (anchor)').rps;
  console.log(
    `\nratio gateway/bare req/s:                 ${(summary.get('gateway').rps / anchor).toFixed(2)} (target >= 0.35)`,
  );
  console.log(
    `ratio gateway (edge cache off)/bare req/s: ${(summary.get('gateway, edge cache off').rps / anchor).toFixed(2)}`,
  );
  console.log(`gateway p99 at 500 req/s: ${fixed.get('gateway').p99} ms (target <= 25 ms)`);
} finally {
  bare.kill();
  await Promise.all([stopProcess(gateway), stopProcess(gatewayUncached)]);
  await stopProcess(catalogue);
  const connection = await mongoose.createConnection(mongoUrl).asPromise();
  await connection.dropDatabase();
  await connection.close();
}
