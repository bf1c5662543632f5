import { z } from 'zod';
import { InMemoryEventBus } from '../../test/in-memory-event-bus';
import { createEvent } from '../events/create-event';
import { createLogger } from '../logging/create-logger';
import { TransientFailure } from '../resilience/transient-failure';
import { on, startEventConsumer } from './event-consumer';

const logger = createLogger('test', 'silent');
const TOPIC = 'shop.things.v1';
const DLQ = 'shop.things.v1.counter.dlq';
const thingAdded = (count: number) =>
  JSON.stringify(createEvent('ThingAdded', { count }, { producer: 'test', correlationId: 'c-1' }));

async function consumerWith(handle: (count: number) => Promise<void>, maxAttempts = 3) {
  return (await startedConsumerWith(handle, maxAttempts)).bus;
}

async function startedConsumerWith(handle: (count: number) => Promise<void>, maxAttempts = 3) {
  const bus = new InMemoryEventBus();
  const consumer = await startEventConsumer({
    bus,
    logger,
    consumer: 'counter',
    topics: [TOPIC],
    maxAttempts,
    retryDelayMs: 1,
    outageWaitMs: 5,
    maxOutageWaitMs: 20,
    handlers: { ThingAdded: on(z.object({ count: z.number() }), (event) => handle(event.data.count)) },
  });
  return { bus, consumer };
}

const databaseDown = () => new TransientFailure('connect ECONNREFUSED 127.0.0.1:27017');

describe('startEventConsumer', () => {
  it('when it starts, then it creates its topics and their dead-letter topics', async () => {
    const bus = await consumerWith(async () => undefined);
    expect([...bus.topics]).toEqual([TOPIC, DLQ]);
  });

  it('when a valid event arrives, then its handler gets the typed payload', async () => {
    const seen: number[] = [];
    const bus = await consumerWith(async (count) => void seen.push(count));
    await bus.deliver(TOPIC, thingAdded(3));
    expect(seen).toEqual([3]);
    expect(bus.publishedTo(DLQ)).toHaveLength(0);
  });

  it('when a message is not JSON, then it goes to the dead-letter topic with its origin', async () => {
    const bus = await consumerWith(async () => undefined);
    await bus.deliver(TOPIC, '{not json');
    const [parked] = bus.publishedTo(DLQ);
    expect(parked?.value).toBe('{not json');
    expect(parked?.headers).toMatchObject({
      'dlq-reason': 'unparseable',
      'dlq-origin-topic': TOPIC,
      'dlq-consumer': 'counter',
    });
  });

  it('when the payload breaks its schema, then it is parked and the handler never runs', async () => {
    const handle = jest.fn(async () => undefined);
    const bus = await consumerWith(handle);
    await bus.deliver(
      TOPIC,
      JSON.stringify(createEvent('ThingAdded', { count: 'many' }, { producer: 't', correlationId: 'c' })),
    );
    expect(handle).not.toHaveBeenCalled();
    expect(bus.publishedTo(DLQ)[0]?.headers?.['dlq-reason']).toBe('invalid-payload');
  });

  it('when the handler keeps failing, then it is tried maxAttempts times and then parked', async () => {
    const handle = jest.fn(async () => {
      throw new Error('read model unavailable');
    });
    const bus = await consumerWith(handle, 3);
    await bus.deliver(TOPIC, thingAdded(1));
    expect(handle).toHaveBeenCalledTimes(3);
    expect(bus.publishedTo(DLQ)[0]?.headers).toMatchObject({
      'dlq-reason': 'handler-failed',
      'dlq-error': 'read model unavailable',
    });
  });

  it('when the handler fails once and then succeeds, then nothing is parked', async () => {
    let calls = 0;
    const bus = await consumerWith(async () => {
      if (++calls === 1) throw new Error('blip');
    });
    await bus.deliver(TOPIC, thingAdded(1));
    expect(calls).toBe(2);
    expect(bus.publishedTo(DLQ)).toHaveLength(0);
  });

  it('when an event type has no handler, then it is skipped, not parked', async () => {
    const bus = await consumerWith(async () => undefined);
    await bus.deliver(
      TOPIC,
      JSON.stringify(createEvent('ThingRenamed', {}, { producer: 't', correlationId: 'c' })),
    );
    expect(bus.publishedTo(DLQ)).toHaveLength(0);
  });

  it('when the database is down for many tries, then the same event is tried until it is back and nothing is parked', async () => {
    let calls = 0;
    const { bus, consumer } = await startedConsumerWith(async () => {
      if (++calls <= 6) throw databaseDown();
    }, 3);
    await bus.deliver(TOPIC, thingAdded(1));
    expect(calls).toBe(7);
    expect(bus.publishedTo(DLQ)).toHaveLength(0);
    expect(consumer.isWaitingOutOutage()).toBe(false);
  });

  it('when a consumer is waiting out an outage, then it says so until the event is handled', async () => {
    let databaseUp = false;
    const { bus, consumer } = await startedConsumerWith(async () => {
      if (!databaseUp) throw databaseDown();
    });
    const delivery = bus.deliver(TOPIC, thingAdded(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(consumer.isWaitingOutOutage()).toBe(true);
    databaseUp = true;
    await delivery;
    expect(consumer.isWaitingOutOutage()).toBe(false);
  });

  it('when the consumer stops during an outage, then the event is given back uncommitted, not parked', async () => {
    const { bus } = await startedConsumerWith(async () => {
      throw databaseDown();
    });
    const delivery = bus.deliver(TOPIC, thingAdded(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await bus.close();
    await expect(delivery).rejects.toThrow(/delivered again/);
    expect(bus.publishedTo(DLQ)).toHaveLength(0);
  });
});
