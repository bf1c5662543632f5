import { describeError, isApiError } from '@mealbox/web-kit';
import { tooManyAttempts, type AlertMessage } from './auth-messages';

/** What the new-password form shows when setting it failed: on the field, or above the form. */
export interface NewPasswordFailure {
  field?: string;
  alert?: AlertMessage;
  /** The link itself is no good (used, replaced or expired): the way on is a new link. */
  linkDead?: boolean;
}

export function newPasswordFailure(error: unknown): NewPasswordFailure {
  if (isApiError(error)) {
    const password = error.fieldErrors.new_password;
    if (error.status === 400 && password && password.length > 0) return { field: password.join(' ') };
    if (error.status === 400 && (error.fieldErrors.token || error.fieldErrors.uid)) {
      return {
        linkDead: true,
        alert: {
          title: 'This link no longer works',
          detail:
            'Reset links work once, for an hour, and only the newest one works. Ask for a new one below.',
        },
      };
    }
    if (error.status === 429) return { alert: { title: tooManyAttempts(error.retryAfterSeconds) } };
  }
  return { alert: { title: 'We couldn’t change your password', detail: describeError(error) } };
}

/** What the request form shows when asking failed (it never says whether the address has an account). */
export function resetRequestFailure(error: unknown): AlertMessage {
  if (isApiError(error) && error.status === 429) return { title: tooManyAttempts(error.retryAfterSeconds) };
  if (isApiError(error) && error.status === 400) return { title: 'Enter a valid email address' };
  return { title: 'We couldn’t send the link', detail: describeError(error) };
}
