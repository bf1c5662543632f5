import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createLogger, listen, trustProxySchema } from '@mealbox/platform';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

const logger = createLogger('gateway-test', 'silent');
const portOf = (server: Server) => (server.address() as { port: number }).port;

describe('gateway over real HTTP', () => {
  let catalogue: Server;
  let storefront: Server;
  let gateway: Server;
  let close: () => void;
  let shellDir: string;
  const seen: { url: string; forwardedFor?: string }[] = [];
  let sharedHits = 0;

  beforeAll(async () => {
    const upstream = express();
    // As the services run under Docker (TRUST_PROXY=1): the gateway is the one hop they believe.
    upstream.set('trust proxy', trustProxySchema.parse('1'));
    // An answer with a policy of its own, as the local card page and a meal's SVG picture send.
    upstream.get('/api/meals/own-policy', (_req, res) =>
      res.set('Content-Security-Policy', "default-src 'none'; sandbox").type('image/svg+xml').send('<svg/>'),
    );
    upstream.get('/api/meals/client-address', (req, res) => res.json({ ip: req.ip }));
    upstream.get('/api/meals/', (req, res) => {
      seen.push({ url: req.originalUrl, forwardedFor: req.get('x-forwarded-for') });
      res.json([{ id: '1', name: 'Soup' }]);
    });
    upstream.post('/api/meals/', express.json(), (req, res) => res.status(201).json(req.body));
    upstream.patch('/api/meals/refused/', (_req, res) => res.status(400).json({ status: 400 }));
    upstream.get('/api/meals/shared', (_req, res) => {
      sharedHits++;
      res.set('Cache-Control', 'public, max-age=0, s-maxage=60').json({ hits: sharedHits });
    });
    catalogue = await listen(upstream, 0, '127.0.0.1');
    const remote = express();
    remote.get('/remoteEntry.js', (_req, res) => res.type('js').send('/* remote */'));
    storefront = await listen(remote, 0, '127.0.0.1');

    shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Mealbox</title>');
    writeFileSync(path.join(shellDir, 'main.0123456789abcdef.js'), 'console.log(1)');
    const config = loadGatewayConfig({
      SHELL_DIR: shellDir,
      CATALOGUE_URL: `http://127.0.0.1:${portOf(catalogue)}`,
      REMOTE_STOREFRONT_URL: `http://127.0.0.1:${portOf(storefront)}`,
    });
    const created = createGateway(config, logger);
    close = created.close;
    gateway = await listen(created.handler, 0, '127.0.0.1');
  });

  afterAll(() => {
    close();
    for (const server of [catalogue, storefront, gateway]) server.close();
  });

  const api = () => request(`http://127.0.0.1:${portOf(gateway)}`);

  it('when /api/meals/ is requested, then the catalogue answers through the gateway with its query intact', async () => {
    const res = await api().get('/api/meals/?category=dessert');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: '1', name: 'Soup' }]);
    expect(seen.at(-1)).toMatchObject({
      url: '/api/meals/?category=dessert',
      forwardedFor: expect.stringContaining('127.0.0.1'),
    });
  });

  it('when a client names its own X-Forwarded-For, then a service trusting the gateway still sees its real address', async () => {
    const res = await api().get('/api/meals/client-address').set('X-Forwarded-For', '203.0.113.66');
    expect(res.body.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    // The gateway sets the header rather than appending to it: the made-up entry never reaches a service.
    await api().get('/api/meals/').set('X-Forwarded-For', '203.0.113.66');
    expect(seen.at(-1)?.forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('when a request has a body, then it is streamed to the service', async () => {
    const res = await api().post('/api/meals/').send({ name: 'Stew' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'Stew' });
  });

  it('when the service marks an answer as shareable, then anonymous repeats come from the edge cache but signed-in ones do not', async () => {
    const first = await api().get('/api/meals/shared');
    const second = await api().get('/api/meals/shared');
    expect(second.body).toEqual(first.body);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(sharedHits).toBe(1);
    const signedIn = await api().get('/api/meals/shared').set('Authorization', 'JWT token');
    expect(signedIn.body).toEqual({ hits: 2 });
  });

  it('when a change goes through the gateway, then the next anonymous read is fresh; a refused one changes nothing', async () => {
    await api().get('/api/meals/shared');
    expect((await api().get('/api/meals/shared')).headers['x-cache']).toBe('HIT');
    expect((await api().patch('/api/meals/refused/').send({})).status).toBe(400);
    expect((await api().get('/api/meals/shared')).headers['x-cache']).toBe('HIT');
    const hits = sharedHits;
    expect((await api().post('/api/meals/').send({ name: 'Stew' })).status).toBe(201);
    const fresh = await api().get('/api/meals/shared');
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.body).toEqual({ hits: hits + 1 });
  });

  it("when a remote's file is requested, then it comes from that remote's host", async () => {
    const res = await api().get('/mfe/storefront/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('/* remote */');
  });

  it('when an API path belongs to no service, then it answers 404 problem+json', async () => {
    const res = await api().get('/api/unknown/');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('when any other path is requested, then the shell page answers so the browser router can resolve it', async () => {
    const res = await api().get('/meals?category=dessert');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Mealbox</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a content-hashed asset is requested, then it may be cached for a year', async () => {
    const res = await api().get('/main.0123456789abcdef.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  describe("the shell's pages", () => {
    // A shell deploy: the build's list of pages, dated `secondsAhead` from now so each deploy is seen as new.
    const deployShellListing = (pages: string[], secondsAhead: number) => {
      const file = path.join(shellDir, 'site-routes.json');
      writeFileSync(file, JSON.stringify({ pages, redirects: { '/about': '/about-us' } }));
      const at = new Date(Date.now() + secondsAhead * 1000);
      utimesSync(file, at, at);
    };

    it('when the deployed shell does not list its pages, then any path answers 200 with the shell, as before', async () => {
      const res = await api().get('/no-such-page');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Mealbox</title>');
    });

    it('when the shell lists its pages, then a page answers 200 and any other address 404 with the shell, which draws the not-found page', async () => {
      deployShellListing(['/', '/meals', '/cart/:orderId'], 1);
      for (const page of ['/', '/meals/', '/cart/64f1c2', '/meals?category=dessert'])
        expect([page, (await api().get(page)).status]).toEqual([page, 200]);
      for (const unknown of ['/no-such-page', '/meals/nonexistent-meal', '/cart/1/2', '/x?y=1']) {
        const res = await api().get(unknown);
        expect([unknown, res.status, res.headers['cache-control']]).toEqual([unknown, 404, 'no-cache']);
        expect(res.text).toContain('<title>Mealbox</title>');
        // A browser that kept the shell's validators still gets the 404, never a 304.
        const again = await api()
          .get(unknown)
          .set('If-None-Match', res.headers.etag ?? '*');
        expect(again.status).toBe(404);
      }
      expect((await api().head('/no-such-page')).status).toBe(404);
      expect((await api().get('/main.0123456789abcdef.js')).status).toBe(200);
    });

    it('when an old address is requested, then it redirects permanently to its page with its query', async () => {
      const res = await api().get('/about?ref=footer').redirects(0);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/about-us?ref=footer');
    });

    it('when a shell deploy adds a page, then its address answers 200 at once', async () => {
      expect((await api().get('/new-page')).status).toBe(404);
      deployShellListing(['/', '/meals', '/cart/:orderId', '/new-page'], 2);
      expect((await api().get('/new-page')).status).toBe(200);
    });
  });

  describe('browser security headers', () => {
    const expectSecurityHeaders = (headers: Record<string, string>) => {
      const policy = headers['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self' https://checkout.stripe.com",
      ]) {
        expect(policy).toContain(directive);
      }
      // No inline or evaluated script anywhere in the policy.
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers).toMatchObject({
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'permissions-policy': expect.stringContaining('camera=()'),
      });
    };

    it.each([
      ['a page', '/meals'],
      ['a script', '/main.0123456789abcdef.js'],
      ['an API answer', '/api/meals/'],
      ['a 404 problem', '/api/unknown/'],
      ['a remote file', '/mfe/storefront/remoteEntry.js'],
    ])(
      'when %s is served, then it carries the CSP, referrer, framing and permissions headers',
      async (_what, path) => {
        expectSecurityHeaders((await api().get(path)).headers as Record<string, string>);
      },
    );

    it('when the site is reached over plain http, then no HSTS is sent, even if the client claims https itself', async () => {
      expect((await api().get('/meals')).headers['strict-transport-security']).toBeUndefined();
      // No proxy is trusted here (TRUSTED_PROXIES unset), so the header is the client's own word.
      const claimed = await api().get('/meals').set('X-Forwarded-Proto', 'https');
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    });

    it('when an upstream sends a stricter policy of its own, then that policy is the one the browser gets', async () => {
      const res = await api().get('/api/meals/own-policy');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['x-frame-options']).toBe('DENY');
    });
  });

  it('when the service is down, then the gateway answers 502 problem+json and keeps serving', async () => {
    await new Promise((resolve) => storefront.close(resolve));
    const res = await api().get('/mfe/storefront/remoteEntry.js');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ title: 'Bad Gateway' });
    expect((await api().get('/api/meals/')).status).toBe(200);
  });
});
