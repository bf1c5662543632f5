import type { Admin, ITopicConfig } from 'kafkajs';

/** More copies than this buy nothing locally or in production: three survive one broker down with a quorum left. */
export const MAX_REPLICATION_FACTOR = 3;

export interface TopicReplication {
  replicationFactor: number;
  /** Copies that must have a write before acks=all acknowledges it. */
  minInsyncReplicas: number;
}

/**
 * The replication a new topic gets on a cluster of `brokers`: as many copies as there are brokers, up to three. With
 * three, an acknowledged write is on at least two of them, so one broker can stop without losing it and publishing
 * goes on (two still in sync); with fewer, every copy there is must be written.
 */
export function replicationFor(brokers: number): TopicReplication {
  const replicationFactor = Math.max(1, Math.min(MAX_REPLICATION_FACTOR, brokers));
  return { replicationFactor, minInsyncReplicas: replicationFactor >= 3 ? 2 : 1 };
}

/**
 * The replication the cluster behind `admin` allows, from the brokers it reports now (live, registered ones). A
 * topic created while a broker of three is down gets two copies and keeps them: create topics on a whole cluster.
 */
export async function clusterReplication(admin: Pick<Admin, 'describeCluster'>): Promise<TopicReplication> {
  const { brokers } = await admin.describeCluster();
  return replicationFor(brokers.length);
}

/** A topic to create: everything but its replication, which the cluster decides (see createTopicsWithLeaders). */
export type NewTopic = Omit<ITopicConfig, 'replicationFactor' | 'replicaAssignment'>;

/** `topic` with `replication`'s copies and its min.insync.replicas (any the caller gave is replaced). */
export function withReplication(topic: NewTopic, replication: TopicReplication): ITopicConfig {
  const others = (topic.configEntries ?? []).filter((entry) => entry.name !== 'min.insync.replicas');
  return {
    ...topic,
    replicationFactor: replication.replicationFactor,
    configEntries: [...others, { name: 'min.insync.replicas', value: String(replication.minInsyncReplicas) }],
  };
}
