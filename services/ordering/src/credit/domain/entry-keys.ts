/**
 * The idempotency keys of the ledger's facts (each entry's `_id`): the same fact always gets the same key, so
 * however often it is recorded it is in the ledger once.
 */

/** A grant by staff: the request's Idempotency-Key (or a fresh id when none was sent). */
export const grantEntryId = (key: string): string => `grant:${key}`;

/** The `n`th spend of credit on an order (the caller numbers them; a retry of the same spend reuses its number). */
export const spendEntryId = (orderId: string, n: string | number): string => `spend:${orderId}:${n}`;

/** The return of that spend (a refund or cancellation of the order): at most one per spend. */
export const returnEntryId = (orderId: string, n: string): string => `spend-returned:${orderId}:${n}`;

/** A part of an order refunded as credit: one entry per refund of the order. */
export const refundEntryId = (refundId: string): string => `refund:${refundId}`;

/** The `n` of a spend's key, for the key of its return; null for a key that is not a spend of this order. */
export function spendNumberOf(entryId: string, orderId: string): string | null {
  const prefix = `spend:${orderId}:`;
  return entryId.startsWith(prefix) ? entryId.slice(prefix.length) : null;
}
