import { ConfigResourceTypes, Kafka } from 'kafkajs';
import { COMPACTED_TOPICS, TOPICS } from '@mealbox/contracts';
import { KAFKA_BROKERS, eventually, uniqueName } from '@mealbox/test-support';
import type { IncomingMessage } from './event-bus';
import { createLogger } from '../logging/create-logger';
import { createKafkaEventBus } from './kafka-event-bus';

const logger = createLogger('test', 'silent');

describe('topics on real Kafka', () => {
  it('when the catalogue topics are ensured, then they are compacted so a late read model still finds every meal and price', async () => {
    expect(COMPACTED_TOPICS).toEqual([TOPICS.catalogueMeals, TOPICS.cataloguePricing]);
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
        [TOPICS.orderingOrders]: 'delete',
      });
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
          topicPrefix: `${uniqueName(`ns_${name}`)}.`,
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
