import { HttpProblem } from './http-problem';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * "Please wait 30 seconds and try again.": the sentence every 429 ends with. Waits of two minutes or more are
 * said in whole minutes (rounded up), which reads better than "900 seconds".
 */
export function pleaseWait(seconds: number): string {
  const wait = seconds < 120 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');
  return `Please wait ${wait} and try again.`;
}

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
