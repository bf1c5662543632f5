import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { createLogger } from '../logging/create-logger';
import { createServiceMetrics } from '../metrics/service-metrics';
import { createHttpApp } from './create-http-app';
import { HttpProblem, conflict } from './http-problem';
import { parseInput } from './parse-request';

const logger = createLogger('test', 'silent');

function appWith(ready = true) {
  return createHttpApp({
    logger,
    metrics: createServiceMetrics('test'),
    jsonLimit: '1kb',
    readiness: [{ name: 'db', isReady: () => ready }],
    rawBodyRoutes(app) {
      app.post('/raw', express.raw({ type: '*/*' }), (req, res) => {
        res.json({ bytes: (req.body as Buffer).toString('hex') });
      });
    },
    routes(app) {
      app.post('/echo', (req, res) => {
        const body = parseInput(
          z.strictObject({ name: z.string().min(1, 'This field is required.') }),
          req.body,
        );
        res.json(body);
      });
      app.get('/conflict', () => {
        throw conflict('Already paid.');
      });
      app.get('/boom', async () => {
        throw new Error('database password is hunter2');
      });
      app.get('/database-down', async () => {
        throw new Error('Operation `orders.findOne()` buffering timed out after 2000ms');
      });
    },
  });
}

describe('createHttpApp', () => {
  it('when the database is down, then the request gets 503 problem+json saying to try again, and no detail of the failure', async () => {
    const res = await request(appWith()).get('/database-down');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['retry-after']).toBe('5');
    expect(JSON.parse(res.text)).toMatchObject({
      status: 503,
      title: 'Service Unavailable',
      detail: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(res.text).not.toContain('orders.findOne');
  });

  it('when a path has no route, then it answers 404 problem+json', async () => {
    const res = await request(appWith()).get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, title: 'Not Found', instance: '/nowhere' });
  });

  it('when the body is malformed JSON, then it answers 400 and the handler never runs', async () => {
    const res = await request(appWith())
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The request body is not valid JSON.');
  });

  it('when a route reads its raw body, then it gets the bytes exactly as sent, not re-serialised JSON', async () => {
    const sent = '{ "b":1,  "a" : 2 }';
    const res = await request(appWith()).post('/raw').set('Content-Type', 'application/json').send(sent);
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.bytes, 'hex').toString()).toBe(sent);
  });

  it('when the body is larger than the limit, then it answers 413', async () => {
    const res = await request(appWith())
      .post('/echo')
      .send({ name: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
  });

  it('when a field is invalid, then the problem lists the field and its messages', async () => {
    const res = await request(appWith()).post('/echo').send({ name: '', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: ['This field is required.'],
      non_field_errors: [expect.stringMatching(/extra/)],
    });
  });

  it('when a use case throws an HttpProblem, then its status and detail are sent', async () => {
    const res = await request(appWith()).get('/conflict');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ title: 'Conflict', detail: 'Already paid.' });
  });

  it('when an unexpected error happens, then it answers 500 without leaking the message', async () => {
    const res = await request(appWith()).get('/boom');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/hunter2/);
  });

  it('when a dependency is not ready, then /health/ready answers 503 and /health/live still 200', async () => {
    const app = appWith(false);
    expect((await request(app).get('/health/ready')).status).toBe(503);
    expect((await request(app).get('/health/live')).status).toBe(200);
    expect((await request(appWith(true)).get('/health/ready')).body).toEqual({
      status: 'ready',
      checks: { db: true },
    });
  });

  it('when a request comes in, then the response carries a correlation id', async () => {
    const res = await request(appWith()).get('/health/live').set('x-correlation-id', 'abc-123');
    expect(res.headers['x-correlation-id']).toBe('abc-123');
    expect((await request(appWith()).get('/health/live')).headers['x-correlation-id']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('when an HttpProblem is rendered, then it omits empty optional members', () => {
    expect(new HttpProblem(404, 'Not Found').toProblem()).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
    });
  });
});
