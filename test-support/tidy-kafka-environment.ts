import { TestEnvironment } from 'jest-environment-node';
import { Kafka, logLevel } from 'kafkajs';
import { TOPIC_NAMESPACES_KEY, type TopicNamespace } from './topic-namespaces';

/** Tidying must never hold up or fail a test run: a broker that is down (a fault test stopped it) is left. */
const TIDY_TIMEOUT_MS = 10_000;

/**
 * Node's test environment, which after a test file has finished (its hooks included) deletes the topics the file
 * created under its namespaces (topic-namespaces.ts).
 */
export default class TidyKafkaEnvironment extends TestEnvironment {
  override async teardown(): Promise<void> {
    // Copied first: the teardown below soft-deletes what the file left on its global object (jest warns of any
    // read after that).
    const noted = (
      (this.global as unknown as Record<string, TopicNamespace[] | undefined>)[TOPIC_NAMESPACES_KEY] ?? []
    ).map(({ brokers, prefix }) => ({ brokers: [...brokers], prefix }));
    await super.teardown();
    for (const namespace of noted) await deleteNamespace(namespace);
  }
}

async function deleteNamespace({ brokers, prefix }: TopicNamespace): Promise<void> {
  const kafka = new Kafka({
    clientId: 'test-tidy',
    brokers: [...brokers],
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1_000,
    retry: { retries: 1 },
  });
  const admin = kafka.admin();
  let timer: NodeJS.Timeout | undefined;
  const deleted = (async () => {
    await admin.connect();
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(prefix));
    if (topics.length > 0) await admin.deleteTopics({ topics, timeout: TIDY_TIMEOUT_MS });
  })().catch(() => undefined);
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TIDY_TIMEOUT_MS);
  });
  await Promise.race([deleted, timedOut]);
  clearTimeout(timer);
  await admin.disconnect().catch(() => undefined);
}
