import { processTraced, publishTraced } from '../tracing/event-tracing';
import { ConstantBackoff, handleWhen, retry } from 'cockatiel';
import {
  ConfigResourceTypes,
  Kafka,
  KafkaJSProtocolError,
  Partitioners,
  logLevel as kafkaLogLevel,
} from 'kafkajs';
import { COMPACTED_TOPICS } from '@mealbox/contracts';
import type { Admin, Consumer, LogEntry, Producer } from 'kafkajs';
import { startBrokerProbe } from './broker-probe';
import { startSupervisedConsumer } from './supervised-kafka-consumer';
import type { SupervisedConsumer } from './supervised-kafka-consumer';
import type { Logger } from '../logging/create-logger';
import { consumerLag } from '../metrics/consumer-lag';
import type { ServiceMetrics } from '../metrics/service-metrics';
import { createTopicsWithLeaders } from './create-topics-with-leaders';
import type { EventBus, IncomingMessage, OutgoingMessage, SubscribeOptions, Subscription } from './event-bus';

const COMPACT = { name: 'cleanup.policy', value: 'compact' };

async function ensureCompacted(admin: Admin, topics: string[], logger: Logger): Promise<void> {
  const described = await admin.describeConfigs({
    includeSynonyms: false,
    resources: topics.map((name) => ({ type: ConfigResourceTypes.TOPIC, name, configNames: [COMPACT.name] })),
  });
  const notYet = described.resources
    .filter((resource) => !resource.configEntries.some((entry) => entry.configValue === COMPACT.value))
    .map((resource) => resource.resourceName);
  if (notYet.length === 0) return;
  await admin.alterConfigs({
    validateOnly: false,
    resources: notYet.map((name) => ({ type: ConfigResourceTypes.TOPIC, name, configEntries: [COMPACT] })),
  });
  logger.info({ topics: notYet }, 'switched topics to compaction');
}

export interface KafkaEventBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** Partitions for topics this bus creates. */
  partitions?: number;
  /**
   * Put in front of every topic name and consumer group id on the broker ('' in production). Each test file, and each side-by-side
   * stack, gets its own namespace, so nobody's read models see anyone else's events. Callers always use the
   * plain names; messages come back with the plain name too.
   */
  topicPrefix?: string;
  /** Where consumers record their handlers and lag (see EventBus.metrics); tools without metrics leave it out. */
  metrics?: ServiceMetrics;
}

/** A publish unacknowledged for this long means the broker is unreachable (a healthy one answers in ms). */
const STALLED_PUBLISH_MS = 5_000;
/**
 * A consumer whose group coordinator has not acknowledged a heartbeat for this long has lost the broker: a live one
 * heartbeats every second, also while it waits out a database outage. The session timeout, after which the group
 * drops it anyway; a rebalance (a few seconds without heartbeats) stays well inside it.
 */
const SILENT_CONSUMER_MS = 10_000;
/**
 * How long the group waits for a member that stopped heartbeating before it hands its partitions to the others:
 * the broker's least (`group.min.session.timeout.ms`). After a broker outage the group still lists the members from
 * before it, and no rebalance completes until they have timed out, so this is also how long every consumer waits to
 * read again once the broker is back (10 s kept every service not ready that long).
 */
const SESSION_TIMEOUT_MS = 6_000;

/**
 * EventBus over kafkajs: an idempotent producer (acks=all, one request in flight so retries cannot reorder),
 * consumers that long-poll, and explicit topic creation.
 */
