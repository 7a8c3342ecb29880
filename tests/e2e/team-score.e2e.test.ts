import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../src/core/api/endpoint.ts';
import { scorecardEndpoints } from '../../src/core/api/endpoints/scorecards.ts';
import { handleAssessInterview } from '../../src/server/modules/interviews/assess-interview.ts';
import { queueAssessment } from '../../src/server/modules/interviews/queue-assessment.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { createAnsweredInterview, createPlannedPosting, STRONG_ANSWERS } from '../support/scorecard-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signInInBrowser } from './support/sign-in.ts';
import { BUILTIN_ASSESSOR_MODEL } from '../../src/server/adapters/ai/builtin/assessor/builtin-assessor.ts';

/**
 * Issue #25 item 6, acceptance: an override changes the Overall Score and the ranking, and the AI's
 * rating stays visible beside it (docs/decisions/0034-team-score-and-validity.md).
 */
let t: TestApp;
let b: BrowserSession;
let postingId: string;
let adaId: string;
const account = { name: 'Olu Owner', email: `team-score-${Date.now()}@example.com`, password: 'team-score-pass-1' };

beforeAll(async () => {
  t = await startTestApp({}, { workers: false, serveClient: true });
  const db = t.deps.database.db;
  const { client, userId } = await signUpEmployer(t.url, { ...account, verify: false });
  const posting = await createPlannedPosting(db, userId);
  postingId = posting.postingId;
  // The same answers, so the same AI estimate: only the team's ratings tell them apart.
  adaId = await createAnsweredInterview(db, posting, STRONG_ANSWERS, 'Ada Able');
  const benId = await createAnsweredInterview(db, posting, STRONG_ANSWERS, 'Ben Bright');
  const handle = handleAssessInterview(t.deps);
  for (const id of [adaId, benId]) {
    await queueAssessment(t.deps, id);
    await handle({ interviewId: id }, { jobId: 'e2e', retryCount: 0, retryLimit: 3 });
  }
  for (const [id, rating] of [
    [adaId, 4],
    [benId, 3],
  ] as const) {
    const set = await client.post(pathOf(scorecardEndpoints.overrideRating, { id: id }), {
      competencyId: 'debugging',
      rating,
      reason: 'First read of the incident answers.',
    });
    if (set.status !== 201) throw new Error(`override failed: ${set.status}`);
  }
  b = await openBrowser({ baseURL: t.url, bypassCSP: true });
  await signInInBrowser(b.page, account);
}, 120_000);

afterAll(async () => {
  await b?.close();
  await t?.close();
});

const rowNames = () => b.page.getByRole('region', { name: 'Candidates table' }).locator('tbody th').allInnerTexts();
const scoreOf = async (name: string) =>
  b.page.getByRole('row').filter({ hasText: name }).getByTestId('settled-score').innerText();

