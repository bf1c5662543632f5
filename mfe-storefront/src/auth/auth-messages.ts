import { pleaseWait } from '@mealbox/contracts/please-wait';
import { describeError, isApiError } from '@mealbox/web-kit';

/** The spec's login failure (section 8). */
export const LOGIN_FAILED = 'Login failed, check your username/password';

/**
 * 'Too many attempts. Please wait 30 seconds and try again.', from the Retry-After of a limited (429) answer, in the
 * server's own words (sign-in waits grow from a second, so they are said in seconds until they reach minutes).
 */
export function tooManyAttempts(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Too many attempts. Please wait a few minutes and try again.';
  return `Too many attempts. ${pleaseWait(retryAfterSeconds)}`;
}

export interface AlertMessage {
  title: string;
  detail?: string;
}

/** What the login page says when signing in failed. */
export function loginErrorMessage(error: unknown): AlertMessage {
  if (isApiError(error)) {
    // A 400 is credentials the server will not even check (a pasted password over 128 characters): to the
    // customer that is the same wrong username/password, and naming which rule it broke would help a guesser.
    if (error.status === 401 || error.status === 400) return { title: LOGIN_FAILED };
    if (error.status === 429) return { title: tooManyAttempts(error.retryAfterSeconds) };
  }
  return { title: 'We couldn’t log you in', detail: describeError(error) };
}
