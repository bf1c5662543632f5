import { randomUUID } from 'node:crypto';
import { startIntervalJob } from '@mealbox/platform';
import type { IntervalJob, JobLeases, Logger } from '@mealbox/platform';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { remindClosingBoxes } from '../domain/remind-closing-boxes';

/** `tick` runs the job now if this instance takes the slot's lease; it answers how many boxes it announced. */
export type ReminderClock = IntervalJob;

const JOB = 'cut-off-reminders';

/**
 * The clock of the reminders before each box's cut-off: every `intervalMs` one instance (the one that takes the
 * slot, see JobLeases.takeSlot) announces the boxes now within two days of their cut-off. Each box is also
 * announced at most once by its own record (remindedSlots), so a run that overlaps a slow one changes nothing.
 */
export function startReminderClock(
  deps: OrderingDeps & { logger: Logger; leases: JobLeases },
  intervalMs = 60_000,
): ReminderClock {
  return startIntervalJob({
    intervalMs,
    logger: deps.logger,
    failure: 'the cut-off reminder job failed; the next run tries again',
    job: async () => {
      if (!(await deps.leases.takeSlot(JOB, intervalMs))) return 0;
      const announced = await remindClosingBoxes(deps, `reminder-clock:${randomUUID()}`);
      if (announced > 0) deps.logger.info({ announced }, 'announced the boxes closing soon');
      return announced;
    },
  });
}
