import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { createLogger, listen } from '@mealbox/platform';
import { EdgeProxy } from '../test/edge-proxy';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

const logger = createLogger('gateway-test', 'silent');
const portOf = (server: Server) => (server.address() as { port: number }).port;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

// The gateway as production runs it: behind Debian's nginx, which terminates TLS and appends the address it saw to
// X-Forwarded-For. nginx reaches the gateway from 127.0.0.1, the one proxy the gateway trusts; each client connects
// to nginx from a loopback address of its own (all of 127.0.0.0/8 is this machine).
describe('the gateway behind nginx, over real HTTPS', () => {
  let catalogue: Server;
  let gateway: Server;
  let edge: EdgeProxy;
  let close: () => Promise<void>;
  const seenBy: string[] = [];

  beforeAll(async () => {
    const upstream = express();
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
        TRUSTED_PROXIES: '127.0.0.1',
      }),
      logger,
    );
    close = created.close;
    gateway = await listen(created.handler, 0, '127.0.0.1');
    edge = await EdgeProxy.start(portOf(gateway));
  });

  afterAll(async () => {
    await edge?.stop();
    await close();
    for (const server of [catalogue, gateway]) server.close();
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
    expect(seenBy.slice(-2)).toEqual(['127.0.0.50', '127.0.0.51']);
  });

  it('when a client forges X-Forwarded-For, then it is counted under the address nginx saw', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await get('127.0.0.52', { 'X-Forwarded-For': `198.51.100.${i + 1}` })).status).toBe(200);
    }
    expect((await get('127.0.0.52', { 'X-Forwarded-For': '198.51.100.99' })).status).toBe(429);
    expect(seenBy.at(-1)).toBe('127.0.0.52');
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
