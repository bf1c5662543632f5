import type { ChallengeProblem, Problem } from '@mealbox/contracts';
import { TooManyRequests } from '@mealbox/platform';

/** The request header that carries a solved challenge (base64 JSON, as altcha's widget sends it). */
export const PROOF_HEADER = 'X-Proof-Of-Work';

/**
 * 429 past a per-address threshold: the same wording and Retry-After as before for a client that cannot solve a
 * challenge, plus `challenge_required` for one that can (it fetches `GET /auth/challenge/`, solves it and sends
 * the request again with the solution in `X-Proof-Of-Work`). `challenge_problem` says what was wrong with a
 * solution that was sent (`missing` when none was).
 */
export class ChallengeRequired extends TooManyRequests {
  constructor(
    limited: TooManyRequests,
    readonly outcome: ChallengeProblem,
  ) {
    super(limited.retryAfterSeconds, limited.detail);
  }

  override toProblem(instance?: string): Problem {
    return { ...super.toProblem(instance), challenge_required: true, challenge_problem: this.outcome };
  }
}
