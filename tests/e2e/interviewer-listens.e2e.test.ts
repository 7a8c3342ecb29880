import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewLength, interviewLengthSentence } from '../../src/core/interview-length.ts';
import type { InterviewPlan } from '../../src/core/interview-plan.ts';
import { CLOSING_LINE } from '../../src/core/interview-rules.ts';
import { speechWav } from '../fixtures/speech/flite.ts';
import { actorFor } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, type BrowserSession, skipPractice } from './support/browser.ts';
import { createOpenPosting } from '../support/postings.ts';
import { fillIntake } from './support/intake.ts';

/*
 * Issue #24 in a real browser: the candidate asks to hear the question again, then what a word in
 * it means, then answers; the interviewer repeats, rephrases from the plan, moves on, and the
 * interview ends after the plan's two questions with the closing line.
 */
const PLAN: InterviewPlan = {
  competencies: [
    {
      id: 'stock',
      name: 'Stock control',
      description: 'Keeps stock counts accurate and spots discrepancies early.',
      weight: 1,
      anchors: { 1: 'No example.', 3: 'Some example.', 5: 'Clear example with result.' },
    },
  ],
  questions: [
    {
      id: 'q1',
      competencyId: 'stock',
      text: 'Tell me about a time you found a discrepancy in a stock count.',
      timeLimitSeconds: 90,
      followUps: 0,
    },
    {
      id: 'q2',
      competencyId: 'stock',
      text: 'How do you make sure deliveries are checked in correctly?',
      timeLimitSeconds: 90,
      followUps: 0,
    },
  ],
};
const [Q1, Q2] = PLAN.questions.map((q) => q.text) as [string, string];

let t: TestApp;
let b: BrowserSession;
let wav: string;
let postingId: string;

beforeAll(async () => {
  wav = await speechWav();
  t = await startTestApp({}, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, fakeAudioWav: wav, tapToAnswer: true });
  const { client } = await actorFor(t, 'owner');
  const created = await createOpenPosting(client, {
    title: 'Warehouse Operative',
    description: 'Receive deliveries, count stock and keep the warehouse tidy and safe.',
  });
  expect(created.status).toBe(201);
  postingId = created.json.id;
  const published = await client.post(`/api/postings/${postingId}/plan/publish`, PLAN);
  expect(published.status, published.text).toBe(200);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
  if (wav) await rm(path.dirname(wav), { recursive: true, force: true });
});

const bubbles = (page: Page) => page.getByRole('log', { name: 'Interview transcript' }).getByRole('listitem');
const texts = async (page: Page) =>
  (await bubbles(page).allTextContents()).map((text) => text.replace(/^(You|Interviewer): /, '').trim());

async function waitForBubbles(page: Page, count: number) {
  await expect.poll(async () => (await bubbles(page).count()) >= count, { timeout: 60_000 }).toBe(true);
}

/** The text of bubble `index` once the interviewer's reply has streamed in full (it ends with `ending`). */
async function bubbleEndingWith(page: Page, index: number, ending: string) {
  await expect.poll(async () => (await texts(page))[index]?.endsWith(ending), { timeout: 30_000 }).toBe(true);
  return (await texts(page))[index]!;
}

async function type(page: Page, answer: string, bubblesAfter: number) {
  const box = page.getByLabel('Your answer');
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Type your answer instead' }).click();
  await box.fill(answer);
  await page.getByRole('button', { name: 'Send' }).click();
  await waitForBubbles(page, bubblesAfter);
}

describe('the interviewer listens (builtin, browser)', () => {
  it('repeats, explains a word from the plan, then moves on, and closes after the plan count', async () => {
    const { page } = b;
    await page.goto(`/interview/${postingId}`);
    await page.getByRole('heading', { name: 'Warehouse Operative' }).waitFor();
    // Honest instructions: the plan's two questions, their time, an estimate.
    const instructions = (await page.getByRole('region', { name: 'Interview instructions' }).textContent()) ?? '';
    expect(instructions).toContain('asks 2 questions');
    expect(instructions).toContain('90 seconds per answer');
    expect(instructions).toContain(
      `about ${interviewLength({ timeLimitsSeconds: [90, 90] }).estimatedMinutes} minutes`,
    );

    // Said again beside the start button, in the same words as the mails.
    await page.getByText(interviewLengthSentence(interviewLength({ timeLimitsSeconds: [90, 90] }))).waitFor();

    await fillIntake(page, { fullName: 'Kim Candidate', email: 'kim.candidate@example.com' });
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.getByRole('button', { name: 'Looks Good' }).and(page.locator(':enabled')).click({ timeout: 30_000 });
    await skipPractice(page);
    await page.getByRole('heading', { name: 'Interview', exact: true }).waitFor();
    await waitForBubbles(page, 1);
    await bubbleEndingWith(page, 0, Q1);
    await page.getByText('Question 1 of 2').waitFor();

    await type(page, 'Sorry, could you repeat the question?', 3);
    await bubbleEndingWith(page, 2, Q1);
    await page.getByText('Question 1 of 2').waitFor();

    await type(page, 'what does discrepancy mean', 5);
    const rephrased = await bubbleEndingWith(page, 4, Q1);
    expect(rephrased).toContain('spots discrepancies early');
    await page.getByText('Question 1 of 2').waitFor();

    await type(
      page,
      'Last month the count for gloves was ten boxes short, I checked the delivery notes, found a box booked twice and corrected it.',
      7,
    );
    await bubbleEndingWith(page, 6, Q2);
    await page.getByText('Question 2 of 2').waitFor();

    await type(
      page,
      'I count every pallet against the delivery note and I sign only when it matches, and report any gap.',
      9,
    );
    expect(await bubbleEndingWith(page, 8, CLOSING_LINE)).toBe(CLOSING_LINE);
    await page.getByRole('dialog').waitFor();
  });
});
