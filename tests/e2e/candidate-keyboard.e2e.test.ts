import { rm } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateMessages } from '../../src/core/candidate-messages.ts';
import { interviewPlanSchema } from '../../src/core/interview-plan.ts';
import { CLOSING_LINE } from '../../src/core/interview-rules.ts';
import { answerSegments, interviews, interviewTurns } from '../../src/server/db/schema.ts';
import { speechWithPausesWav } from '../fixtures/speech/flite.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai/server.ts';
import { actorFor } from '../support/actors.ts';
import { postingWithPlan } from '../support/planned-interview.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { SAMPLE_CV } from './support/intake.ts';

const QUESTION = 'Tell me about a project you are proud of.';
const HEARD = 'I rebuilt our billing pipeline and cut failures in half.';

/** Two questions, no follow-ups: one answered hands-free, one in tap mode. */
const TWO_QUESTIONS = interviewPlanSchema.parse({
  competencies: [
    {
      id: 'experience',
      name: 'Experience',
      description: 'Builds reliable systems.',
      weight: 1,
      anchors: { 1: 'None.', 3: 'Some.', 5: 'A lot, with results.' },
    },
  ],
  questions: [
    { id: 'q1', competencyId: 'experience', text: 'What are you proud of?', followUps: 0 },
    { id: 'q2', competencyId: 'experience', text: 'How do you work with others?', followUps: 0 },
  ],
});

let t: TestApp;
let b: BrowserSession;
let fake: FakeOpenAi;
let wavDir: string;
let postingId: string;

beforeAll(async () => {
  // The fake microphone talks with short pauses only: a hands-free answer ends when the candidate
  // presses "I'm finished" (here: with the keyboard), not by a thinking pause.
  const wav = await speechWithPausesWav([HEARD, { silenceSeconds: 1 }, 'It took three months.', { silenceSeconds: 1 }]);
  wavDir = path.dirname(wav.file);
  fake = await startFakeOpenAi({ chatReply: QUESTION, transcription: HEARD });
  t = await startTestApp({ AI_API_KEY: 'sk-test', AI_BASE_URL: fake.url }, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, fakeAudioWav: wav.file });
  const { client } = await actorFor(t, 'owner');
  postingId = await postingWithPlan(client, TWO_QUESTIONS);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
  await fake?.close();
  if (wavDir) await rm(wavDir, { recursive: true, force: true });
});

/** Presses Tab (forwards) until `target` has the focus; fails when it is not reachable that way. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await target.waitFor({ timeout: 60_000 });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reachable with the Tab key: ${target.toString()}`);
}

/** Where the test is (printed, so a timeout on a loaded machine says which step was slow). */
const t0 = Date.now();
const step = (name: string) => console.log(`keyboard test: ${name} @${Date.now() - t0} ms`);

const enabled = (page: Page, locator: Locator) => locator.and(page.locator(':enabled'));

