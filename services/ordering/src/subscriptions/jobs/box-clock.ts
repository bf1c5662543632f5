import { randomUUID } from 'node:crypto';
import { startIntervalJob } from '@mealbox/platform';
import type { IntervalJob, JobLeases, Logger } from '@mealbox/platform';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { lockDueBoxes } from '../domain/lock-due-boxes';

export type BoxClock = IntervalJob;

/**
 * The weekly job's clock: every `intervalMs` (and once at start) it announces the subscription boxes whose
 * cut-off has passed (lockDueBoxes). A cut-off is noon three days ahead, so a minute's delay is of no account;
 * what matters is that every run is idempotent, so restarts, overlaps and several instances are harmless.
 */
export function startBoxClock(
  deps: OrderingDeps & { logger: Logger; leases: JobLeases },
  intervalMs = 60_000,
): BoxClock {
  return startIntervalJob({
    intervalMs,
    // Once per interval across instances; a run is idempotent anyway, so this saves the others the scan.
    once: { leases: deps.leases, job: 'box-clock' },
    logger: deps.logger,
    failure: 'the weekly box job failed; the next run tries again',
    job: async () => {
      const announced = await lockDueBoxes(deps, `box-clock:${randomUUID()}`);
      if (announced > 0) deps.logger.info({ announced }, 'announced the boxes past their cut-off');
      return announced;
    },
  });
}
