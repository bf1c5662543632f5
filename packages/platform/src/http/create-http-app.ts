import { randomUUID } from 'node:crypto';
import express from 'express';
import type { Express, NextFunction, Request, Response } from 'express';
import { PROBLEM_CONTENT_TYPE } from '@mealbox/contracts';
import type { TrustProxy } from '../config/trust-proxy';
import type { Logger } from '../logging/create-logger';
import { routeLabel } from '../metrics/http-request-metrics';
import { serveMetrics } from '../metrics/serve-metrics';
import type { ServiceMetrics } from '../metrics/service-metrics';
import { SERVICE_DOCUMENT_PATH, type ApiDocument } from '../openapi/api-document';
import { isShuttingDown } from '../process/shutdown-state';
import { isTransientFailure } from '../resilience/transient-failure';
import { HttpProblem, notFound, serviceUnavailable } from './http-problem';
import { requestLog } from './request-log';
import { TooManyRequests } from './too-many-requests';

/** The request's correlation id (sent as `x-correlation-id`, or made up here), for the events it causes. */
export const correlationIdOf = (res: Response): string => res.locals.correlationId as string;

/** A dependency the service cannot serve without; `/health/ready` answers 503 while any reports false. */
export interface ReadinessCheck {
  name: string;
  isReady(): boolean | Promise<boolean>;
  /** Figures shown beside the verdict (an outbox's backlog, say), for whoever looks at `/health/ready`. */
  details?(): unknown;
}

export interface HttpAppOptions {
  logger: Logger;
  /**
   * The service's metrics: each request is recorded in its `http_request_duration_seconds`, and `GET /metrics`
   * serves them. The gateway forwards only its route table's prefixes (/api, /auth, /pay/local, /mfe), so
   * `/metrics` is reached on the service's own port, never through the public origin.
   */
  metrics: ServiceMetrics;
  readiness?: ReadinessCheck[];
  /** Largest JSON body accepted; bigger bodies get 413 before any handler runs. */
  jsonLimit?: string;
  /**
   * Which senders may name the client's address in X-Forwarded-For (`req.ip`, which the per-address sign-in
   * throttle counts by). Loopback by default: a proxy on the same host.
   */
  trustProxy?: TrustProxy;
  /**
   * Mounts routes that must read the body as it arrived, byte for byte, before the JSON parser consumes it
   * (a webhook's signature covers the exact bytes; re-serialised JSON would not match).
   */
  rawBodyRoutes?(app: Express): void;
  /** Mounts the service's routes. */
  routes(app: Express): void;
  /** The service's OpenAPI document, served at `/openapi.json` for the gateway to merge (not proxied itself). */
  apiDocument?: ApiDocument;
}

/**
 * The express app every service starts from: JSON bodies with a size limit, a correlation id per request,
 * request logging, liveness and readiness probes, and one error handler that answers in problem+json.
 * It never calls `listen`, so tests can mount it on port 0.
 */
export function createHttpApp({
  logger,
  metrics,
  readiness = [],
  jsonLimit = '100kb',
  trustProxy = ['loopback'],
  rawBodyRoutes,
  routes,
  apiDocument,
}: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-correlation-id');
    res.locals.correlationId = incoming && incoming.length <= 100 ? incoming : randomUUID();
    res.setHeader('x-correlation-id', res.locals.correlationId as string);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Read at the end: express sets `req.route` once a route matched, and it stays on the request.
      metrics.httpRequests.observe(
        { method: req.method, route: routeLabel(req), status: res.statusCode },
        ms / 1000,
      );
    });
    next();
  });
  app.use(requestLog(logger));

  app.get('/metrics', serveMetrics(metrics.registry));
  app.get('/health/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/health/ready', async (_req, res) => {
    const results = await Promise.all(
      readiness.map(
        async (check) => [check.name, await Promise.resolve(check.isReady()).catch(() => false)] as const,
      ),
    );
    const ready = !isShuttingDown() && results.every(([, ok]) => ok);
    const details = Object.fromEntries(
      readiness.flatMap((check) => (check.details ? [[check.name, check.details()] as const] : [])),
    );
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : isShuttingDown() ? 'stopping' : 'not ready',
      checks: Object.fromEntries(results),
      ...(Object.keys(details).length > 0 ? { details } : {}),
    });
  });

  if (apiDocument) {
    const body = JSON.stringify(apiDocument);
    app.get(SERVICE_DOCUMENT_PATH, (_req, res) => {
      res.type('application/json').send(body);
    });
  }

  rawBodyRoutes?.(app);
  app.use(express.json({ limit: jsonLimit, type: ['application/json', 'application/*+json'] }));
  routes(app);

  app.use((req: Request) => {
    throw notFound(`No route for ${req.method} ${req.path}.`);
  });
  app.use(problemErrorHandler(logger));
  return app;
}

/** Errors thrown by body-parser carry a `type`; these are the ones a client caused. */
interface BodyParserError {
  type: string;
  status: number;
}
function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

function problemErrorHandler(logger: Logger) {
  // Express recognises error handlers by their four parameters, so `_next` must stay.
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const problem = toHttpProblem(error);
    if (problem.status === 503) logger.warn({ err: error, url: req.originalUrl }, 'dependency unavailable');
    else if (problem.status >= 500) logger.error({ err: error, url: req.originalUrl }, 'unhandled error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (problem.status === 503) res.setHeader('Retry-After', '5');
    if (problem instanceof TooManyRequests) res.setHeader('Retry-After', String(problem.retryAfterSeconds));
    res
      .status(problem.status)
      .type(PROBLEM_CONTENT_TYPE)
      .send(JSON.stringify(problem.toProblem(req.originalUrl)));
  };
}

function toHttpProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  // The database or broker is down for a moment: nothing the client did, and the same request will work shortly.
  if (isTransientFailure(error)) return serviceUnavailable();
  if (isBodyParserError(error)) {
    switch (error.type) {
      case 'entity.parse.failed':
        return new HttpProblem(400, 'Bad Request', 'The request body is not valid JSON.');
      case 'entity.too.large':
        return new HttpProblem(413, 'Payload Too Large', 'The request body is too large.');
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return new HttpProblem(415, 'Unsupported Media Type', 'The request body encoding is not supported.');
      default:
        if (error.status >= 400 && error.status < 500) return new HttpProblem(error.status, 'Bad Request');
    }
  }
  return new HttpProblem(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.');
}
