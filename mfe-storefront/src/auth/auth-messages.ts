import { describeError, isApiError } from '@mealbox/web-kit';

/** The spec's login failure (section 8). */
export const LOGIN_FAILED = 'Login failed, check your username/password';

/** 'Too many attempts, try again in 5 minutes', from the Retry-After of a throttled (429) answer. */
export function tooManyAttempts(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Too many attempts, try again in a few minutes';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
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
