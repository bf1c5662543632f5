// Debian's nginx in front of a gateway for a benchmark, with the production configuration and a certificate made
// for the run (infra/edge/run-local-edge.sh, as the tests' edge). scripts/prepare.sh installs nginx.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './processes.mjs';

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
  const child = spawn(
    'bash',
    [
      path.join(repoRoot, 'infra/edge/run-local-edge.sh'),
      `127.0.0.1:${gatewayPort}`,
      String(httpsPort),
      String(httpPort),
      dir,
    ],
    { stdio: 'inherit' },
  );
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
