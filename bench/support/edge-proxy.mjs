// Debian's nginx in front of a gateway for a benchmark, with the production configuration
// (infra/edge/nginx.conf.template, TLS with a certificate made for the run). scripts/prepare.sh installs nginx.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './processes.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const listens = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts nginx on `httpsPort` (and `httpPort`, which only redirects) in front of the gateway on `gatewayPort`. */
export async function startEdgeProxy(gatewayPort, httpsPort, httpPort) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-edge-'));
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
  const deadline = Date.now() + 10_000;
  while (!(await listens(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${httpsPort} (scripts/prepare.sh installs it)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `https://127.0.0.1:${httpsPort}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      }),
  };
}
