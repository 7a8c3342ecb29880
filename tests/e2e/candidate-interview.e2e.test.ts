import { rm } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, interviewTurns } from '../../src/server/db/schema.ts';
import { speechWav } from '../fixtures/speech/flite.ts';
import { actorFor } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession, skipPractice } from './support/browser.ts';
import { createOpenPosting } from '../support/postings.ts';
import { fillIntake } from './support/intake.ts';

const TYPED_ANSWER = 'I led the migration of our checkout to React and TypeScript, and I mentor two junior developers.';

let t: TestApp;
let b: BrowserSession;
let wav: string;
let postingId: string;

beforeAll(async () => {
  wav = await speechWav();
  t = await startTestApp({}, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, fakeAudioWav: wav });
  const { client } = await actorFor(t, 'owner');
  const created = await createOpenPosting(client, {
    title: 'Frontend Engineer',
    description: 'Build our candidate-facing web app.\nRequirements: TypeScript, React, accessibility and testing.',
  });
  expect(created.status).toBe(201);
  postingId = created.json.id;
});
afterAll(async () => {
  await b?.close();
  await t?.close();
  if (wav) await rm(path.dirname(wav), { recursive: true, force: true });
});

const transcript = (page: Page) => page.getByRole('log', { name: 'Interview transcript' });
const bubbles = (page: Page) => transcript(page).getByRole('listitem');

async function bubbleTexts(page: Page): Promise<string[]> {
  // Each bubble starts with a screen-reader prefix naming the speaker.
  return (await bubbles(page).allTextContents()).map((text) => text.replace(/^(You|Interviewer): /, '').trim());
}

/** Waits until the transcript holds `count` stored bubbles and the candidate may answer again. */
async function waitForQuestion(page: Page, count: number) {
  await expect.poll(async () => (await bubbles(page).count()) >= count, { timeout: 60_000 }).toBe(true);
  await page.getByRole('button', { name: 'Tap to Answer' }).and(page.locator(':enabled')).waitFor({ timeout: 60_000 });
}

async function answerByVoice(page: Page, tapToAnswer: Locator) {
  await tapToAnswer.click();
  await page.getByText('Listening...').waitFor();
  await expect.poll(() => page.getByRole('meter', { name: 'Microphone level' }).isVisible()).toBe(true);
  await page.waitForTimeout(6000); // the fake microphone says the sentence at least once
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await page.getByText('Transcribing your response...').waitFor();
}

