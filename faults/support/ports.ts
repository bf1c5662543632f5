import type { ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { waitUntilListening } from './child-signals';

/**
 * Where the suite's ports come from: below Linux's ephemeral range (32768-60999), so the OS never hands one of them
 * to a `listen(0)` or an outgoing connection. A port the OS picked could go to another process (an e2e stack,
 * another fault file's stack, a client's socket) while the suite's database or broker is down on purpose, and the
 * restarted server would then find it taken while its clients reached the stranger.
 */
const SUITE_PORTS = { from: 20_000, to: 32_000 };
/** Ports this process has handed out: two asked for before either listens must differ. */
const handedOut = new Set<number>();

/** Whether something could listen on `port` right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now, for a process the suite may stop and start again on it. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = SUITE_PORTS.from + Math.floor(Math.random() * (SUITE_PORTS.to - SUITE_PORTS.from));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${SUITE_PORTS.from} and ${SUITE_PORTS.to}`);
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
