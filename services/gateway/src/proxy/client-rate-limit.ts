import type { IncomingMessage, ServerResponse } from 'node:http';
import { TooManyRequests, memoryRateLimiter, sendProblem } from '@mealbox/platform';
import type { RateLimitSetting } from '@mealbox/platform';

/** Answers whether the request may go on; when it may not, the 429 has already been sent. */
export type ClientRateLimit = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * A generous ceiling on all requests from one client address, the first thing the gateway checks: it stops a
 * flood before it reaches any service, and leaves the finer limits (sign-in, registration, checkout) to the
 * services that know what a request costs.
 *
 * The address is the socket's: the gateway is the edge and believes no X-Forwarded-For (a client could name any
 * address it liked). Trade-offs: behind a load balancer every client would share the balancer's address, so the
 * gateway would then need to trust that one hop, as the services trust the gateway; and the count is kept per
 * gateway instance (in memory, no database on this hot path), so N instances allow up to N times the limit.
 */
export function clientRateLimit(setting: RateLimitSetting): ClientRateLimit {
  const limiter = memoryRateLimiter('gateway-client', setting);
  return async (req, res) => {
    try {
      await limiter.consume(req.socket.remoteAddress ?? 'unknown');
      return true;
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
      sendProblem(res, error.toProblem(req.url));
      return false;
    }
  };
}
