import type { Admin } from 'kafkajs';
import { clusterReplication, withReplication } from './topic-replication';
import type { NewTopic } from './topic-replication';

// Errors a broker gives for a topic it has only just created, until every partition has a leader.
const STILL_PROPAGATING = new Set(['UNKNOWN_TOPIC_OR_PARTITION', 'LEADER_NOT_AVAILABLE']);

function isStillPropagating(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' && STILL_PROPAGATING.has(type);
}

/**
 * Creates topics, replicated as the cluster allows (up to three copies, see replicationFor), and waits until each
 * partition has a leader, so the first publish or subscribe cannot miss them.
 * kafkajs's own `waitForLeaders` retries only LEADER_NOT_AVAILABLE; a just-created topic can first answer
 * UNKNOWN_TOPIC_OR_PARTITION, which it treats as fatal. This waits through both, up to `timeoutMs`.
 * A topic that already exists (another process created it first) is fine: createTopics then reports false.
 */
export async function createTopicsWithLeaders(
  admin: Admin,
  topics: NewTopic[],
  timeoutMs = 30_000,
): Promise<void> {
  const replication = await clusterReplication(admin);
  await admin.createTopics({
    waitForLeaders: false,
    topics: topics.map((topic) => withReplication(topic, replication)),
  });
  const names = topics.map((topic) => topic.topic);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const metadata = await admin.fetchTopicMetadata({ topics: names });
      const led = metadata.topics.every(
        (topic) =>
          topic.partitions.length > 0 && topic.partitions.every((partition) => partition.leader >= 0),
      );
      if (led) return;
    } catch (error) {
      if (!isStillPropagating(error) || Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline)
      throw new Error(`No leader after ${timeoutMs} ms for topics: ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
