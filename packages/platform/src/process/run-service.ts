import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import type { Logger } from '../logging/create-logger';

export interface RunningService {
  server: Server;
  /** Releases what the service holds (relay, consumers, bus, database), in that order. */
  close(): Promise<void>;
}

/**
 * Starts a service and stops it cleanly on SIGTERM/SIGINT: stop accepting requests, let in-flight ones finish,
 * then release resources. A failure to start is logged with its reason and exits non-zero, so a supervisor (or
 * the start script) sees it at once instead of a half-running process.
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
        logger.info({ signal }, `${name} stopping`);
        const forceExit = setTimeout(() => process.exit(1), 10_000);
        forceExit.unref();
        service.server.close();
        service.server.closeIdleConnections();
        service
          .close()
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
