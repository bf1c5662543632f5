import { getFrom, startLimitedGateway } from '../test/limited-gateway';
import type { LimitedGateway } from '../test/limited-gateway';

describe('the gateway limit per client address, over real HTTP', () => {
  let gateway: LimitedGateway;
  beforeAll(async () => {
    gateway = await startLimitedGateway();
  });
  afterAll(() => gateway.close());

  const get = (pathname: string, from: string) => getFrom(gateway.port, pathname, from);

  it('when one address goes past the limit, then 429 problem+json with Retry-After, while other addresses and health checks still get through', async () => {
    const flooder = '127.0.0.21';
    for (let i = 0; i < 3; i++) expect((await get('/api/meals/', flooder)).status).toBe(200);
    const refused = await get('/api/meals/', flooder);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(JSON.parse(refused.body)).toMatchObject({
      status: 429,
      title: 'Too Many Requests',
      detail: 'Too many attempts. Please wait 60 seconds and try again.',
    });
    // pages are counted too, not only the API
    expect((await get('/meals', flooder)).status).toBe(429);
    expect((await get('/health/live', flooder)).status).toBe(200);
    expect((await get('/api/meals/', '127.0.0.22')).status).toBe(200);
  });
});

describe('the gateway behind a trusted proxy, over real HTTP', () => {
  let gateway: LimitedGateway;
  beforeAll(async () => {
    // The proxy in front, and only it: every other loopback address is a client.
    gateway = await startLimitedGateway({ TRUSTED_PROXIES: '127.0.0.40' });
  });
  afterAll(() => gateway.close());

  const get = (from: string, headers: Record<string, string>) =>
    getFrom(gateway.port, '/api/meals/', from, headers);
  const PROXY = '127.0.0.40';

  it('when two clients reach the gateway through the proxy, then each is counted under its own address and the services see it', async () => {
    // What a proxy appends: anything the client sent, then the address it saw.
    for (let i = 0; i < 3; i++) {
      expect((await get(PROXY, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(200);
    }
    expect((await get(PROXY, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(429);
    expect((await get(PROXY, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
    expect(gateway.seenBy.slice(-2)).toEqual(['198.51.100.1', '198.51.100.2']);
  });

  it('when a client forges X-Forwarded-For, then the entry it wrote is passed over for the address the proxy saw', async () => {
    // Through the proxy: the forged entry is left of the one the proxy appended.
    for (let i = 0; i < 3; i++) {
      const forged = `203.0.113.${i + 1}`;
      expect((await get(PROXY, { 'X-Forwarded-For': `${forged}, 198.51.100.3` })).status).toBe(200);
    }
    expect((await get(PROXY, { 'X-Forwarded-For': '203.0.113.9, 198.51.100.3' })).status).toBe(429);
    // Straight to the gateway, not through the proxy: the header is the client's own word and counts for nothing.
    const direct = '127.0.0.41';
    for (let i = 0; i < 3; i++) {
      expect((await get(direct, { 'X-Forwarded-For': `203.0.113.${i + 20}` })).status).toBe(200);
    }
    expect((await get(direct, { 'X-Forwarded-For': '203.0.113.99' })).status).toBe(429);
    expect(gateway.seenBy.at(-1)).toMatch(/^(::ffff:)?127\.0\.0\.41$/);
  });

  it('when the proxy says it took the request over HTTPS, then HSTS is sent; when a client says so itself, then not', async () => {
    const viaProxy = await get(PROXY, { 'X-Forwarded-For': '198.51.100.4', 'X-Forwarded-Proto': 'https' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const claimed = await get('127.0.0.42', { 'X-Forwarded-Proto': 'https' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
