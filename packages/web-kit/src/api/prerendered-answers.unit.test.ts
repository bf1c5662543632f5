import { answeringFromPrerender } from './prerendered-answers';
import type { FetchLike } from './api-client';

function network(): FetchLike & { calls: string[] } {
  const calls: string[] = [];
  const fetch: FetchLike = async (input) => {
    calls.push(input);
    return new Response('{"from":"network"}', { status: 200 });
  };
  return Object.assign(fetch, { calls });
}

const read = async (fetch: FetchLike, input: string, init: RequestInit = {}) =>
  (await fetch(input, { method: 'GET', ...init })).json() as Promise<unknown>;

describe('answeringFromPrerender', () => {
  it('when the app first asks for an answer the copy was made from, then it gets it without a round trip, once', async () => {
    const next = network();
    const kept = Promise.resolve({ '/api/meals/?week=2026-11-30': '{"from":"copy"}' });
    const fetch = answeringFromPrerender(next, () => kept);
    expect(await read(fetch, '/api/meals/?week=2026-11-30')).toEqual({ from: 'copy' });
    expect(await read(fetch, '/api/meals/?week=2026-11-30')).toEqual({ from: 'network' });
    expect(next.calls).toEqual(['/api/meals/?week=2026-11-30']);
  });

  it('when the request is another one, a write, or carries a session, then it goes to the network', async () => {
    const next = network();
    const kept = Promise.resolve({ '/api/configuration/': '{"from":"copy"}' });
    const fetch = answeringFromPrerender(next, () => kept);
    expect(await read(fetch, '/api/meals/')).toEqual({ from: 'network' });
    expect(await read(fetch, '/api/configuration/', { method: 'POST' })).toEqual({ from: 'network' });
    expect(await read(fetch, '/api/configuration/', { headers: { Authorization: 'JWT abc' } })).toEqual({
      from: 'network',
    });
    expect(next.calls).toHaveLength(3);
    expect(await read(fetch, '/api/configuration/')).toEqual({ from: 'copy' });
  });

  it('when the page has no answers, or their file failed, then every request goes to the network', async () => {
    const next = network();
    expect(
      await read(
        answeringFromPrerender(next, () => undefined),
        '/api/configuration/',
      ),
    ).toEqual({
      from: 'network',
    });
    expect(
      await read(
        answeringFromPrerender(next, () => Promise.reject(new Error('404'))),
        '/api/configuration/',
      ),
    ).toEqual({ from: 'network' });
    expect(next.calls).toHaveLength(2);
  });
});
