/**
 * Every error response is RFC 9457 `application/problem+json`. `errors` carries per-field messages in the
 * `{field: [messages]}` form the site's forms show as 'field: messages'.
 */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: Record<string, string[]>;
  /**
   * On a 429 past a per-address threshold: a solved proof-of-work challenge would get the request through
   * (identity's registration, sign-in and password reset; docs/abuse-limits.md).
   */
  challenge_required?: true;
  /** With `challenge_required`: what was wrong with the solution sent (`missing` when none was). */
  challenge_problem?: ChallengeProblem;
}

/** Why a proof of work sent with a request did not count. */
export type ChallengeProblem = 'missing' | 'malformed' | 'wrong' | 'expired' | 'spent';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
