import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../src/core/api/endpoint.ts';
import { sharedReviewEndpoints } from '../../src/core/api/endpoints/shared-review.ts';
import { handleAssessInterview } from '../../src/server/modules/interviews/assess-interview.ts';
import { queueAssessment } from '../../src/server/modules/interviews/queue-assessment.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { joinAs } from '../support/organizations.ts';
import { createAnsweredInterview, createPlannedPosting, STRONG_ANSWERS } from '../support/scorecard-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signInInBrowser } from './support/sign-in.ts';

let t: TestApp;
let b: BrowserSession;
let interviewId: string;
let recruiter: Awaited<ReturnType<typeof joinAs>>;

beforeAll(async () => {
  t = await startTestApp({}, { workers: false, serveClient: true });
  const db = t.deps.database.db;
  const owner = await signUpEmployer(t.url, { name: 'Olive Owner' });
  const posting = await createPlannedPosting(db, owner.userId);
  interviewId = await createAnsweredInterview(db, posting, STRONG_ANSWERS, 'Sam Strong');
  await queueAssessment(t.deps, interviewId);
  await handleAssessInterview(t.deps)({ interviewId }, { jobId: 'e2e', retryCount: 0, retryLimit: 3 });
  recruiter = await joinAs(t.url, owner.client, 'recruiter', 'Rita Recruiter');
  // The owner rates first (1 for every competency, so their column is recognisable).
  const rated = await owner.client.put(pathOf(sharedReviewEndpoints.ratings, { id: interviewId }), {
    ratings: ['debugging', 'databases', 'mentoring'].map((competencyId) => ({ competencyId, rating: 1 })),
  });
  expect(rated.status).toBe(200);
  b = await openBrowser({ baseURL: t.url, bypassCSP: true });
}, 120_000);

afterAll(async () => {
  await b?.close();
  await t?.close();
});

describe('shared review in a real browser', () => {
  it('a recruiter sees the ratings hidden, submits theirs, then sees the owner’s beside the AI’s, and comments', async () => {
    const { page } = b;
    await signInInBrowser(page, { email: recruiter.account.email, password: 'correct-horse-9' });
    const switcher = page.getByLabel('Organization').first();
    await switcher.waitFor();
    // The switch is stored once the session's active organization is set: wait for that answer.
    const switched = page.waitForResponse((r) => r.url().includes('/api/auth/organization/set-active') && r.ok());
    await switcher.selectOption({ label: 'Olive Owner (recruiter)' });
    await switched;

    await page.goto(`/interviews/${interviewId}`);
    const card = page.getByRole('region', { name: 'Team ratings' });
    await card.getByText('Other ratings are hidden until you submit yours (1 submitted).').waitFor();
    expect(await card.innerText()).not.toContain('Olive Owner');

    const form = card.getByRole('form', { name: 'Your ratings' });
    await form.getByRole('button', { name: 'Submit my ratings' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please rate Debugging.' }).waitFor();
    for (const [name, rating] of [
      ['Debugging', '4'],
      ['Databases', '5'],
      ['Mentoring', '3'],
    ] as const) {
      const group = form.getByRole('group', { name });
      // Keyboard: focus the group's first radio and move with the arrow keys.
      await group.getByRole('radio', { name: '1', exact: true }).focus();
      await page.keyboard.press('Space');
      for (let i = 1; i < Number(rating); i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => group.getByRole('radio', { name: rating, exact: true }).isChecked()).toBe(true);
    }
    await screenshot(page, 'shared-review-01-hidden');
    await form.getByRole('button', { name: 'Submit my ratings' }).click();

    const table = card.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Competency',
      'AI',
      'You',
      'Olive Owner',
      'Average',
    ]);
    const debugging = await table
      .getByRole('row', { name: /Debugging/ })
      .getByRole('cell')
      .allInnerTexts();
    expect(debugging[0]).toMatch(/^[1-5]$/);
    expect(debugging.slice(1)).toEqual(['4', '1', '2.5']);

    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByText('No comments yet.').waitFor();
    // The picker offers the members who can open the interview and adds the mention.
    const picker = comments.getByLabel('Mention');
    expect(await picker.locator('option').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Olive Owner'), expect.stringContaining('Rita Recruiter')]),
    );
    await picker.selectOption('Olive Owner');
    const field = comments.getByLabel('Your comment');
    expect(await field.inputValue()).toBe('@Olive Owner ');
    await field.fill(`${await field.inputValue()}<b>look</b> at the databases answer`);
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await comments.getByText('Comment posted; 1 mentioned member(s) e-mailed.').waitFor();
    const mention = comments.getByRole('listitem').locator('strong');
    expect(await mention.innerText()).toBe('@Olive Owner');
    expect(await comments.getByRole('listitem').innerText()).toContain('<b>look</b>');
    expect(await seriousAxeViolations(page)).toBe('');

    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'shared-review-02-after-390');
    expect(await seriousAxeViolations(page)).toBe('');

    // The author deletes their comment after confirming.
    page.once('dialog', (dialog) => void dialog.accept());
    await comments.getByRole('button', { name: 'Delete your comment' }).click();
    await comments.getByText('No comments yet.').waitFor();
  });
});
