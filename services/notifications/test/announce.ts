import { createEvent } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import type { EventEnvelope } from '@mealbox/contracts';

/** Publishes an event as its producer would (envelope, keyed by aggregate id); answers it, to deliver it again. */
export async function announce<TData>(
  bus: EventBus,
  topic: string,
  key: string,
  type: string,
  data: TData,
  producer: string,
): Promise<EventEnvelope<string, TData>> {
  const event = createEvent(type, data, { producer, correlationId: 'notifications-test' });
  await deliverAgain(bus, topic, key, event);
  return event;
}

/** The same event (same id) once more, as a redelivery would bring it. */
export async function deliverAgain(
  bus: EventBus,
  topic: string,
  key: string,
  event: EventEnvelope,
): Promise<void> {
  await bus.publish([{ topic, key, value: JSON.stringify(event), headers: { 'event-id': event.eventId } }]);
}
