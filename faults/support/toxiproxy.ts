import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, waitUntilAnswers } from './ports';

const BINARY = path.resolve(__dirname, '../../infra/.build/bin/toxiproxy-server');

/**
 * Shopify's Toxiproxy between a service and the database (or broker), driven through its HTTP API: a real TCP
 * proxy whose connections the tests reset, so a service meets the same errors a real outage gives it. Built by
 * `bash infra/up.sh`; each test file starts its own on a free port.
 */
export class Toxiproxy {
  private constructor(
    private readonly process: ChildProcess,
    private readonly api: string,
  ) {}

  static async start(): Promise<Toxiproxy> {
    const port = await freePort();
    const child = spawn(BINARY, ['-host', '127.0.0.1', '-port', String(port)], { stdio: 'ignore' });
    const api = `http://127.0.0.1:${port}`;
    await waitUntilAnswers(`${api}/version`, child, 'toxiproxy');
    return new Toxiproxy(child, api);
  }

  /** A proxy to `upstream` (host:port); answers the address services should use instead. */
  async proxy(name: string, upstream: string): Promise<string> {
    const listen = `127.0.0.1:${await freePort()}`;
    await this.call('POST', '/proxies', { name, listen, upstream, enabled: true });
    return listen;
  }

  /** Every connection through the proxy is reset as soon as data flows (TCP RST), new ones included. */
  async resetConnections(name: string): Promise<void> {
    await this.call('POST', `/proxies/${name}/toxics`, {
      name: 'outage',
      type: 'reset_peer',
      stream: 'upstream',
      toxicity: 1,
      attributes: { timeout: 0 },
    });
  }

  async heal(name: string): Promise<void> {
    await this.call('DELETE', `/proxies/${name}/toxics/outage`);
  }

  /**
   * Every request through the proxy reaches its upstream `latencyMs` late (a slow network on the way there): the
   * caller is left waiting for an answer the upstream has not yet been asked for.
   */
  delayRequests(name: string, latencyMs: number): Promise<void> {
    return this.delay(name, 'upstream', latencyMs);
  }

  /**
   * Every answer through the proxy reaches the caller `latencyMs` late (a slow network on the way back): the
   * upstream has done what it was asked while the caller still waits to hear so.
   */
  delayAnswers(name: string, latencyMs: number): Promise<void> {
    return this.delay(name, 'downstream', latencyMs);
  }

  private async delay(name: string, stream: 'upstream' | 'downstream', latencyMs: number): Promise<void> {
    await this.call('POST', `/proxies/${name}/toxics`, {
      name: 'delay',
      type: 'latency',
      stream,
      toxicity: 1,
      attributes: { latency: latencyMs, jitter: 0 },
    });
  }

  /** Takes away the proxy's delay (whichever way it was). */
  async stopDelaying(name: string): Promise<void> {
    await this.call('DELETE', `/proxies/${name}/toxics/delay`);
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null) return;
    await new Promise((resolve) => {
      this.process.once('exit', resolve);
      this.process.kill('SIGTERM');
    });
  }

  private async call(method: string, route: string, body?: unknown): Promise<void> {
    const answer = await fetch(`${this.api}${route}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!answer.ok) throw new Error(`toxiproxy ${method} ${route}: ${answer.status} ${await answer.text()}`);
    await answer.arrayBuffer();
  }
}
