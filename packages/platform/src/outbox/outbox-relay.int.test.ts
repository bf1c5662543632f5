import { spawn } from 'node:child_process';
import path from 'node:path';
import mongoose, { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import { createEvent } from '../events/create-event';
import type { EventBus } from '../events/event-bus';
import { createKafkaEventBus } from '../events/kafka-event-bus';
import { createLogger } from '../logging/create-logger';
import { connectMongo } from '../mongo/connect-mongo';
import { KAFKA_BROKERS, databaseUrl, eventually, recordTopic, uniqueName } from '@mealbox/test-support';
import { outboxFields, outboxUpdate, toOutboxEntry } from './outbox-entry';
import type { WithOutbox } from './outbox-entry';
import { createOutboxRelay } from './outbox-relay';
import { createKeyedLock, documentLockKey } from '../concurrency/keyed-lock';

const logger = createLogger('test', 'silent');
interface Thing extends WithOutbox {
  _id: string;
  state: string;
}

describe('outbox relay on real MongoDB-wire server and Kafka', () => {
  const databaseName = uniqueName('outbox_test');
  const topic = uniqueName('test.things.v1');
  let connection: Connection;
  let bus: EventBus;
  let things: Model<Thing>;

  beforeAll(async () => {
    connection = await connectMongo(databaseUrl(databaseName));
    bus = await createKafkaEventBus({ brokers: KAFKA_BROKERS, clientId: 'outbox-test', logger });
    await bus.ensureTopics([topic]);
    things = connection.model<Thing>(
      'Thing',
      new Schema({ _id: String, state: String, ...outboxFields }, { collection: 'things' }),
    );
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
    await bus.close();
  });

  async function shipThing(thingId: string) {
    const event = createEvent('ThingShipped', { thingId }, { producer: 'test', correlationId: 'c' });
    const outbox = outboxUpdate([toOutboxEntry(topic, thingId, event)]);
    await things.updateOne(
      { _id: thingId },
      { $set: { state: 'shipped', ...outbox.$set }, $push: outbox.$push },
      { upsert: true },
    );
    return event;
  }

  it('when a state change is written with its event, then the relay publishes the event to Kafka and empties the outbox', async () => {
    const recorder = await recordTopic(bus, topic);
    const relay = createOutboxRelay({ models: [things], bus, logger });
    const event = await shipThing('thing-1');
    relay.kick();
    const published = await eventually('the event on Kafka', () =>
      recorder.messages.find(
        (message) => message.value && JSON.parse(message.value).eventId === event.eventId,
      ),
    );
    expect(published.key).toBe('thing-1');
    expect(published.headers['event-type']).toBe('ThingShipped');
    await relay.flush();
    const stored = await things.findById('thing-1').lean();
    expect(stored).toMatchObject({ state: 'shipped', outbox: [], outboxPending: false });
    await relay.stop();
    await recorder.stop();
  });

  it('when the process dies between the database write and the publish, then a restarted relay still publishes the event', async () => {
    const thingId = uniqueName('thing');
    const child = spawn(process.execPath, [
      path.join(__dirname, '../../test/fixtures/write-then-die.cjs'),
      databaseUrl(databaseName),
      KAFKA_BROKERS.join(','),
      topic,
      thingId,
    ]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, sig) => resolve(sig)),
    );
    expect(signal).toBe('SIGKILL');
    const eventId = output.trim();
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);

    const orphaned = await things.findById(thingId).lean();
    expect(orphaned?.outbox.map((entry) => entry.eventId)).toEqual([eventId]);

    const recorder = await recordTopic(bus, topic);
    const restarted = createOutboxRelay({ models: [things], bus, logger });
    await restarted.start();
    await eventually('the orphaned event on Kafka', () =>
      recorder.messages.some(
        (message) => message.value !== null && JSON.parse(message.value).eventId === eventId,
      ),
    );
    // The start-up sweep runs in the background: its clean-up may land just after the event is seen.
    await eventually('the orphaned outbox emptied', async () => {
      const stored = await things.findById(thingId).lean();
      return stored?.outboxPending === false && stored.outbox.length === 0;
    });
    await restarted.stop();
    await recorder.stop();
  });

  it('when the broker refuses one event for good, then it alone is parked in outbox_parked and the rest of its batch goes out', async () => {
    const recorder = await recordTopic(bus, topic);
    const relay = createOutboxRelay({ models: [things], bus, logger, sweepIntervalMs: 3_600_000 });
    const fineId = uniqueName('fine-thing');
    const hugeId = uniqueName('huge-thing');
    const fine = await shipThing(fineId);
    // Larger than the broker accepts in one message (message.max.bytes, 1 MB by default).
    const huge = createEvent(
      'ThingShipped',
      { thingId: hugeId, note: 'x'.repeat(1_500_000) },
      { producer: 'test', correlationId: 'c' },
    );
    const outbox = outboxUpdate([toOutboxEntry(topic, hugeId, huge)]);
    await things.updateOne(
      { _id: hugeId },
      { $set: { state: 'shipped', ...outbox.$set }, $push: outbox.$push },
      { upsert: true },
    );

    await relay.flush();
    await eventually('the fine event on Kafka', () =>
      recorder.messages.some(
        (message) => message.value !== null && JSON.parse(message.value).eventId === fine.eventId,
      ),
    );
    const parked = await connection.collection('outbox_parked').findOne({ _id: huge.eventId as never });
    expect(parked).toMatchObject({
      collection: 'things',
      documentId: hugeId,
      entry: { eventId: huge.eventId, type: 'ThingShipped' },
    });
    expect(parked?.error).toMatch(/larger than the max message size/);
    const stored = await things.findById(hugeId).lean();
    expect({ pending: stored?.outboxPending, outbox: stored?.outbox }).toEqual({
      pending: false,
      outbox: [],
    });
    expect(
      recorder.messages.some(
        (message) => message.value !== null && JSON.parse(message.value).eventId === huge.eventId,
      ),
    ).toBe(false);
    await relay.stop();
    await recorder.stop();
  });

  it('when Kafka refuses a publish, then the events stay in the outbox and go out on the next sweep', async () => {
    let refuse = true;
    const flakyBus: EventBus = {
      ...bus,
      publish: async (messages) => {
        if (refuse) throw new Error('broker unavailable');
        await bus.publish(messages);
      },
    };
    const relay = createOutboxRelay({ models: [things], bus: flakyBus, logger, sweepIntervalMs: 100 });
    const event = await shipThing(uniqueName('thing'));
    await expect(relay.flush()).rejects.toThrow('broker unavailable');
    expect(await things.countDocuments({ outboxPending: true })).toBeGreaterThan(0);

    const recorder = await recordTopic(bus, topic);
    refuse = false;
    await relay.start();
    await eventually('the retried event on Kafka', () =>
      recorder.messages.some(
        (message) => message.value !== null && JSON.parse(message.value).eventId === event.eventId,
      ),
    );
    await relay.stop();
    await recorder.stop();
  });

  it('when a write names its document in kick, then that event goes out at once, long before any sweep', async () => {
    const recorder = await recordTopic(bus, topic);
    const relay = createOutboxRelay({ models: [things], bus, logger, sweepIntervalMs: 3_600_000 });
    await relay.start();
    const thingId = uniqueName('named-thing');
    const event = await shipThing(thingId);
    relay.kick({ model: things, id: thingId });
    await eventually('the named event on Kafka', () =>
      recorder.messages.some(
        (message) => message.value !== null && JSON.parse(message.value).eventId === event.eventId,
      ),
    );
    await eventually('the outbox emptied', async () => {
      const stored = await things.findById(thingId).lean();
      return stored?.outboxPending === false && stored.outbox.length === 0;
    });
    await relay.stop();
    await recorder.stop();
  });

  it('when the publish of a named document fails, then it is tried again within the retry interval', async () => {
    let refusals = 1;
    const flakyBus: EventBus = {
      ...bus,
      publish: async (messages) => {
        if (refusals-- > 0) throw new Error('broker unavailable');
        await bus.publish(messages);
      },
    };
    const recorder = await recordTopic(bus, topic);
    const relay = createOutboxRelay({
      models: [things],
      bus: flakyBus,
      logger,
      sweepIntervalMs: 3_600_000,
      retryIntervalMs: 100,
    });
    await relay.start();
    const thingId = uniqueName('retried-thing');
    const event = await shipThing(thingId);
    relay.kick({ model: things, id: thingId });
    await eventually('the retried named event on Kafka', () =>
      recorder.messages.some(
        (message) => message.value !== null && JSON.parse(message.value).eventId === event.eventId,
      ),
    );
    expect(refusals).toBeLessThan(0);
    await relay.stop();
    await recorder.stop();
  });

  it('when a document is written again while its earlier events are being published, then the later events go out too, without a sweep', async () => {
    const thingId = uniqueName('rewritten-thing');
    let releaseFirstPublish = () => undefined as void;
    let firstPublishStarted = () => undefined as void;
    const publishing = new Promise<void>((resolve) => (firstPublishStarted = resolve));
    const held = new Promise<void>((resolve) => (releaseFirstPublish = resolve));
    let publishes = 0;
    const slowBus: EventBus = {
      ...bus,
      publish: async (messages) => {
        if (messages.length > 0 && publishes++ === 0) {
          firstPublishStarted();
          await held;
        }
        await bus.publish(messages);
      },
    };
    const recorder = await recordTopic(bus, topic);
    const relay = createOutboxRelay({ models: [things], bus: slowBus, logger, sweepIntervalMs: 3_600_000 });
    await relay.start();
    await shipThing(thingId);
    relay.kick({ model: things, id: thingId });
    await publishing;
    const later = await shipThing(thingId);
    relay.kick({ model: things, id: thingId });
    releaseFirstPublish();
    await eventually('the later event on Kafka', () =>
      recorder.messages.some(
        (message) => message.value !== null && JSON.parse(message.value).eventId === later.eventId,
      ),
    );
    await relay.stop();
    await recorder.stop();
  });

  it('when the service keeps writing a document while the relay cleans it up, then every event is published and none is left behind', async () => {
    const thingId = uniqueName('busy-thing');
    const lock = createKeyedLock();
    const recorder = await recordTopic(bus, topic);
    const relay = createOutboxRelay({ models: [things], bus, logger, documentLock: lock });
    const writes = Array.from({ length: 30 }, () =>
      lock(documentLockKey(things, thingId), async () => {
        const event = await shipThing(thingId);
        relay.kick();
        return event.eventId;
      }),
    );
    const eventIds = await Promise.all(writes);
    await relay.flush();
    await relay.flush();
    await eventually('all 30 events on Kafka', () =>
      eventIds.every((eventId) =>
        recorder.messages.some(
          (message) => message.value !== null && JSON.parse(message.value).eventId === eventId,
        ),
      ),
    );
    expect(await things.findById(thingId).lean()).toMatchObject({ outbox: [], outboxPending: false });
    await relay.stop();
    await recorder.stop();
  });
});

// Keep mongoose's default connection untouched; the relay works on the connection its models belong to.
afterAll(() => mongoose.disconnect());
