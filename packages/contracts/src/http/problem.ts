/**
 * Every error response is RFC 9457 `application/problem+json`. `errors` carries per-field messages in the
 * `{field: [messages]}` form the site's forms show as 'field: messages'.
 */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: Record<string, string[]>;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
