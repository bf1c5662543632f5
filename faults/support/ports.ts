import type { ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { waitUntilListening } from './child-signals';

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether `url` answers 2xx right now (nothing listening, or an error status, is false). */
export function answersOk(url: string): Promise<boolean> {
  return fetch(url).then(
    async (answer) => (await answer.arrayBuffer(), answer.ok),
    () => false,
  );
}

/** Polls `url` until it answers 2xx; fails early if `child` exits. */
export function waitUntilAnswers(
  url: string,
  child: ChildProcess,
  name: string,
  timeoutMs = 60_000,
): Promise<void> {
  return waitUntilListening(child, name, () => answersOk(url), timeoutMs);
}

export type RequestOutcome = 'answered' | 'refused' | 'reset';

/**
 * One GET on a connection of its own: `answered` (any status), `refused` (nothing listened: the client knows the
 * request was never taken), or `reset` (the connection broke mid-request: the client cannot know what happened).
 */
export function getOnce(url: string): Promise<RequestOutcome> {
  return new Promise((resolve) => {
    const request = httpGet(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve('answered'));
      response.on('error', () => resolve('reset'));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'),
    );
  });
}

/** Whether something accepts TCP connections on `port` (a server that is up, before it speaks). */
export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
