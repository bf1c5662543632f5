// Benchmark: GET /api/meals/ through the gateway (gateway -> catalogue, cached list) against a bare node:http
// server serving the same bytes, measured in the same run on the same machine.
//   1. throughput: 10 connections for 10 s each -> req/s, p50, p99, and the ratio gateway / bare;
//   2. latency at a fixed 500 req/s for 10 s -> p50, p99.
// Targets (issue "Foundation"): ratio >= 0.35 and p99 <= 25 ms at 500 req/s.
// Needs the local infrastructure (bash infra/up.sh) and a build (bash scripts/build.sh).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { measure } from './support/measure.mjs';
import { startProcess, stopProcess, repoRoot } from './support/processes.mjs';

const CATALOGUE_PORT = 14002;
const GATEWAY_PORT = 18080;
const BARE_PORT = 18081;
const database = `catalogue_bench_${randomUUID().slice(0, 8)}`;
const mongoUrl = `mongodb://127.0.0.1:27017/${database}`;

const catalogue = await startProcess(
  'catalogue',
  'services/catalogue/dist/main.js',
  { PORT: String(CATALOGUE_PORT), MONGO_URL: mongoUrl },
  `http://127.0.0.1:${CATALOGUE_PORT}/health/ready`,
);
const gateway = await startProcess(
  'gateway',
  'services/gateway/dist/main.js',
  { PORT: String(GATEWAY_PORT), HOST: '127.0.0.1', CATALOGUE_URL: `http://127.0.0.1:${CATALOGUE_PORT}` },
  `http://127.0.0.1:${GATEWAY_PORT}/health/live`,
);
const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}/api/meals/`;
const body = Buffer.from(await (await fetch(gatewayUrl)).arrayBuffer());

const bare = spawn(process.execPath, ['bench/support/bare-server.mjs', String(BARE_PORT)], {
  cwd: repoRoot,
  stdio: ['pipe', 'pipe', 'inherit'],
});
bare.stdin.end(body);
await new Promise((resolve) => bare.stdout.once('data', resolve));
const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;

try {
  console.log(`GET /api/meals/ (${body.length} bytes, ${JSON.parse(body.toString()).length} meals)\n`);
  // Warm both (JIT, connection pools, the catalogue's response cache) before measuring.
  await measure(gatewayUrl, { durationSeconds: 3 });
  await measure(bareUrl, { durationSeconds: 3 });

  const gatewayMax = await measure(gatewayUrl);
  const bareMax = await measure(bareUrl);
  const gatewayFixed = await measure(gatewayUrl, { overallRate: 500 });
  const bareFixed = await measure(bareUrl, { overallRate: 500 });

  const ratio = gatewayMax.requestsPerSecond / bareMax.requestsPerSecond;
  const row = (name, max, fixed) =>
    `${name.padEnd(28)} ${max.requestsPerSecond.toFixed(0).padStart(8)} ${String(max.p50).padStart(8)} ${String(max.p99).padStart(8)}   ${String(fixed.p50).padStart(8)} ${String(fixed.p99).padStart(8)}`;
  console.log(
    `${''.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}   ${'@500 p50'.padStart(8)} ${'@500 p99'.padStart(8)}`,
  );
  console.log(row('gateway -> catalogue', gatewayMax, gatewayFixed));
  console.log(row('bare node:http (anchor)', bareMax, bareFixed));
  console.log(`\nratio gateway/bare req/s: ${ratio.toFixed(2)} (target >= 0.35)`);
  console.log(`gateway p99 at 500 req/s: ${gatewayFixed.p99} ms (target <= 25 ms)`);
} finally {
  bare.kill();
  await stopProcess(gateway);
  await stopProcess(catalogue);
  const connection = await mongoose.createConnection(mongoUrl).asPromise();
  await connection.dropDatabase();
  await connection.close();
}
