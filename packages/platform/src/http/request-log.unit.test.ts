import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createServiceMetrics } from '../metrics/service-metrics';
import { createHttpApp } from './create-http-app';

/** A debug-level logger whose lines are kept, parsed, for the test to read. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

function appLoggingTo(logger: pino.Logger) {
  return createHttpApp({
    logger,
    metrics: createServiceMetrics('test'),
    routes(app) {
      app.get('/meals', (_req, res) => {
        res.json([]);
      });
      app.get('/slow', (_req, res) => {
        setTimeout(() => res.end(), 300).unref();
      });
      app.get('/boom', () => {
        throw new Error('the database went away');
      });
    },
  });
}

/**
 * The request's own line (the error handler writes another about the error, with the same url), waited for: it is
 * written when the response finishes, which may be after supertest resolves.
 */
async function requestLine(lines: Record<string, unknown>[], url: string) {
  const isIt = (line: Record<string, unknown>) => line.url === url && 'status' in line;
  for (let tries = 0; tries < 50 && !lines.some(isIt); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return lines.find(isIt);
}

const DEBUG = 20;
const ERROR = 50;

describe('request logging', () => {
  it('when a request succeeds or is refused, then one debug line names its method, address, status and time', async () => {
    const { logger, lines } = capturedLogger();
    await request(appLoggingTo(logger)).get('/meals?week=2026-11-30');
    await request(appLoggingTo(logger)).get('/nowhere');

    expect(await requestLine(lines, '/meals?week=2026-11-30')).toMatchObject({
      level: DEBUG,
      msg: 'request',
      method: 'GET',
      status: 200,
      ms: expect.any(Number),
    });
    expect(await requestLine(lines, '/nowhere')).toMatchObject({ level: DEBUG, msg: 'request', status: 404 });
  });

  it('when a request fails on our side, then its line is an error', async () => {
    const { logger, lines } = capturedLogger();
    await request(appLoggingTo(logger)).get('/boom');

    expect(await requestLine(lines, '/boom')).toMatchObject({
      level: ERROR,
      msg: 'request failed',
      method: 'GET',
      status: 500,
      ms: expect.any(Number),
    });
  });

  it('when the client drops a request before its answer, then its line says so', async () => {
    const { logger, lines } = capturedLogger();
    await expect(request(appLoggingTo(logger)).get('/slow').timeout(50)).rejects.toThrow(/Timeout/);

    expect(await requestLine(lines, '/slow')).toMatchObject({ level: DEBUG, msg: 'request aborted' });
  });

  it('when a request is logged, then its line carries its fields and correlation id, and no headers, body or response object', async () => {
    const { logger, lines } = capturedLogger();
    await request(appLoggingTo(logger))
      .get('/meals')
      .set('Authorization', 'Bearer secret')
      .set('x-correlation-id', 'abc-123');

    const line = await requestLine(lines, '/meals');
    expect(line).toMatchObject({ correlationId: 'abc-123' });
    expect(line).not.toHaveProperty('req');
    expect(line).not.toHaveProperty('res');
    expect(JSON.stringify(line)).not.toContain('secret');
  });
});
