import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';
import { deadLetterTopic } from '@mealbox/contracts';
import { createEvent } from '../events/create-event';
import type { EventBus, Subscription } from '../events/event-bus';
import { createKafkaEventBus } from '../events/kafka-event-bus';
import { createLogger } from '../logging/create-logger';
import { connectMongo } from '../mongo/connect-mongo';
import { KAFKA_BROKERS, databaseUrl, eventually, recordTopic, uniqueName } from '@mealbox/test-support';
import { appliedOnce } from './applied-once';
import { on, startEventConsumer } from './event-consumer';

const logger = createLogger('test', 'silent');

interface Tally {
  _id: string;
  total: number;
  appliedEventIds: string[];
}

describe('idempotent consumer on real Kafka and the MongoDB-wire server', () => {
  const topic = uniqueName('test.tallies.v1');
  const consumer = uniqueName('tally');
  let connection: Connection;
  let bus: EventBus;
  let tallies: Model<Tally>;
  let subscription: Subscription;
  const handled: string[] = [];

  beforeAll(async () => {
    connection = await connectMongo(databaseUrl(uniqueName('consumer_test')));
    bus = await createKafkaEventBus({ brokers: KAFKA_BROKERS, clientId: 'consumer-test', logger });
    tallies = connection.model<Tally>(
      'Tally',
      new Schema({ _id: String, total: Number, appliedEventIds: [String] }),
    );
    await tallies.create({ _id: 'tally', total: 0, appliedEventIds: [] });
    subscription = await startEventConsumer({
      bus,
      logger,
      consumer,
      topics: [topic],
      retryDelayMs: 10,
      handlers: {
        AmountAdded: on(z.object({ amount: z.number().int() }), async (event) => {
          const once = appliedOnce(event.eventId);
          await tallies.updateOne(
            { _id: 'tally', ...once.filter },
            { $inc: { total: event.data.amount }, ...once.update },
          );
          handled.push(event.eventId);
        }),
      },
    });
  });

  afterAll(async () => {
    await subscription.stop();
    await connection.dropDatabase();
    await connection.close();
    await bus.close();
  });

  const send = (value: string) => bus.publish([{ topic, key: 'tally', value }]);

  it('when the same event is delivered twice, then it is applied once', async () => {
    const event = createEvent('AmountAdded', { amount: 5 }, { producer: 'test', correlationId: 'c' });
    await send(JSON.stringify(event));
    await send(JSON.stringify(event));
    await eventually(
      'both deliveries handled',
      () => handled.filter((id) => id === event.eventId).length === 2,
    );
    expect((await tallies.findById('tally').lean())?.total).toBe(5);
  });

  it('when a poison message arrives, then it goes to the dead-letter topic and later messages still flow', async () => {
    const dlq = await recordTopic(bus, deadLetterTopic(topic, consumer));
    await send('this is not an event');
    const after = createEvent('AmountAdded', { amount: 7 }, { producer: 'test', correlationId: 'c' });
    await send(JSON.stringify(after));

    await eventually('the later event handled', () => handled.includes(after.eventId));
    expect((await tallies.findById('tally').lean())?.total).toBe(12);
    const parked = await eventually('the poison message on the dead-letter topic', () =>
      dlq.messages.find((message) => message.value === 'this is not an event'),
    );
    expect(parked.headers).toMatchObject({
      'dlq-reason': 'unparseable',
      'dlq-origin-topic': topic,
      'dlq-consumer': consumer,
    });
    await dlq.stop();
  });
});
