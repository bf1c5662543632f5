// Starts built services as child processes for a benchmark and stops them afterwards.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Spawns `node <script>` with env, and resolves once `readyUrl` answers 2xx (within `readyMs`). */
export async function startProcess(name, script, env, readyUrl, readyMs = 60_000) {
  // Something already answering there (a process left by an interrupted run) would be measured instead.
  const earlier = await fetch(readyUrl).catch(() => null);
  if (earlier) throw new Error(`${readyUrl} already answers before ${name} starts: stop what listens there`);
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    cwd: repoRoot,
    // Not production: payment's local card page, which the benchmarks pay on, is refused there.
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + readyMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become ready at ${readyUrl}`);
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
