/**
 * A token cannot be checked right now (identity's keys out of reach, the revocations no longer being heard): the
 * caller answers 503, never 401 (which would make the browser drop a good session) and never lets the token pass.
 */
export class TokenCheckUnavailableError extends Error {
  override readonly name: string = 'TokenCheckUnavailableError';
}
