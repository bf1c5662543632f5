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
