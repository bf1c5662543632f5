import type { NextFunction, Request, Response } from 'express';
import { TooManyRequests } from '@mealbox/platform';
import type { RateLimiter } from '@mealbox/platform';
import type { ProofOfWork } from '../domain/proof-of-work';
import { ChallengeRequired, PROOF_HEADER } from './challenge-required';

/** A per-address limit that a solved challenge gets past, up to a far higher ceiling. */
export interface SolvableLimit {
  /** Requests per address before a challenge is asked for. */
  threshold: RateLimiter;
  /** Requests per address that came with a solved challenge; past it, 429 whatever is sent. */
  ceiling: RateLimiter;
}

const clientOf = (req: Request) => req.ip ?? 'unknown';

/**
 * Lets a request past the per-address limit the request ran into (`limited`) when it carries an unspent solved
 * challenge and the address is under its ceiling; otherwise throws 429: with `challenge_required` while solving
 * would help, plain once the ceiling is reached. A solution is only spent when it is needed.
 */
export async function pastLimitWithProof(
  proofOfWork: ProofOfWork,
  ceiling: RateLimiter,
  req: Request,
  limited: TooManyRequests,
): Promise<void> {
  const outcome = await proofOfWork.redeem(req.get(PROOF_HEADER));
  if (outcome !== 'accepted') throw new ChallengeRequired(limited, outcome);
  await ceiling.consume(clientOf(req));
}

/**
 * Middleware: counts the request against `limit.threshold` for the client address; past it, the request needs a
 * solved challenge (see `pastLimitWithProof`).
 */
export function limitOrAskForProof(proofOfWork: ProofOfWork, limit: SolvableLimit) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      await limit.threshold.consume(clientOf(req));
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      await pastLimitWithProof(proofOfWork, limit.ceiling, req, error);
    }
    next();
  };
}
