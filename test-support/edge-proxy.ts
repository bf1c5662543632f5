import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from '@mealbox/test-support';
import { freePort } from './traced-process';

const repoRoot = path.resolve(__dirname, '../../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Debian's nginx as the edge in front of a gateway, with the production configuration
 * (infra/edge/nginx.conf.template) and a certificate made for the run. scripts/prepare.sh installs nginx.
 */
export class EdgeProxy {
  private constructor(
    private readonly child: ChildProcess,
    readonly httpsPort: number,
    readonly httpPort: number,
    /** The self-signed certificate, for clients to trust. */
    readonly certificate: Buffer,
  ) {}

  static async start(gatewayPort: number): Promise<EdgeProxy> {
    const dir = mkdtempSync(path.join(tmpdir(), 'edge-'));
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    const conf = execFileSync('bash', [
      path.join(repoRoot, 'infra/edge/render-nginx-conf.sh'),
      `127.0.0.1:${gatewayPort}`,
      String(httpsPort),
      String(httpPort),
      path.join(dir, 'certificate.pem'),
      path.join(dir, 'key.pem'),
      path.join(dir, 'run'),
    ]);
    writeFileSync(path.join(dir, 'nginx.conf'), conf);
    const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
    const exited = new Promise<never>((_, reject) => {
      child.once('exit', (code) => reject(new Error(`nginx exited (${code}) before it listened`)));
      child.once('error', (error) =>
        reject(new Error(`nginx could not start (${error.message}); scripts/prepare.sh installs it`)),
      );
    });
    exited.catch(() => undefined);
    await Promise.race([eventually('nginx to listen', () => listens(httpsPort), 10_000), exited]);
    return new EdgeProxy(child, httpsPort, httpPort, readFileSync(path.join(dir, 'certificate.pem')));
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGQUIT');
    await exited;
  }
}

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