export async function createKafkaEventBus(options: KafkaEventBusOptions): Promise<EventBus> {
  const { logger } = options;
  const kafka = new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    logLevel: kafkaLogLevel.WARN,
    logCreator: () => (entry: LogEntry) => forwardKafkaLog(logger, entry),
    // Connecting and admin calls: kafkajs' default ceiling between attempts (30 s) left a client asleep for up to
    // 13 s after a broker outage ended; 3 s bounds how long any client waits to notice the broker is back.
    retry: { initialRetryTime: 100, retries: 8, maxRetryTime: 3_000 },
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

  /** When each publish still waiting for the broker's acknowledgement began. */
  const publishesInFlight = new Map<symbol, number>();
  /** When the last publish failed (the broker refused or could not be reached); a later success clears it. */
  let lastPublishFailedAt = 0;
  const probe = startBrokerProbe(options.brokers, options.clientId);
  // kafkajs waits for a running handler before it disconnects; each member's signal tells one waiting out an outage
  // to stop.
  const members = new Set<{ member: SupervisedConsumer; stopping: AbortController }>();
  const partitions = options.partitions ?? 3;
  const prefix = options.topicPrefix ?? '';
  const onBroker = (topic: string) => `${prefix}${topic}`;
  const plain = (topic: string) => (topic.startsWith(prefix) ? topic.slice(prefix.length) : topic);
  const lag = options.metrics ? consumerLag(options.metrics) : undefined;

  return {
    ...(options.metrics ? { metrics: options.metrics } : {}),
    async ensureTopics(topics) {
      const admin: Admin = kafka.admin();
      await admin.connect();
      try {
        const onThisBroker = (await admin.listTopics()).filter((topic) => topic.startsWith(prefix));
        const existing = new Set(onThisBroker.map(plain));
        const wanted = [...new Set(topics)];
        const missing = wanted.filter((topic) => !existing.has(topic));
        if (missing.length > 0) {
          await createTopicsWithLeaders(
            admin,
            missing.map((topic) => ({
              topic: onBroker(topic),
              numPartitions: partitions,
              configEntries: COMPACTED_TOPICS.includes(topic) ? [COMPACT] : [],
            })),
          );
          logger.info({ topics: missing }, 'created topics');
        }
        // A topic created before it was declared compacted (an older installation) is switched over once.
        const toCompact = wanted.filter((topic) => existing.has(topic) && COMPACTED_TOPICS.includes(topic));
        if (toCompact.length > 0) await ensureCompacted(admin, toCompact.map(onBroker), logger);
      } finally {
        await admin.disconnect();
      }
    },

    async publish(messages: OutgoingMessage[]) {
      if (messages.length === 0) return;
      const publish = Symbol('publish');
      publishesInFlight.set(publish, Date.now());
      try {
        await publishTraced(messages, (traced) =>
          producer
            .sendBatch({
              acks: -1,
              topicMessages: groupByTopic(
                traced.map((message) => ({ ...message, topic: onBroker(message.topic) })),
              ),
            })
            .then(() => undefined),
        );
        lastPublishFailedAt = 0;
      } catch (error) {
        lastPublishFailedAt = Date.now();
        throw error;
      } finally {
        publishesInFlight.delete(publish);
      }
    },

    async subscribe({
      groupId,
      topics,
      fromBeginning = true,
      handle,
    }: SubscribeOptions): Promise<Subscription> {
      // Groups live in the namespace too: two stacks side by side (say, a benchmark beside the running site) must
      // not join each other's group and split each other's partitions.
      const stopping = new AbortController();
      const member = await startSupervisedConsumer({
        kafka,
        groupId,
        logger,
        ...(options.metrics ? { metrics: options.metrics } : {}),
        config: {
          groupId: onBroker(groupId),
          // How long the broker holds a fetch that finds nothing: an event arriving meanwhile answers it at once, so
          // this costs no latency; at 100 ms every idle consumer asked each broker ten times a second (Kafka's CPU
          // per order placed fell by a fifth to two fifths at 1 s). The heartbeat follows each fetch, well inside
          // the 6 s session.
          maxWaitTimeInMs: 1_000,
          // A member that died (SIGKILL, a lost machine) holds its partitions until this passes, and nothing of
          // them is read meanwhile: 6 s (the broker's least) rather than kafkajs's 30. A live consumer heartbeats
          // every second, also while it waits out an outage (see startEventConsumer).
          sessionTimeout: SESSION_TIMEOUT_MS,
          heartbeatInterval: 1_000,
          // kafkajs restarts a consumer that ran out of retries after its last backoff, which at its default
          // ceiling (30 s) kept a consumer idle that long after a broker outage ended. With 3 s, every consumer is
          // back within a few seconds of the broker (readiness follows within 10 s).
          retry: { retries: 8, initialRetryTime: 300, maxRetryTime: 3_000 },
        },
        watch(consumer) {
          if (!lag) return;
          // kafkajs reports each batch's lag as it finishes it: read from its own figures, at no extra broker call.
          consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
            lag.record(groupId, plain(payload.topic), payload.partition, Number(payload.offsetLag));
          });
          consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
            const partitions = Object.entries(payload.memberAssignment).flatMap(([topic, numbers]) =>
              numbers.map((partition) => ({ topic: plain(topic), partition })),
            );
            lag.assigned(groupId, partitions);
          });
        },
        async run(consumer) {
          await subscribeWhenKnown(consumer, topics.map(onBroker), fromBeginning);
          await consumer.run({
            eachMessage: async ({ topic, partition, message, heartbeat }) => {
              const incoming: IncomingMessage = {
                topic: plain(topic),
                partition,
                offset: message.offset,
                key: message.key?.toString() ?? null,
                value: message.value?.toString() ?? null,
                headers: Object.fromEntries(
                  Object.entries(message.headers ?? {}).map(([name, value]) => [
                    name,
                    value?.toString() ?? '',
                  ]),
                ),
              };
              await processTraced(incoming, groupId, () =>
                handle(incoming, { heartbeat, stopping: stopping.signal }),
              );
            },
          });
        },
      });
      const running = { member, stopping };
      members.add(running);
      return {
        isConsuming: () => member.isConsuming(),
        async stop() {
          lag?.stopped(groupId);
          members.delete(running);
          stopping.abort();
          await member.stop();
        },
      };
    },

    // kafkajs stays "connected" through a broker outage (and its producer retries without end), so a lost broker
    // shows as the probe's look unanswered, a publish that failed since the probe last reached the broker, one that
    // has not been acknowledged for a while, or a consumer crashed or with its heartbeats stopped. Each clears by
    // itself once the broker is back: the probe looks again, the consumers heartbeat or are started again.
    isReady: () => {
      const now = Date.now();
      return (
        producerReady &&
        probe.isReachable() &&
        lastPublishFailedAt <= probe.lastReachedAt() &&
        ![...publishesInFlight.values()].some((started) => now - started > STALLED_PUBLISH_MS) &&
        [...members].every(
          ({ member }) => member.isConsuming() && now - member.lastHeartbeat() <= SILENT_CONSUMER_MS,
        )
      );
    },

    isBrokerReachable: () => probe.isReachable(),

    async close() {
      for (const { stopping } of members) stopping.abort();
      await Promise.allSettled([...members].map(({ member }) => member.stop()));
      members.clear();
      await probe.stop();
      await producer.disconnect();
    },
  };
}

/** Every 100 ms, 50 tries in all (about five seconds): a new topic's metadata spreads well within that. */
const untilTheTopicIsKnown = retry(
  handleWhen((error) => error instanceof KafkaJSProtocolError && error.retriable),
  { maxAttempts: 49, backoff: new ConstantBackoff(100) },
);

/**
 * A topic created a moment ago may not be in every broker connection's metadata yet; kafkajs then refuses the
 * subscription with a retriable error. Wait for it briefly instead of failing the service's start.
 */
async function subscribeWhenKnown(
  consumer: Consumer,
  topics: string[],
  fromBeginning: boolean,
): Promise<void> {
  await untilTheTopicIsKnown.execute(() => consumer.subscribe({ topics, fromBeginning }));
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