describe('one score the team owns, in a real browser', () => {
  it('an override changes the Overall Score and the ranking; the AI’s rating and estimate stay beside it', async () => {
    const { page } = b;
    await page.goto(`/job-postings/${postingId}/candidates`);
    await page.getByRole('row').filter({ hasText: 'Ada Able' }).getByTestId('settled-score').waitFor();
    expect(await rowNames()).toEqual(['Ada Able', 'Ben Bright']);
    const adaBefore = Number((await scoreOf('Ada Able')).match(/\d+/)![0]);
    const benScore = Number((await scoreOf('Ben Bright')).match(/\d+/)![0]);
    expect(adaBefore).toBeGreaterThan(benScore);
    expect(await scoreOf('Ada Able')).toContain('Team + AI');
    expect(await page.getByRole('link', { name: 'About the AI assessment' }).count()).toBeGreaterThan(0);

    await page.goto(`/interviews/${adaId}`);
    const scorecard = page.getByRole('region', { name: 'Scorecard' });
    const debugging = scorecard.getByRole('listitem', { name: 'Debugging' });
    await debugging.waitFor();
    const aiRating = (await debugging.innerText()).match(/AI rating ([1-5])\/5/)![1];
    expect(await scorecard.getByTestId('team-score').innerText()).toContain(`${adaBefore}/100`);
    await debugging.getByRole('button', { name: 'Override rating' }).click();
    const form = debugging.getByRole('form', { name: 'Override the rating of Debugging' });
    await form.getByLabel('Your rating').selectOption('1');
    await form.getByLabel('Reason (required)').fill('The root cause was found by a colleague; Ada only watched.');
    await form.getByRole('button', { name: 'Save override' }).click();
    await debugging.getByText('Reviewer rating 1/5').waitFor();
    expect(await debugging.getByTestId('team-rating').innerText()).toContain('Team rating 1/5');
    // The AI's rating stays recorded and visible beside the team's.
    expect(await debugging.innerText()).toContain(`AI rating ${aiRating}/5`);
    const teamScore = scorecard.getByTestId('team-score');
    await teamScore.filter({ hasNotText: `${adaBefore}/100` }).waitFor();
    const adaAfter = Number((await teamScore.innerText()).match(/(\d+)\/100/)![1]);
    expect(adaAfter).toBeLessThan(benScore);
    // The AI's own estimate is unchanged (one click away when its validity misses the targets).
    const reveal = scorecard.getByRole('button', { name: 'Show the rule-based estimate' });
    if (await reveal.isVisible()) await reveal.click();
    const estimate = await scorecard.getByTestId('ai-estimate').innerText();
    expect(estimate).toMatch(/estimate \d+\/100/);
    await screenshot(page, 'team-score-01-override');
    expect(await seriousAxeViolations(page)).toBe('');

    await page.goto(`/job-postings/${postingId}/candidates`);
    await page.getByRole('row').filter({ hasText: 'Ada Able' }).getByTestId('settled-score').waitFor();
    expect(await rowNames()).toEqual(['Ben Bright', 'Ada Able']);
    expect(await scoreOf('Ada Able')).toContain(String(adaAfter));
    // Side by side: the AI estimate column still shows both candidates' equal estimates.
    for (const name of ['Ada Able', 'Ben Bright']) {
      const row = page.getByRole('row').filter({ hasText: name });
      const show = row.getByRole('button', { name: `Show estimate for ${name}` });
      if (await show.isVisible()) await show.click();
    }
    const estimates = await page
      .getByRole('region', { name: 'Candidates table' })
      .getByTestId('ai-score')
      .allInnerTexts();
    expect(estimates).toHaveLength(2);
    expect(estimates[0]).toBe(estimates[1]);
    expect(estimate).toContain(`${estimates[0]}/100`);
    await screenshot(page, 'team-score-02-ranking');
    expect(await seriousAxeViolations(page)).toBe('');

    // The comparison ranks the same way, the team's rating first and the AI's beside it.
    await page.goto(`/job-postings/${postingId}/compare`);
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Ben Bright' }).waitFor();
    expect(await table.locator('tbody th').allInnerTexts()).toEqual(['Ben Bright', 'Ada Able']);
    expect(await table.getByRole('row').filter({ hasText: 'Ada Able' }).innerText()).toMatch(/1\/5\s*reviewer; AI/);

    // Every score links to the validity statement, rendered from the committed report.
    await page.getByRole('link', { name: 'About the AI assessment' }).first().click();
    await page.waitForURL(/\/about-ai-assessment$/);
    await page.getByRole('heading', { name: 'Targets (held-out transcripts)' }).waitFor();
    const targets = page.getByRole('table').first();
    expect(await targets.innerText()).toContain('Spearman (Overall Score vs label)');
    expect(await page.getByRole('main').innerText()).toContain(BUILTIN_ASSESSOR_MODEL);
    await screenshot(page, 'team-score-03-about');
    expect(await seriousAxeViolations(page)).toBe('');
  });
});
