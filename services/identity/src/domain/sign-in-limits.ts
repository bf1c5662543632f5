import { TooManyRequests, pleaseWait } from '@mealbox/platform';
import type { KeyedLock, RateLimiter, RateLimitSetting } from '@mealbox/platform';
import { delayAfterFailures } from './failure-delay';
import type { FailureDelayPolicy } from './failure-delay';

export interface SignInLimitPolicy {
  /** Failures from one client address on one account: a person who mistyped, or one guesser at one account. */
  perAccountAndClient: FailureDelayPolicy;
  /** Failures from one client address across accounts: one guesser trying many accounts. */
  perClient: FailureDelayPolicy;
  /** How long failures are remembered (per account and client, per client). */
  failureMemorySeconds: number;
  /**
   * Failures on one account from all addresses together (many guessers): past `points` in the window, every
   * further failure asks everyone to wait `waitSeconds` before the next try on that account.
   */
  accountCeiling: RateLimitSetting & { waitSeconds: number };
}

/** The limits a sign-in needs, each counted in the database so they hold across instances. */
export interface SignInLimiters {
  /** Failures counted per key; the count drives the wait. */
  failuresPerAccountAndClient: RateLimiter;
  failuresPerClient: RateLimiter;
  failuresPerAccount: RateLimiter;
  /** Set (blocked) for the wait a count earned; a sign-in is refused while any of its waits runs. */
  waits: RateLimiter;
}

export interface SignInLimits {
  /**
   * Runs one sign-in: refused with 429 while a wait runs for this account and client, this client, or the
   * account as a whole; a failure (the attempt throws) is counted and may start a wait; a success forgets
   * this client's failures on the account. Attempts on one account from one client run one at a time, so a
   * parallel burst cannot check more passwords than the counts allow.
   */
  attempt<T>(
    account: string,
    client: string,
    signIn: () => Promise<T>,
    failed: (error: unknown) => boolean,
    pastClientWait?: PastClientWait,
  ): Promise<T>;
}

/**
 * Called when only the client address's own wait stands in the way (many people may share the address): resolves
 * to let the attempt through (a solved challenge), or throws (its refusal replaces `limited`). The waits for the
 * account, from this address or from all, are never passed this way: they slow a guesser at one account.
 */
export type PastClientWait = (limited: TooManyRequests) => Promise<void>;

/**
 * Why there is no lock-out: an account that locks after N wrong passwords lets anyone keep its owner out. Here
 * the waits grow per client address (and per account from that address), so a guesser is slowed while the owner,
 * signing in from an address that has not failed, is not. The one limit shared by every address is the account
 * ceiling; it only ever asks for a short wait, the price of capping guessers who spread over many addresses.
 */
export function createSignInLimits(
  limiters: SignInLimiters,
  policy: SignInLimitPolicy,
  lock: KeyedLock,
): SignInLimits {
  const keysOf = (account: string, client: string) => ({
    accountAndClient: `${account}|${client}`,
    client,
    account,
  });

  async function refuseWhileWaiting(
    keys: ReturnType<typeof keysOf>,
    pastClientWait: PastClientWait | undefined,
  ): Promise<void> {
    const waits = await Promise.all([
      limiters.waits.peek(`account-client:${keys.accountAndClient}`),
      limiters.waits.peek(`client:${keys.client}`),
      limiters.waits.peek(`account:${keys.account}`),
    ]);
    const [accountAndClient, client, account] = waits.map((wait) =>
      wait?.exhausted ? wait.retryAfterSeconds : 0,
    ) as [number, number, number];
    const longest = Math.max(accountAndClient, client, account);
    if (longest === 0) return;
    const limited = new TooManyRequests(longest, `Too many sign-in attempts. ${pleaseWait(longest)}`);
    if (pastClientWait && accountAndClient === 0 && account === 0) return pastClientWait(limited);
    throw limited;
  }

  async function countFailure(keys: ReturnType<typeof keysOf>): Promise<void> {
    const [accountAndClient, client, account] = await Promise.all([
      limiters.failuresPerAccountAndClient.count(keys.accountAndClient),
      limiters.failuresPerClient.count(keys.client),
      limiters.failuresPerAccount.count(keys.account),
    ]);
    const waits: Array<[string, number]> = [
      [
        `account-client:${keys.accountAndClient}`,
        delayAfterFailures(accountAndClient.consumed, policy.perAccountAndClient),
      ],
      [`client:${keys.client}`, delayAfterFailures(client.consumed, policy.perClient)],
      [
        `account:${keys.account}`,
        account.consumed >= policy.accountCeiling.points ? policy.accountCeiling.waitSeconds : 0,
      ],
    ];
    await Promise.all(
      waits.filter(([, seconds]) => seconds > 0).map(([key, seconds]) => limiters.waits.block(key, seconds)),
    );
  }

  return {
    attempt(account, client, signIn, failed, pastClientWait) {
      const keys = keysOf(account, client);
      return lock(`sign-in:${keys.accountAndClient}`, async () => {
        await refuseWhileWaiting(keys, pastClientWait);
        try {
          const result = await signIn();
          await limiters.failuresPerAccountAndClient.reset(keys.accountAndClient);
          return result;
        } catch (error) {
          if (failed(error)) await countFailure(keys);
          throw error;
        }
      });
    },
  };
}
