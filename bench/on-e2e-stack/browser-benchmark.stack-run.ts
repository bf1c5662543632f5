// `pnpm exec jest -c bench/on-e2e-stack/jest.config.mjs`: starts the e2e stack with every public page prerendered
// (the footer link's page among them), runs a browser benchmark (BENCH_SCRIPT: first-interaction.mjs by default,
// or first-visit.mjs) against its address with this process's environment (BENCH_LOADS, BENCH_PROFILES,
// BENCH_CONTROLS, BENCH_PAGES), prints what it prints, and stops the stack.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startStack } from '../../e2e/support/stack';

const BENCHMARK = path.resolve(__dirname, '..', process.env.BENCH_SCRIPT ?? 'first-interaction.mjs');
const HOURS = 60 * 60 * 1000;

it(
  `runs ${path.basename(BENCHMARK)} against the e2e stack`,
  async () => {
    const stack = await startStack({ prerender: 'all' });
    try {
      const exitCode = await new Promise<number | null>((resolve, reject) => {
        const child = spawn(process.execPath, [BENCHMARK], {
          cwd: path.dirname(BENCHMARK),
          env: { ...process.env, BENCH_SITE_URL: stack.baseUrl },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        child.once('error', reject);
        child.once('exit', resolve);
      });
      expect(exitCode).toBe(0);
    } finally {
      await stack.close();
    }
  },
  2 * HOURS,
);
