import { TOPICS } from '@mealbox/contracts';
import type {
  SubscriptionBoxClosingSoonData,
  SubscriptionChangeConfirmedData,
  SubscriptionEventBody,
} from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { OutboxEntry } from '@mealbox/platform';
import { PRODUCER } from '../../config';
import type { EventContext } from '../../orders/events/order-events';

/**
 * A subscription event for the outbox of its subscription's document, on `ordering.subscriptions.v1` keyed by
 * the subscription id (its events stay in order). Answers the event id too: the customer's confirmation of
 * the change carries it, so the two can always be matched.
 */
export function subscriptionEntry(
  subscriptionId: string,
  body: SubscriptionEventBody,
  { correlationId, now }: EventContext,
): { entry: OutboxEntry; eventId: string; at: Date } {
  const event = createEvent(body.type, body.data, { producer: PRODUCER, correlationId, now });
  return {
    entry: toOutboxEntry(TOPICS.orderingSubscriptions, subscriptionId, event),
    eventId: event.eventId,
    at: new Date(event.occurredAt),
  };
}

/**
 * SubscriptionChangeConfirmed: the customer's confirmation of a change, in its words, written beside the change's
 * own event so notifications can mail it.
 */
export function changeConfirmedEntry(
  subscriptionId: string,
  confirmation: { userId: string; eventId: string; type: string; summary: string; at: Date },
  { correlationId, now }: EventContext,
): OutboxEntry {
  const data: SubscriptionChangeConfirmedData = {
    subscriptionId,
    userId: confirmation.userId,
    confirmationId: confirmation.eventId,
    change: confirmation.type,
    summary: confirmation.summary,
    confirmedAt: confirmation.at.toISOString(),
  };
  const event = createEvent('SubscriptionChangeConfirmed', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.orderingSubscriptions, subscriptionId, event);
}

/** SubscriptionBoxClosingSoon: a box's cut-off is near; notifications reminds its customer. */
export function boxClosingSoonEntry(
  data: SubscriptionBoxClosingSoonData,
  { correlationId, now }: EventContext,
) {
  const event = createEvent('SubscriptionBoxClosingSoon', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.orderingSubscriptions, data.subscriptionId, event);
}
