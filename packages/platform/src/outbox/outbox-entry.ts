import { Schema } from 'mongoose';
import type { EventEnvelope } from '@mealbox/contracts';
import { activeTraceparent } from '../tracing/event-tracing';

/**
 * An event waiting in its aggregate's document to be published. It is written by the same `updateOne` as the
 * state change it describes, so the two can never disagree, even without multi-document transactions.
 */
export interface OutboxEntry {
  eventId: string;
  topic: string;
  key: string;
  type: string;
  payload: string;
  /** The trace context the event was written in (W3C `traceparent`), when the service traces (tracing/). */
  traceparent?: string;
}

export const outboxEntrySchema = new Schema<OutboxEntry>(
  {
    eventId: { type: String, required: true },
    topic: { type: String, required: true },
    key: { type: String, required: true },
    type: { type: String, required: true },
    payload: { type: String, required: true },
    traceparent: { type: String },
  },
  { _id: false },
);

/**
 * Fields an aggregate's schema adds to carry an outbox. `outboxPending` is indexed so the relay finds waiting
 * events without scanning the collection.
 */
export const outboxFields = {
  outbox: { type: [outboxEntrySchema], default: [] },
  outboxPending: { type: Boolean, default: false, index: true },
};

/** The fields as they appear on a document. */
export interface WithOutbox {
  outbox: OutboxEntry[];
  outboxPending: boolean;
}

export function toOutboxEntry(topic: string, key: string, event: EventEnvelope): OutboxEntry {
  const entry = { eventId: event.eventId, topic, key, type: event.type, payload: JSON.stringify(event) };
  // Absent rather than undefined when nothing is traced: the relay pulls entries by their exact value.
  const traceparent = activeTraceparent();
  return traceparent ? { ...entry, traceparent } : entry;
}

/**
 * The update operators that append events to a document's outbox; merge them into the state change's update:
 * `{ $set: {...state, ...outboxUpdate.$set}, $push: outboxUpdate.$push }`.
 */
export function outboxUpdate(entries: OutboxEntry[]) {
  return {
    $set: { outboxPending: true },
    $push: { outbox: { $each: entries } },
  };
}
