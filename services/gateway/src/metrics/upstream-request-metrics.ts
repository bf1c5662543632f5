import { Histogram } from 'prom-client';
import { LATENCY_BUCKETS_SECONDS } from '@mealbox/platform';
import type { ServiceMetrics } from '@mealbox/platform';

/**
 * Requests the gateway forwarded, by upstream (a service or remote's name) and the status the client got: 502 and
 * 504 when the upstream could not be reached or was too slow, 'aborted' when the client left before the answer.
 */
export type UpstreamRequestDuration = Histogram<'upstream' | 'status'>;

export const upstreamRequestDuration = (metrics: ServiceMetrics): UpstreamRequestDuration =>
  new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Requests proxied to an upstream, by upstream and the status answered, until the last byte went out.',
    labelNames: ['upstream', 'status'],
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [metrics.registry],
  });
