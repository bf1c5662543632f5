import mongoose from 'mongoose';

/**
 * How many recent event ids a document remembers; redeliveries come soon after the original, not weeks later.
 * FerretDB v1 ignores `$slice` inside `$push`, so there the list is unbounded; handlers that see many events per
 * document should also guard on a revision or state, which keeps them order-safe as well.
 */
const REMEMBERED_EVENT_IDS = 200;

/**
 * The two halves of an idempotent single-document update: merge `filter` into the update's filter and `update`
 * into its operators. The write happens only if this event id has not been applied to the document, and records
 * the id in the same `updateOne`, so a redelivered event changes nothing. On FerretDB v1 that update is only atomic
 * against other writers of the document that take the same document lock (createKeyedLock), so a handler whose
 * document is also written by HTTP requests or the outbox relay runs its update inside that lock.
 */
export function appliedOnce(eventId: string) {
  return {
    filter: { appliedEventIds: mongoose.trusted({ $ne: eventId }) },
    update: { $push: { appliedEventIds: { $each: [eventId], $slice: -REMEMBERED_EVENT_IDS } } },
  };
}
