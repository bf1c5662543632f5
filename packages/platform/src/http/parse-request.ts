import type { z } from 'zod';
import { badRequest } from './http-problem';

/**
 * Parses untrusted input with a zod schema. On failure it throws a 400 problem whose `errors` map each field to
 * its messages (`{field: [messages]}`), the form the site shows as 'field: messages'.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  throw badRequest(`The ${what} is not valid.`, errors);
}
