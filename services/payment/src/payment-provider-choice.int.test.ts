import { spawn } from 'node:child_process';
import path from 'node:path';

const MAIN = path.resolve(__dirname, '../dist/main.js');

/** Starts the built service with `env` and answers how it ended and what it logged (on either stream). */
function runPayment(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? '', MONGO_URL: 'mongodb://127.0.0.1:1/never', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the payment process refuses to start with a card provider that would not fail closed', () => {
  it('when production asks for the local test checkout, then the process exits at once naming the test card', async () => {
    const { code, output } = await runPayment({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/PAYMENT_PROVIDER: local is refused with NODE_ENV=production/);
  });

  it('when production has an empty Stripe key and no provider, then the process exits instead of taking test cards', async () => {
    const { code, output } = await runPayment({ NODE_ENV: 'production', STRIPE_SECRET_KEY: '' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/PAYMENT_PROVIDER: is required in production/);
  });

  it('when stripe is chosen without its webhook secret, then the process exits naming it', async () => {
    const { code, output } = await runPayment({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/STRIPE_WEBHOOK_SECRET: is required with PAYMENT_PROVIDER=stripe/);
  });
});
