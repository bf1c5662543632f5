import type { IncomingMessage, ServerResponse } from 'node:http';
import { TooManyRequests, memoryRateLimiter, sendProblem } from '@mealbox/platform';
import type { RateLimitSetting } from '@mealbox/platform';
import type { ClientOriginOf } from './client-origin';

/** Answers whether the request may go on; when it may not, the 429 has already been sent. */
export type ClientRateLimit = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * A generous ceiling on all requests from one client address, the first thing the gateway checks: it stops a
 * flood before it reaches any service, and leaves the finer limits (sign-in, registration, checkout) to the
 * services that know what a request costs.
 *
 * The address is the client's as the edge decides it (client-origin.ts): the socket's, or behind trusted proxies
 * (`TRUSTED_PROXIES`) the nearest untrusted hop they report, so customers behind one load balancer are counted
 * apart and a forged X-Forwarded-For counts for nothing. Trade-off: the count is kept per gateway instance (in
 * memory, no database on this hot path), so N instances allow up to N times the limit.
 */
export function clientRateLimit(setting: RateLimitSetting, originOf: ClientOriginOf): ClientRateLimit {
  const limiter = memoryRateLimiter('gateway-client', setting);
  return async (req, res) => {
    try {
      await limiter.consume(originOf(req).address);
      return true;
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
      sendProblem(res, error.toProblem(req.url));
      return false;
    }
  };
}
