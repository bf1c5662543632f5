import type { Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { documentedOperations, SERVICE_DOCUMENT_PATH, type ApiDocument } from '@mealbox/platform';
import { startStack, type ServiceName, type Stack } from '../../../e2e/support/stack';
import { openApiValidation } from '../test/valid-openapi';
import { API_DOCS_CONTENT_SECURITY_POLICY } from './api-reference/api-docs-page';
import { loadGatewayConfig, type GatewayConfig } from './config';
import { buildRouteTable, matchRoute } from './routing/route-table';

const SERVICES: readonly ServiceName[] = ['identity', 'catalogue', 'ordering', 'payment', 'notifications'];
const portOf = (server: Server) => (server.address() as { port: number }).port;

/**
 * The API's reference at the gateway, over the whole composed system (every service in-process on the real local
 * MongoDB-wire server and Kafka): /api/schema/ is every service's document merged into one valid OpenAPI 3.1
 * document whose paths the gateway really sends to the service that describes them, and /api/docs/ serves the
 * reference page and its script under the page's own policy.
 */
describe('API reference at the gateway', () => {
  let stack: Stack;
  let merged: ApiDocument;
  const own: Partial<Record<ServiceName, ApiDocument>> = {};

  beforeAll(async () => {
    stack = await startStack();
    const response = await fetch(new URL('/api/schema/', stack.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    merged = (await response.json()) as ApiDocument;
    for (const service of SERVICES) {
      const url = `http://127.0.0.1:${portOf(stack.services[service])}${SERVICE_DOCUMENT_PATH}`;
      own[service] = (await (await fetch(url)).json()) as ApiDocument;
    }
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('when /api/schema/ is read, then it is a valid OpenAPI 3.1 document', () => {
    expect(merged.openapi).toBe('3.1.0');
    expect(openApiValidation(merged)).toEqual({ valid: true, version: '3.1', errors: [] });
  });

  it('when /api/schema/ is read, then it has every operation of every service once, and no other', () => {
    const operations = documentedOperations(merged);
    expect(new Set(operations).size).toBe(operations.length);
    const fromServices = SERVICES.flatMap((service) => documentedOperations(own[service] as ApiDocument));
    expect(operations.sort()).toEqual(fromServices.sort());
    expect(operations.length).toBeGreaterThan(60);
  });

  it('when each path is asked of the gateway, then its route table sends it to the service that describes it', () => {
    const config: GatewayConfig = loadGatewayConfig({});
    const routes = buildRouteTable(config);
    const upstreamOf: Record<ServiceName, string> = {
      identity: config.IDENTITY_URL,
      catalogue: config.CATALOGUE_URL,
      ordering: config.ORDERING_URL,
      payment: config.PAYMENT_URL,
      notifications: config.NOTIFICATIONS_URL,
    };
    const misrouted = SERVICES.flatMap((service) =>
      Object.keys((own[service] as ApiDocument).paths ?? {})
        .filter(
          (path) => matchRoute(routes, path.replace(/\{[^}]+\}/g, 'x'))?.upstream !== upstreamOf[service],
        )
        .map((path) => `${service}: ${path}`),
    );
    expect(misrouted).toEqual([]);
  });

  it('when the tags are read, then they are grouped by service and guarded routes carry the JWT scheme', () => {
    expect((merged['x-tagGroups'] as { name: string }[]).map((group) => group.name)).toEqual([...SERVICES]);
    expect(merged.components?.securitySchemes).toEqual({
      JWT: expect.objectContaining({ type: 'http', scheme: 'JWT' }),
    });
    const me = merged.paths?.['/auth/users/me/']?.get;
    expect(me?.security).toEqual([{ JWT: [] }]);
    expect(merged.paths?.['/api/meals/']?.get?.security).toEqual([]);
  });

  it('when /api/docs/ is opened, then the page names the schema and its script, under its own narrow policy', async () => {
    const page = await fetch(new URL('/api/docs/', stack.baseUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(API_DOCS_CONTENT_SECURITY_POLICY);
    const html = await page.text();
    expect(html).toContain('<redoc spec-url="/api/schema/"');
    expect(html).toContain('<script src="/api/docs/redoc.standalone.js"></script>');
    expect(html).not.toMatch(/<script>|<script [^s]|https?:\/\//);

    const moved = await fetch(new URL('/api/docs', stack.baseUrl), { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/api/docs/']);
  });

  it('when the page’s script is fetched, then the gateway serves Redoc’s bundle itself, compressed', async () => {
    const response = await fetch(new URL('/api/docs/redoc.standalone.js', stack.baseUrl), {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const script = await response.text();
    expect(script.length).toBeGreaterThan(500_000);
    expect(script).toContain('Redoc');

    const { default: http } = await import('node:http');
    const gzipped = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(
          new URL('/api/docs/redoc.standalone.js', stack.baseUrl),
          { headers: { 'Accept-Encoding': 'gzip' } },
          (res) => {
            expect(res.headers['content-encoding']).toBe('gzip');
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          },
        )
        .on('error', reject);
    });
    expect(gunzipSync(gzipped).toString()).toBe(script);
  });
});
