import type { Problem } from '@mealbox/contracts';

/**
 * Reads an error body into a Problem. Services answer problem+json, but a proxy or a crashed upstream can answer
 * anything (an HTML 502 page, plain text, nothing), so every field is checked and the HTTP status always wins.
 */
export function toProblem(status: number, statusText: string, body: unknown): Problem {
  const fallbackTitle = statusText || defaultTitle(status);
  if (typeof body !== 'object' || body === null) {
    return { type: 'about:blank', title: fallbackTitle, status };
  }
  const raw = body as Record<string, unknown>;
  const problem: Problem = {
    type: typeof raw.type === 'string' ? raw.type : 'about:blank',
    title: typeof raw.title === 'string' && raw.title ? raw.title : fallbackTitle,
    status,
  };
  if (typeof raw.detail === 'string' && raw.detail) problem.detail = raw.detail;
  if (typeof raw.instance === 'string') problem.instance = raw.instance;
  const errors = readFieldErrors(raw.errors);
  if (errors) problem.errors = errors;
  // Past a per-address threshold identity asks for a proof of work instead of refusing (proof-of-work.ts).
  if (raw.challenge_required === true) problem.challenge_required = true;
  return problem;
}

function readFieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (typeof messages === 'string') errors[field] = [messages];
    else if (Array.isArray(messages))
      errors[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

function defaultTitle(status: number): string {
  if (status === 0) return 'Network error';
  if (status >= 500) return 'Server error';
  return 'Request failed';
}