describe('a candidate interview in a real browser (builtin AI, pocketsphinx)', () => {
  it('runs intake, media check, voice and typed answers across a reload, finishes early and submits', async () => {
    const { page } = b;
    await page.goto(`/interview/${postingId}`);

    // Intake: the job, plain instructions, the form.
    await page.getByRole('heading', { name: 'Frontend Engineer' }).waitFor();
    const instructions = (await page.getByRole('region', { name: 'Interview instructions' }).textContent()) ?? '';
    expect(instructions).toContain('AI');
    expect(instructions).toContain('asks 10 questions');
    expect(instructions).toContain('takes about 14 minutes');
    expect(instructions).toContain('60 seconds per answer');
    expect(instructions).toContain('only accessible to the hiring manager');
    expect(instructions).toContain('deleted automatically after 30 days');
    await page.getByText('Offline AI interviewer (rule-based)').waitFor();
    const start = page.getByRole('button', { name: 'Start Interview' });
    expect(await start.isDisabled()).toBe(true);
    await fillIntake(page, { fullName: 'Sam Candidate', email: 'sam.candidate@example.com' });
    await screenshot(page, 'candidate-01-intake');
    await start.click();

    // Media check: live preview and a microphone level that moves with the fake microphone.
    await page.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor();
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await expect
      .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Turn camera off' }).click();
    await page.getByRole('button', { name: 'Turn camera on' }).click();
    await screenshot(page, 'candidate-02-media-check');
    await page.getByRole('button', { name: 'Looks Good' }).click();
    await skipPractice(page);

    // Live interview: the opening question streams in. This candidate chooses tap-to-answer over
    // hands-free turns (remembered across the reload below).
    await page.getByRole('heading', { name: 'Interview', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Tap to answer or type instead' }).click();
    await waitForQuestion(page, 1);
    const tap = page.getByRole('button', { name: 'Tap to Answer' });
    expect(await page.locator('video').evaluate((v) => getComputedStyle(v).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await screenshot(page, 'candidate-03-first-question');

    // Two answers by voice: each is transcribed into the user's bubble and gets a reply.
    await answerByVoice(page, tap);
    await screenshot(page, 'candidate-04-transcribing');
    await waitForQuestion(page, 3);
    const afterFirst = await bubbleTexts(page);
    expect(afterFirst[1]).toMatch(/experience|years|five/i);
    // The second upload fails on the network every time (1 try + 3 retries): the recording is kept
    // on the page with Retry, and goes through once the network is back.
    let refused = 0;
    await page.route('**/api/public/interviews/*/answers', (route) => {
      refused++;
      return route.abort('failed');
    });
    await answerByVoice(page, tap);
    await page.getByRole('alert').filter({ hasText: 'Failed to process recording. Please try again.' }).waitFor();
    expect(refused).toBe(4);
    await transcript(page).getByText('Your recorded answer').waitFor();
    await screenshot(page, 'candidate-05a-upload-failed');
    await page.unroute('**/api/public/interviews/*/answers');
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForQuestion(page, 5);
    const beforeReload = await bubbleTexts(page);
    expect(beforeReload).toHaveLength(5);
    await screenshot(page, 'candidate-05-two-voice-answers');

    // Reload: the interview resumes at the same question with the transcript so far.
    await page.reload();
    await page.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor();
    await page.getByRole('button', { name: 'Not you? Start over' }).waitFor();
    await page.getByRole('button', { name: 'Looks Good' }).and(page.locator(':enabled')).click();
    await waitForQuestion(page, 5);
    expect(await bubbleTexts(page)).toEqual(beforeReload);
    await screenshot(page, 'candidate-06-resumed');

    // One typed answer.
    await page.getByRole('button', { name: 'Type your answer instead' }).click();
    await page.getByLabel('Your answer').fill(TYPED_ANSWER);
    await page.getByRole('button', { name: 'Send' }).click();
    await waitForQuestion(page, 7);
    expect((await bubbleTexts(page))[5]).toContain(TYPED_ANSWER);
    await screenshot(page, 'candidate-07-typed-answer');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'candidate-07b-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Finish early, keep in touch, submit.
    await page.getByRole('button', { name: 'Finish Interview Early' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The primary action has the focus (not the checkbox), so Enter submits.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Submit Interview');
    await dialog.getByLabel('Keep me in touch about future opportunities').check();
    await screenshot(page, 'candidate-08-completion-dialog');
    await dialog.getByRole('button', { name: 'Submit Interview' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Your interview has been successfully submitted!').waitFor();
    expect(await page.locator('video').evaluate((v) => (v as HTMLVideoElement).srcObject)).toBeNull();
    await screenshot(page, 'candidate-09-submitted');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Your interview has been successfully submitted!').waitFor();

    // A reload after submission shows the final state.
    await page.reload();
    await page.getByText('Your interview has been successfully submitted!').waitFor();

    // Everything is stored: consent, submission, every turn, both recordings, the CV.
    const db = t.deps.database.db;
    const [row] = await db.select().from(interviews).where(eq(interviews.jobPostingId, postingId));
    expect(row).toBeDefined();
    expect(row!.fullName).toBe('Sam Candidate');
    expect(row!.candidateEmail).toBe('sam.candidate@example.com');
    expect(row!.consentAt).toBeInstanceOf(Date);
    expect(row!.submittedAt).toBeInstanceOf(Date);
    expect(row!.keepInTouch).toBe(true);
    expect(row!.cvKey && (await t.deps.blobs.head(row!.cvKey))).toBeTruthy();
    const turns = await db
      .select()
      .from(interviewTurns)
      .where(eq(interviewTurns.interviewId, row!.id))
      .orderBy(asc(interviewTurns.seq));
    expect(turns.map((turn) => turn.speaker)).toEqual(['bot', 'user', 'bot', 'user', 'bot', 'user', 'bot']);
    expect(turns.slice(0, 5).map((turn) => turn.text)).toEqual(beforeReload);
    expect(turns[5]!.text).toBe(TYPED_ANSWER);
    const recorded = turns.filter((turn) => turn.recordingKey);
    expect(recorded.map((turn) => turn.seq)).toEqual([2, 4]);
    for (const turn of recorded) {
      const blob = await t.deps.blobs.head(turn.recordingKey!);
      expect(blob).toBeTruthy();
    }
    expect(row!.transcript).toContain('USER:');
    expect(row!.transcript).toContain(TYPED_ANSWER);
    expect(turns[1]!.text.toLowerCase()).toMatch(/experience|years|five/);

    // The candidate's right to deletion: everything goes, now.
    await page.getByRole('button', { name: 'Delete my interview data' }).click();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await page.getByText('Your interview, CV and recordings have been deleted.').waitFor();
    await page.getByRole('heading', { name: 'Your data has been deleted' }).waitFor();
    expect(await page.getByText('is with the hiring team').count()).toBe(0);
    expect(await db.select().from(interviews).where(eq(interviews.id, row!.id))).toHaveLength(0);
    expect(await t.deps.blobs.head(row!.cvKey!)).toBeNull();
    expect(await t.deps.blobs.head(recorded[0]!.recordingKey!)).toBeNull();
  });
});
