import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** The parts of an axe-core result the tests read. */
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page (WCAG 2.1 A and AA rules) and returns the serious and critical violations, which
 * block release; minor and moderate ones are for review, not for failing a build.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the debugging protocol rather than added as a <script>, so pages with a strict Content
  // Security Policy (the local provider's card page allows no inline script) are checked too.
  await page.evaluate(axeSource);
  // A transition still running (a list's dim lifting as its new page lands) is judged mid-fade: text at 60% opacity
  // fails contrast though the settled page passes. Finite ones are waited out; endless ones (spinners) are not.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and node, for a readable test failure. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${v.help} at ${n.target.join(' ')}`))
    .join('\n');
}
