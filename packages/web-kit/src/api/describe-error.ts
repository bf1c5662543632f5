import { isApiError } from './api-error';

/**
 * A sentence a customer can act on, for any error a page caught. Server faults are not explained (the detail is
 * for us, not for them); client errors keep the service's own words, which are written for people.
 */
export function describeError(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError)
      return 'We could not reach Mealbox. Please check your connection and try again.';
    if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
    return error.detail ?? error.title;
  }
  return 'Something unexpected went wrong. Please try again.';
}
