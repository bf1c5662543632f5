// Stops the product's processes (not the infrastructure): SIGTERM, then SIGKILL after a grace period. Every
// process with a pid file is stopped, however many instances were started; the gateway first, so no request
// reaches an instance that is going.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runDir } from './processes.mjs';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stopOne(file, quiet) {
  const name = path
    .basename(file)
    .replace(/^app-/, '')
    .replace(/\.pid$/, '');
  const pid = Number(readFileSync(file, 'utf8'));
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    if (!quiet) console.log(`stopped ${name}`);
  }
  rmSync(file, { force: true });
}

export async function stopStack({ quiet = false } = {}) {
  if (!existsSync(runDir)) return;
  const files = readdirSync(runDir)
    .filter((file) => file.startsWith('app-') && file.endsWith('.pid'))
    .map((file) => path.join(runDir, file));
  const gateway = files.filter((file) => path.basename(file) === 'app-gateway.pid');
  await Promise.all(gateway.map((file) => stopOne(file, quiet)));
  // The rest stop side by side: each drains its own requests and events.
  await Promise.all(files.filter((file) => !gateway.includes(file)).map((file) => stopOne(file, quiet)));
}

if (import.meta.url === `file://${process.argv[1]}`) await stopStack();
