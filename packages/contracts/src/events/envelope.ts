import { z } from 'zod';

/**
 * Every integration event travels in this envelope. `type` is past tense (MealUpserted); `version` is the schema
 * version of `data` (additive changes only within a topic's v1); `correlationId` ties an event to the request or
 * event that caused it.
 */
export const envelopeSchema = z.object({
  eventId: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  producer: z.string().min(1),
  correlationId: z.string().min(1),
  data: z.unknown(),
});

export interface EventEnvelope<TType extends string = string, TData = unknown> {
  eventId: string;
  type: TType;
  version: number;
  occurredAt: string;
  producer: string;
  correlationId: string;
  data: TData;
}
