import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** What the OpenAPI specification's own JSON Schema says of a document: its version, and what breaks it. */
export function openApiValidation(document: unknown): { valid: boolean; version: string; errors: unknown } {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'validate-openapi.mjs')], {
    input: JSON.stringify(document),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the validator failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { valid: boolean; version: string; errors: unknown };
}
