import type { RequestListener } from 'node:http';
import { serveMetrics } from '@mealbox/platform';
import type { Registry } from 'prom-client';

/**
 * The gateway's metrics, on a listener of their own (GATEWAY_METRICS_PORT, loopback by default) rather than on the
 * public port: the public origin is the internet's, and what it serves must not include the request rates, upstream
 * names and process figures an attacker would like to read. Only `GET /metrics` is answered.
 */
export function internalMetricsListener(registry: Registry): RequestListener {
  const serve = serveMetrics(registry);
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) serve(req, res);
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
  };
}
