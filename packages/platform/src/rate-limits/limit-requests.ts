import type { NextFunction, Request, Response } from 'express';
import type { RateLimiter } from './rate-limiter';

/**
 * Middleware that counts each request against `limiter` under the key `keyOf` gives (a signed-in user's id, or
 * by default the client address, `req.ip`, which `trust proxy` makes the forwarded one behind the gateway). Over the limit it answers
 * 429 with Retry-After before the handler runs.
 */
export function limitRequests(
  limiter: RateLimiter,
  keyOf: (req: Request, res: Response) => string = (req) => req.ip ?? 'unknown',
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    await limiter.consume(keyOf(req, res));
    next();
  };
}
