/**
 * The Kafka namespaces (topic-name prefixes) a test file created topics under. Every file gets a namespace of its
 * own, so without tidying the broker gathers thousands of topics over one full test run; every client's first
 * metadata request lists them all, and by the end of the run each test file cost the broker and the services
 * half as much CPU again. The file's test environment (`tidy-kafka-environment.ts`) deletes them after its last
 * test, when every stack and consumer of the file has stopped.
 */
export interface TopicNamespace {
  readonly brokers: readonly string[];
  readonly prefix: string;
}

/** Shared with the test environment through the test's global object (the only thing the two have in common). */
export const TOPIC_NAMESPACES_KEY = '__mealboxTopicNamespaces';

export function deleteTopicsAfterThisFile(namespace: TopicNamespace): void {
  const shared = globalThis as unknown as Record<string, TopicNamespace[] | undefined>;
  (shared[TOPIC_NAMESPACES_KEY] ??= []).push(namespace);
}
