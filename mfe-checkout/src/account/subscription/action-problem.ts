import { describeError, isApiError } from '@mealbox/web-kit';

/**
 * What an action that failed tells the customer: the server's own words (its problem `detail`, and for a refused
 * field the field's message: 'The new date is not valid. Choose a working day from ...'), which are written for
 * customers; a fault on our side or no connection in general terms.
 */
export function actionProblem(error: unknown): string {
  if (!isApiError(error)) return describeError(error);
  if (error.status === 401) return 'For your security, your session has ended. Please log in again.';
  if (error.status === 0 || error.status >= 500) return describeError(error);
  const fieldMessages = Object.values(error.fieldErrors).flat();
  const words = [error.detail ?? error.title, ...fieldMessages].filter((text) => text.trim() !== '');
  return [...new Set(words)].join(' ');
}
