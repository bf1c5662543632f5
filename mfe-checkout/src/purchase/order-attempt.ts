import type { StorageLike } from '@mealbox/web-kit';
import type { OrderRequest } from './purchase-api';

/**
 * The Idempotency-Key of the order being placed. One key per attempt to place one particular order: a double
 * click, a retry after a timeout, or the same form sent again after a reload reuse it, so the server answers the
 * first order instead of placing a second. A different order (another address, day or box) is another attempt
 * and gets a new key: the server refuses a key reused with another body (409).
 *
 * Kept in sessionStorage (this tab, surviving a reload) as `{"version":1,"fingerprint":"…","key":"…"}`; the
 * fingerprint is the request itself, written canonically. Forgotten once the order is placed.
 */
export const ORDER_ATTEMPT_STORAGE_KEY = 'mealbox:order-attempt';
const VERSION = 1;

interface StoredAttempt {
  version: typeof VERSION;
  fingerprint: string;
  key: string;
}

type StorageSource = () => StorageLike | undefined;

/** The same request, however its object was built (key order), gives the same fingerprint; items keep their order. */
export function orderFingerprint(request: OrderRequest): string {
  return canonicalJson(request);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The stored attempt, or null when there is none, it is unreadable, or it is not one this version wrote. */
export function parseStoredAttempt(raw: string | null | undefined): StoredAttempt | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<StoredAttempt> | null;
    if (
      data &&
      data.version === VERSION &&
      typeof data.fingerprint === 'string' &&
      typeof data.key === 'string' &&
      /^[\x21-\x7e]{1,255}$/.test(data.key)
    ) {
      return { version: VERSION, fingerprint: data.fingerprint, key: data.key };
    }
  } catch {
    // not ours
  }
  return null;
}

/**
 * The key to send with this request: the kept one when it was made for exactly this request, otherwise a new one
 * (kept for next time). If the browser cannot keep it, the key still holds for this page's retries only when the
 * caller keeps the returned value; `memory` covers that.
 */
export function idempotencyKeyFor(
  request: OrderRequest,
  options: { storage?: StorageSource; newKey?: () => string; memory?: Map<string, string> } = {},
): string {
  const storage = options.storage ?? browserSessionStorage;
  const memory = options.memory ?? pageMemory;
  const fingerprint = orderFingerprint(request);
  let stored: StoredAttempt | null = null;
  try {
    stored = parseStoredAttempt(storage()?.getItem(ORDER_ATTEMPT_STORAGE_KEY));
  } catch {
    stored = null;
  }
  if (stored?.fingerprint === fingerprint) return stored.key;
  const remembered = memory.get(fingerprint);
  if (remembered) return remembered;

  const key = (options.newKey ?? newIdempotencyKey)();
  memory.clear();
  memory.set(fingerprint, key);
  try {
    const attempt: StoredAttempt = { version: VERSION, fingerprint, key };
    storage()?.setItem(ORDER_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // blocked or full: the page's memory keeps it for retries from this page
  }
  return key;
}

/** Forgets the attempt: its order is placed (or the server refused its key), so the next order starts afresh. */
export function forgetOrderAttempt(
  options: { storage?: StorageSource; memory?: Map<string, string> } = {},
): void {
  (options.memory ?? pageMemory).clear();
  try {
    (options.storage ?? browserSessionStorage)()?.removeItem(ORDER_ATTEMPT_STORAGE_KEY);
  } catch {
    // nothing stored there to remove
  }
}

/** Keys made on this page, for when sessionStorage refuses to keep them. */
const pageMemory = new Map<string, string>();

/** A random UUID (v4): crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function newIdempotencyKey(
  cryptoSource: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = crypto,
): string {
  if (typeof cryptoSource.randomUUID === 'function') return cryptoSource.randomUUID();
  const bytes = cryptoSource.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The tab's sessionStorage, or undefined where there is none or reading it throws. */
export function browserSessionStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
