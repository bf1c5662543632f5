import { randomUUID } from 'node:crypto';
import type { Logger } from '@mealbox/platform';
import type { JobRunModel } from '../data/job-run-model';
import { takeJobLease } from '../domain/job-lease';
import type { OrderingDeps } from '../domain/ordering-deps';
import { remindClosingBoxes } from '../domain/subscriptions/remind-closing-boxes';

export interface ReminderClock {
  /** Runs the job now if this instance takes the slot's lease; answers how many boxes it announced. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

const JOB = 'cut-off-reminders';

/**
 * The clock of the reminders before each box's cut-off: every `intervalMs` one instance (the one that takes the
 * slot's lease, see takeJobLease) announces the boxes now within two days of their cut-off. Each box is also
 * announced at most once by its own record (remindedSlots), so a run that overlaps a slow one changes nothing.
 */
export function startReminderClock(
  deps: OrderingDeps & { logger: Logger; jobRuns: JobRunModel },
  intervalMs = 60_000,
): ReminderClock {
  const holder = randomUUID();
  let running: Promise<number> | undefined;
  const tick = (): Promise<number> => {
    running ??= (async () => {
      if (!(await takeJobLease(deps.jobRuns, JOB, holder, deps.now(), intervalMs))) return 0;
      const announced = await remindClosingBoxes(deps, `reminder-clock:${randomUUID()}`);
      if (announced > 0) deps.logger.info({ announced }, 'announced the boxes closing soon');
      return announced;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const run = () =>
    void tick().catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'the cut-off reminder job failed; the next run tries again'),
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
