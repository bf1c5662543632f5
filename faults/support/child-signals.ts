import type { ChildProcess } from 'node:child_process';

/** Polls `accepts` until the child takes connections or requests; fails early if `child` exits, or after `timeoutMs`. */
export async function waitUntilListening(
  child: ChildProcess,
  name: string,
  accepts: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts())) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends `signal` to a child that still runs and, for the signals that end a process, waits until it has ended. */
export async function signalChild(
  child: ChildProcess | undefined,
  signal: 'SIGKILL' | 'SIGTERM' | 'SIGSTOP' | 'SIGCONT',
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  if (signal === 'SIGKILL' || signal === 'SIGTERM') await ended;
}
