import { Counter, Histogram } from 'prom-client';
import type { ServiceMetrics } from './service-metrics';
import { metricOnce } from './service-metrics';

/**
 * How a message left the consumer: `handled` (its handler resolved, which includes a duplicate the handler's
 * idempotent write turned into a no-op), `skipped` (a type this consumer has no handler for), `dead_lettered`
 * (parked on the DLQ), `interrupted` (the consumer stopped while waiting out an outage, or parking failed: the
 * message is not committed and comes again).
 */
export type HandlerOutcome = 'handled' | 'skipped' | 'dead_lettered' | 'interrupted';

export interface EventConsumerMetrics {
  /** One message done, from its arrival to its outcome (retries and outage waits included). */
  handled(topic: string, outcome: HandlerOutcome, seconds: number): void;
  deadLettered(topic: string, reason: string): void;
}

/** Seconds, up to the longest wait out of an outage (30 s) and beyond: a message held that long is worth seeing. */
const HANDLER_BUCKETS_SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** The metrics of one consumer group, in the families every consumer of the service shares. */
export function eventConsumerMetrics(metrics: ServiceMetrics, consumer: string): EventConsumerMetrics {
  const { registry } = metrics;
  const durations = metricOnce(
    registry,
    'event_handler_duration_seconds',
    () =>
      new Histogram({
        name: 'event_handler_duration_seconds',
        help: 'Messages a consumer group finished with, by group, topic and outcome, from arrival to outcome.',
        labelNames: ['consumer', 'topic', 'outcome'],
        buckets: HANDLER_BUCKETS_SECONDS,
        registers: [registry],
      }),
  );
  const deadLetters = metricOnce(
    registry,
    'event_dead_letters_total',
    () =>
      new Counter({
        name: 'event_dead_letters_total',
        help: 'Messages a consumer group parked on its dead-letter topic, by group, topic and reason.',
        labelNames: ['consumer', 'topic', 'reason'],
        registers: [registry],
      }),
  );
  return {
    handled: (topic, outcome, seconds) => durations.observe({ consumer, topic, outcome }, seconds),
    deadLettered: (topic, reason) => deadLetters.inc({ consumer, topic, reason }),
  };
}
