import { ResponseCache } from './response-cache';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ResponseCache', () => {
  it('when the same key is asked again within the time to live, then the stored response is reused', async () => {
    let now = 0;
    const cache = new ResponseCache(1000, 10, () => now);
    const build = jest.fn(async () => ({ body: [1, 2] }));
    const first = await cache.getOrCreate('k', build);
    now = 999;
    expect(await cache.getOrCreate('k', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(first.body.toString()).toBe('[1,2]');
    expect(first.etag).toMatch(/^W\/"/);
  });

  it('when an entry has expired, then the old response is served while one refresh runs', async () => {
    let now = 0;
    let version = 1;
    const cache = new ResponseCache(1000, 10, () => now);
    const build = jest.fn(async () => ({ body: version }));
    await cache.getOrCreate('k', build);
    now = 1001;
    version = 2;
    const [a, b] = await Promise.all([cache.getOrCreate('k', build), cache.getOrCreate('k', build)]);
    expect([a.body.toString(), b.body.toString()]).toEqual(['1', '1']);
    await flush();
    expect(build).toHaveBeenCalledTimes(2);
    expect((await cache.getOrCreate('k', build)).body.toString()).toBe('2');
  });

  it('when many readers miss at once, then the response is built once for all of them', async () => {
    const cache = new ResponseCache(1000);
    const build = jest.fn(async () => ({ body: 'menu' }));
    const responses = await Promise.all(Array.from({ length: 20 }, () => cache.getOrCreate('k', build)));
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(responses).size).toBe(1);
  });

  it('when the cache is cleared during a build, then that older build is not stored', async () => {
    const cache = new ResponseCache(60_000);
    let release: () => void = () => undefined;
    const slow = jest.fn(
      () => new Promise<{ body: string }>((resolve) => (release = () => resolve({ body: 'old' }))),
    );
    const pending = cache.getOrCreate('k', slow);
    cache.clear();
    release();
    await pending;
    expect((await cache.getOrCreate('k', async () => ({ body: 'new' }))).body.toString()).toBe('"new"');
  });

  it('when more keys arrive than it may hold, then the oldest is dropped', async () => {
    const cache = new ResponseCache(60_000, 2);
    const build = jest.fn(async () => ({ body: 1 }));
    for (const key of ['a', 'b', 'c', 'b', 'a']) await cache.getOrCreate(key, build);
    expect(build).toHaveBeenCalledTimes(4);
  });

  describe('with a change stamp', () => {
    function stampAt(start: number) {
      const stamp = {
        n: start,
        failing: false,
        latest: async () => {
          if (stamp.failing) throw new Error('database away');
          return stamp.n;
        },
      };
      return stamp;
    }

    it('when the stamp has moved (a change made on another instance), then the next read builds afresh', async () => {
      const stamp = stampAt(3);
      const cache = new ResponseCache(60_000, 10, Date.now, stamp);
      let price = 399;
      const build = async () => ({ body: price });
      expect((await cache.getOrCreate('k', build)).body.toString()).toBe('399');
      price = 499;
      expect((await cache.getOrCreate('k', build)).body.toString()).toBe('399');
      stamp.n = 4;
      expect((await cache.getOrCreate('k', build)).body.toString()).toBe('499');
    });

    it('when the stamp cannot be read, then the cached answer is served', async () => {
      const stamp = stampAt(1);
      const cache = new ResponseCache(60_000, 10, Date.now, stamp);
      await cache.getOrCreate('k', async () => ({ body: 'menu' }));
      stamp.failing = true;
      const build = jest.fn(async () => ({ body: 'other' }));
      expect((await cache.getOrCreate('k', build)).body.toString()).toBe('"menu"');
      expect(build).not.toHaveBeenCalled();
    });
  });
});
