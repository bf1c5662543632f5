import type { ServiceMetrics } from '../metrics/service-metrics';

/** A message as it goes onto a topic: `key` is the aggregate id, so one aggregate's events stay in order. */
export interface OutgoingMessage {
  topic: string;
  key: string;
  value: string;
  headers?: Record<string, string>;
}

/** A message as a subscriber receives it. */
export interface IncomingMessage {
  topic: string;
  partition: number;
  offset: string;
  key: string | null;
  value: string | null;
  headers: Record<string, string>;
}

/** What a subscriber may do while it holds a message (waiting out an outage can take a while). */
export interface DeliveryContext {
  /** Tells the broker the subscriber is alive, so a long wait does not cost it its partitions. */
  heartbeat(): Promise<void>;
  /** Aborts when the subscription stops: a handler still waiting gives the message back uncommitted. */
  stopping: AbortSignal;
}

export interface SubscribeOptions {
  groupId: string;
  topics: string[];
  /** A new consumer group starts from the oldest retained message, so read models can be rebuilt. */
  fromBeginning?: boolean;
  /**
   * Called once per message, in partition order; the offset is committed after it resolves. If it rejects, the
   * offset is not committed and the message is delivered again.
   */
  handle(message: IncomingMessage, context: DeliveryContext): Promise<void>;
}

export interface Subscription {
  /**
   * False while the consumer is down (crashed, not yet reading again): whatever it guards (token revocations, a
   * read model) is not being kept current meanwhile.
   */
  isConsuming(): boolean;
  stop(): Promise<void>;
}

/**
 * The only door to the message broker. Services and helpers depend on this interface, never on kafkajs, so
 * changing the client is one file (`kafka-event-bus.ts`) and unit tests can pass an in-memory bus.
 */
export interface EventBus {
  /**
   * The service's metrics, when it keeps them: the consumers over this bus record their handlers' outcomes and
   * dead letters there, and the bus its consumers' lag. Carried by the bus because every consumer already takes it.
   */
  readonly metrics?: ServiceMetrics;
  /** Creates the topics that do not exist yet (we never rely on broker auto-creation). */
  ensureTopics(topics: string[]): Promise<void>;
  /** Publishes in order with acks from all in-sync replicas; resolves once the broker has them. */
  publish(messages: OutgoingMessage[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  isReady(): boolean;
  /** The broker answered this service's last look at it (a few seconds old at most). */
  isBrokerReachable(): boolean;
  close(): Promise<void>;
}
