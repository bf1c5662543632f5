import { ConfigResourceTypes, Kafka, KafkaJSNonRetriableError } from 'kafkajs';
import { COMPACTED_TOPICS, TOPICS } from '@mealbox/contracts';
import { KAFKA_BROKERS, eventually, uniqueTopicPrefix } from '@mealbox/test-support';
import type { IncomingMessage, Subscription } from './event-bus';
import { createServiceMetrics } from '../metrics/service-metrics';
import { createLogger } from '../logging/create-logger';
import { createKafkaEventBus } from './kafka-event-bus';
import { replicationFor } from './topic-replication';

const logger = createLogger('test', 'silent');

describe('topics on real Kafka', () => {
  it('when the catalogue topics are ensured, then they are compacted so a late read model still finds every meal, price and add-on', async () => {
    expect(COMPACTED_TOPICS).toEqual([
      TOPICS.catalogueMeals,
      TOPICS.cataloguePricing,
      TOPICS.catalogueAddOns,
    ]);
    const bus = await createKafkaEventBus({ brokers: KAFKA_BROKERS, clientId: 'topics-test', logger });
    const admin = new Kafka({ brokers: KAFKA_BROKERS, clientId: 'topics-test-admin' }).admin();
    await admin.connect();
    try {
      // Ensured twice: the second call finds them existing and leaves them compacted.
      await bus.ensureTopics([...COMPACTED_TOPICS]);
      await bus.ensureTopics([...COMPACTED_TOPICS, TOPICS.orderingOrders]);
      const described = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [...COMPACTED_TOPICS, TOPICS.orderingOrders].map((name) => ({
          type: ConfigResourceTypes.TOPIC,
          name,
          configNames: ['cleanup.policy'],
        })),
      });
      const policies = Object.fromEntries(
        described.resources.map((resource) => [
          resource.resourceName,
          resource.configEntries[0]?.configValue,
        ]),
      );
      expect(policies).toEqual({
        [TOPICS.catalogueMeals]: 'compact',
        [TOPICS.cataloguePricing]: 'compact',
        [TOPICS.catalogueAddOns]: 'compact',
        [TOPICS.orderingOrders]: 'delete',
      });
    } finally {
      await admin.disconnect();
      await bus.close();
    }
  });
});

describe('replication on real Kafka', () => {
  it('when a topic is created, then it has a copy on each broker (up to three) and min.insync.replicas to match', async () => {
    const prefix = uniqueTopicPrefix('replication');
    const bus = await createKafkaEventBus({
      brokers: KAFKA_BROKERS,
      clientId: 'replication-test',
      logger,
      topicPrefix: prefix,
    });
    const admin = new Kafka({ brokers: KAFKA_BROKERS, clientId: 'replication-test-admin' }).admin();
    await admin.connect();
    try {
      await bus.ensureTopics(['replicated.v1']);
      const brokers = (await admin.describeCluster()).brokers.length;
      const expected = replicationFor(brokers);
      // The bus saw the topic led on one broker; the broker this admin asks may learn of it a moment later.
      const metadata = await eventually('the new topic in the metadata', () =>
        admin.fetchTopicMetadata({ topics: [`${prefix}replicated.v1`] }).catch(() => undefined),
      );
      const copies = metadata.topics[0]?.partitions.map((partition) => partition.replicas.length);
      const described = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [
          {
            type: ConfigResourceTypes.TOPIC,
            name: `${prefix}replicated.v1`,
            configNames: ['min.insync.replicas'],
          },
        ],
      });
      expect(copies).toEqual([1, 2, 3].map(() => expected.replicationFactor));
      expect(described.resources[0]?.configEntries[0]?.configValue).toBe(String(expected.minInsyncReplicas));
    } finally {
      await admin.disconnect();
      await bus.close();
    }
  });
});

describe('namespaces on real Kafka', () => {
  it('when two stacks in different namespaces use the same consumer group name, then each still gets all of its own events', async () => {
    const buses = await Promise.all(
      ['a', 'b'].map((name) =>
        createKafkaEventBus({
          brokers: KAFKA_BROKERS,
          clientId: `namespace-test-${name}`,
          logger,
          partitions: 3,
          topicPrefix: uniqueTopicPrefix(`ns_${name}`),
        }),
      ),
    );
    const received: IncomingMessage[][] = [[], []];
    const subscriptions = [];
    try {
      for (const [index, bus] of buses.entries()) {
        await bus.ensureTopics(['shared.topic.v1']);
        subscriptions.push(
          await bus.subscribe({
            groupId: 'same-group-name',
            topics: ['shared.topic.v1'],
            handle: async (message) => void received[index]?.push(message),
          }),
        );
      }
      for (const bus of buses) {
        await bus.publish(
          Array.from({ length: 6 }, (_, key) => ({ topic: 'shared.topic.v1', key: String(key), value: 'x' })),
        );
      }
      await eventually('both stacks to read all six', () => received.every((list) => list.length === 6));
    } finally {
      for (const subscription of subscriptions) await subscription.stop();
      for (const bus of buses) await bus.close();
    }
  });
});

describe('a crashed consumer on real Kafka', () => {
  it('when a consumer crashes of an error its client will not restart it after, then it is started again, the message comes again and the service reads ready', async () => {
    const metrics = createServiceMetrics('crash-test');
    const bus = await createKafkaEventBus({
      brokers: KAFKA_BROKERS,
      clientId: 'crash-test',
      logger,
      metrics,
      topicPrefix: uniqueTopicPrefix('crash'),
    });
    const deliveries: string[] = [];
    let subscription: Subscription | undefined;
    try {
      await bus.ensureTopics(['crashing.v1']);
      subscription = await bus.subscribe({
        groupId: 'crashing-consumer',
        topics: ['crashing.v1'],
        async handle(message) {
          deliveries.push(message.value ?? '');
          // What the client raised after the broker came back in the middle of a rebalance, from the handler here
          // so that the crash comes every time: kafkajs disconnects and does not restart after it.
          if (deliveries.length === 1) throw new KafkaJSNonRetriableError('Failed to find group coordinator');
        },
      });
      await bus.publish([{ topic: 'crashing.v1', key: 'k', value: 'first' }]);
      const down = subscription;
      await eventually('the consumer to read as down', () => !down.isConsuming());
      expect(bus.isReady()).toBe(false);
      await eventually('the message to come again', () => deliveries.length >= 2, 30_000);
      expect(deliveries.slice(0, 2)).toEqual(['first', 'first']);
      await eventually('the consumer to read again', () => down.isConsuming());
      await eventually('the bus to read ready', () => bus.isReady());
      // It goes on reading what comes next.
      await bus.publish([{ topic: 'crashing.v1', key: 'k', value: 'second' }]);
      await eventually('the next message', () => deliveries.includes('second'));
      const crashes = await metrics.registry.getSingleMetric('event_consumer_crashes_total')?.get();
      expect(crashes?.values).toEqual([
        expect.objectContaining({
          value: 1,
          labels: { consumer: 'crashing-consumer', restarted_by: 'supervisor' },
        }),
      ]);
    } finally {
      await subscription?.stop();
      await bus.close();
    }
  }, 60_000);
});
