import type { z } from 'zod';
import { deadLetterTopic, envelopeSchema } from '@mealbox/contracts';
import type { EventEnvelope } from '@mealbox/contracts';
import type { DeliveryContext, EventBus, IncomingMessage, Subscription } from '../events/event-bus';
import type { Logger } from '../logging/create-logger';
import { eventConsumerMetrics } from '../metrics/event-consumer-metrics';
import type { HandlerOutcome } from '../metrics/event-consumer-metrics';
import { backoffDelay, pause } from '../resilience/backoff';
import { isTransientFailure } from '../resilience/transient-failure';

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
  /** Attempts before an event whose handler keeps failing (not because of an outage) goes to the dead-letter topic. */
  maxAttempts?: number;
  retryDelayMs?: number;
  /** The first wait while a dependency is down; it doubles per try up to `maxOutageWaitMs`. */
  outageWaitMs?: number;
  /**
   * The longest wait between tries (5 s): it bounds how long after the dependency's return the consumer goes on,
   * and so when the service reads ready again (the fault suite holds every service to 10 s). The price: in a long
   * outage, one failed try and one warning every 5 s.
   */
  maxOutageWaitMs?: number;
}

/** A running consumer group, and whether it is held up by an outage (the service then reports not ready). */
export interface EventConsumer extends Subscription {
  isWaitingOutOutage(): boolean;
}

// Well below the session timeout (10 s, kafka-event-bus.ts), so a consumer waiting out an outage keeps its partitions.
const HEARTBEAT_EVERY_MS = 1_000;

/**
 * Runs a consumer group that never crash-loops and never loses an event to an outage. Poison (a message that cannot
 * be parsed, fails its schema, or keeps failing its handler for a reason of its own) is parked on the dead-letter
 * topic with its origin and the error, and the group moves on. An outage of the database or broker
 * (`isTransientFailure`) is waited out on the same message, with a growing wait and one warning per wait, without
 * committing or moving past it, however long it lasts: a payment must not be parked because the database restarted.
 * Handlers must be idempotent and order-safe themselves (a conditional single-document update that records the
 * event id, see `appliedOnce`), because delivery is at-least-once.
 */
export async function startEventConsumer(options: EventConsumerOptions): Promise<EventConsumer> {
  const {
    bus,
    logger,
    consumer,
    topics,
    handlers,
    maxAttempts = 3,
    retryDelayMs = 200,
    outageWaitMs = 500,
    maxOutageWaitMs = 5_000,
  } = options;
  let messagesWaitingOutOutage = 0;
  const recorded = bus.metrics ? eventConsumerMetrics(bus.metrics, consumer) : undefined;
  await bus.ensureTopics([...topics, ...topics.map((topic) => deadLetterTopic(topic, consumer))]);

  async function deadLetter(
    message: IncomingMessage,
    reason: string,
    error?: unknown,
  ): Promise<HandlerOutcome> {
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
    recorded?.deadLettered(message.topic, reason);
    return 'dead_lettered';
  }

  async function handleMessage(message: IncomingMessage, context: DeliveryContext): Promise<HandlerOutcome> {
    let envelope: EventEnvelope;
    try {
      envelope = envelopeSchema.parse(JSON.parse(message.value ?? '')) as EventEnvelope;
    } catch (error) {
      return deadLetter(message, 'unparseable', error);
    }
    const handler = handlers[envelope.type];
    if (!handler) return 'skipped';
    const data = handler.schema.safeParse(envelope.data);
    if (!data.success) return deadLetter(message, 'invalid-payload', data.error);

    const event = { ...envelope, data: data.data };
    let failures = 0;
    let outageWaits = 0;
    try {
      for (;;) {
        try {
          await handler.handle(event);
          if (outageWaits > 0)
            logger.info(
              { type: event.type, eventId: event.eventId, consumer },
              'dependency back; event handled',
            );
          return 'handled';
        } catch (error) {
          if (isTransientFailure(error)) {
            if (outageWaits++ === 0) messagesWaitingOutOutage++;
            const waitMs = backoffDelay(outageWaits, { baseMs: outageWaitMs, capMs: maxOutageWaitMs });
            logger.warn(
              { err: error, type: event.type, eventId: event.eventId, consumer, waitMs, tries: outageWaits },
              'dependency unavailable; waiting, then trying the same event again',
            );
            await waitWithHeartbeats(waitMs, context);
            if (context.stopping.aborted)
              throw new Error('consumer stopping while waiting out an outage; the event is delivered again');
            continue;
          }
          if (++failures >= maxAttempts) return deadLetter(message, 'handler-failed', error);
          logger.warn(
            { err: error, type: event.type, eventId: event.eventId, attempt: failures },
            'event handler failed; retrying',
          );
          await pause(retryDelayMs * failures, context.stopping);
        }
      }
    } finally {
      if (outageWaits > 0) messagesWaitingOutOutage--;
    }
  }

  /** Each message's time and outcome; a throw (not committed, delivered again) counts as interrupted. */
  async function handleAndRecord(message: IncomingMessage, context: DeliveryContext): Promise<void> {
    if (!recorded) {
      await handleMessage(message, context);
      return;
    }
    const started = process.hrtime.bigint();
    let outcome: HandlerOutcome = 'interrupted';
    try {
      outcome = await handleMessage(message, context);
    } finally {
      recorded.handled(message.topic, outcome, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }

  const subscription = await bus.subscribe({
    groupId: consumer,
    topics,
    fromBeginning: true,
    handle: handleAndRecord,
  });
  return { ...subscription, isWaitingOutOutage: () => messagesWaitingOutOutage > 0 };
}

/** Waits `ms`, telling the broker every few seconds that the consumer lives (a heartbeat that fails is no matter). */
async function waitWithHeartbeats(ms: number, context: DeliveryContext): Promise<void> {
  const until = Date.now() + ms;
  while (!context.stopping.aborted && Date.now() < until) {
    await pause(Math.min(HEARTBEAT_EVERY_MS, until - Date.now()), context.stopping);
    await context.heartbeat().catch(() => undefined);
  }
}
