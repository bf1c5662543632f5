import type { FetchLike } from '../api/api-client';
import type { StorageLike } from './token-storage';

/** A compact JWT with the given payload; the signature is junk (the browser never checks it). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

export const NOW = Date.UTC(2025, 2, 4, 12, 0, 0);
export const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

/** An access token for `username` that expires in `expiresIn` seconds (negative: already expired). */
export function accessToken(username = 'ada', expiresIn = 600, extra: Record<string, unknown> = {}): string {
  return fakeJwt({ sub: `id-${username}`, username, typ: 'access', exp: inSeconds(expiresIn), ...extra });
}

export function refreshToken(sub = 'id-ada', expiresIn = 7 * 24 * 3600, jti = 'r1'): string {
  return fakeJwt({ sub, typ: 'refresh', exp: inSeconds(expiresIn), jti });
}

/** localStorage stand-in. */
export class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export interface RecordedCall {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A fake fetch answering by 'METHOD /path' from handlers, recording every call. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      authorization: headers.get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${url}`];
    if (!handler) throw new Error(`unexpected request ${call.method} ${url}`);
    return handler(call);
  };
  const callsTo = (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url);
  return { fetch, calls, callsTo };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers },
  });

export const unauthorized = () =>
  json(
    { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Token is invalid or expired' },
    401,
  );

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
