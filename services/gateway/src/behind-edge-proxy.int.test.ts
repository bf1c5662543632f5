import http from 'node:http';
import https from 'node:https';
import { EdgeProxy } from '../../../test-support/edge-proxy';
import { freePort } from '../test/traced-process';
import { startLimitedGateway } from '../test/limited-gateway';
import type { Answer, LimitedGateway } from '../test/limited-gateway';

// The gateway as production runs it: behind Debian's nginx, which terminates TLS and appends the address it saw to
// X-Forwarded-For. nginx reaches the gateway from 127.0.0.1, the one proxy the gateway trusts; each client connects
// to nginx from a loopback address of its own (all of 127.0.0.0/8 is this machine).
describe('the gateway behind nginx, over real HTTPS', () => {
  let gateway: LimitedGateway;
  let edge: EdgeProxy;

  beforeAll(async () => {
    gateway = await startLimitedGateway({ TRUSTED_PROXIES: '127.0.0.1' });
    edge = await EdgeProxy.start(gateway.port, { httpsPort: await freePort(), httpPort: await freePort() });
  });

  afterAll(async () => {
    await edge?.stop();
    await gateway.close();
  });

  const get = (from: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      https
        .get(
          {
            host: '127.0.0.1',
            servername: 'localhost',
            port: edge.httpsPort,
            path: '/api/meals/',
            localAddress: from,
            ca: edge.certificate,
            agent: false,
            headers,
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          },
        )
        .on('error', reject);
    });

  it('when two clients reach the gateway through nginx, then each is counted under its own address and the services see it', async () => {
    for (let i = 0; i < 3; i++) expect((await get('127.0.0.50')).status).toBe(200);
    const refused = await get('127.0.0.50');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ status: 429, title: 'Too Many Requests' });
    expect((await get('127.0.0.51')).status).toBe(200);
    expect(gateway.seenBy.slice(-2)).toEqual(['127.0.0.50', '127.0.0.51']);
  });

  it('when a client forges X-Forwarded-For, then it is counted under the address nginx saw', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await get('127.0.0.52', { 'X-Forwarded-For': `198.51.100.${i + 1}` })).status).toBe(200);
    }
    expect((await get('127.0.0.52', { 'X-Forwarded-For': '198.51.100.99' })).status).toBe(429);
    expect(gateway.seenBy.at(-1)).toBe('127.0.0.52');
  });

  it('when a page is asked for over HTTPS, then HSTS is sent; over plain HTTP, the visitor is sent to HTTPS', async () => {
    expect((await get('127.0.0.53')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: edge.httpPort, path: '/meals?category=dessert' }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' }));
        })
        .on('error', reject);
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://127.0.0.1:${edge.httpsPort}/meals?category=dessert`);
  });
});
