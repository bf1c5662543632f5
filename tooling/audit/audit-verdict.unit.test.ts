import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** scripts/audit-verdict.mjs, the judge of CI's `pnpm audit`, given what pnpm printed. */
describe('the dependency audit verdict', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'mealbox-audit-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  function verdict(stdout: string, stderr = '') {
    const out = path.join(folder, 'out.json');
    const err = path.join(folder, 'err.txt');
    writeFileSync(out, stdout);
    writeFileSync(err, stderr);
    const run = spawnSync('node', [path.resolve(__dirname, '../../scripts/audit-verdict.mjs'), out, err], {
      encoding: 'utf8',
    });
    return { status: run.status, output: run.stdout + run.stderr };
  }

  const advisory = (severity: string, module_name: string) => ({
    module_name,
    severity,
    title: `${module_name} does something bad`,
    url: `https://github.com/advisories/GHSA-${module_name}`,
    patched_versions: '>=2.0.0',
    findings: [{ version: '1.0.0', paths: [`. > ${module_name}`] }],
  });
  // The shape `pnpm audit --json` prints when the endpoint answers.
  const report = (...advisories: ReturnType<typeof advisory>[]) =>
    JSON.stringify({
      actions: [],
      advisories: Object.fromEntries(advisories.map((a, i) => [String(i + 1), a])),
      muted: [],
      metadata: { vulnerabilities: {}, dependencies: 1, devDependencies: 0 },
    });

  it('when a high advisory is reported, then it fails naming the package, version and fix', () => {
    const { status, output } = verdict(report(advisory('high', 'left-pad'), advisory('moderate', 'ms')));
    expect(status).toBe(1);
    expect(output).toContain('1 high or critical advisories (0 critical, 1 high, 1 moderate, 0 low)');
    expect(output).toContain('high: left-pad 1.0.0 - left-pad does something bad');
    expect(output).toContain('fixed in >=2.0.0');
    expect(output).not.toContain('ms 1.0.0');
  });

  it('when a critical advisory is reported, then it fails', () => {
    expect(verdict(report(advisory('critical', 'minimist'))).status).toBe(1);
  });

  it('when only moderate and low advisories are reported, then it passes and counts them', () => {
    const { status, output } = verdict(report(advisory('moderate', 'ms'), advisory('low', 'debug')));
    expect(status).toBe(0);
    expect(output).toContain('no high or critical advisory (0 critical, 0 high, 1 moderate, 1 low)');
  });

  it('when the audit endpoint refuses (as it answers 405 from a restricted network), then it warns and passes', () => {
    const refused = JSON.stringify({
      error: {
        code: 'ERR_PNPM_AUDIT_BAD_RESPONSE',
        message:
          'The audit endpoint (at https://registry.invalid/-/npm/v1/security/audits) responded with 405: ',
      },
    });
    const { status, output } = verdict(refused);
    expect(status).toBe(0);
    expect(output).toContain('WARNING: dependencies not audited');
    expect(output).toContain('responded with 405');
  });

  it('when pnpm printed no report at all, then it warns with what pnpm said and passes', () => {
    const { status, output } = verdict(
      '',
      'ERR_PNPM_META_FETCH_FAIL  getaddrinfo ENOTFOUND registry.invalid\n',
    );
    expect(status).toBe(0);
    expect(output).toContain(
      'WARNING: dependencies not audited, the audit endpoint gave no report: ERR_PNPM_META',
    );
  });
});
