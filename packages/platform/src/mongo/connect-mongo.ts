import mongoose from 'mongoose';
import type { Connection } from 'mongoose';

// Query filters built from request data can never smuggle in `$` operators: mongoose wraps such objects in `$eq`.
// The trade-off: our own operator filters must be marked with `mongoose.trusted(...)` (see `trustedFilter`).
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/**
 * Opens this service's own database. Works against MongoDB and FerretDB v1 alike: no transactions, no change
 * streams; every state change is a single-document atomic update (see DESIGN section 6).
 */
export async function connectMongo(
  url: string,
  options: { serverSelectionTimeoutMS?: number } = {},
): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 10_000,
    autoIndex: true,
  });
  await connection.asPromise();
  return connection;
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
