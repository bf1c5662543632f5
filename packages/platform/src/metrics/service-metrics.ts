import { Registry, collectDefaultMetrics } from 'prom-client';
import type { Metric } from 'prom-client';
import { httpRequestDuration } from './http-request-metrics';
import type { HttpRequestDuration } from './http-request-metrics';

/**
 * One service's metrics: its own Registry, never prom-client's global one. Two apps in one process (the int tests
 * start several services in one jest worker; a test may start two instances of one service) would otherwise
 * register the same metric names twice, which prom-client refuses, or mix their figures. The price: a library
 * that registers metrics on the global registry by itself does not show up here, and two services in one process
 * each report the same process figures (CPU, memory) under their own `service` label.
 */
export interface ServiceMetrics {
  service: string;
  registry: Registry;
  /** `http_request_duration_seconds{method,route,status}`, recorded by createHttpApp. */
  httpRequests: HttpRequestDuration;
}

export function createServiceMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return { service, registry, httpRequests: httpRequestDuration(registry) };
}

/**
 * The metric of that name on the registry, made on first use: several consumers, or several relays, of one
 * service share one metric family and tell themselves apart by their labels.
 */
export function metricOnce<TMetric extends Metric>(
  registry: Registry,
  name: string,
  make: () => TMetric,
): TMetric {
  return (registry.getSingleMetric(name) as TMetric | undefined) ?? make();
}
