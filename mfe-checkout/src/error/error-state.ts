import { describeError, isApiError } from '@mealbox/web-kit';

/**
 * What /error shows (spec sections 2 and 8): the error's status text or message, otherwise 'Sorry, an unexpected
 * error has occurred.' A page that sends someone here passes the error in the router state
 * (`navigate('/error', { state: { error } })`); a link can give just the status (`/error?status=404`). Free text
 * is never taken from the address, so nobody can send a customer a Mealbox page saying whatever they like.
 */
export interface ErrorDetails {
  /** HTTP status; 0 when the service could not be reached. */
  status?: number;
  /** The status's reason, e.g. 'Not Found'. */
  statusText?: string;
  /** What went wrong, for customers, e.g. 'Order not found.' */
  message?: string;
}

export const UNEXPECTED_ERROR = 'Sorry, an unexpected error has occurred.';

const MAX_TEXT = 300;

/** Reason phrases for the statuses a link may name. */
const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, MAX_TEXT) : undefined;
}

function status(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' &&
    Number.isInteger(number) &&
    (number === 0 || (number >= 400 && number <= 599))
    ? number
    : undefined;
}

/** The error the page was sent with: the router state's `error`, else the address's `?status=`, else nothing. */
export function errorFromNavigation(state: unknown, search: string): ErrorDetails {
  const fromState = isRecord(state) && isRecord(state.error) ? state.error : undefined;
  if (fromState) {
    const details: ErrorDetails = {};
    const code = status(fromState.status);
    if (code !== undefined) details.status = code;
    const statusText = text(fromState.statusText);
    if (statusText) details.statusText = statusText;
    const message = text(fromState.message);
    if (message) details.message = message;
    return details;
  }
  const code = status(new URLSearchParams(search).get('status'));
  if (code === undefined) return {};
  const statusText = STATUS_TEXTS[code];
  return statusText ? { status: code, statusText } : { status: code };
}

/** The router state that sends an API failure to /error. Server faults are not explained (describeError). */
export function errorStateOf(error: unknown): { error: ErrorDetails } {
  if (!isApiError(error)) return { error: { message: describeError(error) } };
  const details: ErrorDetails = { status: error.status };
  if (error.status > 0 && error.title) details.statusText = error.title;
  details.message =
    error.status > 0 && error.status < 500 && error.detail ? error.detail : describeError(error);
  return { error: details };
}

export interface ErrorPageContent {
  eyebrow: string;
  title: string;
  text: string;
  /**
   * Which picture the page wears: 'not-found' (the not-found page's empty plate) for something missing or not
   * the customer's to see (4xx), 'outage' (the cooking pot of 'back soon') when our side or the connection failed.
   * A missing order is not an outage, and should not look like one.
   */
  look: 'not-found' | 'outage';
}

/** The page's words for the error it was sent with. */
export function errorPageContent(details: ErrorDetails): ErrorPageContent {
  const title = details.message ?? details.statusText ?? UNEXPECTED_ERROR;
  const code = details.status;
  let eyebrow = 'Something went wrong';
  if (code === 404)
    eyebrow = 'Error 404'; // as the not-found page says it
  else if (code !== undefined && code > 0) {
    eyebrow =
      details.message && details.statusText ? `Error ${code} · ${details.statusText}` : `Error ${code}`;
  }
  const look = code !== undefined && code >= 400 && code < 500 ? 'not-found' : 'outage';
  return { eyebrow, title, text: helpFor(code), look };
}

function helpFor(code: number | undefined): string {
  if (code === 404)
    return 'It may have been removed, or it may belong to another account. Check the link, or start again from the homepage.';
  if (code === 401 || code === 403)
    return 'You may need to log in with the account this belongs to. Go back, or return to the homepage.';
  if (code === 0) return 'Please check your connection, then go back and try again.';
  if (code !== undefined && code >= 500)
    return 'Please go back and try again in a moment, or return to the homepage.';
  return 'Please go back and try again, or return to the homepage.';
}
