// Runs a browser benchmark against the e2e stack (e2e/support/stack.ts: the whole site in one process, on free
// ports), for a machine where the running site's fixed ports (8080, 4001-4103) are taken by another checkout.
// The e2e project's own settings (TypeScript through swc, workspace packages from source), with this folder's runs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rootConfig from '../../jest.config.js';

const e2e = rootConfig.projects.find((project) => project.displayName === 'e2e');

export default {
  ...e2e,
  displayName: 'bench-on-e2e-stack',
  rootDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  testMatch: ['<rootDir>/bench/on-e2e-stack/*.stack-run.ts'],
};
