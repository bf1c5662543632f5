// Stops the product's processes (not the infrastructure): SIGTERM, then SIGKILL after a grace period.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { pidFile, processes } from './processes.mjs';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function stopStack({ quiet = false } = {}) {
  for (const { name } of [...processes].reverse()) {
    const file = pidFile(name);
    if (!existsSync(file)) continue;
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
}

if (import.meta.url === `file://${process.argv[1]}`) await stopStack();
