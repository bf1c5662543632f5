import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * Answers a scrape with the registry in Prometheus' text format. A plain node handler, so an express app mounts it
 * as a route and the gateway serves it on its own internal listener. Never cached: each scrape reads the figures now.
 */
export function serveMetrics(registry: Registry) {
  return (_req: IncomingMessage, res: ServerResponse, next?: (error: unknown) => void): void => {
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text);
      },
      (error: unknown) => {
        if (next) next(error);
        else res.writeHead(500).end();
      },
    );
  };
}
