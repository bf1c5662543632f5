import type { Connection } from 'mongoose';
import { RateLimiterMemory, RateLimiterMongo } from 'rate-limiter-flexible';
import { createKeyedLock } from '../concurrency/keyed-lock';
import type { RateLimitSetting } from '../config/rate-limit-setting';
import { wrapRateLimiter } from './rate-limiter';
import type { RateLimiter } from './rate-limiter';

/** All of a service's limits share one collection; each limit's keys carry its name as a prefix. */
export const RATE_LIMITS_COLLECTION = 'rate_limits';

export interface RateLimiterFactory {
  /** A limit counted in the service's database, so it holds across instances and restarts. */
  limiter(name: string, setting: RateLimitSetting): RateLimiter;
  /** Creates the unique index the store relies on; run before serving. */
  init(): Promise<void>;
  /** Deletes ended windows (FerretDB v1 has no TTL index to do it). */
  sweep(): Promise<void>;
}

/**
 * Rate limits kept in MongoDB (or FerretDB) through rate-limiter-flexible's RateLimiterMongo, on the service's
 * own mongoose connection.
 *
 * FerretDB v1 refuses the TTL index the library would create, so index creation is switched off: the unique
 * index on `key` is made here and `sweep` removes ended windows instead (the library itself replaces an ended
 * window it meets, so sweeping only keeps the collection small). If the database fails mid-request, each limit
 * falls back to an in-memory one with the same setting (`insuranceLimiter`): limits keep holding per instance
 * rather than failing every request or letting everything through.
 */
export function mongoRateLimiters(connection: Connection): RateLimiterFactory {
  const lock = createKeyedLock();
  const collection = () => connection.collection(RATE_LIMITS_COLLECTION);
  return {
    limiter(name, { points, durationSeconds }) {
      const setting = { keyPrefix: name, points, duration: durationSeconds };
      const store = new RateLimiterMongo({
        ...setting,
        storeClient: connection,
        tableName: RATE_LIMITS_COLLECTION,
        disableIndexesCreation: true,
        insuranceLimiter: new RateLimiterMemory(setting),
      });
      return wrapRateLimiter(store, lock);
    },
    async init() {
      await collection().createIndex({ key: 1 }, { unique: true });
      await collection().createIndex({ expire: 1 });
    },
    async sweep() {
      await collection().deleteMany({ expire: { $lt: new Date() } });
    },
  };
}

/** Limits kept in this process only (the gateway has no database); each instance counts on its own. */
export function memoryRateLimiter(name: string, { points, durationSeconds }: RateLimitSetting): RateLimiter {
  return wrapRateLimiter(new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }));
}
