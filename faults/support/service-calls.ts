import type { FaultStack } from './fault-stack';

/** A service's answer: its status and its JSON body (empty when it sent none). */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** How a call travels: straight to a service (`fetch`), or through the edge as a customer's browser does. */
type Send = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls a service's JSON API, with an access token and extra headers (an Idempotency-Key) when given. */
export async function call(url: string, init: CallOptions = {}, send: Send = fetch): Promise<Answer> {
  const answer = await send(url, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `JWT ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: answer.status, body: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Calls the site's API at `path` (`/api/orders/`) the way customers and staff do: through nginx and the gateway. */
export function callSite(stack: FaultStack, path: string, init: CallOptions = {}): Promise<Answer> {
  return call(path, init, stack.edge.fetch);
}

/**
 * Retries `attempt` while it answers 5xx (a service may still be reading prices, or waiting out a fault) until it
 * answers `ok`; any other answer is a failure at once.
 */
export async function until(what: string, attempt: () => Promise<Answer>, ok: number[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await attempt();
    if (ok.includes(answer.status)) return answer;
    if (answer.status < 500 || Date.now() > deadline)
      throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs in (patiently, as identity may be waiting out a fault) and answers the access token. */
export async function signIn(stack: FaultStack, credentials: { username: string; password: string }) {
  const login = await until(
    'sign-in',
    () => callSite(stack, '/auth/jwt/create/', { method: 'POST', body: credentials }),
    [200],
  );
  return login.body.access as string;
}
