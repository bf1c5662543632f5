import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { createLogger, listen } from '@mealbox/platform';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

const logger = createLogger('gateway-test', 'silent');
const portOf = (server: Server) => (server.address() as { port: number }).port;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('the gateway limit per client address, over real HTTP', () => {
  let catalogue: Server;
  let gateway: Server;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const upstream = express();
    upstream.get('/api/meals/', (_req, res) => res.json([]));
    catalogue = await listen(upstream, 0, '127.0.0.1');
    const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Mealbox</title>');
    const created = createGateway(
      loadGatewayConfig({
        SHELL_DIR: shellDir,
        CATALOGUE_URL: `http://127.0.0.1:${portOf(catalogue)}`,
        PRERENDER: 'off',
        CLIENT_REQUEST_LIMIT: '3/60',
      }),
      logger,
    );
    close = created.close;
    gateway = await listen(created.handler, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await close();
    for (const server of [catalogue, gateway]) server.close();
  });

  /** GET from a chosen loopback address: all of 127.0.0.0/8 reaches the gateway, each a client of its own. */
  const get = (pathname: string, from: string) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: portOf(gateway), path: pathname, localAddress: from }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    });

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
  let catalogue: Server;
  let gateway: Server;
  let close: () => Promise<void>;
  const seenBy: string[] = [];

  beforeAll(async () => {
    const upstream = express();
    // As the services trust the gateway: its one X-Forwarded-For entry is the client.
    upstream.set('trust proxy', 'loopback');
    upstream.get('/api/meals/', (req, res) => {
      seenBy.push(req.ip ?? '');
      res.json([]);
    });
    catalogue = await listen(upstream, 0, '127.0.0.1');
    const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Mealbox</title>');
    const created = createGateway(
      loadGatewayConfig({
        SHELL_DIR: shellDir,
        CATALOGUE_URL: `http://127.0.0.1:${portOf(catalogue)}`,
        PRERENDER: 'off',
        CLIENT_REQUEST_LIMIT: '3/60',
        // The proxy in front, and only it: every other loopback address is a client.
        TRUSTED_PROXIES: '127.0.0.40',
      }),
      logger,
    );
    close = created.close;
    gateway = await listen(created.handler, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await close();
    for (const server of [catalogue, gateway]) server.close();
  });

  const get = (from: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port: portOf(gateway), path: '/api/meals/', localAddress: from, headers },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' }));
          },
        )
        .on('error', reject);
    });
  const PROXY = '127.0.0.40';

  it('when two clients reach the gateway through the proxy, then each is counted under its own address and the services see it', async () => {
    // What a proxy appends: anything the client sent, then the address it saw.
    for (let i = 0; i < 3; i++) {
      expect((await get(PROXY, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(200);
    }
    expect((await get(PROXY, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(429);
    expect((await get(PROXY, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
    expect(seenBy.slice(-2)).toEqual(['198.51.100.1', '198.51.100.2']);
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
    expect(seenBy.at(-1)).toMatch(/^(::ffff:)?127\.0\.0\.41$/);
  });

  it('when the proxy says it took the request over HTTPS, then HSTS is sent; when a client says so itself, then not', async () => {
    const viaProxy = await get(PROXY, { 'X-Forwarded-For': '198.51.100.4', 'X-Forwarded-Proto': 'https' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const claimed = await get('127.0.0.42', { 'X-Forwarded-Proto': 'https' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
