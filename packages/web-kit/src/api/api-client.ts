import { ApiError, isAbortError } from './api-error';
import { toProblem } from './problem';
import { newTraceparent } from './traceparent';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
/** The part of `fetch` the client uses, so tests can pass a fake. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface RequestOptions<T> {
  /** Added to the URL; null and undefined values are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON, except FormData/URLSearchParams/Blob/string which are sent as they are (multipart uploads). */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Checks and narrows the decoded JSON; without it the caller's type parameter is trusted. */
  parse?: (data: unknown) => T;
}

/** What the client tells `onRequest` about each attempt; `headers` may be changed in place. */
export interface OutgoingRequest {
  method: HttpMethod;
  url: string;
  headers: Headers;
}

export interface ApiClientOptions {
  /** Prefix of every path; '' (the default) keeps calls same-origin, which is how the gateway serves the site. */
  baseUrl?: string;
  fetch?: FetchLike;
  /**
   * Seam for the session: runs before every attempt (the first and a retry), e.g. to add
   * `Authorization: JWT <access>`. Kept out of the client so it knows nothing about tokens.
   */
  onRequest?: (request: OutgoingRequest) => void | Promise<void>;
  /**
   * Seam for the session: called when an attempt answers 401, with that attempt (its headers say which token it
   * carried). Resolve true (e.g. the access token was refreshed) to retry the request once; the retry's answer is
   * final, so a request is never retried twice (spec section 4).
   */
  onUnauthorized?: (request: OutgoingRequest) => Promise<boolean>;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = void>(path: string, options?: RequestOptions<T>): Promise<T>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  // Looked up on each call, not captured, so a page or test that replaces window.fetch later is respected.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: HttpMethod, path: string, req: RequestOptions<T> = {}): Promise<T> {
    const url = buildUrl(baseUrl, path, req.query);
    /** One try: the answer, and the request as it went out (which token it carried, for onUnauthorized). */
    const attempt = async (): Promise<{ response: Response; sent: OutgoingRequest }> => {
      const headers = new Headers(req.headers);
      if (!headers.has('Accept')) headers.set('Accept', 'application/json, application/problem+json');
      // Each attempt is its own request, so its own trace.
      if (!headers.has('traceparent')) headers.set('traceparent', newTraceparent());
      const body = encodeBody(req.body, headers);
      const sent: OutgoingRequest = { method, url, headers };
      await options.onRequest?.(sent);
      try {
        const response = await doFetch(url, {
          method,
          headers,
          body,
          signal: req.signal,
          credentials: 'same-origin',
        });
        return { response, sent };
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new ApiError(
          {
            type: 'about:blank',
            title: 'Network error',
            status: 0,
            detail: 'We could not reach Mealbox. Please check your connection and try again.',
          },
          { cause: error },
        );
      }
    };

    let { response, sent } = await attempt();
    if (response.status === 401 && options.onUnauthorized && (await options.onUnauthorized(sent))) {
      ({ response, sent } = await attempt());
    }
    return readResponse(response, req.parse);
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  const joined = `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  if (!search) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob
  ) {
    return body; // fetch sets the right Content-Type (multipart boundary included)
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readResponse<T>(response: Response, parse?: (data: unknown) => T): Promise<T> {
  const data = await readBody(response);
  if (!response.ok) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
    throw new ApiError(toProblem(response.status, response.statusText, data), { retryAfterSeconds });
  }
  return parse ? parse(data) : (data as T);
}

/** JSON (including problem+json) is decoded; any other body is text; an empty body is undefined. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (/[/+]json\b/i.test(contentType)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      if (response.ok) throw new ApiError(toProblem(502, 'Invalid JSON from the server', undefined));
      return text;
    }
  }
  return text;
}

/** Retry-After is either a number of seconds or an HTTP date (RFC 9110); anything else is ignored. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date names its day and month ('Tue, 04 Mar 2025 12:02:30 GMT'); Date.parse would take '-5' as a year.
  if (!/[a-z]{3}/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
