import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scorecardMessages } from '../../src/core/api/scorecards.ts';
import { blobKeys } from '../../src/server/adapters/storage/keys.ts';
import { interviewTurns } from '../../src/server/db/schema.ts';
import { handleAssessInterview } from '../../src/server/modules/interviews/assess-interview.ts';
import { queueAssessment } from '../../src/server/modules/interviews/queue-assessment.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { createAnsweredInterview, createPlannedPosting, STRONG_ANSWERS } from '../support/scorecard-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { playableWebm } from './support/playable-webm.ts';
import { signInInBrowser } from './support/sign-in.ts';

let t: TestApp;
let b: BrowserSession;
let postingId: string;
let strongId: string;
const account = { name: 'Sasha Scorer', email: `scorer-${Date.now()}@example.com`, password: 'score-password-1' };

beforeAll(async () => {
  t = await startTestApp({}, { workers: false, serveClient: true });
  const db = t.deps.database.db;
  const { userId } = await signUpEmployer(t.url, { ...account, verify: false });
  const posting = await createPlannedPosting(db, userId);
  postingId = posting.postingId;
  strongId = await createAnsweredInterview(db, posting, STRONG_ANSWERS, 'Sam Strong');
  const weakId = await createAnsweredInterview(db, posting, ['Not sure. I used it a bit.'], 'Wes Weak');
  // Every answer of the strong candidate was recorded; the recogniser timed the words of answer 4
  // (the two-second video holds them all: word i begins at 1 + 0.02 i s).
  const video = playableWebm();
  for (const seq of [2, 4, 6, 8]) {
    const key = blobKeys.recording(postingId, strongId, seq);
    await t.deps.blobs.put(key, video, 'video/webm');
    const wordTimings =
      seq === 4 ? STRONG_ANSWERS[1]!.split(/\s+/).map((word, i) => ({ word, start: 1 + 0.02 * i })) : null;
    await db
      .update(interviewTurns)
      .set({ recordingKey: key, wordTimings })
      .where(and(eq(interviewTurns.interviewId, strongId), eq(interviewTurns.seq, seq)));
  }
  const handle = handleAssessInterview(t.deps);
  for (const id of [strongId, weakId]) {
    await queueAssessment(t.deps, id);
    await handle({ interviewId: id }, { jobId: 'e2e', retryCount: 0, retryLimit: 3 });
  }
  b = await openBrowser({ baseURL: t.url, bypassCSP: true });
}, 120_000);

afterAll(async () => {
  await b?.close();
  await t?.close();
});

describe('scorecards in a real browser', () => {
  it('the employer reads the scorecard and follows a quote to its recording', async () => {
    const { page } = b;
    await signInInBrowser(page, account);

    await page.goto(`/interviews/${strongId}`);
    const scorecard = page.getByRole('region', { name: 'Scorecard' });
    const databases = scorecard.getByRole('listitem', { name: 'Databases' });
    await databases.waitFor();
    expect(await databases.innerText()).toMatch(/AI rating [1-5]\/5/);
    expect(await databases.innerText()).toContain('Weight 2');
    await scorecard.getByText('Answered', { exact: true }).first().waitFor();
    const quote = databases.locator('blockquote').first();
    expect(await quote.innerText()).toContain('PostgreSQL schema');

    // The quote's words are timed: the keyboard follows it and the recording plays from them.
    const startSeconds: number = await page.evaluate(async (id) => {
      const card = (await (await fetch(`/api/interviews/${id}/scorecard`)).json()).scorecard;
      return card.competencies.find((c: { id: string }) => c.id === 'databases').evidence[0].startSeconds;
    }, strongId);
    expect(startSeconds).toBeGreaterThanOrEqual(0.5);
    const link = databases.getByRole('link', { name: /^Play the recording from here \(0:0\d\)$/ }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#answer-4$/);
    const answer = page.locator('#answer-4');
    expect(await answer.innerText()).toContain('I redesigned our PostgreSQL schema');
    await answer.locator('video').waitFor();
    expect(await answer.getByRole('button', { name: /Recording/ }).getAttribute('aria-expanded')).toBe('true');
    // Seeked to the quote (and, where the browser lets it play, played from there, not from 0).
    await answer.locator('video').evaluate(
      (video: HTMLVideoElement, start) =>
        new Promise<void>((resolve) => {
          const check = () =>
            (
              video.played.length > 0
                ? video.played.start(0) >= start - 0.05
                : Math.abs(video.currentTime - start) < 0.05
            )
              ? resolve()
              : setTimeout(check, 50);
          check();
        }),
      startSeconds,
    );
    await screenshot(page, 'scorecard-01-quote-to-recording');
    expect(await seriousAxeViolations(page)).toBe('');
  });

  it('the employer overrides a rating with a required reason, shown beside the AI’s', async () => {
    const { page } = b;
    const debugging = page.getByRole('region', { name: 'Scorecard' }).getByRole('listitem', { name: 'Debugging' });
    const aiRating = (await debugging.innerText()).match(/AI rating ([1-5])\/5/)![1];
    await debugging.getByRole('button', { name: 'Override rating' }).click();
    const form = debugging.getByRole('form', { name: 'Override the rating of Debugging' });
    await form.getByLabel('Your rating').selectOption('2');
    await form.getByRole('button', { name: 'Save override' }).click();
    await form.getByRole('alert').filter({ hasText: scorecardMessages.reasonRequired }).waitFor();
    await form.getByLabel('Reason (required)').fill('The fix was a colleague’s; the candidate only reviewed it.');
    await form.getByRole('button', { name: 'Save override' }).click();
    const override = debugging.getByTestId('override');
    await override.waitFor();
    expect(await override.innerText()).toContain('Reviewer rating 2/5');
    expect(await override.innerText()).toContain('the candidate only reviewed it');
    expect(await debugging.innerText()).toContain(`AI rating ${aiRating}/5`);
    await screenshot(page, 'scorecard-02-override');
    expect(await seriousAxeViolations(page)).toBe('');
  });

  it('the employer compares the two candidates by competency, sortable, and as cards at 390 px', async () => {
    const { page } = b;
    await page.goto(`/job-postings/${postingId}/candidates`);
    await page.getByRole('link', { name: 'Compare by competency' }).click();
    await page.waitForURL(/\/compare$/);
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Sam Strong' }).waitFor();
    const names = () => table.locator('tbody th').allInnerTexts();
    expect(await names()).toEqual(['Sam Strong', 'Wes Weak']);
    const nameHeader = page.getByRole('columnheader', { name: /Candidate/ });
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.getByRole('button').click();
    expect(await names()).toEqual(['Wes Weak', 'Sam Strong']);
    const debuggingHeader = page.getByRole('columnheader', { name: /Debugging/ });
    await debuggingHeader.getByRole('button').click();
    await expect.poll(() => debuggingHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await table.locator('tbody tr').first().innerText()).toMatch(/2\/5\s*reviewer; AI/);
    await screenshot(page, 'scorecard-03-compare');
    expect(await seriousAxeViolations(page)).toBe('');

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await table.isVisible()).toBe(false);
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Sam Strong' }) });
    await cards.first().waitFor();
    expect(await cards.first().innerText()).toContain('Databases');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'scorecard-04-compare-390');
    expect(await seriousAxeViolations(page)).toBe('');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
