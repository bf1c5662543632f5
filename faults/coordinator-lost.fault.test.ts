import { createKafkaEventBus, createLogger, createServiceMetrics } from '@mealbox/platform';
import type { EventBus, Subscription } from '@mealbox/platform';
import { eventually } from '@mealbox/test-support';
import { Kafka, logLevel } from 'kafkajs';
import type { Consumer } from 'kafkajs';
import { KafkaCluster } from './support/broker-process';

// The crash kafkajs does not come back from, made by a real fault: the broker that coordinates the consumer groups
// is killed and stays down longer than the client's retries. Its group offsets are kept in one copy, as a cluster
// whose offsets topic lost its replicas would have them, so no other broker can take over: the two left answer
// COORDINATOR_NOT_AVAILABLE, kafkajs gives up with `Failed to find group coordinator` (a non-retriable error) and a
// bare consumer stays dead for good. The platform's supervised one must read again once the broker is back.
//
// A Toxiproxy cut of the coordinator's link does not make this crash: every new connection through a cut link
// fails in its handshake, which kafkajs treats as a retriable connection error and restarts from by itself.

const TOPIC = 'coordinated.v1';
/** Longer than a consumer's retries (8, up to 3 s apart: about 16 s) and the broker's fencing (3 s) together. */
const CRASH_WITHIN_MS = 60_000;

let cluster: KafkaCluster;
let bus: EventBus | undefined;
let supervised: Subscription | undefined;
let bare: Consumer | undefined;

beforeAll(async () => {
  cluster = await KafkaCluster.start(3, { offsetsReplication: 1 });
}, 120_000);

afterAll(async () => {
  await bare?.disconnect().catch(() => undefined);
  await supervised?.stop();
  await bus?.close();
  await cluster?.close();
}, 60_000);

it('when the group coordinator is lost for longer than the client retries, then a bare kafkajs consumer stays dead and the supervised one reads again once it is back', async () => {
  const metrics = createServiceMetrics('coordinator-fault');
  bus = await createKafkaEventBus({
    brokers: cluster.addresses,
    clientId: 'coordinator-fault',
    logger: createLogger('coordinator-fault', 'silent'),
    metrics,
  });
  await bus.ensureTopics([TOPIC]);
  const readBySupervised: string[] = [];
  supervised = await bus.subscribe({
    groupId: 'supervised',
    topics: [TOPIC],
    handle: async (message) => {
      readBySupervised.push(message.value ?? '');
    },
  });

  // The same consumer settings as the platform's, with nothing watching over it.
  bare = new Kafka({ clientId: 'bare', brokers: cluster.addresses, logLevel: logLevel.NOTHING }).consumer({
    groupId: 'bare',
    sessionTimeout: 6_000,
    heartbeatInterval: 1_000,
    maxWaitTimeInMs: 1_000,
    retry: { retries: 8, initialRetryTime: 300, maxRetryTime: 3_000 },
  });
  const bareCrashes: { error: Error; restart: boolean }[] = [];
  bare.on(bare.events.CRASH, ({ payload }) => bareCrashes.push(payload));
  const readByBare: string[] = [];
  await bare.connect();
  await bare.subscribe({ topics: [TOPIC], fromBeginning: true });
  await bare.run({
    eachMessage: async ({ message }) => {
      readByBare.push(message.value?.toString() ?? '');
    },
  });

  await bus.publish([{ topic: TOPIC, key: 'k', value: 'before' }]);
  await eventually('both consumers to read the first event', () =>
    [readBySupervised, readByBare].every((read) => read.includes('before')),
  );
  const coordinator = await cluster.leaderOf('__consumer_offsets');

  await coordinator.kill();
  await eventually(
    'the bare consumer to crash for good',
    () => bareCrashes.some((crash) => !crash.restart),
    CRASH_WITHIN_MS,
  );
  expect(bareCrashes.find((crash) => !crash.restart)?.error.message).toBe('Failed to find group coordinator');
  await eventually('the supervised consumer to have crashed the same way', async () => {
    const crashes = await metrics.registry.getSingleMetric('event_consumer_crashes_total')?.get();
    return (
      crashes?.values.some(
        (value) => value.labels['restarted_by'] === 'supervisor' && Number(value.value) >= 1,
      ) ?? false
    );
  });
  expect(bus.isReady()).toBe(false);

  await coordinator.startAgain();
  await coordinator.untilServing(60_000);
  await bus.publish([{ topic: TOPIC, key: 'k', value: 'after' }]);
  await eventually(
    'the supervised consumer to read the next event',
    () => readBySupervised.includes('after'),
    30_000,
  );
  await eventually('the bus to read ready', () => bus?.isReady() ?? false, 15_000);
  // The bare one had every chance meanwhile: it never reads again.
  expect(readByBare).toEqual(['before']);
}, 240_000);
