import { Gauge } from 'prom-client';
import type { ServiceMetrics } from './service-metrics';
import { metricOnce } from './service-metrics';

export interface ConsumerLag {
  /** How many messages of the partition were not yet handled when the consumer finished a batch of it. */
  record(consumer: string, topic: string, partition: number, lag: number): void;
  /** The partitions the group gave this instance; the others' figures are dropped (another instance reports them). */
  assigned(consumer: string, partitions: { topic: string; partition: number }[]): void;
  /** The consumer stopped: it reports nothing any more. */
  stopped(consumer: string): void;
}

/**
 * `event_consumer_lag{consumer,topic,partition}`, as the broker client reports it after each batch (the partition's
 * high watermark less the batch's last offset): no extra broker calls per scrape. Its blind spot: a consumer stuck
 * on one message (waiting out an outage) finishes no batch, so its lag stands still meanwhile; readiness
 * (`consumers` not ready) and `event_handler_duration_seconds` once the message is done tell that story.
 */
export function consumerLag(metrics: ServiceMetrics): ConsumerLag {
  const { registry } = metrics;
  const gauge = metricOnce(
    registry,
    'event_consumer_lag',
    () =>
      new Gauge({
        name: 'event_consumer_lag',
        help: 'Messages behind the end of the partition after the last batch, by consumer group, topic and partition.',
        labelNames: ['consumer', 'topic', 'partition'],
        registers: [registry],
      }),
  );
  /** The partitions each consumer has reported, so that a reassignment or stop can drop the ones it lost. */
  const reported = new Map<string, Map<string, { topic: string; partition: number }>>();
  const key = (topic: string, partition: number) => `${topic}\u0000${partition}`;
  const drop = (consumer: string, keep: (topic: string, partition: number) => boolean) => {
    const mine = reported.get(consumer);
    if (!mine) return;
    for (const [entry, { topic, partition }] of mine) {
      if (keep(topic, partition)) continue;
      gauge.remove({ consumer, topic, partition });
      mine.delete(entry);
    }
  };
  return {
    record(consumer, topic, partition, lag) {
      gauge.set({ consumer, topic, partition }, lag);
      const mine = reported.get(consumer) ?? new Map<string, { topic: string; partition: number }>();
      mine.set(key(topic, partition), { topic, partition });
      reported.set(consumer, mine);
    },
    assigned(consumer, partitions) {
      const kept = new Set(partitions.map(({ topic, partition }) => key(topic, partition)));
      drop(consumer, (topic, partition) => kept.has(key(topic, partition)));
    },
    stopped(consumer) {
      drop(consumer, () => false);
      reported.delete(consumer);
    },
  };
}
