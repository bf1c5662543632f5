import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');

interface Case {
  file: string;
  imports: string;
}

/**
 * Lints one import line per case with the repo's own ESLint config, as if it were in `file`, and answers each
 * case's no-restricted-imports messages. Run in a child process: ESLint loads its flat config (an ES module) with
 * a dynamic import, which jest's module system does not support.
 */
function layerMessages(cases: Case[]): string[][] {
  const script = `
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: ${JSON.stringify(repoRoot)} });
    const cases = JSON.parse(process.argv[1]);
    const answers = [];
    for (const { file, imports } of cases) {
      const code = "import { x } from '" + imports + "';\\nexport const y = x;\\n";
      const [result] = await eslint.lintText(code, { filePath: file });
      answers.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    console.log(JSON.stringify(answers));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as string[][];
}

const crossings: Case[] = [
  { file: 'services/catalogue/src/domain/a-rule.ts', imports: '../http/meal-dto' },
  { file: 'services/ordering/src/orders/domain/a-rule.ts', imports: '../../customers/http/customer-dto' },
  { file: 'services/payment/src/domain/a-rule.ts', imports: '../consumers/ordering-consumer' },
  { file: 'services/identity/src/data/a-model.ts', imports: '../domain/register-user' },
  { file: 'services/ordering/src/subscriptions/data/a-model.ts', imports: '../domain/subscription-schedule' },
  { file: 'services/payment/src/events/an-event.ts', imports: '../domain/payment-deps' },
];

const allowed: Case[] = [
  { file: 'services/catalogue/src/domain/a-rule.ts', imports: '../data/meal-model' },
  { file: 'services/catalogue/src/domain/a-rule.ts', imports: '../events/meal-events' },
  { file: 'services/catalogue/src/http/routes.ts', imports: '../domain/save-meal' },
  { file: 'services/payment/src/consumers/a-consumer.ts', imports: '../domain/order-views' },
  { file: 'services/ordering/src/orders/domain/a-rule.ts', imports: '../../customers/domain/customers' },
  // Only a folder named like a layer counts, not a file whose name starts like one.
  { file: 'services/ordering/src/reporting/domain/a-rule.ts', imports: './http-paced-writer' },
];

describe('the layer rules in eslint.config.mjs', () => {
  const answers = layerMessages([...crossings, ...allowed]);

  it.each(crossings.map((crossing, index) => [crossing.file, crossing.imports, index] as const))(
    'when %s imports %s, then lint fails with the layer rule',
    (_file, _imports, index) => {
      expect(answers[index]).toEqual([
        expect.stringMatching(/pattern\. (domain|data|events)\/ must not import from /),
      ]);
    },
  );

  it.each(allowed.map((ok, index) => [ok.file, ok.imports, crossings.length + index] as const))(
    'when %s imports %s, then the layer rule has nothing to say',
    (_file, _imports, index) => {
      expect(answers[index]).toEqual([]);
    },
  );
});
