/**
 * MongoDB's duplicate-key error: a unique index refused the write. Unique inserts are how services claim
 * something exactly once (FerretDB v1 keeps them reliable under concurrency, unlike conditional updates).
 */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
