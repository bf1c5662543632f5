import type { JobLeases } from '../jobs/job-leases';
import type { Logger } from '../logging/create-logger';

export interface IntervalJob {
  /** Runs the job now (and waits for it); a run already under way is awaited instead of overlapped. */
  tick(): Promise<number>;
  /** No more runs; waits for the one under way, if any. */
  stop(): Promise<void>;
}

export interface IntervalJobOptions {
  /** One run; answers how many things it did (for the caller's tests and logs). */
  job: () => Promise<number>;
  intervalMs: number;
  logger: Logger;
  /** Logged (warn) when a run fails: the next run tries again. */
  failure: string;
  /**
   * With several instances, the clock's runs happen once per interval across all of them: each timed run first
   * takes the interval's slot (`leases.takeSlot(job, intervalMs)`), and only the winner runs. `tick()` is not
   * leased: a caller that asks for a run gets one.
   */
  once?: { leases: JobLeases; job: string };
}

/**
 * A job on a clock: run once at start and every `intervalMs`, never two runs at once in this process. A failed
 * run is logged and left to the next one, so each job must be safe to run again (idempotent), which also makes
 * restarts and several instances harmless. The timer keeps no process alive.
 */
export function startIntervalJob({
  job,
  intervalMs,
  logger,
  failure,
  once,
}: IntervalJobOptions): IntervalJob {
  let running: Promise<number> | undefined;
  const tick = (): Promise<number> => {
    running ??= job().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timed = async (): Promise<number> =>
    !once || (await once.leases.takeSlot(once.job, intervalMs)) ? tick() : 0;
  const run = () => void timed().catch((error: unknown) => logger.warn({ err: error }, failure));
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
