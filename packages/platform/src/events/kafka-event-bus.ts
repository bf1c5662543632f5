import { Kafka, Partitioners, logLevel as kafkaLogLevel } from 'kafkajs';
import type { Admin, Consumer, LogEntry, Producer } from 'kafkajs';
import type { Logger } from '../logging/create-logger';
import type { EventBus, IncomingMessage, OutgoingMessage, SubscribeOptions, Subscription } from './event-bus';

export interface KafkaEventBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** Partitions for topics this bus creates. */
  partitions?: number;
}

/**
 * EventBus over kafkajs: an idempotent producer (acks=all, one request in flight so retries cannot reorder),
 * consumers that poll with a short max wait so events arrive in milliseconds, and explicit topic creation.
 */
export async function createKafkaEventBus(options: KafkaEventBusOptions): Promise<EventBus> {
  const { logger } = options;
  const kafka = new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    logLevel: kafkaLogLevel.WARN,
    logCreator: () => (entry: LogEntry) => forwardKafkaLog(logger, entry),
    retry: { initialRetryTime: 100, retries: 8 },
  });
  const producer: Producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    // An idempotent producer must not give up between retries (its sequence numbers would go out of step);
    // a publish that waits out a broker outage simply holds the outbox relay until the broker is back.
    retry: { retries: Number.MAX_SAFE_INTEGER, initialRetryTime: 100, maxRetryTime: 5_000 },
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  let producerReady = true;
  producer.on(producer.events.DISCONNECT, () => (producerReady = false));
  producer.on(producer.events.CONNECT, () => (producerReady = true));

  const consumers = new Set<Consumer>();
  const partitions = options.partitions ?? 3;

  return {
    async ensureTopics(topics) {
      const admin: Admin = kafka.admin();
      await admin.connect();
      try {
        const existing = new Set(await admin.listTopics());
        const missing = [...new Set(topics)].filter((topic) => !existing.has(topic));
        if (missing.length > 0) {
          await admin.createTopics({
            waitForLeaders: true,
            topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor: 1 })),
          });
          logger.info({ topics: missing }, 'created topics');
        }
      } finally {
        await admin.disconnect();
      }
    },

    async publish(messages: OutgoingMessage[]) {
      if (messages.length === 0) return;
      await producer.sendBatch({
        acks: -1,
        topicMessages: groupByTopic(messages),
      });
    },

    async subscribe({
      groupId,
      topics,
      fromBeginning = true,
      handle,
    }: SubscribeOptions): Promise<Subscription> {
      const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: 100, retry: { retries: 8 } });
      consumers.add(consumer);
      await consumer.connect();
      await consumer.subscribe({ topics, fromBeginning });
      await consumer.run({
        eachMessage: async ({ topic, partition, message }) => {
          const incoming: IncomingMessage = {
            topic,
            partition,
            offset: message.offset,
            key: message.key?.toString() ?? null,
            value: message.value?.toString() ?? null,
            headers: Object.fromEntries(
              Object.entries(message.headers ?? {}).map(([name, value]) => [name, value?.toString() ?? '']),
            ),
          };
          await handle(incoming);
        },
      });
      return {
        async stop() {
          consumers.delete(consumer);
          await consumer.disconnect();
        },
      };
    },

    isReady: () => producerReady,

    async close() {
      await Promise.allSettled([...consumers].map((consumer) => consumer.disconnect()));
      consumers.clear();
      await producer.disconnect();
    },
  };
}

function groupByTopic(messages: OutgoingMessage[]) {
  const byTopic = new Map<string, { key: string; value: string; headers?: Record<string, string> }[]>();
  for (const { topic, key, value, headers } of messages) {
    const list = byTopic.get(topic) ?? [];
    list.push(headers ? { key, value, headers } : { key, value });
    byTopic.set(topic, list);
  }
  return [...byTopic].map(([topic, topicMessages]) => ({ topic, messages: topicMessages }));
}

function forwardKafkaLog(logger: Logger, { level, log }: LogEntry): void {
  const { message, ...extra } = log;
  const context = { kafka: extra };
  if (level <= kafkaLogLevel.ERROR) logger.error(context, message);
  else if (level === kafkaLogLevel.WARN) logger.warn(context, message);
  else logger.debug(context, message);
}
