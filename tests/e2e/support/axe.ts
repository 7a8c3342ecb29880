import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core runs inside the page against the real, rendered DOM. The browser must be opened with
// `bypassCSP: true`: axe is injected as an inline script, which the app's CSP rightly refuses.
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeNode = { target: string[] };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/** Serious and critical axe violations of the page as it is now, one line each ('' when none). */
export async function seriousAxeViolations(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    .join('\n');
}
