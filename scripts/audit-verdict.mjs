// Reads what `pnpm audit --json` wrote (its standard output, then its error output) and decides: exit 1 on any high
// or critical advisory, naming each; exit 0 otherwise. When no report came back (the registry's audit endpoint
// refused, timed out or could not be reached), it warns and exits 0: CI machines with a restricted network must
// still run the tests, and an unreachable endpoint says nothing about our dependencies.
// Usage: node scripts/audit-verdict.mjs <stdout file> [<stderr file>]
import { readFileSync } from 'node:fs';

const BLOCKING = new Set(['high', 'critical']);
const [reportFile, errorFile] = process.argv.slice(2);
const read = (file) => {
  try {
    return file ? readFileSync(file, 'utf8') : '';
  } catch {
    return '';
  }
};

function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const report = parsed(read(reportFile));
if (!report || typeof report !== 'object' || report.error || !report.advisories) {
  const reason =
    report?.error?.message ?? (read(errorFile).trim().split('\n')[0] || 'pnpm audit gave no report');
  console.warn(`WARNING: dependencies not audited, the audit endpoint gave no report: ${reason}`);
  console.warn('  Carrying on. Run `pnpm audit` where the registry answers (docs/dependencies.md).');
  process.exit(0);
}

const advisories = Object.values(report.advisories);
const blocking = advisories.filter((advisory) => BLOCKING.has(advisory.severity));
const bySeverity = (severity) => advisories.filter((advisory) => advisory.severity === severity).length;
const counts = ['critical', 'high', 'moderate', 'low'].map((s) => `${bySeverity(s)} ${s}`).join(', ');

if (blocking.length === 0) {
  console.log(`dependency audit: no high or critical advisory (${counts})`);
  process.exit(0);
}
console.error(`dependency audit: ${blocking.length} high or critical advisories (${counts}):`);
for (const advisory of blocking) {
  const versions = [...new Set((advisory.findings ?? []).map((finding) => finding.version))].join(', ');
  console.error(
    `  ${advisory.severity}: ${advisory.module_name} ${versions} - ${advisory.title} (${advisory.url}); ` +
      `fixed in ${advisory.patched_versions}`,
  );
}
console.error(
  'Update within the catalog or pnpm.overrides, or record why it cannot apply (docs/dependencies.md).',
);
process.exit(1);
