import { ConfigResourceTypes, Kafka } from 'kafkajs';
import { COMPACTED_TOPICS, TOPICS } from '@mealbox/contracts';
import { KAFKA_BROKERS } from '@mealbox/test-support';
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
