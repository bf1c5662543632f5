// Runs the unit, integration and browser test projects in one jest run, then prints one summary line for
// all suites together: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(root, '.data/test-results.json');
mkdirSync(path.dirname(resultsFile), { recursive: true });
// A run that stops before any test (a failed global setup) writes no results: never count the last run's instead.
rmSync(resultsFile, { force: true });

console.log('==> unit, integration and browser tests');
const jest = spawnSync(
  'pnpm',
  [
    'exec',
    'jest',
    '--ci',
    '--maxWorkers=2',
    '--json',
    `--outputFile=${resultsFile}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);

let results;
try {
  results = JSON.parse(readFileSync(resultsFile, 'utf8'));
} catch {
  console.log('0 passed, 1 failed');
  console.error('jest produced no results (see its output above)');
  process.exit(1);
}
const failed = results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
console.log(`\n${results.numPassedTests} passed, ${failed} failed`);
process.exit(jest.status === 0 && failed === 0 ? 0 : 1);
