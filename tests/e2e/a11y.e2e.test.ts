import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, type BrowserSession } from './support/browser.ts';
import { signUpInBrowser } from './support/sign-up.ts';

// axe-core runs inside the page against the real, rendered DOM; serious and critical violations fail.
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let t: TestApp;
let b: BrowserSession;

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true, workers: false });
  // axe is injected as an inline script, which the app's CSP rightly refuses.
  b = await openBrowser({ baseURL: t.url, bypassCSP: true });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

type AxeNode = { target: string[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
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

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
}

async function audit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await ready(page);
  // Let lazy chunks, fonts and queries settle so axe sees the finished page.
  await page.waitForLoadState('networkidle');
  const violations = await seriousViolations(page);
  expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
}

const h1 = (name?: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('accessibility (axe-core, serious and critical)', () => {
  it('detects a planted violation (the harness is not vacuous)', async () => {
    const { page } = b;
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/favicon.svg';
      document.querySelector('main')!.append(img);
    });
    expect((await seriousViolations(page)).map((v) => v.id)).toContain('image-alt');
  });

  it.each([
    ['/', h1('Hire Quality, Not Quantity. Instantly.')],
    ['/pricing', h1(/pricing/i)],
    ['/features', h1()],
    ['/about', h1()],
    ['/case-studies', h1()],
    ['/case-studies/degen-crypto-jobs', h1()],
    ['/privacy', h1('Privacy Policy')],
    ['/terms', h1('Terms of Service')],
    ['/login', (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor()],
    ['/signup', h1('Create Account')],
    ['/invitations/not-a-real-invitation', h1('You are invited to a team on Screenroom')],
  ] as const)('%s has no serious violations', async (path, ready) => {
    await audit(b.page, path, ready);
  });

  it('the dashboard, subscription page and candidate intake have no serious violations', async () => {
    const { page } = b;
    await signUpInBrowser(page, t, {
      name: 'Alex Access',
      email: `a11y-${Date.now()}@example.com`,
      password: 'a11y-password-1',
    });

    const postingId = await page.evaluate(async () => {
      const response = await fetch('/api/postings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Accessibility Engineer', description: 'Make the product usable by everyone.' }),
      });
      return ((await response.json()) as { id: string }).id;
    });
    expect(postingId).toMatch(/^[0-9a-f-]{36}$/);

    await audit(page, '/dashboard', (p) => p.getByRole('row').filter({ hasText: 'Accessibility Engineer' }).waitFor());
    await audit(page, `/job-postings/${postingId}/plan`, (p) => p.getByText('Not published yet').waitFor());
    await audit(page, '/subscription', (p) => p.getByRole('heading', { name: 'Current Subscription' }).waitFor());
    await audit(page, '/settings', (p) => p.getByRole('heading', { name: 'Personal Information' }).waitFor());
    await audit(page, '/team', (p) => p.getByRole('heading', { name: 'Pending invitations' }).waitFor());
    await audit(page, `/interview/${postingId}`, (p) =>
      p.getByRole('heading', { name: 'Accessibility Engineer' }).first().waitFor(),
    );
  });
});
