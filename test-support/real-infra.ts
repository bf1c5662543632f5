import { randomUUID } from 'node:crypto';
import type { EventBus, IncomingMessage } from '@mealbox/platform';
import { databaseUrlOn } from './database-url';
import { localKafkaBrokers } from './local-kafka-brokers';
import { deleteTopicsAfterThisFile } from './topic-namespaces';

/**
 * Where integration tests find the real local infrastructure (`infra/up.sh`), and unique names so tests never
 * see each other's data: every run gets its own databases, topics and consumer groups. With TEST_INFRA=containers
 * the int project's global setup (`containers/global-setup.ts`) starts real MongoDB and Kafka first and sets
 * MONGO_BASE_URL and KAFKA_BROKERS to them, so these same lines point every test there.
 */
export const MONGO_BASE_URL = process.env.MONGO_BASE_URL ?? 'mongodb://127.0.0.1:27017';
export const KAFKA_BROKERS = localKafkaBrokers();

export const uniqueName = (prefix: string): string => `${prefix}_${randomUUID().slice(0, 8)}`;

/** A Kafka namespace of this test file's own on the local brokers, whose topics are deleted after the file. */
export function uniqueTopicPrefix(name: string): string {
  const prefix = `${uniqueName(name)}.`;
  deleteTopicsAfterThisFile({ brokers: KAFKA_BROKERS, prefix });
  return prefix;
}

/**
 * This test file's Kafka namespace (jest loads this module afresh for every test file): services under test get it
 * as KAFKA_TOPIC_PREFIX and the test's own buses as `topicPrefix`, so a file only ever sees its own events.
 */
export const TOPIC_PREFIX = uniqueTopicPrefix('test');
/** Options for a test's own bus: the local brokers, in this file's namespace. */
export const TEST_KAFKA = { brokers: KAFKA_BROKERS, topicPrefix: TOPIC_PREFIX };
export const databaseUrl = (name: string): string => databaseUrlOn(MONGO_BASE_URL, name);

/**
 * Polls until `check` returns a value (not undefined, null or false), or fails after `timeoutMs` saying what it
 * waited for. Null counts as 'not yet': it is what a model's `exists()` and `findOne()` give for a document not
 * there yet, and a check written as `() => Model.exists(...)` must wait for it.
 */
export async function eventually<T>(
  what: string,
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Subscribes a fresh consumer group and keeps every event it sees, once: delivery is at-least-once (the outbox's
 * sweep and a write's own publish may both send one event), so a second copy of an event id is not kept. Counting
 * the kept messages therefore counts events announced, which is what the tests assert.
 */
export async function recordTopic(bus: EventBus, topic: string) {
  const messages: IncomingMessage[] = [];
  const seenEventIds = new Set<string>();
  const subscription = await bus.subscribe({
    groupId: uniqueName('recorder'),
    topics: [topic],
    fromBeginning: true,
    handle: async (message) => {
      const eventId = message.headers['event-id'];
      if (eventId !== undefined) {
        if (seenEventIds.has(eventId)) return;
        seenEventIds.add(eventId);
      }
      messages.push(message);
    },
  });
  return { messages, stop: () => subscription.stop() };
}
