import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './smtp-relay';

const MAILPIT_BIN = path.resolve(__dirname, '../../../infra/.build/bin/mailpit');

/**
 * A second, real Mailpit that refuses every recipient outside example.co.uk with a 5xx reply (as a server refuses
 * an address that does not exist), on ports of its own, in a temporary folder.
 */
export async function startRefusingMailpit() {
  if (!existsSync(MAILPIT_BIN)) throw new Error(`${MAILPIT_BIN} is missing: bash infra/up.sh builds it`);
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), 'mailpit-refusing-'));
  const child = spawn(
    MAILPIT_BIN,
    [
      '--smtp',
      `127.0.0.1:${smtpPort}`,
      '--listen',
      `127.0.0.1:${httpPort}`,
      '--database',
      path.join(dir, 'mailpit.db'),
      '--disable-version-check',
      '--smtp-allowed-recipients',
      '@example\\.co\\.uk$',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answers = await fetch(`http://127.0.0.1:${httpPort}/api/v1/info`).then(
      (r) => r.ok,
      () => false,
    );
    if (answers) break;
    if (Date.now() > deadline) throw new Error('the refusing Mailpit did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
