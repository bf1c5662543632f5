/** How failed sign-ins turn into waits, for one kind of key (a client address, or an account from one address). */
export interface FailureDelayPolicy {
  /** Failures allowed before any wait: room for typos. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  firstDelaySeconds: number;
  /** The longest wait, however many failures. */
  maxDelaySeconds: number;
}

/**
 * Seconds to wait after the `failures`-th failure: none within the free ones, then first, 2x, 4x ... up to the
 * cap. Growing, not a lock-out: a guesser is slowed to a crawl while a person who mistyped waits seconds.
 */
export function delayAfterFailures(failures: number, policy: FailureDelayPolicy): number {
  const beyondFree = failures - policy.freeFailures;
  if (beyondFree < 0) return 0;
  // 2 ** 30 seconds is decades: past that the cap applies anyway, and the exponent stays small.
  const grown = policy.firstDelaySeconds * 2 ** Math.min(beyondFree, 30);
  return Math.min(grown, policy.maxDelaySeconds);
}
