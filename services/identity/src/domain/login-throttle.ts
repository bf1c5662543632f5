import { trustedFilter } from '@mealbox/platform';
import type { LoginAttemptModel, LoginWindowDocument, LoginWindowModel } from '../data/login-throttle-model';
import { isDuplicateKeyError } from '../data/user-model';

export interface ThrottlePolicy {
  /** Attempts allowed in one window; the next one is refused until the window ends. */
  limit: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per account: slows guessing one password; per address: slows trying many accounts from one client. */
export const DEFAULT_THROTTLE = {
  account: { limit: 5, windowMs: FIFTEEN_MINUTES },
  address: { limit: 20, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, ThrottlePolicy>;

/**
 * A window is open for `windowMs` from its start. A start slightly after `now` is normal (a racing request
 * opened it after this one read the clock) and counts as open; one a whole window ahead means the clock jumped
 * back, and is not trusted.
 */
export function windowIsOpen(windowStart: Date, now: Date, policy: ThrottlePolicy): boolean {
  const age = now.getTime() - windowStart.getTime();
  return age < policy.windowMs && -age < policy.windowMs;
}

/** Whole seconds until the window ends, at least 1 (the `Retry-After` header). */
export function retryAfterSeconds(windowStart: Date, now: Date, policy: ThrottlePolicy): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + policy.windowMs - now.getTime()) / 1000));
}

/**
 * The slots to try, given how many looked taken: the next free ones first, then the lower ones (a released slot
 * leaves a gap). Nothing to try once all are taken.
 */
export function slotOrder(taken: number, limit: number): number[] {
  if (taken >= limit) return [];
  const slots = Array.from({ length: limit }, (_, index) => index + 1);
  return [...slots.slice(taken), ...slots.slice(0, taken)];
}

export type Reservation =
  { allowed: true; key: string; slotId: string } | { allowed: false; key: string; retryAfterSeconds: number };

export interface LoginThrottle {
  /**
   * Counts an attempt before the password is checked, so a burst of parallel guesses cannot slip through a
   * "check, then count" gap: each allowed attempt holds one of the window's `limit` slots, taken by a unique
   * insert. Refused once all slots are taken, until the window ends.
   */
  reserve(key: string, policy: ThrottlePolicy): Promise<Reservation>;
  /** The attempt succeeded: it no longer counts against this key (used for the client address). */
  release(slotId: string): Promise<void>;
  /** Forget the key's attempts (a successful sign-in clears the account's failures). */
  clear(key: string): Promise<void>;
  /** Deletes windows and attempts older than `maxWindowMs`. */
  sweep(maxWindowMs: number): Promise<void>;
}

export function createLoginThrottle(
  models: { windows: LoginWindowModel; attempts: LoginAttemptModel },
  now: () => Date,
): LoginThrottle {
  const { windows, attempts } = models;

  /** The key's open window, or a new one starting now (exactly one of several racing requests creates it). */
  async function openWindow(key: string, policy: ThrottlePolicy, at: Date): Promise<LoginWindowDocument> {
    for (let tries = 0; tries < 5; tries++) {
      const latest = await windows.findOne({ key }).sort({ seq: -1 }).lean<LoginWindowDocument>();
      if (latest && windowIsOpen(latest.start, at, policy)) return latest;
      const seq = (latest?.seq ?? 0) + 1;
      const window = { _id: `${key}|${seq}`, key, seq, start: at };
      try {
        await windows.create(window);
        return window;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    throw new Error(`could not open a sign-in window for ${key}`);
  }

  return {
    async reserve(key, policy) {
      const at = now();
      const window = await openWindow(key, policy, at);
      const taken = await attempts.countDocuments({ key, seq: window.seq });
      for (const slot of slotOrder(taken, policy.limit)) {
        const slotId = `${window._id}|${slot}`;
        try {
          await attempts.create({ _id: slotId, key, seq: window.seq, at });
          return { allowed: true, key, slotId };
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
      return { allowed: false, key, retryAfterSeconds: retryAfterSeconds(window.start, at, policy) };
    },
    async release(slotId) {
      await attempts.deleteOne({ _id: slotId });
    },
    async clear(key) {
      // The window stays (its sequence keeps counting up); only its attempts are forgotten.
      await attempts.deleteMany({ key });
    },
    async sweep(maxWindowMs) {
      const cutoff = new Date(now().getTime() - maxWindowMs);
      await attempts.deleteMany(trustedFilter({ at: { $lt: cutoff } }));
      await windows.deleteMany(trustedFilter({ start: { $lt: cutoff } }));
    },
  };
}
