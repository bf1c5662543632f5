// Starts the product's processes in the background (after a build), each with a pid file and a log under
// .data/, waits until each answers, and prints where the site is. Running it again restarts them on the
// new build.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { GATEWAY_PORT, logDir, logFile, pidFile, processes, repoRoot, runDir } from './processes.mjs';
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

mkdirSync(runDir, { recursive: true });
mkdirSync(logDir, { recursive: true });
await stopStack({ quiet: true });
const admin = localAdmin();
const adminEnv = { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, ADMIN_EMAIL: admin.email };

for (const { name, args, env, ready } of processes) {
  process.stdout.write(`==> starting ${name} ... `);
  const out = openSync(logFile(name), 'a');
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // A local run, not production: its card page takes test cards, which payment refuses in production.
    env: { ...process.env, NODE_ENV: 'development', ...(name === 'identity' ? adminEnv : {}), ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  writeFileSync(pidFile(name), String(child.pid));
  await waitUntilReady(name, ready, child);
  child.unref();
  console.log('ready');
}

console.log(`
  Mealbox is running at http://localhost:${GATEWAY_PORT}
  The menu:            http://localhost:${GATEWAY_PORT}/meals
  Customer account:    http://localhost:${GATEWAY_PORT}/account (after logging in)
  Staff sign-in:       http://localhost:${GATEWAY_PORT}/manage
                       username ${admin.username}, password ${admin.password}
                       (kept in .data/local-admin.json; more admins: pnpm --filter @mealbox/identity create-admin)
  Emails sent:         http://localhost:8025 (Mailpit's inbox: every mail the shop sends locally lands there)

  Logs: .data/logs/   Stop: bash scripts/stop.sh   (add --all to stop Kafka, FerretDB, stripe-mock and Mailpit too)
`);
