import { TOPICS } from '@mealbox/contracts';
import type { AddOnSnapshot } from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { EventContext, OutboxEntry } from '@mealbox/platform';
import { PRODUCER } from '../config';

/** AddOnUpserted with the add-on as the write leaves it, keyed by its id, ready for the add-on's outbox. */
export function addOnUpsertedEntry(
  snapshot: AddOnSnapshot,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const event = createEvent('AddOnUpserted', snapshot, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.catalogueAddOns, snapshot.addOnId, event);
}
