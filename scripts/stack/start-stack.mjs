// Starts the product's processes in the background (after a build), each with a pid file and a log under
// .data/, waits until each answers, and prints where the site is. Running it again restarts them on the
// new build. `--instances N` (or MEALBOX_INSTANCES=N) runs N of every service and front-end host, the gateway
// spreading requests over them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import {
  GATEWAY_PORT,
  MAX_INSTANCES,
  logDir,
  logFile,
  pidFile,
  repoRoot,
  runDir,
  stackProcesses,
} from './processes.mjs';
import { localAdmin } from './local-admin.mjs';
import { stopStack } from './stop-stack.mjs';

const READY_TIMEOUT_MS = 60_000;

async function waitUntilReady(name, url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const log = readFileSync(logFile(name), 'utf8').trim().split('\n').slice(-20).join('\n');
  console.error(`\n${name} did not become ready (${url}). Last lines of ${logFile(name)}:\n${log}`);
  process.exit(1);
}

/** How many instances of each service: `--instances N`, else MEALBOX_INSTANCES, else 1. */
function instanceCount() {
  const flag = process.argv.indexOf('--instances');
  const given = flag === -1 ? (process.env.MEALBOX_INSTANCES ?? '1') : process.argv[flag + 1];
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTANCES) {
    console.error(`--instances takes a whole number from 1 to ${MAX_INSTANCES} (got ${given ?? 'nothing'}).`);
    process.exit(2);
  }
  return count;
}

/**
 * The services' brokers: KAFKA_BROKERS when set, else the list infra/up.sh wrote for the Kafka it started (every
 * node's address with KAFKA_NODES=3); without either the services use their default, 127.0.0.1:9092.
 */
function kafkaBrokersEnv() {
  if (process.env.KAFKA_BROKERS) return {};
  const dataDir = process.env.INFRA_DATA_DIR ?? path.join(repoRoot, '.data');
  try {
    const written = readFileSync(path.join(dataDir, 'run/kafka-brokers'), 'utf8').trim();
    return written ? { KAFKA_BROKERS: written } : {};
  } catch {
    return {};
  }
}

const instances = instanceCount();
const kafkaEnv = kafkaBrokersEnv();
mkdirSync(runDir, { recursive: true });
mkdirSync(logDir, { recursive: true });
await stopStack({ quiet: true });
const admin = localAdmin();
const adminEnv = { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, ADMIN_EMAIL: admin.email };
const isIdentity = (name) => name === 'identity' || name.startsWith('identity-');

for (const { name, args, env, ready } of stackProcesses(instances)) {
  process.stdout.write(`==> starting ${name} ... `);
  const out = openSync(logFile(name), 'a');
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // A local run, not production: its card page takes test cards, which payment refuses in production.
    env: {
      ...process.env,
      ...kafkaEnv,
      NODE_ENV: 'development',
      // Each request's trace, one JSON line per span in the services' logs (docs/operations.md, 'Traces').
      OTEL_TRACES_EXPORTER: process.env.OTEL_TRACES_EXPORTER ?? 'console',
      ...(isIdentity(name) ? adminEnv : {}),
      ...env,
    },
    stdio: ['ignore', out, out],
    detached: true,
  });
  writeFileSync(pidFile(name), String(child.pid));
  await waitUntilReady(name, ready, child);
  child.unref();
  console.log('ready');
}

console.log(`
  Mealbox is running at http://localhost:${GATEWAY_PORT}${instances > 1 ? ` (${instances} instances of every service)` : ''}
  The menu:            http://localhost:${GATEWAY_PORT}/meals
  Customer account:    http://localhost:${GATEWAY_PORT}/account (after logging in)
  Staff sign-in:       http://localhost:${GATEWAY_PORT}/manage
                       username ${admin.username}, password ${admin.password}
                       (kept in .data/local-admin.json; more admins: pnpm --filter @mealbox/identity create-admin)
  Emails sent:         http://localhost:8025 (Mailpit's inbox: every mail the shop sends locally lands there)

  Traces: one JSON line per span in .data/logs/ (OTEL_TRACES_EXPORTER=otlp sends them to a collector instead)
  Logs: .data/logs/   Stop: bash scripts/stop.sh   (add --all to stop Kafka, FerretDB, stripe-mock and Mailpit too)
`);
