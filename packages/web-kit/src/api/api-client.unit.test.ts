import {
  createApiClient,
  buildUrl,
  parseRetryAfter,
  type FetchLike,
  type OutgoingRequest,
} from './api-client';
import { ApiError, isApiError } from './api-error';
import { describeError } from './describe-error';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake fetch that answers from a queue and records every call. */
function fakeFetch(...responses: Array<Response | Error | DOMException>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    if (!(next instanceof Response)) throw next;
    return next;
  };
  return { fetch, calls };
}

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

const problem = (body: Record<string, unknown>) =>
  json(body, body.status as number, 'application/problem+json');

describe('api client', () => {
  it('when a GET succeeds, then returns the decoded JSON from the same-origin path', async () => {
    const { fetch, calls } = fakeFetch(json([{ id: 'm1' }]));
    const api = createApiClient({ fetch });

    await expect(api.get('/api/meals/')).resolves.toEqual([{ id: 'm1' }]);
    expect(calls[0]?.url).toBe('/api/meals/');
    expect(calls[0]?.init.method).toBe('GET');
    expect(new Headers(calls[0]?.init.headers).get('Accept')).toContain('application/json');
  });

  it('when a call is made, then it carries a traceparent of its own that the servers continue', async () => {
    const { fetch, calls } = fakeFetch(json([]), json([]));
    const api = createApiClient({ fetch });

    await api.get('/api/meals/');
    await api.get('/api/meals/');
    const traceparents = calls.map((call) => new Headers(call.init.headers).get('traceparent'));
    expect(traceparents[0]).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(traceparents[1]).not.toBe(traceparents[0]);
  });

  it('when given a query, then adds it to the URL and leaves out empty values', async () => {
    const { fetch, calls } = fakeFetch(json([]));
    const api = createApiClient({ fetch });

    await api.get('/api/meals/', { query: { status: 'available', category: undefined, page: 2, q: null } });
    expect(calls[0]?.url).toBe('/api/meals/?status=available&page=2');
  });

  it('when given a base URL, then prefixes every path once', () => {
    expect(buildUrl('https://example.test/', '/api/x', { a: 'b c' })).toBe(
      'https://example.test/api/x?a=b+c',
    );
    expect(buildUrl('', 'api/x')).toBe('/api/x');
  });

  it('when posting an object, then sends it as JSON', async () => {
    const { fetch, calls } = fakeFetch(json({ id: 'o1' }, 201));
    const api = createApiClient({ fetch });

    await expect(api.post('/api/orders/', { delivery_date: '2025-03-04' })).resolves.toEqual({ id: 'o1' });
    expect(calls[0]?.init.body).toBe('{"delivery_date":"2025-03-04"}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('when posting FormData, then sends it untouched so fetch sets the multipart boundary', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const api = createApiClient({ fetch });
    const form = new FormData();
    form.set('name', 'Tikka');

    await api.post('/api/meals/', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('when the answer is 204, then resolves undefined', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    await expect(createApiClient({ fetch }).delete('/api/meals/m1/')).resolves.toBeUndefined();
  });

  it('when a parse function is given, then the decoded body goes through it', async () => {
    const { fetch } = fakeFetch(json({ n: '3' }));
    const api = createApiClient({ fetch });
    const result = await api.get('/x', { parse: (data) => Number((data as { n: string }).n) });
    expect(result).toBe(3);
  });

  it('when the service answers problem+json, then rejects with an ApiError carrying status, title, detail and field errors', async () => {
    const { fetch } = fakeFetch(
      problem({
        type: 'https://mealbox.test/problems/validation',
        title: 'Validation failed',
        status: 400,
        detail: 'Check the highlighted fields.',
        errors: {
          email: ['Enter a valid email address.'],
          username: ['This field is required.', 'Too short.'],
        },
      }),
    );
    const api = createApiClient({ fetch });

    const error = await api.post('/auth/users/', {}).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.title).toBe('Validation failed');
    expect(apiError.detail).toBe('Check the highlighted fields.');
    expect(apiError.message).toBe('Check the highlighted fields.');
    expect(apiError.type).toBe('https://mealbox.test/problems/validation');
    expect(apiError.fieldErrors.email).toEqual(['Enter a valid email address.']);
    expect(apiError.fieldMessages()).toEqual([
      'email: Enter a valid email address.',
      'username: This field is required. Too short.',
    ]);
  });

  it('when a meal is not found, then the ApiError has status 404 and the problem title', async () => {
    const { fetch } = fakeFetch(problem({ type: 'about:blank', title: 'Not Found', status: 404 }));
    const error = (await createApiClient({ fetch })
      .get('/api/meals/nope')
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.title).toBe('Not Found');
    expect(error.message).toBe('Not Found');
  });

  it('when an error answer is not JSON (a proxy page), then the HTTP status still wins', async () => {
    const { fetch } = fakeFetch(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = (await createApiClient({ fetch })
      .get('/api/meals/')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.title).toBe('Bad Gateway');
    expect(describeError(error)).toBe('Something went wrong on our side. Please try again in a moment.');
  });

  it('when the network fails, then rejects with an ApiError of status 0 that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const { fetch } = fakeFetch(cause);
    const error = (await createApiClient({ fetch })
      .get('/api/meals/')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.cause).toBe(cause);
    expect(describeError(error)).toMatch(/could not reach Mealbox/);
  });

  it('when the request is aborted, then the AbortError passes through unwrapped', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { fetch } = fakeFetch(abort);
    await expect(createApiClient({ fetch }).get('/api/meals/')).rejects.toBe(abort);
  });

  it('when onRequest is given, then it can add headers to every attempt (the seam for the JWT header)', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const api = createApiClient({
      fetch,
      onRequest: ({ headers }) => headers.set('Authorization', 'JWT test-access'),
    });
    await api.get('/auth/users/me/');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('JWT test-access');
  });

  it('when a request answers 401 and onUnauthorized resolves true, then it is retried exactly once', async () => {
    const { fetch, calls } = fakeFetch(
      problem({ type: 'about:blank', title: 'Unauthorized', status: 401 }),
      json({ id: 'u1' }),
    );
    let token = 'old';
    const onUnauthorized = jest.fn(async () => {
      token = 'new';
      return true;
    });
    const api = createApiClient({
      fetch,
      onRequest: ({ headers }) => headers.set('Authorization', `JWT ${token}`),
      onUnauthorized,
    });

    await expect(api.post('/api/orders/', { a: 1 })).resolves.toEqual({ id: 'u1' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => new Headers(c.init.headers).get('Authorization'))).toEqual([
      'JWT old',
      'JWT new',
    ]);
    expect(calls[1]?.init.body).toBe('{"a":1}');
  });

  it('when the retry also answers 401, then it rejects with 401 and does not retry again', async () => {
    const unauthorized = () => problem({ type: 'about:blank', title: 'Unauthorized', status: 401 });
    const { fetch, calls } = fakeFetch(unauthorized(), unauthorized());
    const onUnauthorized = jest.fn(async () => true);
    const api = createApiClient({ fetch, onUnauthorized });

    await expect(api.get('/api/customers/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('when onUnauthorized resolves false (refresh failed), then the 401 is final', async () => {
    const { fetch, calls } = fakeFetch(problem({ type: 'about:blank', title: 'Unauthorized', status: 401 }));
    const api = createApiClient({ fetch, onUnauthorized: async () => false });
    await expect(api.get('/api/customers/me')).rejects.toMatchObject({ status: 401, title: 'Unauthorized' });
    expect(calls).toHaveLength(1);
  });

  it('when a request answers 401, then onUnauthorized is told which request it was, with the headers it carried', async () => {
    const { fetch } = fakeFetch(problem({ type: 'about:blank', title: 'Unauthorized', status: 401 }));
    const seen: OutgoingRequest[] = [];
    const api = createApiClient({
      fetch,
      onRequest: ({ headers }) => headers.set('Authorization', 'JWT first'),
      onUnauthorized: async (request) => {
        seen.push(request);
        return false;
      },
    });
    await expect(api.get('/auth/users/me/')).rejects.toMatchObject({ status: 401 });
    expect(seen.map((r) => [r.method, r.url, r.headers.get('Authorization')])).toEqual([
      ['GET', '/auth/users/me/', 'JWT first'],
    ]);
  });

  it('when a throttled answer has Retry-After, then the ApiError carries the seconds to wait', async () => {
    const { fetch } = fakeFetch(
      new Response(JSON.stringify({ title: 'Too Many Requests', status: 429 }), {
        status: 429,
        headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '120' },
      }),
    );
    await expect(createApiClient({ fetch }).post('/auth/jwt/create/', {})).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 120,
    });
  });
});

describe('Retry-After', () => {
  const now = Date.UTC(2025, 2, 4, 12, 0, 0);

  it('when it is a number of seconds, then that number', () => {
    expect(parseRetryAfter('300', now)).toBe(300);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('when it is an HTTP date, then the seconds until then (never negative)', () => {
    expect(parseRetryAfter('Tue, 04 Mar 2025 12:02:30 GMT', now)).toBe(150);
    expect(parseRetryAfter('Tue, 04 Mar 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('when it is missing or nonsense, then undefined', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
