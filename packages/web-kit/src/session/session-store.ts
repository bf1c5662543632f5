import { dispatchBrowserEvent } from '../events/browser-events';
import { decodeJwtPayload, hasUsableRefreshToken, isAccessTokenValid } from './jwt';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  TokenStorage,
  type StorageLike,
  type StoredTokens,
  type Tokens,
} from './token-storage';

/** What the pages know about the visitor. Read from the tokens' claims: for display and routing, never for trust. */
export interface SessionState {
  /** A valid access token, or a refresh token that can get one (the customer guard's rule, spec section 6). */
  signedIn: boolean;
  userId: string | null;
  username: string | null;
  isStaff: boolean;
  isSuperuser: boolean;
  /** Staff AND superuser: the only users the admin area lets in (DESIGN section 3). */
  isAdmin: boolean;
}

export const SIGNED_OUT: SessionState = Object.freeze({
  signedIn: false,
  userId: null,
  username: null,
  isStaff: false,
  isSuperuser: false,
  isAdmin: false,
});

/** The session state the given tokens describe at `now`. */
export function sessionStateOf(tokens: StoredTokens, now: number = Date.now()): SessionState {
  const signedIn = isAccessTokenValid(tokens.access, now) || hasUsableRefreshToken(tokens.refresh, now);
  if (!signedIn) return SIGNED_OUT;
  // An expired access token still says who the user is; a refresh token at least carries their id.
  const claims = decodeJwtPayload(tokens.access) ?? {};
  const refreshClaims = decodeJwtPayload(tokens.refresh) ?? {};
  const sub = claims.sub ?? refreshClaims.sub;
  const isStaff = claims.is_staff === true;
  const isSuperuser = claims.is_superuser === true;
  return {
    signedIn,
    userId: typeof sub === 'string' ? sub : null,
    username: typeof claims.username === 'string' ? claims.username : null,
    isStaff,
    isSuperuser,
    isAdmin: isStaff && isSuperuser,
  };
}

export interface SessionStoreOptions {
  /** Where the tokens are kept; the page's localStorage by default. Looked up on each use. */
  storage: () => StorageLike | undefined;
  /** Receives `storage` events from other tabs and gets `session:changed`; window by default. */
  eventTarget?: EventTarget;
  now?: () => number;
}

/**
 * The tokens and the state they describe, with subscribe/getSnapshot for React's useSyncExternalStore. A change in
 * this tab (sign-in, refresh, sign-out) or in another tab (the `storage` event) notifies every subscriber and
 * sends `session:changed` on the window, so the navigation and pages of every remote re-render.
 */
export class SessionStore {
  private readonly tokenStorage: TokenStorage;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private snapshot: SessionState;
  private snapshotKey: string;

  constructor(private readonly options: SessionStoreOptions) {
    this.tokenStorage = new TokenStorage(options.storage);
    this.now = options.now ?? Date.now;
    const tokens = this.tokenStorage.read();
    this.snapshot = sessionStateOf(tokens, this.now());
    this.snapshotKey = keyOf(tokens);
    options.eventTarget?.addEventListener('storage', this.onStorage);
  }

  /** The current state; the same object until something changes (what useSyncExternalStore needs). */
  readonly getSnapshot = (): SessionState => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The stored tokens as they are now (read afresh: another tab may have replaced them). */
  tokens(): StoredTokens {
    return this.tokenStorage.read();
  }

  setTokens(tokens: Tokens): void {
    this.tokenStorage.write(tokens);
    this.update();
  }

  /** Removes both tokens: signed out. */
  clear(): void {
    this.tokenStorage.clear();
    this.update();
  }

  /** Stops listening to other tabs (tests; a page never needs it). */
  dispose(): void {
    this.options.eventTarget?.removeEventListener('storage', this.onStorage);
    this.listeners.clear();
  }

  private readonly onStorage = (event: Event): void => {
    const key = (event as StorageEvent).key;
    // key null: the other tab cleared all of localStorage.
    if (key === null || key === undefined || key === ACCESS_TOKEN_KEY || key === REFRESH_TOKEN_KEY) {
      this.update();
    }
  };

  /** Re-reads the tokens; when the state they describe changed, tells everyone. */
  private update(): void {
    const tokens = this.tokenStorage.read();
    const key = keyOf(tokens);
    if (key === this.snapshotKey) return;
    this.snapshotKey = key;
    const next = sessionStateOf(tokens, this.now());
    if (sameState(next, this.snapshot)) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
    dispatchBrowserEvent(
      'session:changed',
      { signedIn: next.signedIn, username: next.username },
      this.options.eventTarget,
    );
  }
}

function keyOf(tokens: StoredTokens): string {
  return `${tokens.access ?? ''}\n${tokens.refresh ?? ''}`;
}

function sameState(a: SessionState, b: SessionState): boolean {
  return (Object.keys(a) as Array<keyof SessionState>).every((key) => a[key] === b[key]);
}
