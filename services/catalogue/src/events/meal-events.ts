import { TOPICS } from '@mealbox/contracts';
import type { MealAllergensChangedData, MealSnapshot } from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { OutboxEntry } from '@mealbox/platform';
import { PRODUCER } from '../config';
import type { EventContext } from './pricing-events';

/** MealUpserted with the meal as it is after the change, keyed by the meal id, ready for the meal's outbox. */
export function mealUpsertedEntry(snapshot: MealSnapshot, { correlationId, now }: EventContext): OutboxEntry {
  const event = createEvent('MealUpserted', snapshot, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.catalogueMeals, snapshot.mealId, event);
}

/** MealDeleted at the revision the deletion gave the meal, so read models drop it only if nothing newer came. */
export function mealDeletedEntry(
  mealId: string,
  revision: number,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const event = createEvent('MealDeleted', { mealId, revision }, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.catalogueMeals, mealId, event);
}

/**
 * MealAllergensChanged on its own, uncompacted topic (keyed by the meal id), written to the meal's outbox in the
 * same write as the MealUpserted that carries the new declaration.
 */
export function mealAllergensChangedEntry(
  data: MealAllergensChangedData,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const event = createEvent('MealAllergensChanged', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.catalogueMealAllergenChanges, data.mealId, event);
}
