import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateMessages } from '../../src/core/candidate-messages.ts';
import { previewMessages } from '../../src/core/candidate-preview.ts';
import { interviewPlanSchema } from '../../src/core/interview-plan.ts';
import { interviews, jobPostings } from '../../src/server/db/schema.ts';
import { DISPATCH_PLAN } from '../fixtures/interview-plans.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { postingWithPlan, RICH_ANSWER } from '../support/planned-interview.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, skipPractice, type BrowserSession } from './support/browser.ts';
import { signInInBrowser } from './support/sign-in.ts';

/**
 * Preview as candidate (docs/decisions/0042), on a desktop and on a 390 px phone: from the
 * posting's page through intake, media check, practice and every question of the published plan
 * to the closing line, marked as a preview throughout; afterwards no application row, no mail in
 * the SMTP capture and the dashboard's counts as they were.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const SAMPLE_CV = path.resolve('tests/fixtures/cv/sample-cv.pdf');
/** Two questions, no follow-ups: the last question comes quickly. */
const SHORT_PLAN = interviewPlanSchema.parse({
  ...DISPATCH_PLAN,
  competencies: DISPATCH_PLAN.competencies.filter((c) => c.id !== 'debugging'),
  questions: DISPATCH_PLAN.questions.slice(2).map((q) => ({ ...q, followUps: 0 })),
});

let t: TestApp;
let b: BrowserSession;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let postingId: string;
const account = { name: 'Petra Preview', email: `preview-${Date.now()}@example.com`, password: 'preview-password-1' };

const db = () => t.deps.database.db;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url }, { serveClient: true });
  const { client } = await signUpEmployer(t.url, { ...account, verify: false });
  postingId = await postingWithPlan(client, SHORT_PLAN);
  b = await openBrowser({ baseURL: t.url, fakeMedia: true, tapToAnswer: true });
  await signInInBrowser(b.page, account);
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
  await smtp?.close();
});

const bubbles = (page: Page) => page.getByRole('log', { name: 'Interview transcript' }).getByRole('listitem');

async function answerTyped(page: Page, text: string) {
  const typeInstead = page.getByRole('button', { name: 'Type your answer instead' });
  await page.getByLabel('Your answer').or(typeInstead).first().waitFor({ timeout: 60_000 });
  if (await typeInstead.isVisible().catch(() => false)) await typeInstead.click();
  await page.getByLabel('Your answer').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

const dashboardCounts = async (page: Page) => {
  const response = await page.request.get('/api/dashboard');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { postings: Array<{ id: string; applications: number }> };
  return body.postings.map((p) => ({ id: p.id, applications: p.applications }));
};

describe.each(VIEWPORTS)('preview as candidate on $name', (viewport) => {
  it('runs from the posting page to the closing line and leaves no application, mail or count', async () => {
    const { page } = b;
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const countsBefore = await dashboardCounts(page);
    const mailsBefore = smtp.messages.length;
    const email = `previewing-${viewport.name}@example.com`;

    await page.goto(`/job-postings/${postingId}/candidates`);
    await page.getByRole('link', { name: 'Preview as candidate' }).click();
    await page.waitForURL(new RegExp(`/preview/${postingId}$`));
    const banner = page.getByRole('status').filter({ hasText: previewMessages.banner });
    await banner.waitFor();

    // The candidate's own intake form, with no "request an alternative process" (it would reach the team).
    await page.getByLabel('Full name').fill('Petra Previewing');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('CV').setInputFiles(SAMPLE_CV);
    await page.getByLabel('I have read and understood the interview instructions').check();
    await page.getByLabel(candidateMessages.aiConsentLabel).check();
    await screenshot(page, `preview-${viewport.name}-01-intake`);
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor({ timeout: 60_000 });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Looks Good' }).and(page.locator(':enabled')).click();
    await skipPractice(page);

    // Both questions of the published plan, with the real interviewer, then its closing line.
    await answerTyped(page, RICH_ANSWER);
    await expect.poll(() => bubbles(page).count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    await answerTyped(page, `${RICH_ANSWER} We wrote the fix up for the team.`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 60_000 });
    await banner.waitFor();
    const texts = await bubbles(page).allTextContents();
    expect(texts.some((text) => text.includes(DISPATCH_PLAN.questions[2]!.text))).toBe(true);
    expect(texts.some((text) => text.includes(DISPATCH_PLAN.questions[3]!.text))).toBe(true);
    await screenshot(page, `preview-${viewport.name}-02-last-question`);

    // "Submitting" ends the preview and deletes it, and the dialog says so (nothing reaches the team).
    await dialog.getByText(previewMessages.submit).waitFor();
    expect(await dialog.getByText('hiring team can review').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Submit Interview' }).click();
    const close = dialog.getByRole('button', { name: 'Close' });
    await close.waitFor({ timeout: 30_000 });
    await close.click();
    await page.getByRole('heading', { name: 'Preview finished' }).waitFor();
    await page.getByText(previewMessages.finished).waitFor();
    await screenshot(page, `preview-${viewport.name}-03-finished`);

    expect(await db().select().from(interviews).where(eq(interviews.jobPostingId, postingId))).toEqual([]);
    const [posting] = await db().select().from(jobPostings).where(eq(jobPostings.id, postingId));
    expect(posting!.applicationCount).toBe(0);
    expect(await dashboardCounts(page)).toEqual(countsBefore);
    // Queued mail would be sent within a second or two: give the workers the time, then look.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
    expect(smtp.messages.slice(mailsBefore)).toEqual([]);

    await page.getByRole('link', { name: 'Back to the posting' }).click();
    await page.waitForURL(new RegExp(`/job-postings/${postingId}/candidates$`));
  });
});
