import { z } from 'zod';

/** At most `points` requests per `durationSeconds` (a fixed window that starts at the first one). */
export interface RateLimitSetting {
  points: number;
  durationSeconds: number;
}

const EXPECTED = 'must be <requests>/<seconds>, e.g. 10/3600 for ten an hour';

/**
 * A rate limit as written in the environment: `10/3600` is ten requests an hour. One variable per limit keeps
 * the count and its window together, so neither is changed without the other in sight.
 */
export const rateLimitSettingSchema = z
  .string()
  .trim()
  .transform((value, ctx): RateLimitSetting => {
    const match = /^(\d+)\/(\d+)$/.exec(value);
    const points = Number(match?.[1]);
    const durationSeconds = Number(match?.[2]);
    if (!match || points < 1 || durationSeconds < 1) {
      ctx.addIssue({ code: 'custom', message: EXPECTED });
      return z.NEVER;
    }
    return { points, durationSeconds };
  });

/** Whole seconds from 1 upwards, from the environment. */
export const secondsSchema = z.coerce
  .number()
  .int('must be whole seconds')
  .min(1, 'must be at least 1 second');
