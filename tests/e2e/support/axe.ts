import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core runs inside the page against the real, rendered DOM; serious and critical violations fail.
// Pages audited this way need a browser opened with bypassCSP (axe is injected as an inline script).
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeNode = { target: string[]; failureSummary?: string };
export type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
}

/** Serious and critical axe violations of the page once the network is idle, one line each ('' when none). */
export async function seriousAxeViolations(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  return describeViolations(await seriousViolations(page));
}
