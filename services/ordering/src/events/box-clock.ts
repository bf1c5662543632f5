import { randomUUID } from 'node:crypto';
import type { Logger } from '@mealbox/platform';
import type { OrderingDeps } from '../domain/ordering-deps';
import { lockDueBoxes } from '../domain/subscriptions/lock-due-boxes';

export interface BoxClock {
  /** Runs the job now (and waits for it); a run already under way is awaited instead of overlapped. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The weekly job's clock: every `intervalMs` (and once at start) it announces the subscription boxes whose
 * cut-off has passed (lockDueBoxes). A cut-off is noon three days ahead, so a minute's delay is of no account;
 * what matters is that every run is idempotent, so restarts, overlaps and several instances are harmless.
 */
export function startBoxClock(deps: OrderingDeps & { logger: Logger }, intervalMs = 60_000): BoxClock {
  let running: Promise<number> | undefined;
  const tick = (): Promise<number> => {
    running ??= lockDueBoxes(deps, `box-clock:${randomUUID()}`)
      .then((announced) => {
        if (announced > 0) deps.logger.info({ announced }, 'announced the boxes past their cut-off');
        return announced;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const run = () =>
    void tick().catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'the weekly box job failed; the next run tries again'),
    );
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
