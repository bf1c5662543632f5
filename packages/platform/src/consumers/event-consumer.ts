import type { z } from 'zod';
import { deadLetterTopic, envelopeSchema } from '@mealbox/contracts';
import type { EventEnvelope } from '@mealbox/contracts';
import type { EventBus, IncomingMessage, Subscription } from '../events/event-bus';
import type { Logger } from '../logging/create-logger';

/** Handles one event type: its payload schema and what to do with a valid event. */
export interface EventHandler<TData = unknown> {
  schema: z.ZodType<TData>;
  handle(event: EventEnvelope<string, TData>): Promise<void>;
}

export function on<TData>(
  schema: z.ZodType<TData>,
  handle: (event: EventEnvelope<string, TData>) => Promise<void>,
): EventHandler<TData> {
  return { schema, handle };
}

export interface EventConsumerOptions {
  bus: EventBus;
  logger: Logger;
  /** Names the consumer group and its dead-letter topics (`<topic>.<consumer>.dlq`). */
  consumer: string;
  topics: string[];
  /** Handlers by event type; other types on the topics are skipped (topics carry more types over time). */
  // Each handler has its own payload type; the map can only say "some payload".
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handlers: Record<string, EventHandler<any>>;
  /** Attempts before a failing event goes to the dead-letter topic. */
  maxAttempts?: number;
  retryDelayMs?: number;
}

/**
 * Runs a consumer group that never crash-loops: a message that cannot be parsed, fails its schema, or keeps
 * failing its handler is parked on the dead-letter topic with its origin and the error, and the group moves on.
 * Handlers must be idempotent and order-safe themselves (a conditional single-document update that records the
 * event id, see `appliedOnce`), because delivery is at-least-once.
 */
export async function startEventConsumer(options: EventConsumerOptions): Promise<Subscription> {
  const { bus, logger, consumer, topics, handlers, maxAttempts = 3, retryDelayMs = 200 } = options;
  await bus.ensureTopics([...topics, ...topics.map((topic) => deadLetterTopic(topic, consumer))]);

  async function deadLetter(message: IncomingMessage, reason: string, error?: unknown): Promise<void> {
    const detail = error instanceof Error ? error.message : reason;
    logger.error(
      { topic: message.topic, offset: message.offset, reason, err: error },
      'event sent to dead-letter topic',
    );
    await bus.publish([
      {
        topic: deadLetterTopic(message.topic, consumer),
        key: message.key ?? '',
        value: message.value ?? '',
        headers: {
          ...message.headers,
          'dlq-reason': reason,
          'dlq-error': detail.slice(0, 1000),
          'dlq-origin-topic': message.topic,
          'dlq-origin-partition': String(message.partition),
          'dlq-origin-offset': message.offset,
          'dlq-consumer': consumer,
        },
      },
    ]);
  }

  async function handleMessage(message: IncomingMessage): Promise<void> {
    let envelope: EventEnvelope;
    try {
      envelope = envelopeSchema.parse(JSON.parse(message.value ?? '')) as EventEnvelope;
    } catch (error) {
      return deadLetter(message, 'unparseable', error);
    }
    const handler = handlers[envelope.type];
    if (!handler) return;
    const data = handler.schema.safeParse(envelope.data);
    if (!data.success) return deadLetter(message, 'invalid-payload', data.error);

    const event = { ...envelope, data: data.data };
    for (let attempt = 1; ; attempt++) {
      try {
        await handler.handle(event);
        return;
      } catch (error) {
        if (attempt >= maxAttempts) return deadLetter(message, 'handler-failed', error);
        logger.warn(
          { err: error, type: event.type, eventId: event.eventId, attempt },
          'event handler failed; retrying',
        );
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
      }
    }
  }

  return bus.subscribe({ groupId: consumer, topics, fromBeginning: true, handle: handleMessage });
}
