import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { signUpInBrowser } from './support/sign-up.ts';
import { openBrowser, screenshot, type BrowserSession, skipPractice } from './support/browser.ts';
import { fillIntake } from './support/intake.ts';

const TITLE = 'Site Reliability Engineer';
const EDITED_QUESTION = 'Tell me about the worst production incident you handled.';

let t: TestApp;
let b: BrowserSession;

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, fakeMedia: true, tapToAnswer: true });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

async function signUpAndCreatePosting(page: Page) {
  await signUpInBrowser(page, t, {
    name: 'Pia Planner',
    email: `planner-${Date.now()}@example.com`,
    password: 'planner-password-1',
  });
  await page.goto('/job-postings/create');
  await page.getByLabel('Job Title').fill(TITLE);
  await page
    .getByLabel('Job Description')
    .fill('You will run our production platform.\nRequirements: experience with Kubernetes, Terraform and Linux.');
  await page.getByRole('button', { name: 'Create' }).click();
  // Create leads to the new posting's plan (plan first); back to the dashboard.
  await page.waitForURL(/\/job-postings\/[0-9a-f-]{36}\/plan$/);
  await page.goto('/dashboard');
}

describe('interview plans in a real browser', () => {
  it('drafts a plan from the description, edits a question and its time limit, publishes; the candidate gets it', async () => {
    const { page } = b;
    await signUpAndCreatePosting(page);

    // From the dashboard row to the plan page: opening an empty plan asks for a proposal (an explicit
    // POST; reading the plan drafts nothing), nothing is published.
    await page
      .getByRole('row')
      .filter({ hasText: TITLE })
      .getByRole('link', { name: `Interview plan of ${TITLE}` })
      .click();
    await page.waitForURL(/\/job-postings\/[0-9a-f-]{36}\/plan$/);
    const postingId = /job-postings\/([^/]+)\/plan/.exec(page.url())![1]!;
    await page.getByText('Draft — publish the plan to open').first().waitFor();
    await page.getByRole('listitem', { name: 'Question 1', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Draft from job description' }).click();
    await page.getByText('New draft from the job description').waitFor();
    const questions = page.getByRole('listitem', { name: /^Question \d+$/ });
    expect(await questions.count()).toBe(10);
    const competencyNames = await page
      .getByRole('listitem', { name: /^Competency/ })
      .getByLabel('Name')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(competencyNames).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));

    // Edit the first question and its time limit; an out-of-range limit is refused on the field.
    const first = page.getByRole('listitem', { name: 'Question 1', exact: true });
    await first.getByLabel('Question text').fill(EDITED_QUESTION);
    const limit = first.getByLabel('Time limit (seconds)');
    await limit.fill('400');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // The message in plain words under the field it is about, which takes the focus.
    await first.getByRole('alert').filter({ hasText: 'Time limit must be at most 300 seconds.' }).waitFor();
    expect(await limit.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await limit.getAttribute('aria-describedby'))!.split(' ');
    const described = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(described).toContain('Time limit must be at most 300 seconds.');
    expect(await limit.evaluate((input) => input === document.activeElement)).toBe(true);
    await limit.fill('90');

    // Keyboard-operable reorder and delete: the last question goes, the second moves up.
    const second = page.getByRole('listitem', { name: 'Question 2', exact: true }).getByLabel('Question text');
    const secondText = await second.inputValue();
    await page.getByRole('button', { name: 'Move question 2 up' }).focus();
    await page.keyboard.press('Enter');
    expect(
      await page.getByRole('listitem', { name: 'Question 1', exact: true }).getByLabel('Question text').inputValue(),
    ).toBe(secondText);
    await page.getByRole('button', { name: 'Move question 1 down' }).click();
    await page.getByRole('button', { name: 'Delete question 10' }).click();
    await expect.poll(() => questions.count()).toBe(9);

    // A knockout question asked at intake.
    await page.getByLabel('Ask a knockout yes/no question at intake').check();
    await page.getByLabel('Knockout question').fill('Can you join our on-call rota?');
    // One question about the candidate's CV may be asked.
    await page.getByLabel("Allow one question about the candidate's CV").check();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published version 1', { exact: false }).first().waitFor();
    await screenshot(page, 'plan-01-published');

    // Usable at 390 px: no sideways scrolling of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'plan-02-mobile');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The saved plan survives a reload.
    await page.reload();
    await page.getByText('Published version 1', { exact: false }).first().waitFor();
    expect(
      await page
        .getByRole('listitem', { name: 'Question 1', exact: true })
        .getByLabel('Time limit (seconds)')
        .inputValue(),
    ).toBe('90');
    expect(await page.getByLabel("Allow one question about the candidate's CV").isChecked()).toBe(true);

    // The candidate: Question 1 of 9 with that question's own time limit, also on the countdown.
    await page.goto(`/interview/${postingId}`);
    await fillIntake(page, { fullName: 'Cory Candidate', email: 'cory@example.com' });
    const startButton = page.getByRole('button', { name: 'Start Interview' });
    expect(await startButton.isDisabled()).toBe(true);
    await page.getByRole('group', { name: 'Can you join our on-call rota?' }).getByLabel('Yes').check();
    await startButton.click();
    await page.getByRole('button', { name: 'Looks Good' }).click();
    await skipPractice(page);
    await page.getByText('Question 1 of 9').waitFor({ timeout: 60_000 });
    await page.getByText('1:30 to answer').waitFor();
    // The interviewer greets once, with the plan's introduction for the role, states the plan's real
    // question count and asks the employer's edited question.
    const transcript = page.getByRole('log', { name: 'Interview transcript' });
    await transcript.getByText(EDITED_QUESTION, { exact: false }).waitFor({ timeout: 60_000 });
    expect(await transcript.textContent()).toContain(`Thank you for applying for the ${TITLE} role`);
    expect(await transcript.textContent()).toContain('I will ask you 9 questions');
    const tap = page.getByRole('button', { name: 'Tap to Answer' }).and(page.locator(':enabled'));
    await tap.waitFor({ timeout: 60_000 });
    await tap.click();
    await page.getByText('Listening...').waitFor();
    const clock = await page.getByText(/^Time left:/).evaluate((el) => el.parentElement?.textContent ?? '');
    expect(clock).toMatch(/1:(30|29|28)/);
    await screenshot(page, 'plan-03-candidate');
  });
});