describe('a candidate completes a spoken interview with the keyboard only', () => {
  it(
    'intake, media check, practice (more time, skip), hands-free with "I\'m finished", tap mode, submit',
    { timeout: 300_000 },
    async () => {
      const { page } = b;
      await page.goto(`/interview/${postingId}`);

      // Intake: typed into each field reached with Tab; the CV through the file chooser opened with Space.
      await tabTo(page, page.getByLabel('Full name'));
      await page.keyboard.type('Kim Keys');
      await tabTo(page, page.getByLabel('Email'));
      await page.keyboard.type('kim.keys@example.com');
      await tabTo(page, page.getByLabel('CV'));
      // Space on the focused CV field opens the file chooser. Once in CI headless Chromium let the first key
      // activation pass without a chooser (the field had focus); a second press is still the keyboard alone.
      const openChooser = async (timeout: number) => {
        const chooser = page.waitForEvent('filechooser', { timeout });
        await page.keyboard.press('Space');
        return chooser;
      };
      const chooser = await openChooser(10_000).catch(async () => {
        expect(await page.getByLabel('CV').evaluate((field) => field === document.activeElement)).toBe(true);
        return openChooser(20_000);
      });
      await chooser.setFiles(SAMPLE_CV);
      await tabTo(page, page.getByLabel('I have read and understood the interview instructions'));
      await page.keyboard.press('Space');
      await tabTo(page, page.getByLabel(candidateMessages.aiConsentLabel));
      await page.keyboard.press('Space');
      await tabTo(page, enabled(page, page.getByRole('button', { name: 'Start Interview' })));
      await page.keyboard.press('Enter');

      step('media check');
      // Media check.
      await page.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor();
      await tabTo(page, enabled(page, page.getByRole('button', { name: 'Looks Good' })));
      await page.keyboard.press('Enter');

      step('practice');
      // Practice: ask for more time to think (Space on the checkbox), then skip it (Enter).
      await page.getByRole('heading', { name: 'Practice question' }).waitFor();
      const moreTime = page.getByLabel(/I need more time to think/);
      await tabTo(page, moreTime);
      await page.keyboard.press('Space');
      await expect.poll(() => moreTime.isChecked()).toBe(true);
      await tabTo(page, page.getByRole('button', { name: 'Skip practice' }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Interview', exact: true }).waitFor();
      // The longer pause is in force (2.5 s + 2.5 s) and stored for the employer.
      const db = t.deps.database.db;
      const [row] = await db.select().from(interviews).where(eq(interviews.jobPostingId, postingId));
      await expect
        .poll(
          async () => (await db.select().from(interviews).where(eq(interviews.id, row!.id)))[0]!.moreTimeRequestedAt,
        )
        .toBeInstanceOf(Date);

      step('question 1');
      // Question 1, hands-free: the answer opens by itself; "I'm finished" with the keyboard ends it.
      const status = page.locator('[data-stage]');
      await expect.poll(() => status.getAttribute('data-stage'), { timeout: 90_000 }).toBe('speaking');
      expect(await status.textContent()).toContain('when you stop for 5 seconds');
      await tabTo(page, enabled(page, page.getByRole('button', { name: "I'm finished" })));
      await page.keyboard.press('Space');
      const log = page.getByRole('log', { name: 'Interview transcript' });
      await expect.poll(() => log.getByRole('listitem').count(), { timeout: 60_000 }).toBe(3);
      await screenshot(page, 'keyboard-01-hands-free-answered');

      step('question 2');
      // Question 2 in tap mode, chosen with the keyboard: Tap to Answer, then Submit Answer.
      await tabTo(page, page.getByRole('button', { name: 'Tap to answer or type instead' }));
      await page.keyboard.press('Enter');
      await tabTo(page, enabled(page, page.getByRole('button', { name: 'Tap to Answer' })));
      await page.keyboard.press('Enter');
      await page.getByText('Listening...').waitFor();
      await page.waitForTimeout(2500);
      await tabTo(page, page.getByRole('button', { name: 'Submit Answer' }));
      await page.keyboard.press('Enter');

      step('closing');
      // The interview closes by itself after the plan's second question (the policy, not the model, closes it:
      // the answers are in the candidate's own words, which were once read as off-topic and sent back to the
      // question); the dialog's submit is reached with Tab too.
      const dialog = page.getByRole('dialog');
      await expect.poll(() => log.getByRole('listitem').count(), { timeout: 90_000 }).toBe(5);
      await dialog.waitFor({ timeout: 30_000 });
      expect(await log.getByText(CLOSING_LINE).count()).toBe(1);
      await tabTo(page, dialog.getByRole('button', { name: 'Submit Interview' }));
      await page.keyboard.press('Enter');
      await dialog.getByText('Your interview has been successfully submitted!').waitFor({ timeout: 30_000 });
      await screenshot(page, 'keyboard-02-submitted');

      const turns = await db
        .select()
        .from(interviewTurns)
        .where(eq(interviewTurns.interviewId, row!.id))
        .orderBy(asc(interviewTurns.seq));
      expect(turns.map((turn) => turn.speaker)).toEqual(['bot', 'user', 'bot', 'user', 'bot']);
      expect(turns[4]!.text).toBe(CLOSING_LINE);
      expect(turns[1]!.text).toContain(HEARD);
      expect(turns[3]!.text).toBe(HEARD);
      // The first answer came from speech segments (hands-free), the second from its recording (tap).
      const segments = await db.select().from(answerSegments).where(eq(answerSegments.interviewId, row!.id));
      expect(segments.filter((segment) => segment.seq === turns[1]!.seq).length).toBeGreaterThan(0);
      expect(segments.filter((segment) => segment.seq === turns[3]!.seq)).toEqual([]);
      expect(turns[3]!.recordingKey).toBeTruthy();
    },
  );
});
