import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import type { Context, Span } from '@opentelemetry/api';
import type { IncomingMessage, OutgoingMessage } from '../events/event-bus';

/**
 * Kafka's part of a trace, kept by the event bus rather than by an instrumentation of kafkajs: an event is written
 * to its outbox by a request (or an event handler) and sent later by the relay, in batches that mix many
 * requests, so the context active at `send` is the relay's, not the request's. Each outbox entry therefore keeps
 * the `traceparent` of the moment it was written; the publish span is that context's child, and its own context
 * travels in the message's headers (W3C Trace Context) to the consumer's process span. With tracing off these
 * calls are the API's no-ops.
 */
const tracer = () => trace.getTracer('@mealbox/platform/events');

/** The active trace context as a W3C `traceparent`, or undefined when nothing is being traced. */
export function activeTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

const messagingAttributes = (topic: string, headers: Record<string, string> | undefined) => ({
  'messaging.system': 'kafka',
  'messaging.destination.name': topic,
  ...(headers?.['event-type'] ? { 'mealbox.event.type': headers['event-type'] } : {}),
  ...(headers?.['event-id'] ? { 'messaging.message.id': headers['event-id'] } : {}),
});

/** The context a message was written in: its own `traceparent`, else whatever is active now. */
function writtenIn(message: OutgoingMessage): Context {
  return message.headers?.traceparent ? propagation.extract(ROOT_CONTEXT, message.headers) : context.active();
}

/**
 * Sends `messages` with `send`, each under a publish span whose parent is the context it was written in (messages
 * written outside any trace get none), the span's context replacing the message's `traceparent`.
 */
export async function publishTraced(
  messages: OutgoingMessage[],
  send: (messages: OutgoingMessage[]) => Promise<void>,
): Promise<void> {
  const spans: Span[] = [];
  const traced = messages.map((message) => {
    const parent = writtenIn(message);
    if (!trace.getSpanContext(parent)) return message;
    const span = tracer().startSpan(
      `publish ${message.topic}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          ...messagingAttributes(message.topic, message.headers),
          'messaging.operation.type': 'send',
        },
      },
      parent,
    );
    spans.push(span);
    const headers = { ...message.headers };
    propagation.inject(trace.setSpan(parent, span), headers);
    return { ...message, headers };
  });
  try {
    await send(traced);
  } catch (error) {
    for (const span of spans) failed(span, error);
    throw error;
  } finally {
    for (const span of spans) span.end();
  }
}

/** Runs a consumer's handling of one message inside a process span, the child of the span that published it. */
export function processTraced<T>(
  message: IncomingMessage,
  consumerGroup: string,
  handle: () => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(
    `process ${message.topic}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        ...messagingAttributes(message.topic, message.headers),
        'messaging.operation.type': 'process',
        'messaging.consumer.group.name': consumerGroup,
        'messaging.destination.partition.id': String(message.partition),
        'messaging.kafka.offset': Number(message.offset),
      },
    },
    propagation.extract(ROOT_CONTEXT, message.headers),
    async (span) => {
      try {
        return await handle();
      } catch (error) {
        failed(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}
