import { z } from 'zod';
import { InMemoryEventBus } from '../../test/in-memory-event-bus';
import { on, startEventConsumer } from '../consumers/event-consumer';
import { createEvent } from '../events/create-event';
import { createLogger } from '../logging/create-logger';
import { metricSample } from '@mealbox/test-support';
import { createServiceMetrics } from './service-metrics';
import type { ServiceMetrics } from './service-metrics';

const logger = createLogger('test', 'silent');
const TOPIC = 'shop.things.v1';
const event = (type: string, count: unknown) =>
  JSON.stringify(createEvent(type, { count }, { producer: 'test', correlationId: 'c-1' }));

async function consumerRecordingIn(metrics: ServiceMetrics, handle: () => Promise<void>) {
  const bus = new InMemoryEventBus(metrics);
  await startEventConsumer({
    bus,
    logger,
    consumer: 'counter',
    topics: [TOPIC],
    maxAttempts: 2,
    retryDelayMs: 1,
    handlers: { ThingAdded: on(z.object({ count: z.number() }), handle) },
  });
  return bus;
}

const sample = async (metrics: ServiceMetrics, name: string, labels: Record<string, string>) =>
  metricSample(await metrics.registry.metrics(), name, labels);

describe('event consumer metrics', () => {
  it('when events are handled, skipped and dead-lettered, then each is counted by group, topic and outcome', async () => {
    const metrics = createServiceMetrics('test');
    let calls = 0;
    const bus = await consumerRecordingIn(metrics, async () => {
      calls++;
      if (calls > 1) throw new Error('cannot apply it');
    });

    await bus.deliver(TOPIC, event('ThingAdded', 1));
    await bus.deliver(TOPIC, event('ThingRemoved', 1));
    await bus.deliver(TOPIC, event('ThingAdded', 2));
    await bus.deliver(TOPIC, '{not json');
    await bus.deliver(TOPIC, event('ThingAdded', 'three'));

    const base = { service: 'test', consumer: 'counter', topic: TOPIC };
    const count = 'event_handler_duration_seconds_count';
    expect(await sample(metrics, count, { ...base, outcome: 'handled' })).toBe(1);
    expect(await sample(metrics, count, { ...base, outcome: 'skipped' })).toBe(1);
    expect(await sample(metrics, count, { ...base, outcome: 'dead_lettered' })).toBe(3);
    const letters = 'event_dead_letters_total';
    expect(await sample(metrics, letters, { ...base, reason: 'handler-failed' })).toBe(1);
    expect(await sample(metrics, letters, { ...base, reason: 'unparseable' })).toBe(1);
    expect(await sample(metrics, letters, { ...base, reason: 'invalid-payload' })).toBe(1);
  });

  it('when two consumers of one service record, then they share the families and differ by their group', async () => {
    const metrics = createServiceMetrics('test');
    const first = await consumerRecordingIn(metrics, async () => undefined);
    await startEventConsumer({
      bus: first,
      logger,
      consumer: 'other',
      topics: [TOPIC],
      handlers: {},
    });

    await first.deliver(TOPIC, event('ThingAdded', 1));

    const count = 'event_handler_duration_seconds_count';
    expect(await sample(metrics, count, { consumer: 'counter', topic: TOPIC, outcome: 'handled' })).toBe(1);
    expect(await sample(metrics, count, { consumer: 'other', topic: TOPIC, outcome: 'skipped' })).toBe(1);
  });
});
