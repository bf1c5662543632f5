import { ExponentialBackoff, halfJitterGenerator, handleWhen, retry } from 'cockatiel';
import mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import type { Logger } from '../logging/create-logger';
import { isTransientFailure } from '../resilience/transient-failure';
import { watchForStuckConnection } from './stuck-connection-watch';

// Query filters built from request data can never smuggle in `$` operators: mongoose wraps such objects in `$eq`.
// The trade-off: our own operator filters must be marked with `mongoose.trusted(...)` (see `trustedFilter`).
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
// While the database is down mongoose holds each operation until it reconnects; give up after 2 s (default 10 s),
// so a request answers 503 promptly and a consumer starts its own, longer wait (see isTransientFailure).
mongoose.set('bufferTimeoutMS', 2_000);

/**
 * Opens this service's own database. Works against MongoDB and FerretDB v1 alike: no transactions, no change
 * streams; every state change is a single-document atomic update (see DESIGN section 6).
 *
 * An operation that finds no server fails after `serverSelectionTimeoutMS` (2 s): a request during an outage gets
 * a 503 in about that time instead of a 500 after ten. Starting up is more patient: a service started while the
 * database is still coming up tries again until `startupTimeoutMs` (60 s) has passed.
 *
 * Given a `logger` (a service, not a one-off command), the connection is watched for staying down after the
 * database is back, and then opened again (see watchForStuckConnection).
 */
export async function connectMongo(
  url: string,
  options: { serverSelectionTimeoutMS?: number; startupTimeoutMs?: number; logger?: Logger } = {},
): Promise<Connection> {
  // The driver looks at the server every 2 s rather than 10: after an outage the connection comes back within
  // about that (the fault suite holds every service to reading ready within 10 s), for one small hello per look.
  const settings = {
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 2_000,
    heartbeatFrequencyMS: 2_000,
    autoIndex: true,
  };
  const giveUpAt = Date.now() + (options.startupTimeoutMs ?? 60_000);
  const connection = mongoose.createConnection(url, settings);
  // Waits 0.5 s doubling to 5 s, each drawn between half and all of it (as `backoffDelay`), so instances started
  // together do not all knock at once. Past the deadline the driver's own error is thrown, which says why.
  const untilTheDatabaseIsUp = retry(
    handleWhen((error) => isTransientFailure(error) && Date.now() < giveUpAt),
    {
      maxAttempts: Infinity,
      backoff: new ExponentialBackoff({ initialDelay: 500, maxDelay: 5_000, generator: halfJitterGenerator }),
    },
  );
  await untilTheDatabaseIsUp.execute(({ attempt }) =>
    attempt === 0 ? connection.asPromise() : connection.openUri(url, settings),
  );
  if (options.logger) reopenWhenStuck(connection, url, settings, options.logger);
  return connection;
}

/**
 * Watches `connection` (see watchForStuckConnection) and, when it stays down while the database answers, closes it
 * and opens it again on the same `url`. Exported for its test, which shortens the watch's timing.
 */
export function reopenWhenStuck(
  connection: Connection,
  url: string,
  settings: { serverSelectionTimeoutMS: number; heartbeatFrequencyMS?: number },
  logger: Logger,
  timing: { checkEveryMs?: number; answeringForMs?: number } = {},
): void {
  let reopening = false;
  const watch = watchForStuckConnection({
    ...timing,
    isConnected: () => isMongoReady(connection),
    databaseAnswers: () => answersFreshClient(url),
    async reopen() {
      reopening = true;
      try {
        // Not forced: a forced close leaves the models refusing every operation after the reopen.
        await connection.close();
        await connection.openUri(url, settings);
      } finally {
        reopening = false;
      }
    },
    logger,
  });
  // The service closing its connection (shutting down) ends the watch; our own reopen does not.
  connection.on('close', () => {
    if (!reopening) watch.stop();
  });
}

/** Whether the database answers a ping from a client of its own, opened for the question and closed after. */
async function answersFreshClient(url: string): Promise<boolean> {
  const client = new mongoose.mongo.MongoClient(url, { serverSelectionTimeoutMS: 2_000 });
  try {
    await client.db().admin().ping();
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * Marks a filter written by our code (not built from input) as allowed to use query operators. Mongoose checks
 * trust per field value, so each operator object (and each branch of `$and`/`$or`/`$nor`) is marked.
 */
export function trustedFilter<T extends Record<string, unknown>>(filter: T): T {
  const marked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      marked[key] = value.map((branch: Record<string, unknown>) => trustedFilter(branch));
    } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      marked[key] = mongoose.trusted(value);
    } else {
      marked[key] = value;
    }
  }
  return marked as T;
}

export function isMongoReady(connection: Connection): boolean {
  return connection.readyState === mongoose.ConnectionStates.connected;
}
