import { Histogram } from 'prom-client';
import type { Registry } from 'prom-client';

/** Request latency by method, route pattern and status; its count per second is the request rate. */
export type HttpRequestDuration = Histogram<'method' | 'route' | 'status'>;

/**
 * Finer than prom-client's defaults at the low end: the menu's p99 target through the gateway is 25 ms
 * (docs/performance.md), so buckets must tell 10 from 25 from 50 ms apart.
 */
export const LATENCY_BUCKETS_SECONDS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

export const httpRequestDuration = (registry: Registry): HttpRequestDuration =>
  new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests served, by method, matched route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });

/** The parts of an express request the route label is read from. */
export interface RoutedRequest {
  baseUrl: string;
  route?: { path: unknown };
}

/**
 * The route pattern that answered (`/api/orders/:id`), never the URL itself: one series per route rather than one
 * per order id or query string, which would grow without bound. A request no route matched (a 404 from the
 * fallback, or a body refused before routing) is 'unmatched'.
 */
export function routeLabel(req: RoutedRequest): string {
  const route = req.route;
  if (!route) return 'unmatched';
  const path = typeof route.path === 'string' ? route.path : String(route.path);
  return req.baseUrl === '' ? path : req.baseUrl + path;
}
