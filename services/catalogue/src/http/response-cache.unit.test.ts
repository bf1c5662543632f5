import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('when the same key is asked again within the time to live, then the stored response is reused', async () => {
    let now = 0;
    const cache = new ResponseCache(1000, 10, () => now);
    const create = jest.fn(async () => ({ body: [1, 2] }));
    const first = await cache.getOrCreate('k', create);
    now = 999;
    expect(await cache.getOrCreate('k', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(first.body.toString()).toBe('[1,2]');
    expect(first.etag).toMatch(/^W\/"/);
  });

  it('when the time to live has passed or the cache is cleared, then the response is built again', async () => {
    let now = 0;
    const cache = new ResponseCache(1000, 10, () => now);
    const create = jest.fn(async () => ({ body: 'x' }));
    await cache.getOrCreate('k', create);
    now = 1001;
    await cache.getOrCreate('k', create);
    cache.clear();
    await cache.getOrCreate('k', create);
    expect(create).toHaveBeenCalledTimes(3);
  });

  it('when more keys arrive than it may hold, then the oldest is dropped', async () => {
    const cache = new ResponseCache(60_000, 2);
    const create = jest.fn(async () => ({ body: 1 }));
    await cache.getOrCreate('a', create);
    await cache.getOrCreate('b', create);
    await cache.getOrCreate('c', create);
    await cache.getOrCreate('b', create);
    await cache.getOrCreate('a', create);
    expect(create).toHaveBeenCalledTimes(4);
  });
});
