/**
 * Per user, the moment before which their access tokens are no longer accepted (`tokens_valid_after`), as learnt
 * from identity's `UserAccessRevoked` events. In memory only: an entry matters only while a token issued before
 * it could still be alive (the longest access-token lifetime), so it is dropped after that, and a restarted
 * service rebuilds the map by reading identity's topic again (`startAccessRevocationFeed`).
 */
export interface AccessRevocations {
  /** Records a revocation; an older one than the user's latest changes nothing (events may come twice or late). */
  revoke(userId: string, tokensValidAfter: Date): void;
  /** True when a token issued at `issuedAtSeconds` (its `iat`) predates the user's latest revocation. */
  isRevoked(userId: string, issuedAtSeconds: number): boolean;
  size(): number;
}

/** Access tokens live 5 to 15 minutes (identity's ACCESS_TOKEN_TTL_SECONDS), plus the verifiers' clock skew. */
export const LONGEST_ACCESS_TOKEN_SECONDS = 15 * 60 + 30;

export function createAccessRevocations(
  options: { now?: () => Date; keepSeconds?: number } = {},
): AccessRevocations {
  const now = options.now ?? (() => new Date());
  const keepMs = (options.keepSeconds ?? LONGEST_ACCESS_TOKEN_SECONDS) * 1000;
  // Whole seconds, as `iat` counts, rounded up: a token issued in the very second of the revocation is refused
  // too, since it may predate it. The price is small and on the safe side: a new token (fewer rights) issued in
  // that same second is refused as well, and that person signs in again.
  const validAfter = new Map<string, number>();
  // Old entries are swept whenever the map has doubled since the last sweep: cheap, and bounded by the number of
  // revocations in one token lifetime.
  let sizeAfterSweep = 0;

  function forget(): void {
    const oldest = Math.floor((now().getTime() - keepMs) / 1000);
    for (const [userId, seconds] of validAfter) if (seconds < oldest) validAfter.delete(userId);
  }

  return {
    revoke(userId, tokensValidAfter) {
      const seconds = Math.ceil(tokensValidAfter.getTime() / 1000);
      if (seconds < Math.floor((now().getTime() - keepMs) / 1000)) return;
      if ((validAfter.get(userId) ?? Number.NEGATIVE_INFINITY) < seconds) validAfter.set(userId, seconds);
      if (validAfter.size > 2 * sizeAfterSweep + 64) {
        forget();
        sizeAfterSweep = validAfter.size;
      }
    },
    isRevoked(userId, issuedAtSeconds) {
      const seconds = validAfter.get(userId);
      return seconds !== undefined && issuedAtSeconds < seconds;
    },
    size: () => validAfter.size,
  };
}
