import type { StorageLike } from './token-storage';

/** Where a value is kept: a function, so a page reads the browser's storage only when it asks (and tests pass their own). */
export type StorageSource = () => StorageLike | undefined;

/**
 * Reading, keeping and forgetting one visitor value under its key. A browser may refuse storage (blocked, private
 * mode, full quota); the purchase must go on without it, so these never throw: a refused read is "nothing kept".
 */

/** The value under `key` as `parse` reads it, or null (none, unreadable, or storage blocked). */
export function readStored<T>(
  storage: StorageSource,
  key: string,
  parse: (raw: string | null) => T | null,
): T | null {
  try {
    return parse(storage()?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

/** Keeps `raw` under `key`; false when the browser refused. */
export function writeStored(storage: StorageSource, key: string, raw: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, raw);
    return true;
  } catch {
    return false;
  }
}

/** Forgets what is under `key`. */
export function removeStored(storage: StorageSource, key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing stored there to remove
  }
}

/**
 * The fields of a stored `{"version":N,...}` value written by this version, or null for anything else (nothing,
 * bad JSON, another version, a value edited by hand). A change of shape gets a new version number, so older and
 * newer pages never misread each other's values.
 */
export function readVersioned(
  raw: string | null | undefined,
  version: number,
): Record<string, unknown> | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  return isRecord(data) && data.version === version ? data : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
