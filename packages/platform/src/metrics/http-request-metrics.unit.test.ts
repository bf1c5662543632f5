import express from 'express';
import request from 'supertest';
import { metricSample } from '@mealbox/test-support';
import { createHttpApp } from '../http/create-http-app';
import { conflict } from '../http/http-problem';
import { createLogger } from '../logging/create-logger';
import { routeLabel } from './http-request-metrics';
import { createServiceMetrics } from './service-metrics';
import type { ServiceMetrics } from './service-metrics';

const logger = createLogger('test', 'silent');

function appWith(metrics: ServiceMetrics) {
  return createHttpApp({
    logger,
    metrics,
    routes(app) {
      app.get('/api/orders/:id', (req, res) => void res.json({ id: req.params.id }));
      app.get('/api/conflict', () => {
        throw conflict('Already paid.');
      });
      const admin = express.Router();
      admin.get('/users/:userId', (_req, res) => void res.json({}));
      app.use('/api/admin', admin);
    },
  });
}

/** The count of one series of the request histogram, or undefined when it was never recorded. */
async function requestCount(metrics: ServiceMetrics, labels: Record<string, string>) {
  return metricSample(await metrics.registry.metrics(), 'http_request_duration_seconds_count', labels);
}

describe('HTTP request metrics', () => {
  it('when two orders are read, then both are counted once under the route pattern and never under their ids', async () => {
    const metrics = createServiceMetrics('test');
    const app = appWith(metrics);
    await request(app).get('/api/orders/a1').expect(200);
    await request(app).get('/api/orders/b2?page=2').expect(200);

    expect(await requestCount(metrics, { method: 'GET', route: '/api/orders/:id', status: '200' })).toBe(2);
    const text = await metrics.registry.metrics();
    expect(text).not.toContain('a1');
    expect(text).not.toContain('b2');
  });

  it('when a router mounted under a prefix answers, then the label is the prefix and the route path together', async () => {
    const metrics = createServiceMetrics('test');
    await request(appWith(metrics)).get('/api/admin/users/42').expect(200);

    expect(await requestCount(metrics, { route: '/api/admin/users/:userId', status: '200' })).toBe(1);
  });

  it("when no route matches, then the 404 is counted as 'unmatched'", async () => {
    const metrics = createServiceMetrics('test');
    await request(appWith(metrics)).get('/api/nothing/here/123').expect(404);

    expect(await requestCount(metrics, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(await metrics.registry.metrics()).not.toContain('/api/nothing');
  });

  it('when a route refuses with a problem, then its status is recorded under the route', async () => {
    const metrics = createServiceMetrics('test');
    await request(appWith(metrics)).get('/api/conflict').expect(409);

    expect(await requestCount(metrics, { route: '/api/conflict', status: '409' })).toBe(1);
  });

  it('when /metrics is scraped, then it answers Prometheus text with the request histogram, process figures and the service label', async () => {
    const metrics = createServiceMetrics('catalogue');
    const app = appWith(metrics);
    await request(app).get('/api/orders/a1').expect(200);

    const res = await request(app).get('/metrics').expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.025",service="catalogue",method="GET",route="\/api\/orders\/:id",status="200"\} 1/,
    );
    expect(res.text).toMatch(/process_resident_memory_bytes\{service="catalogue"\} \d+/);
  });

  it('when two apps run in one process, then each registry counts only its own requests', async () => {
    const first = createServiceMetrics('one');
    const second = createServiceMetrics('two');
    await request(appWith(first)).get('/api/orders/a1').expect(200);

    expect(await requestCount(first, { route: '/api/orders/:id' })).toBe(1);
    expect(await requestCount(second, { route: '/api/orders/:id' })).toBeUndefined();
  });
});

describe('routeLabel', () => {
  it('when no route matched, then it is unmatched', () => {
    expect(routeLabel({ baseUrl: '' })).toBe('unmatched');
  });

  it('when a route matched at the root, then it is the route path alone', () => {
    expect(routeLabel({ baseUrl: '', route: { path: '/api/meals/:id' } })).toBe('/api/meals/:id');
  });

  it('when a route matched inside a mounted router, then the mount path comes first', () => {
    expect(routeLabel({ baseUrl: '/api/admin', route: { path: '/users/:id' } })).toBe('/api/admin/users/:id');
  });
});
