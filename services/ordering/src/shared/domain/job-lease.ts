import { isDuplicateKeyError, trustedFilter } from '@mealbox/platform';
import type { JobRunModel } from '../data/job-run-model';

const RUNS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Takes the lease of `job` for the time slot `now` falls in (slots of `slotMs`): true for exactly one caller per
 * slot across every instance, so a periodic job runs once per slot however many instances tick.
 */
export async function takeJobLease(
  runs: JobRunModel,
  job: string,
  holder: string,
  now: Date,
  slotMs: number,
): Promise<boolean> {
  const slot = new Date(Math.floor(now.getTime() / slotMs) * slotMs);
  try {
    await runs.create({ _id: `${job}:${slot.toISOString()}`, job, by: holder, startedAt: now });
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
  await runs.deleteMany(trustedFilter({ job, startedAt: { $lt: new Date(now.getTime() - RUNS_KEPT_MS) } }));
  return true;
}
