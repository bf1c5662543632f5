import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { KeyedLock } from '../concurrency/keyed-lock';
import { TooManyRequests } from '../http/too-many-requests';

/** Where a key stands in its window. */
export interface RateLimitState {
  /** Requests counted in the current window (more than the limit while the key is blocked). */
  consumed: number;
  /** Whole seconds until the window ends (or the block lifts), at least 1. */
  retryAfterSeconds: number;
  /** True when the next request would be refused. */
  exhausted: boolean;
}

/** One named limit, counted per key (a client address, an account). */
export interface RateLimiter {
  /** Counts one request; throws `TooManyRequests` (with Retry-After) when the key is over its limit. */
  consume(key: string): Promise<RateLimitState>;
  /** Counts one failure without refusing anything (the caller decides what the count means). */
  count(key: string): Promise<RateLimitState>;
  /** The key's state without counting anything; undefined when nothing is counted for it. */
  peek(key: string): Promise<RateLimitState | undefined>;
  /** Refuses the key for `seconds`, whatever it had counted. */
  block(key: string, seconds: number): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function stateOf(result: RateLimiterRes, points: number): RateLimitState {
  return {
    consumed: result.consumedPoints,
    retryAfterSeconds: toSeconds(result.msBeforeNext),
    exhausted: result.consumedPoints >= points,
  };
}

/**
 * Wraps a rate-limiter-flexible limiter behind the few calls the services need. Every change of one key runs
 * through `lock`: FerretDB v1 can lose one of two concurrent `$inc`s on a document, which would let a parallel
 * burst slip a few requests past the limit (an in-memory limiter needs no lock: it counts synchronously). Trade-off: the lock serialises one process; several instances on
 * FerretDB may still under-count a little (on real MongoDB the `$inc` is atomic anyway).
 */
export function wrapRateLimiter(limiter: RateLimiterAbstract, lock?: KeyedLock): RateLimiter {
  const points = limiter.points;
  const locked = <T>(key: string, task: () => Promise<T>) =>
    lock ? lock(`${limiter.keyPrefix}:${key}`, task) : task();
  return {
    consume: (key) =>
      locked(key, async () => {
        try {
          return stateOf(await limiter.consume(key), points);
        } catch (refusal) {
          if (refusal instanceof RateLimiterRes) throw new TooManyRequests(toSeconds(refusal.msBeforeNext));
          throw refusal;
        }
      }),
    count: (key) => locked(key, async () => stateOf(await limiter.penalty(key), points)),
    async peek(key) {
      const result = await limiter.get(key);
      return result ? stateOf(result, points) : undefined;
    },
    block: (key, seconds) =>
      locked(key, async () => {
        await limiter.block(key, seconds);
      }),
    reset: (key) =>
      locked(key, async () => {
        await limiter.delete(key);
      }),
  };
}
