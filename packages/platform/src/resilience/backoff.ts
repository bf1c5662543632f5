/**
 * How long to wait before try number `step` (1, 2, ...) while a dependency is down: doubling from `baseMs` up to
 * `capMs`, each wait drawn between half and all of that ("equal jitter"), so the instances that lost the database
 * together do not all come back at the same instant, and none waits longer than the cap after it returns.
 */
export function backoffDelay(
  step: number,
  { baseMs, capMs, random = Math.random }: { baseMs: number; capMs: number; random?: () => number },
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(step - 1, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Resolves after `ms`, or at once when `signal` aborts (the service is stopping). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
