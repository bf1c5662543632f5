import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createHttpApp, createLogger, createServiceMetrics, listen } from '@mealbox/platform';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';
import { internalMetricsListener } from './metrics/internal-metrics-listener';

const logger = createLogger('gateway-test', 'silent');
const portOf = (server: Server) => (server.address() as { port: number }).port;

/** A GET sent byte for byte as written: supertest and fetch would resolve `..` before sending. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('the gateway and /metrics over real HTTP', () => {
  let catalogue: Server;
  let gateway: Server;
  let internal: Server;
  let refusing: Server;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // A real service app: it serves its own /metrics, as every service does on its own port.
    const catalogueApp = createHttpApp({
      logger,
      metrics: createServiceMetrics('catalogue'),
      routes(app) {
        app.get('/api/meals/', (_req, res) => void res.json([{ id: '1' }]));
      },
    });
    catalogue = await listen(catalogueApp, 0, '127.0.0.1');
    // A port nothing listens on any more: ordering is down.
    refusing = await listen((_req, res) => res.end(), 0, '127.0.0.1');
    const downPort = portOf(refusing);
    await new Promise<void>((resolve) => refusing.close(() => resolve()));

    const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Mealbox</title>');
    const config = loadGatewayConfig({
      SHELL_DIR: shellDir,
      PRERENDER: 'off',
      CATALOGUE_URL: `http://127.0.0.1:${portOf(catalogue)}`,
      ORDERING_URL: `http://127.0.0.1:${downPort}`,
    });
    const created = createGateway(config, logger);
    close = created.close;
    gateway = await listen(created.handler, 0, '127.0.0.1');
    internal = await listen(internalMetricsListener(created.metrics.registry), 0, '127.0.0.1');
  });

  afterAll(async () => {
    await close();
    for (const server of [catalogue, gateway, internal]) server.close();
  });

  const publicOrigin = () => request(`http://127.0.0.1:${portOf(gateway)}`);
  const internalOrigin = () => request(`http://127.0.0.1:${portOf(internal)}`);

  it('when /metrics is asked of the public port, then no metrics come back: only the shell page, as for any unknown path', async () => {
    const res = await publicOrigin().get('/metrics');

    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<title>Mealbox</title>');
    expect(res.text).not.toContain('# TYPE');
  });

  it("when a service's /metrics is reached for under a proxied prefix, then it is not found", async () => {
    for (const attempt of ['/api/metrics', '/api/meals/metrics']) {
      const res = await publicOrigin().get(attempt);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 404 });
      expect(res.text).not.toContain('# TYPE');
    }
  });

  it("when a path climbs out of a proxied prefix with '..', then the service does not serve its metrics", async () => {
    const direct = await rawGet(portOf(catalogue), '/metrics');
    expect(direct.body).toContain('# TYPE http_request_duration_seconds histogram');

    for (const attempt of ['/api/meals/../../metrics', '/api/meals/%2e%2e/%2e%2e/metrics']) {
      const res = await rawGet(portOf(gateway), attempt);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 404 });
      expect(res.body).not.toContain('# TYPE');
    }
  });

  it('when requests are proxied, then the internal listener counts them by upstream and status, 502s included', async () => {
    await publicOrigin().get('/api/meals/').expect(200);
    await publicOrigin().get('/api/meals/').expect(200);
    await publicOrigin().get('/api/orders/').expect(502);

    const res = await internalOrigin().get('/metrics').expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(
      /gateway_upstream_request_duration_seconds_count\{service="gateway",upstream="catalogue",status="200"\} [2-9]/,
    );
    expect(res.text).toMatch(
      /gateway_upstream_request_duration_seconds_count\{service="gateway",upstream="ordering",status="502"\} 1\b/,
    );
    expect(res.text).toMatch(/process_cpu_seconds_total\{service="gateway"\} /);
  });

  it('when the internal listener is asked for anything but /metrics, then it answers 404', async () => {
    await internalOrigin().get('/api/meals/').expect(404);
    await internalOrigin().get('/').expect(404);
  });
});
