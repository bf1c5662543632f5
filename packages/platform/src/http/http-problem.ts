import type { Problem } from '@mealbox/contracts';

/**
 * An error that maps straight onto an `application/problem+json` response. Use cases throw these; the app
 * factory's error handler renders them, so routes never build error bodies by hand.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail ?? title);
  }

  toProblem(instance?: string): Problem {
    return {
      type: 'about:blank',
      title: this.title,
      status: this.status,
      ...(this.detail ? { detail: this.detail } : {}),
      ...(instance ? { instance } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const notFound = (detail = 'Not found.') => new HttpProblem(404, 'Not Found', detail);
export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpProblem(400, 'Bad Request', detail, errors);
export const conflict = (detail: string) => new HttpProblem(409, 'Conflict', detail);
/** A dependency (the database, the broker) is down for a moment; the same request will work shortly. */
export const serviceUnavailable = (
  detail = 'The service is temporarily unavailable. Please try again in a moment.',
) => new HttpProblem(503, 'Service Unavailable', detail);
