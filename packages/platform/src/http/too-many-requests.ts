import { pleaseWait } from '@mealbox/contracts';
import { HttpProblem } from './http-problem';

// The sentence is the site's as much as the server's, so it lives in contracts; services keep finding it here.
export { pleaseWait };

/**
 * 429: the client went over a limit. The app factory's error handler adds `Retry-After` from
 * `retryAfterSeconds`, so every limited answer carries it, however the limit was reached.
 */
export class TooManyRequests extends HttpProblem {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, detail?: string) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, 'Too Many Requests', detail ?? `Too many attempts. ${pleaseWait(seconds)}`);
    this.retryAfterSeconds = seconds;
  }
}
