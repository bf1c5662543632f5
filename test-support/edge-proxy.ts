import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, fetch as fetchWith } from 'undici';
import { acceptsConnections } from './accepts-connections';
import { eventually } from './real-infra';

const repoRoot = path.resolve(__dirname, '..');
const EDGE_SCRIPT = path.join(repoRoot, 'infra/edge/run-local-edge.sh');

/**
 * Debian's nginx as the edge in front of a gateway, with the production configuration and a certificate made for
 * the run (infra/edge/run-local-edge.sh). scripts/prepare.sh installs nginx.
 */
export class EdgeProxy {
  /** The site's address through the edge, as a browser would name it. */
  readonly url: string;
  private readonly trustingClient: Agent;

  private constructor(
    private readonly child: ChildProcess,
    readonly httpsPort: number,
    readonly httpPort: number,
    /** The self-signed certificate, for clients to trust. */
    readonly certificate: Buffer,
  ) {
    this.url = `https://localhost:${httpsPort}`;
    this.trustingClient = new Agent({ connect: { ca: certificate } });
  }

  /** Starts nginx on the given ports (its HTTP port only redirects to HTTPS) in front of the gateway. */
  static async start(
    gatewayPort: number,
    { httpsPort, httpPort }: { httpsPort: number; httpPort: number },
  ): Promise<EdgeProxy> {
    const dir = mkdtempSync(path.join(tmpdir(), 'edge-'));
    const child = spawn(
      'bash',
      [EDGE_SCRIPT, `127.0.0.1:${gatewayPort}`, String(httpsPort), String(httpPort), dir],
      { stdio: 'inherit' },
    );
    const exited = new Promise<never>((_, reject) => {
      child.once('exit', (code) => reject(new Error(`nginx exited (${code}) before it listened`)));
      child.once('error', (error) =>
        reject(new Error(`nginx could not start (${error.message}); scripts/prepare.sh installs it`)),
      );
    });
    exited.catch(() => undefined);
    await Promise.race([eventually('nginx to listen', () => acceptsConnections(httpsPort), 10_000), exited]);
    return new EdgeProxy(child, httpsPort, httpPort, readFileSync(path.join(dir, 'certificate.pem')));
  }

  /** fetch, over HTTPS to the edge, trusting its certificate. `path` is the site's own path (`/api/orders/`). */
  readonly fetch = (sitePath: string, init: Parameters<typeof fetchWith>[1] = {}) =>
    fetchWith(new URL(sitePath, this.url), { ...init, dispatcher: this.trustingClient });

  async stop(): Promise<void> {
    await this.trustingClient.close();
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGQUIT');
    await exited;
  }
}
