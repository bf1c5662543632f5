import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@mealbox/contracts';

export interface EventOrigin {
  /** The service that owns and emits the event. */
  producer: string;
  /** The request or event that caused this one. */
  correlationId: string;
  now?: () => Date;
}

/** Wraps a payload in the integration-event envelope (DESIGN section 4). */
export function createEvent<TType extends string, TData>(
  type: TType,
  data: TData,
  origin: EventOrigin,
  version = 1,
): EventEnvelope<TType, TData> {
  return {
    eventId: randomUUID(),
    type,
    version,
    occurredAt: (origin.now?.() ?? new Date()).toISOString(),
    producer: origin.producer,
    correlationId: origin.correlationId,
    data,
  };
}
