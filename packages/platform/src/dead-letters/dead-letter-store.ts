import { Kafka, logLevel } from 'kafkajs';
import type { Admin } from 'kafkajs';

/** One parked message, as `startEventConsumer` wrote it onto `<topic>.<consumer>.dlq`. */
export interface DeadLetter {
  /** `<dead-letter topic>/<partition>/<offset>`: how the replay command names it. */
  ref: string;
  topic: string;
  partition: number;
  offset: string;
  consumer: string;
  reason: string;
  error: string;
  originTopic: string;
  originPartition: string;
  originOffset: string;
  eventType: string;
  eventId: string;
  key: string | null;
  value: string | null;
  /** Replayed already (before the replay group's committed offset). */
  replayed: boolean;
}

export interface DeadLetterStoreOptions {
  brokers: string[];
  /** The namespace the services run in (their KAFKA_TOPIC_PREFIX). */
  topicPrefix?: string;
}

/** The consumer group that remembers how far a consumer's dead letters have been replayed. */
export const replayGroup = (consumer: string) => `${consumer}.dlq-replay`;

/**
 * Reads the dead-letter topics and puts chosen messages back on their origin topic. Putting a message back on
 * its topic delivers it to every group that reads the topic, not only the one that parked it; that is safe
 * because every handler is idempotent (a repeated event is a no-op), and it needs no second path into a consumer.
 */
export class DeadLetterStore {
  private readonly kafka: Kafka;
  private readonly prefix: string;

  constructor(options: DeadLetterStoreOptions) {
    this.kafka = new Kafka({ clientId: 'mealbox-dlq', brokers: options.brokers, logLevel: logLevel.NOTHING });
    this.prefix = options.topicPrefix ?? '';
  }

