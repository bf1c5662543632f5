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
 * the id in the same atomic `updateOne`, so a redelivered event changes nothing.
 */
export function appliedOnce(eventId: string) {
  return {
    filter: { appliedEventIds: mongoose.trusted({ $ne: eventId }) },
    update: { $push: { appliedEventIds: { $each: [eventId], $slice: -REMEMBERED_EVENT_IDS } } },
  };
}
