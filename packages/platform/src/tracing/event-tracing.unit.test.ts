import { ROOT_CONTEXT, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { OutgoingMessage } from '../events/event-bus';
import { toOutboxEntry } from '../outbox/outbox-entry';
import { activeTraceparent, processTraced, publishTraced } from './event-tracing';

const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
});
afterEach(() => exporter.reset());

const WRITTEN_IN = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
const traceIdOf = (traceparent: string | undefined) => traceparent?.split('-')[1];
const spanIdOf = (traceparent: string | undefined) => traceparent?.split('-')[2];

const event = { eventId: '6b1f3e0e-8f4e-4a59-9a57-2f3c1d0c1a11', type: 'OrderPlaced', version: 1 };
const message = (headers: Record<string, string>): OutgoingMessage => ({
  topic: 'ordering.orders.v1',
  key: 'order-1',
  value: '{}',
  headers: { 'event-type': 'OrderPlaced', 'event-id': event.eventId, ...headers },
});

describe('outbox entries keep the trace they were written in', () => {
  it('when an event is written inside a traced request, then its entry keeps that request’s traceparent', () => {
    const request = trace.getTracer('test').startSpan('POST /api/orders');
    const entry = context.with(trace.setSpan(context.active(), request), () =>
      toOutboxEntry('ordering.orders.v1', 'order-1', {
        ...event,
        occurredAt: '',
        producer: 'ordering',
        correlationId: 'c',
        data: {},
      }),
    );
    request.end();
    expect(entry.traceparent).toBe(`00-${request.spanContext().traceId}-${request.spanContext().spanId}-01`);
  });

  it('when an event is written outside any trace, then its entry has no traceparent field at all', () => {
    const entry = toOutboxEntry('ordering.orders.v1', 'order-1', {
      ...event,
      occurredAt: '',
      producer: 'ordering',
      correlationId: 'c',
      data: {},
    });
    expect(entry).not.toHaveProperty('traceparent');
    expect(activeTraceparent()).toBeUndefined();
  });
});

describe('publishTraced', () => {
  it('when the relay sends an event long after its request, then the publish span still belongs to the request’s trace', async () => {
    const sent: OutgoingMessage[] = [];
    // Sent from the relay's own (untraced) context, as a sweep does.
    await context.with(ROOT_CONTEXT, () =>
      publishTraced([message({ traceparent: WRITTEN_IN })], async (messages) => void sent.push(...messages)),
    );
    const [publish] = exporter.getFinishedSpans();
    expect(publish?.name).toBe('publish ordering.orders.v1');
    expect(publish?.spanContext().traceId).toBe(traceIdOf(WRITTEN_IN));
    expect(publish?.parentSpanContext?.spanId).toBe(spanIdOf(WRITTEN_IN));
    expect(publish?.attributes).toMatchObject({
      'messaging.system': 'kafka',
      'mealbox.event.type': 'OrderPlaced',
    });
    // The consumer's parent is the publish span, not the request.
    expect(traceIdOf(sent[0]?.headers?.traceparent)).toBe(traceIdOf(WRITTEN_IN));
    expect(spanIdOf(sent[0]?.headers?.traceparent)).toBe(publish?.spanContext().spanId);
  });

  it('when a batch mixes events of two requests, then each publish span joins its own request’s trace', async () => {
    const other = '00-11111111111111111111111111111111-2222222222222222-01';
    await publishTraced(
      [message({ traceparent: WRITTEN_IN }), message({ traceparent: other })],
      async () => {},
    );
    expect(exporter.getFinishedSpans().map((span) => span.spanContext().traceId)).toEqual([
      traceIdOf(WRITTEN_IN),
      traceIdOf(other),
    ]);
  });

  it('when an event was written outside any trace, then it is sent unchanged and no span is made', async () => {
    const sent: OutgoingMessage[] = [];
    const untraced = message({});
    await publishTraced([untraced], async (messages) => void sent.push(...messages));
    expect(sent).toEqual([untraced]);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('when the broker refuses the batch, then the publish spans end as errors and the failure is thrown', async () => {
    await expect(
      publishTraced([message({ traceparent: WRITTEN_IN })], () => Promise.reject(new Error('broker down'))),
    ).rejects.toThrow('broker down');
    expect(exporter.getFinishedSpans()[0]?.status).toMatchObject({
      code: SpanStatusCode.ERROR,
      message: 'broker down',
    });
  });
});

describe('processTraced', () => {
  const incoming = (headers: Record<string, string>) => ({
    topic: 'ordering.orders.v1',
    partition: 2,
    offset: '41',
    key: 'order-1',
    value: '{}',
    headers: { 'event-type': 'OrderPlaced', ...headers },
  });

  it('when a message carries its publish span’s context, then its handling runs in a child process span', async () => {
    let activeInHandler: string | undefined;
    await processTraced(incoming({ traceparent: WRITTEN_IN }), 'payment', async () => {
      activeInHandler = trace.getActiveSpan()?.spanContext().spanId;
    });
    const [process] = exporter.getFinishedSpans();
    expect(process?.name).toBe('process ordering.orders.v1');
    expect(process?.spanContext().traceId).toBe(traceIdOf(WRITTEN_IN));
    expect(process?.parentSpanContext?.spanId).toBe(spanIdOf(WRITTEN_IN));
    expect(process?.attributes).toMatchObject({
      'messaging.consumer.group.name': 'payment',
      'messaging.kafka.offset': 41,
    });
    // The handler's own work (its database calls, the events it writes) nests under it.
    expect(activeInHandler).toBe(process?.spanContext().spanId);
  });

  it('when the handler fails, then the span records the error and the failure reaches the consumer', async () => {
    await expect(
      processTraced(incoming({}), 'payment', () => Promise.reject(new Error('handler broke'))),
    ).rejects.toThrow('handler broke');
    const [process] = exporter.getFinishedSpans();
    expect(process?.status.code).toBe(SpanStatusCode.ERROR);
    expect(process?.events.map((event) => event.name)).toContain('exception');
  });
});
