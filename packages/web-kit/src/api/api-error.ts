import type { Problem } from '@mealbox/contracts';

/** Field name -> messages, as problem+json `errors` carries them (the form a form shows as 'field: messages'). */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/**
 * Every failed API call rejects with an ApiError, whatever went wrong: a problem+json answer from a service, an
 * error status with some other body, or no answer at all (status 0). Callers branch on `status`, show `message`,
 * and give forms `fieldErrors`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, connection refused, DNS). */
  readonly status: number;
  /** Short, human summary of the problem type ("Not Found", "Validation failed"). */
  readonly title: string;
  /** Explanation specific to this occurrence, when the service gave one. */
  readonly detail: string | undefined;
  /** Problem type URI ('about:blank' when none was given). */
  readonly type: string;
  readonly fieldErrors: FieldErrors;
  /** Seconds to wait before trying again, from a 429/503 answer's Retry-After header; undefined without one. */
  readonly retryAfterSeconds: number | undefined;
  /** A 429 that a solved proof-of-work challenge would get past (see `withProofOfWork`). */
  readonly challengeRequired: boolean;

  constructor(problem: Problem, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(problem.detail || problem.title, options);
    this.status = problem.status;
    this.title = problem.title;
    this.detail = problem.detail;
    this.type = problem.type;
    this.fieldErrors = problem.errors ?? {};
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.challengeRequired = problem.status === 429 && problem.challenge_required === true;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The spec's 'field: messages' lines (section 5), one per field with errors. */
  fieldMessages(): string[] {
    return Object.entries(this.fieldErrors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a request cancelled through its AbortSignal: not a failure to show anyone. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
