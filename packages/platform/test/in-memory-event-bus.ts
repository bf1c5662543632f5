import type { EventBus, IncomingMessage, OutgoingMessage, SubscribeOptions } from '../src/events/event-bus';
import type { ServiceMetrics } from '../src/metrics/service-metrics';

/** A bus that keeps messages in arrays, for unit tests only (integration tests use real Kafka). */
export class InMemoryEventBus implements EventBus {
  readonly published: OutgoingMessage[] = [];
  readonly topics = new Set<string>();
  private readonly subscribers: SubscribeOptions[] = [];
  private offset = 0;
  /** Aborted by `close()`, as a real subscription's signal is when it stops. */
  readonly stopping = new AbortController();

  /** `metrics`: where consumers over this bus record their handlers, as over the Kafka bus. */
  constructor(readonly metrics?: ServiceMetrics) {}

  async ensureTopics(topics: string[]) {
    topics.forEach((topic) => this.topics.add(topic));
  }

  async publish(messages: OutgoingMessage[]) {
    this.published.push(...messages);
  }

  async subscribe(options: SubscribeOptions) {
    this.subscribers.push(options);
    return { isConsuming: () => true, stop: async () => undefined };
  }

  /** Delivers a message to every subscriber of its topic, as the broker would. */
  async deliver(topic: string, value: string | null, key: string | null = 'key'): Promise<void> {
    const message: IncomingMessage = {
      topic,
      partition: 0,
      offset: String(this.offset++),
      key,
      value,
      headers: {},
    };
    for (const subscriber of this.subscribers.filter((s) => s.topics.includes(topic))) {
      await subscriber.handle(message, { heartbeat: async () => undefined, stopping: this.stopping.signal });
    }
  }

  publishedTo(topic: string): OutgoingMessage[] {
    return this.published.filter((message) => message.topic === topic);
  }

  isReady() {
    return true;
  }

  isBrokerReachable() {
    return true;
  }

  async close() {
    this.stopping.abort();
  }
}
