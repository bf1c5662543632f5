import { Counter } from 'prom-client';
import type { ServiceMetrics } from './service-metrics';
import { metricOnce } from './service-metrics';

/**
 * `event_consumer_crashes_total{consumer,restarted_by}`: each crash of an event consumer, and whether the broker
 * client restarted it (`client`) or our supervisor had to replace it (`supervisor`). Any rise is worth a look; a
 * steady one means a consumer that cannot stay up.
 */
export function consumerCrashes(metrics: ServiceMetrics): Counter<'consumer' | 'restarted_by'> {
  const { registry } = metrics;
  return metricOnce(
    registry,
    'event_consumer_crashes_total',
    () =>
      new Counter({
        name: 'event_consumer_crashes_total',
        help: 'Crashes of event consumers, by consumer group and by who started them again.',
        labelNames: ['consumer', 'restarted_by'],
        registers: [registry],
      }),
  );
}