  /** Every parked message, oldest first per topic; `consumer` narrows to one consumer group's. */
  async list(consumer?: string): Promise<DeadLetter[]> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const topics = (await admin.listTopics())
        .filter((topic) => topic.startsWith(this.prefix) && topic.endsWith('.dlq'))
        .filter((topic) => !consumer || topic.endsWith(`.${consumer}.dlq`))
        .sort();
      const letters: DeadLetter[] = [];
      for (const topic of topics) letters.push(...(await this.read(admin, topic)));
      return letters;
    } finally {
      await admin.disconnect();
    }
  }

  /**
   * Puts the chosen messages (by `ref`) back on their origin topics, in the order they were parked, then records
   * each dead-letter topic's replay as far as the last message replayed.
   */
  async replay(letters: DeadLetter[]): Promise<number> {
    if (letters.length === 0) return 0;
    const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    const admin = this.kafka.admin();
    await Promise.all([producer.connect(), admin.connect()]);
    try {
      for (const letter of letters) {
        await producer.send({
          topic: `${this.prefix}${letter.originTopic}`,
          acks: -1,
          messages: [
            {
              key: letter.key,
              value: letter.value,
              headers: {
                'dlq-replayed-from': letter.ref,
                'event-type': letter.eventType,
                'event-id': letter.eventId,
              },
            },
          ],
        });
      }
      for (const [groupTopic, partitions] of lastReplayedByTopic(letters)) {
        const [consumer, topic] = groupTopic.split('\u0000') as [string, string];
        await admin.setOffsets({
          groupId: `${this.prefix}${replayGroup(consumer)}`,
          topic: `${this.prefix}${topic}`,
          partitions: [...partitions].map(([partition, offset]) => ({
            partition,
            offset: String(Number(offset) + 1),
          })),
        });
      }
      return letters.length;
    } finally {
      await Promise.all([producer.disconnect(), admin.disconnect()]);
    }
  }

  /** Reads one dead-letter topic from its start to its current end. */
  private async read(admin: Admin, topic: string): Promise<DeadLetter[]> {
    const plainTopic = topic.slice(this.prefix.length);
    const consumer =
      plainTopic
        .replace(/\.dlq$/, '')
        .split('.')
        .pop() ?? '';
    const ends = await admin.fetchTopicOffsets(topic);
    const waiting = ends.filter((end) => Number(end.high) > Number(end.low));
    if (waiting.length === 0) return [];
    const committed = await this.replayedUpTo(admin, consumer, topic);

    const readerGroup = `${this.prefix}dlq-reader-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    // A short fetch wait: a broker leading only empty partitions otherwise holds each fetch (and the disconnect after
    // the last letter) for kafkajs's 5 s default, which on a three-node cluster made every read take 5 s.
    const reader = this.kafka.consumer({ groupId: readerGroup, maxWaitTimeInMs: 100 });
    await reader.connect();
    const letters: DeadLetter[] = [];
    try {
      await reader.subscribe({ topics: [topic], fromBeginning: true });
      const remaining = new Map(waiting.map((end) => [end.partition, Number(end.high) - 1]));
      await new Promise<void>((resolve, reject) => {
        reader
          .run({
            autoCommit: false,
            eachMessage: async ({ partition, message }) => {
              const headers = Object.fromEntries(
                Object.entries(message.headers ?? {}).map(([name, value]) => [name, value?.toString() ?? '']),
              );
              const value = message.value?.toString() ?? null;
              const envelope = parseEnvelope(value);
              letters.push({
                ref: `${plainTopic}/${partition}/${message.offset}`,
                topic: plainTopic,
                partition,
                offset: message.offset,
                consumer: headers['dlq-consumer'] ?? consumer,
                reason: headers['dlq-reason'] ?? '',
                error: headers['dlq-error'] ?? '',
                originTopic: headers['dlq-origin-topic'] ?? '',
                originPartition: headers['dlq-origin-partition'] ?? '',
                originOffset: headers['dlq-origin-offset'] ?? '',
                eventType: envelope.type,
                eventId: envelope.eventId,
                key: message.key?.toString() ?? null,
                value,
                replayed: Number(message.offset) < (committed.get(partition) ?? 0),
              });
              if (Number(message.offset) >= (remaining.get(partition) ?? -1)) remaining.delete(partition);
              if (remaining.size === 0) resolve();
            },
          })
          .catch(reject);
      });
    } finally {
      await reader.disconnect();
      await admin.deleteGroups([readerGroup]).catch(() => undefined);
    }
    return letters.sort((a, b) => a.partition - b.partition || Number(a.offset) - Number(b.offset));
  }

  private async replayedUpTo(admin: Admin, consumer: string, topic: string): Promise<Map<number, number>> {
    const [offsets] = await admin.fetchOffsets({
      groupId: `${this.prefix}${replayGroup(consumer)}`,
      topics: [topic],
    });
    return new Map(
      (offsets?.partitions ?? []).map((partition) => [
        partition.partition,
        Math.max(0, Number(partition.offset)),
      ]),
    );
  }
}

function parseEnvelope(value: string | null): { type: string; eventId: string } {
  try {
    const parsed = JSON.parse(value ?? '') as { type?: unknown; eventId?: unknown };
    return {
      type: typeof parsed.type === 'string' ? parsed.type : '(unreadable)',
      eventId: typeof parsed.eventId === 'string' ? parsed.eventId : '(unreadable)',
    };
  } catch {
    return { type: '(unreadable)', eventId: '(unreadable)' };
  }
}

/** For each consumer and dead-letter topic, the highest offset replayed per partition. */
function lastReplayedByTopic(letters: DeadLetter[]): Map<string, Map<number, string>> {
  const byTopic = new Map<string, Map<number, string>>();
  for (const letter of letters) {
    const key = `${letter.consumer}\u0000${letter.topic}`;
    const partitions = byTopic.get(key) ?? new Map<number, string>();
    const seen = partitions.get(letter.partition);
    if (seen === undefined || Number(letter.offset) > Number(seen))
      partitions.set(letter.partition, letter.offset);
    byTopic.set(key, partitions);
  }
  return byTopic;
}
