import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_IDENTIFICATION_NOTICE } from '../../src/core/self-identification.ts';
import { selfIdentifications } from '../../src/server/db/schema.ts';
import { seedApplications, workedExampleSeeds } from '../support/bias-seed.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../support/candidate-client.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signInInBrowser } from './support/sign-in.ts';
import { createOpenPosting } from '../support/postings.ts';

/**
 * Bias monitoring in a real browser: a candidate answers the voluntary questions after
 * submitting; the employer opens the report of a posting seeded with the worked example of
 * docs/compliance-bias-report.md, sees the flags and downloads the CSV.
 */
let t: TestApp;
let b: BrowserSession;
let reportPostingId: string;
let candidatePostingId: string;
let candidate: CandidateClient;
const account = { name: 'Ada Auditor', email: `auditor-${Date.now()}@example.com`, password: 'audit-password-1' };

/** Serious and critical axe-core violations on the rendered page (as in a11y.e2e.test.ts). */
async function seriousViolations(page: Page): Promise<string[]> {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  })) as Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  const employer = await signUpEmployer(t.url, account);
  reportPostingId = (
    await createOpenPosting(employer.client, { title: 'Data Analyst', description: 'SQL, statistics and care.' })
  ).json.id;
  candidatePostingId = (
    await createOpenPosting(employer.client, { title: 'Support Lead', description: 'Customers, tickets, coaching.' })
  ).json.id;
  await seedApplications(
    t.deps.database.db,
    workedExampleSeeds(reportPostingId, ['2026-02-01T10:00:00Z', '2026-07-01T10:00:00Z']),
  );

  candidate = new CandidateClient(t.url);
  expect(
    (
      await candidate.intake(
        candidatePostingId,
        { fullName: 'Sam Selfid', email: 'sam@example.com', consent: 'true' },
        { bytes: MINIMAL_PDF, name: 'cv.pdf' },
      )
    ).status,
  ).toBe(201);
  const bot = botTurnOf((await candidate.next()).events);
  await candidate.answer(bot.turn.seq + 1, { text: 'I coach support agents and keep our ticket queue healthy.' });
  expect((await candidate.submit()).status).toBe(200);
  // axe is injected as an inline script, which the app's CSP rightly refuses.
  b = await openBrowser({ baseURL: t.url, bypassCSP: true });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
});

describe('voluntary self-identification', () => {
  it('is offered after submission, says it is voluntary, and saves once', async () => {
    const { page } = b;
    await page.goto('/');
    // The candidate's browser already holds the interview token (as after a real interview).
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [
        `screenroom.interview.${candidatePostingId}`,
        JSON.stringify({ interviewId: candidate.interviewId, token: candidate.token }),
      ],
    );
    await page.goto(`/interview/${candidatePostingId}`);
    const form = page.getByRole('region', { name: 'Optional: voluntary self-identification' });
    await form.waitFor();
    await form.getByText(SELF_IDENTIFICATION_NOTICE).waitFor();
    await form.getByRole('button', { name: 'Skip' }).waitFor();
    expect(await form.getByRole('button', { name: 'Save answers' }).isDisabled()).toBe(true);
    await form.getByRole('group', { name: 'Sex' }).getByLabel('Prefer not to say').check();
    await form.getByRole('group', { name: 'Race/ethnicity' }).getByLabel('Two or More Races').check();
    await screenshot(page, 'bias-01-self-identification');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save answers' }).click();
    await page.getByText('Thank you. Your answers are saved for bias audits only.').waitFor();
    const rows = await t.deps.database.db
      .select()
      .from(selfIdentifications)
      .where(eq(selfIdentifications.interviewId, candidate.interviewId));
    expect(rows).toMatchObject([{ sex: 'prefer_not_to_say', raceEthnicity: 'two_or_more' }]);
    // On reload the form is not offered again.
    await page.reload();
    await page.getByText('Thank you. Your answers are saved for bias audits only.').waitFor();
    expect(await page.getByRole('button', { name: 'Save answers' }).count()).toBe(0);
  });
});

describe('the bias report', () => {
  it('renders the worked example with its flags', async () => {
    const { page } = b;
    await signInInBrowser(page, account);

    await page.goto(`/job-postings/${reportPostingId}/candidates`);
    await page.getByRole('link', { name: 'Bias report' }).click();
    await page.waitForURL(new RegExp(`/job-postings/${reportPostingId}/bias-report$`));
    await page.getByRole('heading', { name: 'Bias report' }).waitFor();
    await page.getByLabel('From').fill('2026-01-01');
    await page.getByLabel('To').fill('2026-12-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/from=2026-01-01&to=2026-12-31/);

    const race = page.getByRole('region', { name: 'By race/ethnicity' });
    const black = race.locator('tr[data-category="black"]');
    await black.waitFor();
    const cells = await black.locator('td').allInnerTexts();
    expect(cells.map((c) => c.replace(/\s+/g, ' ').trim())).toEqual([
      '15',
      '14',
      '3',
      '21.4%',
      '0.444 below 0.80',
      '4',
      '28.6%',
      '0.500 below 0.80',
    ]);
    // A one-person group is suppressed (issue #22, finding 6), and in the intersectional table the
    // next smallest group with it.
    const small = race.locator('tr[data-category="american_indian_alaska_native"] td');
    expect(await small.nth(0).innerText()).toBe('<5');
    expect(await small.nth(4).innerText()).toBe('not shown');
    const both = page.getByRole('region', { name: 'By sex × race/ethnicity' });
    expect(await both.locator('tr[data-category="female:hispanic_latino"] td').nth(0).innerText()).toBe('<5');
    expect(await both.locator('tr[data-category="male:asian"] td').nth(4).innerText()).toBe('0.857');
    await page.getByText('4 categories have an impact ratio below 0.80.', { exact: false }).waitFor();
    await screenshot(page, 'bias-02-report');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('downloads the CSV', async () => {
    const { page } = b;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bias-report-data-analyst-2026-01-01-to-2026-12-31.csv');
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^posting,from,to,median_overall_score,table,category,/);
    expect(lines).toContain(
      'Data Analyst,2026-01-01,2026-12-31,40,Race/ethnicity,Black or African American,15,14,0.2333,3,0.2143,0.4439,below 0.80,4,0.2857,0.5000,below 0.80,',
    );
  });

  it('is readable on a 390 px phone: only the tables scroll sideways', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('region', { name: 'By sex', exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Download CSV' }).waitFor();
    await screenshot(page, 'bias-03-report-390px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows the empty state for a range without applications', async () => {
    const { page } = b;
    await page.goto(`/job-postings/${reportPostingId}/bias-report?from=2020-01-01&to=2020-12-31`);
    await page.getByRole('heading', { name: 'No submitted applications in this range' }).waitFor();
  });

  it('shows a clear error for a posting that is not the employer’s', async () => {
    const { page } = b;
    await page.goto(`/job-postings/00000000-0000-4000-8000-000000000000/bias-report`);
    await page.getByText('This interview process was not found.', { exact: false }).waitFor();
  });
});
