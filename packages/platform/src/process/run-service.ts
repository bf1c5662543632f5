import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import type { Logger } from '../logging/create-logger';
import { stopTracing } from '../tracing/tracing-shutdown';
import { beginShutdown } from './shutdown-state';

export interface RunningService {
  server: Server;
  /** Releases what the service holds (relay, consumers, bus, database), in that order. */
  close(): Promise<void>;
}

/** How long a stopping service keeps serving while reporting not ready, so that senders stop sending to it. */
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 2_000);
/** How long it then lets requests in flight finish before it closes what they may still need. */
const DRAIN_MS = 8_000;

/**
 * Starts a service and stops it cleanly on SIGTERM/SIGINT: it first reports not ready and goes on serving for
 * `GRACE_MS` (a listener closed at once resets every connection still in its accept queue), then stops accepting
 * connections, lets requests in flight finish (at most `DRAIN_MS`),
 * closing keep-alive connections as they fall idle, and only then releases what it holds (consumers commit and
 * leave their group, the relay finishes its publish, the bus and database close). Releasing first would cut a
 * request in the middle, or, in the gateway, destroy the connections of every proxied request.
 * A failure to start is logged with its reason and exits non-zero, so a supervisor (or the start script) sees it
 * at once instead of a half-running process.
 */
export function runService(name: string, logger: Logger, start: () => Promise<RunningService>): void {
  // `Promise.resolve().then` so a synchronous throw (bad configuration) is reported like any failed start.
  Promise.resolve()
    .then(start)
    .then((service) => {
      let stopping = false;
      const stop = (signal: string) => {
        if (stopping) return;
        stopping = true;
        beginShutdown();
        logger.info({ signal }, `${name} stopping: not ready, finishing requests in flight`);
        const forceExit = setTimeout(() => process.exit(1), GRACE_MS + DRAIN_MS + 10_000);
        forceExit.unref();
        new Promise((resolve) => setTimeout(resolve, GRACE_MS))
          .then(() => drain(service.server))
          .then(() => service.close())
          .then(() => stopTracing())
          .then(() => process.exit(0))
          .catch((error: unknown) => {
            logger.error({ err: error }, `${name} did not stop cleanly`);
            process.exit(1);
          });
      };
      process.once('SIGTERM', () => stop('SIGTERM'));
      process.once('SIGINT', () => stop('SIGINT'));
    })
    .catch((error: unknown) => {
      logger.fatal(
        { err: error },
        `${name} failed to start: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    });
}

/** Stops accepting connections and resolves once every open one has closed, or after `DRAIN_MS`. */
export function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    const done = () => {
      clearInterval(closeIdle);
      clearTimeout(deadline);
      resolve();
    };
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      done();
    }, DRAIN_MS);
    server.close(() => done());
    server.closeIdleConnections();
  });
}

/** Serves a request handler (an express app) and resolves with the bound server (port 0 picks a free port). */
export function listen(handler: RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    // Keep idle keep-alive sockets a little longer than the gateway's agent does, so it never reuses a closed one.
    server.keepAliveTimeout = 65_000;
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
