import type { ServerResponse } from 'node:http';
import { PROBLEM_CONTENT_TYPE } from '@mealbox/contracts';
import type { Problem } from '@mealbox/contracts';

/** Writes a problem+json response on a bare node:http response (for code that runs outside express). */
export function sendProblem(res: ServerResponse, problem: Omit<Problem, 'type'> & { type?: string }): void {
  const body = JSON.stringify({ type: 'about:blank', ...problem });
  res.writeHead(problem.status, {
    'Content-Type': PROBLEM_CONTENT_TYPE,
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}
