/** Where the tokens live in the browser (spec section 4): localStorage, under these keys. */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

/** The part of the Web Storage API the session uses, so tests can pass a fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Tokens {
  access: string;
  refresh: string;
}

export interface StoredTokens {
  access: string | null;
  refresh: string | null;
}

/**
 * Reads and writes the two tokens. Storage can be missing or refuse writes (some private browsing modes, a full
 * quota, a server render); then the tokens are kept in memory, so signing in still works for this page.
 */
export class TokenStorage {
  private readonly memory = new Map<string, string>();

  constructor(private readonly storage: () => StorageLike | undefined) {}

  read(): StoredTokens {
    return { access: this.get(ACCESS_TOKEN_KEY), refresh: this.get(REFRESH_TOKEN_KEY) };
  }

  write(tokens: Tokens): void {
    this.set(ACCESS_TOKEN_KEY, tokens.access);
    this.set(REFRESH_TOKEN_KEY, tokens.refresh);
  }

  clear(): void {
    for (const key of [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]) {
      this.memory.delete(key);
      try {
        this.storage()?.removeItem(key);
      } catch {
        // nothing stored there to remove
      }
    }
  }

  private get(key: string): string | null {
    try {
      const storage = this.storage();
      if (storage) return storage.getItem(key) ?? this.memory.get(key) ?? null;
    } catch {
      // fall through to memory
    }
    return this.memory.get(key) ?? null;
  }

  private set(key: string, value: string): void {
    try {
      const storage = this.storage();
      if (storage) {
        storage.setItem(key, value);
        this.memory.delete(key);
        return;
      }
    } catch {
      // fall through to memory
    }
    this.memory.set(key, value);
  }
}

/** The page's localStorage, or undefined where there is none or reading it throws (blocked storage). */
export function browserLocalStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
