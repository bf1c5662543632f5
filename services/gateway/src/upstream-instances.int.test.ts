import type { Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createLogger, listen } from '@mealbox/platform';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

const logger = createLogger('gateway-test', 'silent');
const portOf = (server: Server) => (server.address() as { port: number }).port;

/** A catalogue instance that says which one it is. */
async function startInstance(name: string, port = 0): Promise<Server> {
  const app = express();
  app.get('/health/ready', (_req, res) => res.json({ status: 'ok' }));
  app.get('/api/meals/', (_req, res) => res.json({ instance: name }));
  app.post('/api/meals/', express.json(), (_req, res) => res.status(201).json({ instance: name }));
  return listen(app, port, '127.0.0.1');
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

describe('a service with several instances behind the gateway', () => {
  let first: Server;
  let second: Server;
  let secondPort: number;
  let gateway: Server;
  let close: () => Promise<void>;

  beforeAll(async () => {
    first = await startInstance('first');
    second = await startInstance('second');
    secondPort = portOf(second);
    const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Mealbox</title>');
    const config = loadGatewayConfig({
      SHELL_DIR: shellDir,
      PRERENDER: 'off',
      CATALOGUE_URL: `http://127.0.0.1:${portOf(first)}, http://127.0.0.1:${portOf(second)}`,
    });
    const created = createGateway(config, logger);
    close = created.close;
    gateway = await listen(created.handler, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await close();
    gateway.close();
    first.close();
    second.close();
  });

  const answeredBy = async (count: number, send = () => request(gateway).get('/api/meals/')) => {
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      const answer = await send();
      names.push(
        answer.status < 300 ? (answer.body as { instance: string }).instance : `status ${answer.status}`,
      );
    }
    return names;
  };

  it('when both instances answer, then requests are spread over them in turn', async () => {
    const names = await answeredBy(10);
    expect(names.filter((name) => name === 'first')).toHaveLength(5);
    expect(names.filter((name) => name === 'second')).toHaveLength(5);
  });

  it('when one instance stops, then within a second every request goes to the other', async () => {
    await stop(second);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Writes are never replayed, so these show the health check alone took the stopped instance out.
    const writes = await answeredBy(6, () => request(gateway).post('/api/meals/').send({ name: 'Soup' }));
    expect(writes).toEqual(Array(6).fill('first'));
  });

  it('when the instance comes back, then within a second it gets its turn again', async () => {
    second = await startInstance('second', secondPort);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(new Set(await answeredBy(4))).toEqual(new Set(['first', 'second']));
  });

  it('when an instance stops between two health checks, then reads that meet it are asked of the other at once', async () => {
    await stop(second);
    // A read carries no body, so one that finds the connection refused can safely go to the next instance.
    expect(await answeredBy(6)).toEqual(Array(6).fill('first'));
  });

  it('when the configuration names something that is not a URL, then the gateway refuses to start', () => {
    expect(() => loadGatewayConfig({ CATALOGUE_URL: 'http://127.0.0.1:4002,not a url' })).toThrow(
      /CATALOGUE_URL.*several separated by commas/s,
    );
  });
});
