import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { createLogger, listen } from '@mealbox/platform';
import { loadGatewayConfig } from '../src/config';
import { createGateway } from '../src/create-gateway';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface LimitedGateway {
  port: number;
  /** The client address the catalogue saw on each `GET /api/meals/`, as a service trusting the gateway reads it. */
  seenBy: string[];
  close(): Promise<void>;
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

/**
 * A real gateway, allowing 3 requests a minute per client address, in front of a stub catalogue that answers
 * `GET /api/meals/` and notes the client it was told of. `env` adds gateway settings (`TRUSTED_PROXIES`).
 */
export async function startLimitedGateway(env: Record<string, string> = {}): Promise<LimitedGateway> {
  const seenBy: string[] = [];
  const upstream = express();
  // As the services trust the gateway: its one X-Forwarded-For entry is the client.
  upstream.set('trust proxy', 'loopback');
  upstream.get('/api/meals/', (req, res) => {
    seenBy.push(req.ip ?? '');
    res.json([]);
  });
  const catalogue = await listen(upstream, 0, '127.0.0.1');
  const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Mealbox</title>');
  const created = createGateway(
    loadGatewayConfig({
      SHELL_DIR: shellDir,
      CATALOGUE_URL: `http://127.0.0.1:${portOf(catalogue)}`,
      PRERENDER: 'off',
      CLIENT_REQUEST_LIMIT: '3/60',
      ...env,
    }),
    createLogger('gateway-test', 'silent'),
  );
  const gateway = await listen(created.handler, 0, '127.0.0.1');
  return {
    port: portOf(gateway),
    seenBy,
    async close() {
      await created.close();
      for (const server of [catalogue, gateway]) server.close();
    },
  };
}

/** GET from a chosen loopback address: all of 127.0.0.0/8 reaches the gateway, each a client of its own. */
export function getFrom(
  port: number,
  pathname: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, localAddress: from, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}
