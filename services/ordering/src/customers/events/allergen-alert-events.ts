import { TOPICS } from '@mealbox/contracts';
import type { BoxMealAllergenFlaggedData } from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { EventContext, OutboxEntry } from '@mealbox/platform';
import { PRODUCER } from '../../config';

/** BoxMealAllergenFlagged on `ordering.customers.v1`, keyed by the customer id: notifications mails it once. */
export function boxMealAllergenFlaggedEntry(
  data: BoxMealAllergenFlaggedData,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const event = createEvent('BoxMealAllergenFlagged', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.orderingCustomers, data.customerId, event);
}
