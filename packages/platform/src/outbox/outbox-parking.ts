import type { Connection } from 'mongoose';
import type { OutboxEntry } from './outbox-entry';

/** Where events the broker refused for good wait for an engineer, in the service's own database. */
export const OUTBOX_PARKED_COLLECTION = 'outbox_parked';

export interface ParkedOutboxEntry {
  /** The event's id: parking the same event twice (a crash before its `$pull`) keeps one copy. */
  _id: string;
  collection: string;
  documentId: unknown;
  entry: OutboxEntry;
  error: string;
  parkedAt: Date;
}

/**
 * Sets an outbox entry aside before the relay removes it from its document: the event is kept whole, with why
 * the broker refused it, so it can be mended and sent once the cause is fixed (`pnpm dlq`, docs/operations.md).
 */
export async function parkOutboxEntry(
  database: Connection,
  collection: string,
  documentId: unknown,
  entry: OutboxEntry,
  error: unknown,
): Promise<void> {
  const parked: ParkedOutboxEntry = {
    _id: entry.eventId,
    collection,
    documentId,
    entry: {
      eventId: entry.eventId,
      topic: entry.topic,
      key: entry.key,
      type: entry.type,
      payload: entry.payload,
    },
    error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
    parkedAt: new Date(),
  };
  await database
    .collection<ParkedOutboxEntry>(OUTBOX_PARKED_COLLECTION)
    .replaceOne({ _id: parked._id }, parked, { upsert: true });
}
