import type { CurrentUser, RegisteredUser } from '@mealbox/contracts';
import { createApiClient, type ApiClient, type FetchLike, type OutgoingRequest } from '../api/api-client';
import { ApiError, isApiError } from '../api/api-error';
import { connectionCheck } from '../api/connection-check';
import { withProofOfWork, type ProofOfWorkDeps } from '../api/proof-of-work';
import { solveChallengeInBrowser } from '../api/solve-challenge';
import { browserWindow } from '../events/browser-events';
import { hasUsableRefreshToken, isAccessTokenValid } from './jwt';
import { SessionStore, type SessionState } from './session-store';
import { browserLocalStorage, type StorageLike, type Tokens } from './token-storage';

/** What POST /auth/users/ takes (spec section 3, 'Registration user'). */
export interface Registration {
  username: string;
  password: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** Runs `task` while holding the named lock; the default is the Web Locks API, shared by every tab of the site. */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export interface SessionOptions {
  /** Prefix of the identity calls; '' (same origin, through the gateway) by default. */
  baseUrl?: string;
  fetch?: FetchLike;
  storage?: () => StorageLike | undefined;
  /** Where `storage` events arrive and `session:changed` is sent; the window by default. */
  eventTarget?: EventTarget;
  now?: () => number;
  lock?: LockRunner;
  /** How long sign-out waits for identity to revoke the tokens before it signs out locally anyway. */
  signOutTimeoutMs?: number;
  /** How long a refresh may take before it counts as 'identity could not be reached'. */
  refreshTimeoutMs?: number;
  /** How a challenge is fetched and solved; by default from identity, in this browser, shown by `connectionCheck`. */
  proofOfWork?: ProofOfWorkDeps;
}

export interface Session {
  readonly store: SessionStore;
  /**
   * The client for every call a page makes: it sends `Authorization: JWT <access>` when signed in, and on a 401
   * refreshes the tokens once (one refresh shared by all the requests that failed together) and retries once.
   */
  readonly api: ApiClient;
  /**
   * POST /auth/jwt/create/; stores both tokens. Rejects with the ApiError (401 bad credentials, 429 throttled).
   * When the address is asked for a proof of work, solves it and signs in without an error.
   */
  signIn(username: string, password: string, signal?: AbortSignal): Promise<SessionState>;
  /**
   * POST /auth/users/ (solving a proof of work when asked, like signIn). Does not sign in: call signIn next
   * (identity issues tokens only for credentials).
   */
  register(registration: Registration, signal?: AbortSignal): Promise<RegisteredUser>;
  /** Revokes the refresh token's family at identity (best effort), then removes both tokens. */
  signOut(): Promise<void>;
  /** Exchanges the refresh token for new tokens; concurrent callers share one call. True when new tokens are stored. */
  refresh(): Promise<boolean>;
  /** GET /auth/users/me/. */
  currentUser(signal?: AbortSignal): Promise<CurrentUser>;
  /** Sends an identity request that may be asked for a proof of work (password reset): see `withProofOfWork`. */
  withProofOfWork<T>(
    send: (headers?: Record<string, string>) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T>;
}

const REFRESH_LOCK = 'mealbox:token-refresh';

export function createSession(options: SessionOptions = {}): Session {
  const now = options.now ?? Date.now;
  const lock = options.lock ?? webLock;
  const store = new SessionStore({
    storage: options.storage ?? browserLocalStorage,
    eventTarget: options.eventTarget ?? browserWindow(),
    now,
  });
  // Identity's own calls go through a client without the session's seams: a refused refresh or a wrong password
  // must never trigger another refresh.
  const identity = createApiClient({ baseUrl: options.baseUrl, fetch: options.fetch });
  const proofOfWork: ProofOfWorkDeps = options.proofOfWork ?? {
    fetchChallenge: (signal) => identity.get<unknown>('/auth/challenge/', { signal }),
    solve: solveChallengeInBrowser,
    onSolving: connectionCheck.set,
  };

  let inFlight: Promise<boolean> | null = null;

  function refresh(): Promise<boolean> {
    if (!inFlight) {
      const accessBefore = store.tokens().access;
      inFlight = lock(REFRESH_LOCK, () => exchangeRefreshToken(accessBefore)).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  async function exchangeRefreshToken(accessBefore: string | null): Promise<boolean> {
    const { access, refresh: refreshToken } = store.tokens();
    // While this tab waited for the lock, another tab refreshed: use its tokens (sending the old refresh token
    // again would be a reuse, and identity would revoke the whole family).
    if (access !== accessBefore && isAccessTokenValid(access, now())) return true;
    if (!refreshToken || !hasUsableRefreshToken(refreshToken, now())) {
      store.clear(); // the access token was refused and nothing can replace it
      return false;
    }
    let answer: unknown;
    try {
      answer = await identity.post<unknown>('/auth/jwt/refresh/', refreshBody(refreshToken), {
        signal: timeoutSignal(options.refreshTimeoutMs ?? 15_000),
      });
    } catch (error) {
      // Identity could not answer (offline, down, throttling): the refresh token may well still be good, so stay
      // signed in; this request fails and the next one tries again.
      if (isApiError(error) && (error.isNetworkError || error.status >= 500 || error.status === 429)) {
        return false;
      }
      // Refused (expired, revoked or already used): both tokens go (spec section 4). Unless another tab stored a
      // new pair meanwhile, which is still good.
      if (store.tokens().refresh === refreshToken) store.clear();
      return false;
    }
    const tokens = readTokens(answer, refreshToken);
    if (!tokens) {
      store.clear(); // the refresh token was spent on an answer we cannot use
      return false;
    }
    store.setTokens(tokens);
    return true;
  }

  async function onUnauthorized(request: OutgoingRequest): Promise<boolean> {
    const { access } = store.tokens();
    // The token this request carried has been replaced already (a refresh for a concurrent request, here or in
    // another tab, or a new sign-in): retry with the current one instead of refreshing again.
    if (access && request.headers.get('Authorization') !== authorization(access)) return true;
    return refresh();
  }

  const api = createApiClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    onRequest: ({ headers }) => {
      if (headers.has('Authorization')) return; // the caller chose its own
      const { access } = store.tokens();
      if (access) headers.set('Authorization', authorization(access));
    },
    onUnauthorized,
  });

  return {
    store,
    api,
    refresh,
    async signIn(username, password, signal) {
      const answer = await withProofOfWork(
        (headers) => identity.post<unknown>('/auth/jwt/create/', { username, password }, { headers, signal }),
        proofOfWork,
        signal,
      );
      const tokens = readTokens(answer);
      if (!tokens) throw new ApiError({ type: 'about:blank', title: 'Unexpected response', status: 502 });
      store.setTokens(tokens);
      return store.getSnapshot();
    },
    register(registration, signal) {
      return withProofOfWork(
        (headers) => identity.post<RegisteredUser>('/auth/users/', registration, { headers, signal }),
        proofOfWork,
        signal,
      );
    },
    async signOut() {
      const { access, refresh: refreshToken } = store.tokens();
      if (refreshToken) {
        try {
          await identity.post('/auth/logout/', refreshBody(refreshToken), {
            headers: access ? { Authorization: authorization(access) } : undefined,
            signal: timeoutSignal(options.signOutTimeoutMs ?? 4_000),
          });
        } catch {
          // Best effort: the tokens go from this browser either way, and the access token expires within minutes.
        }
      }
      store.clear();
    },
    currentUser(signal) {
      return api.get<CurrentUser>('/auth/users/me/', { signal });
    },
    withProofOfWork: (send, signal) => withProofOfWork(send, proofOfWork, signal),
  };
}

/** The header value identity expects (spec section 6). */
export function authorization(access: string): string {
  return `JWT ${access}`;
}

function refreshBody(refresh: string): { refresh: string } {
  return { refresh };
}

/**
 * Reads {access, refresh} from identity's answer; null when it holds no usable tokens. Refresh tokens rotate, so a refresh answer carries a new one; should it
 * ever carry only an access token (the spec's older form), the current refresh token is kept.
 */
function readTokens(data: unknown, currentRefresh?: string): Tokens | null {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const refresh = typeof body.refresh === 'string' && body.refresh ? body.refresh : currentRefresh;
  if (typeof body.access !== 'string' || !body.access || !refresh) return null;
  return { access: body.access, refresh };
}

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}

/** One refresh at a time across the site's tabs, where the browser has Web Locks; otherwise just this tab's. */
const webLock: LockRunner = (name, task) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // request() resolves with what the task resolves with (the DOM typings nest the promise).
  return locks ? (locks.request(name, task) as Promise<Awaited<ReturnType<typeof task>>>) : task();
};
