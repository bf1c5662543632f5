import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError } from '../mongo/duplicate-key';
import { trustedFilter } from '../mongo/connect-mongo';
import type { JobLeaseModel } from './job-lease-model';

/**
 * Makes a background job run once across a service's instances rather than once per instance: before a run, an
 * instance takes the job's lease, and only the holder runs it. A lease expires, so a holder that dies (SIGKILL, a
 * lost machine) holds the job up for at most `ttlMs`; then the next instance to ask takes it over.
 *
 * It rests on single-document atomicity (a unique insert, and a conditional update to take over an expired lease):
 * of the instances asking at one moment exactly one wins. The jobs are idempotent anyway, so a lease is about
 * doing the work once, not about correctness.
 */
export interface JobLeases {
  /** This instance's name as a holder. */
  readonly holder: string;
  /** True when this instance now holds `job` for `ttlMs` (it held it already, took it, or took over an expired one). */
  take(job: string, ttlMs: number): Promise<boolean>;
  /**
   * True for exactly one ask per time slot (of `slotMs`) of `job`, across every instance: a periodic job on several
   * instances' clocks then runs once per slot. A second ask in the slot, even from the winner, is false.
   */
  takeSlot(job: string, slotMs: number): Promise<boolean>;
  /** Gives `job` up early (the run finished), if this instance holds it. */
  release(job: string): Promise<void>;
}

export function createJobLeases(leases: JobLeaseModel, now: () => Date = () => new Date()): JobLeases {
  const holder = randomUUID();

  async function take(job: string, ttlMs: number): Promise<boolean> {
    const at = now();
    const expiresAt = new Date(at.getTime() + ttlMs);
    try {
      await leases.create({ _id: job, holder, expiresAt });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    // Held: renew it if it is ours, take it if it has expired.
    const taken = await leases.updateOne(
      trustedFilter({ _id: job, $or: [{ holder }, { expiresAt: { $lte: at } }] }),
      { $set: { holder, expiresAt } },
    );
    return taken.matchedCount === 1;
  }

  return {
    holder,
    take,
    async takeSlot(job, slotMs) {
      const at = now().getTime();
      const slot = new Date(Math.floor(at / slotMs) * slotMs).toISOString();
      try {
        // One run per slot, even for the same instance asking twice; a run that dies leaves the slot to pass.
        await leases.create({ _id: `${job}:${slot}`, holder, expiresAt: new Date(at + 2 * slotMs) });
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
      // Leases long expired are of no use to anyone (an expired lease is free to take, gone or not): the winner
      // clears them as it goes, by the `expiresAt` index.
      await leases.deleteMany(trustedFilter({ expiresAt: { $lt: new Date(at - slotMs) } }));
      return true;
    },
    async release(job) {
      await leases.deleteOne({ _id: job, holder });
    },
  };
}
