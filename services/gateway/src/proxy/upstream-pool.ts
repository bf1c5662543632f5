import type { Logger } from '@mealbox/platform';

/**
 * The instances of one service (or one remote's static host) behind a route, and which of them to ask next.
 *
 * Requests go round robin over the instances answering their health check. Each instance is checked every
 * `intervalMs` with a `timeoutMs` budget, and one that refuses a connection is skipped at once, so a stopped
 * instance stops getting requests within a second. When every instance looks down, all of them are tried in turn
 * anyway: a failing health check is no reason to answer 502 without asking. A pool of one instance is never
 * checked; it behaves as the single upstream it is.
 */
export interface UpstreamPool {
  /** The part the instances are (`catalogue`), for metrics. */
  readonly name: string;
  /** How many instances the pool has. */
  readonly size: number;
  /** The instance to ask next. */
  next(): URL;
  /** An instance refused a connection: skip it until its health check answers again. */
  markDown(instance: URL): void;
  close(): void;
}

export interface UpstreamPoolOptions {
  name: string;
  /** The path each instance answers 2xx on while it takes requests (`/health/ready` for a service). */
  healthPath: string;
  intervalMs?: number;
  timeoutMs?: number;
  logger: Logger;
}

/** The instances of a route's upstream setting: one URL, or several separated by commas. */
export const upstreamInstances = (setting: string): URL[] =>
  setting
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => new URL(part));

export function createUpstreamPool(instances: URL[], options: UpstreamPoolOptions): UpstreamPool {
  const { name, healthPath, intervalMs = 500, timeoutMs = 500, logger } = options;
  if (instances.length === 0) throw new Error('An upstream needs at least one instance.');
  const up = new Set(instances);
  let turn = 0;

  const setHealth = (instance: URL, healthy: boolean) => {
    if (healthy === up.has(instance)) return;
    if (healthy) up.add(instance);
    else up.delete(instance);
    logger.warn(
      { upstream: instance.origin, healthy },
      healthy ? 'instance is back' : 'instance is down, skipped',
    );
  };

  const check = (instance: URL) =>
    fetch(new URL(healthPath, instance), { signal: AbortSignal.timeout(timeoutMs) }).then(
      (answer) => {
        void answer.body?.cancel();
        setHealth(instance, answer.ok);
      },
      () => setHealth(instance, false),
    );

  const timer =
    instances.length > 1 ? setInterval(() => void Promise.all(instances.map(check)), intervalMs) : undefined;
  timer?.unref();

  return {
    name,
    size: instances.length,
    next() {
      const candidates = up.size > 0 ? instances.filter((instance) => up.has(instance)) : instances;
      turn = (turn + 1) % Number.MAX_SAFE_INTEGER;
      return candidates[turn % candidates.length] as URL;
    },
    markDown(instance) {
      if (instances.length > 1) setHealth(instance, false);
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
