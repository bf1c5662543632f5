import { z } from 'zod';
import { createEvent } from '../events/create-event';
import type { EventBus } from '../events/event-bus';
import { createKafkaEventBus } from '../events/kafka-event-bus';
import { createLogger } from '../logging/create-logger';
import { on, startEventConsumer } from '../consumers/event-consumer';
import { KAFKA_BROKERS, TEST_KAFKA, TOPIC_PREFIX, eventually, uniqueName } from '@mealbox/test-support';
import { runDeadLetterCommand } from './dlq-command';
import { DeadLetterStore } from './dead-letter-store';

const logger = createLogger('test', 'silent');

describe('dead letters on real Kafka: listed, then replayed once the cause is fixed', () => {
  const topic = uniqueName('test.parcels.v1');
  const consumer = uniqueName('parcels');
  let bus: EventBus;
  let broken = true;
  const delivered: number[] = [];
  const store = new DeadLetterStore({ brokers: KAFKA_BROKERS, topicPrefix: TOPIC_PREFIX });

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'dlq-test', logger });
    await startEventConsumer({
      bus,
      logger,
      consumer,
      topics: [topic],
      retryDelayMs: 1,
      handlers: {
        ParcelSent: on(z.object({ parcel: z.number() }), async (event) => {
          // A bug, not an outage: it fails the same way every time until the code is fixed.
          if (broken) throw new Error(`parcel ${event.data.parcel} has no postcode rule`);
          delivered.push(event.data.parcel);
        }),
      },
    });
  });

  afterAll(async () => {
    await bus.close();
  });

  const send = (parcel: number) => {
    const event = createEvent('ParcelSent', { parcel }, { producer: 'test', correlationId: 'c' });
    return bus.publish([{ topic, key: String(parcel), value: JSON.stringify(event) }]).then(() => event);
  };

  it('when a handler keeps failing, then the message is listed with its reason, error, origin and event', async () => {
    const event = await send(1);
    const [letter] = await eventually('the parked message', async () => {
      const letters = await store.list(consumer);
      return letters.length > 0 ? letters : undefined;
    });
    expect(letter).toMatchObject({
      consumer,
      reason: 'handler-failed',
      error: 'parcel 1 has no postcode rule',
      originTopic: topic,
      eventType: 'ParcelSent',
      eventId: event.eventId,
      replayed: false,
    });
  });

  it('when the cause is fixed and the consumer replayed, then the message is handled and listed as replayed', async () => {
    broken = false;
    const lines: string[] = [];
    const code = await withPrefix(() =>
      runDeadLetterCommand(['replay', '--consumer', consumer, '--all'], (line) => lines.push(line)),
    );
    expect({ code, lines }).toEqual({ code: 0, lines: ['Replayed 1 message onto their topics.'] });
    await eventually('the replayed parcel handled', () => delivered.includes(1));

    const [letter] = await store.list(consumer);
    expect(letter?.replayed).toBe(true);
    const listed: string[] = [];
    await withPrefix(() =>
      runDeadLetterCommand(['list', '--consumer', consumer], (line) => listed.push(line)),
    );
    expect(listed).toEqual(['No dead letters waiting.']);
  });
});

/**
 * The command reads its namespace and brokers from the environment, as an operator runs it beside the services: this
 * file's namespace, and the brokers the test uses (all of them when the local Kafka runs three nodes).
 */
async function withPrefix<T>(run: () => Promise<T>): Promise<T> {
  const before = {
    KAFKA_TOPIC_PREFIX: process.env.KAFKA_TOPIC_PREFIX,
    KAFKA_BROKERS: process.env.KAFKA_BROKERS,
  };
  process.env.KAFKA_TOPIC_PREFIX = TOPIC_PREFIX;
  process.env.KAFKA_BROKERS = KAFKA_BROKERS.join(',');
  try {
    return await run();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
