import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { EdgeCache } from './edge-cache';
import type { CapturedResponse } from './edge-cache';

const request = (url: string, headers: IncomingHttpHeaders = {}, method = 'GET') =>
  ({ url, method, headers }) as IncomingMessage;

class RecordingResponse {
  status = 0;
  headers: Record<string, unknown> = {};
  body?: Buffer;
  writeHead(status: number, headers: Record<string, unknown>) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  end(body?: Buffer) {
    this.body = body;
  }
}

const menu = (cacheControl: string, extra: IncomingHttpHeaders = {}): CapturedResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json', 'cache-control': cacheControl, etag: 'W/"v1"', ...extra },
  body: Buffer.from('[{"id":"1"}]'),
});

function cacheAt(clock: { now: number }) {
  return new EdgeCache({ maxEntries: 10, maxBodyBytes: 1000, now: () => clock.now });
}

function answer(cache: EdgeCache, req: IncomingMessage) {
  const res = new RecordingResponse();
  const answered = cache.answer(req, res as unknown as ServerResponse);
  return { answered, res };
}

describe('EdgeCache', () => {
  it('when an upstream marks an answer public with s-maxage, then the same anonymous GET is answered from memory until it expires', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    cache.offer(request('/api/meals/'), menu('public, max-age=0, s-maxage=2'));
    clock.now = 1500;
    const { answered, res } = answer(cache, request('/api/meals/'));
    expect(answered).toBe(true);
    expect(res.status).toBe(200);
    expect(res.body?.toString()).toBe('[{"id":"1"}]');
    expect(res.headers).toMatchObject({ age: '1', 'x-cache': 'HIT' });
    clock.now = 2001;
    expect(answer(cache, request('/api/meals/')).answered).toBe(false);
  });

  it('when the browser already holds the same version, then the cache answers 304', () => {
    const cache = cacheAt({ now: 0 });
    cache.offer(request('/api/meals/'), menu('public, s-maxage=2'));
    const { res } = answer(cache, request('/api/meals/', { 'if-none-match': 'W/"v1"' }));
    expect(res.status).toBe(304);
    expect(res.body).toBeUndefined();
  });

  it('when the query differs, then it is a different entry', () => {
    const cache = cacheAt({ now: 0 });
    cache.offer(request('/api/meals/?category=dessert'), menu('public, s-maxage=2'));
    expect(answer(cache, request('/api/meals/')).answered).toBe(false);
  });

  it.each([
    ['no s-maxage', menu('public, max-age=60')],
    ['private', menu('private, s-maxage=60')],
    ['no-store', menu('public, no-store, s-maxage=60')],
    ['Set-Cookie', menu('public, s-maxage=60', { 'set-cookie': ['a=b'] })],
    ['Vary', menu('public, s-maxage=60', { vary: 'Authorization' })],
    ['an error status', { ...menu('public, s-maxage=60'), status: 404 }],
  ])('when the answer has %s, then it is never stored', (_why, response) => {
    const cache = cacheAt({ now: 0 });
    cache.offer(request('/x'), response);
    expect(answer(cache, request('/x')).answered).toBe(false);
  });

  it('when a request carries credentials or is not a GET, then the cache stays out of it', () => {
    const cache = cacheAt({ now: 0 });
    expect(cache.accepts(request('/x'))).toBe(true);
    expect(cache.accepts(request('/x', { authorization: 'JWT abc' }))).toBe(false);
    expect(cache.accepts(request('/x', { cookie: 's=1' }))).toBe(false);
    expect(cache.accepts(request('/x', {}, 'POST'))).toBe(false);
    expect(new EdgeCache({ maxEntries: 0, maxBodyBytes: 1 }).accepts(request('/x'))).toBe(false);
  });

  it('when an answer is larger than the limit, then it is not stored', () => {
    const cache = new EdgeCache({ maxEntries: 10, maxBodyBytes: 5 });
    cache.offer(request('/x'), menu('public, s-maxage=60'));
    expect(answer(cache, request('/x')).answered).toBe(false);
  });

  it('when a change goes through the gateway, then every stored answer is dropped at once', () => {
    const cache = cacheAt({ now: 0 });
    cache.offer(request('/api/meals/'), menu('public, s-maxage=2'));
    cache.offer(request('/api/meal-plan-pricing/'), menu('public, s-maxage=2'));
    cache.purge();
    expect(answer(cache, request('/api/meals/')).answered).toBe(false);
    expect(answer(cache, request('/api/meal-plan-pricing/')).answered).toBe(false);
  });

  it('when an answer was fetched before a change went through, then it is not stored (it may be stale)', () => {
    const cache = cacheAt({ now: 0 });
    const ticket = cache.ticket();
    cache.purge();
    cache.offer(request('/api/meals/'), menu('public, s-maxage=2'), ticket);
    expect(answer(cache, request('/api/meals/')).answered).toBe(false);
    cache.offer(request('/api/meals/'), menu('public, s-maxage=2'), cache.ticket());
    expect(answer(cache, request('/api/meals/')).answered).toBe(true);
  });
});

describe('EdgeCache compression', () => {
  const cacheAt = (clock: { now: number }) =>
    new EdgeCache({ maxEntries: 10, maxBodyBytes: 100_000, now: () => clock.now });

  const largeMenu = (): CapturedResponse => ({
    status: 200,
    headers: { 'content-type': 'application/json', 'cache-control': 'public, s-maxage=2' },
    body: Buffer.from(
      JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id, name: 'Roast chicken' }))),
    ),
  });

  it('when a browser that takes Brotli asks for a stored answer above a kilobyte, then it gets the Brotli copy, made once', () => {
    const cache = cacheAt({ now: 0 });
    const stored = largeMenu();
    cache.offer(request('/api/meals/'), stored);
    const first = answer(cache, request('/api/meals/', { 'accept-encoding': 'gzip, deflate, br' })).res;
    const second = answer(cache, request('/api/meals/', { 'accept-encoding': 'br' })).res;

    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(first.body as Buffer)).toEqual(stored.body);
    expect(first.headers['content-length']).toBe(String(first.body?.length));
    expect(second.body).toBe(first.body);
  });

  it('when a client asks without Accept-Encoding, then the stored answer goes out as it came', () => {
    const cache = cacheAt({ now: 0 });
    const stored = largeMenu();
    cache.offer(request('/api/meals/'), stored);
    const { res } = answer(cache, request('/api/meals/'));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual(stored.body);
  });
});
