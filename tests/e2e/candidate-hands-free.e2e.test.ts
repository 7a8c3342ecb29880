import { rm } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewPlanSchema } from '../../src/core/interview-plan.ts';
import { interviews, interviewTurns } from '../../src/server/db/schema.ts';
import { speechWithPausesWav } from '../fixtures/speech/flite.ts';
import { actorFor } from '../support/actors.ts';
import { postingWithPlan } from '../support/planned-interview.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { fillIntake } from './support/intake.ts';

/** Two questions, no follow-ups: the whole interview is two spoken answers. */
const TWO_QUESTIONS = interviewPlanSchema.parse({
  competencies: [
    {
      id: 'experience',
      name: 'Experience',
      description: 'Builds web applications with TypeScript and React.',
      weight: 1,
      anchors: { 1: 'None.', 3: 'Some.', 5: 'A lot, with results.' },
    },
  ],
  questions: [
    { id: 'q1', competencyId: 'experience', text: 'What have you built with TypeScript?', followUps: 0 },
    { id: 'q2', competencyId: 'experience', text: 'How do you help the people you work with?', followUps: 0 },
  ],
});

let t: TestApp;
let b: BrowserSession;
let wavDir: string;
let postingId: string;

beforeAll(async () => {
  // The fake microphone (looped by Chromium): a sentence, a 1.5 s thinking pause, another sentence,
  // then a long silence in which the thinking pause (2.5 s) ends the answer.
  const wav = await speechWithPausesWav([
    'I have five years of experience with TypeScript and React.',
    { silenceSeconds: 1.5 },
    'I also mentor two junior developers.',
    { silenceSeconds: 7 },
  ]);
  wavDir = path.dirname(wav.file);
  t = await startTestApp({}, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, fakeAudioWav: wav.file });
  const { client } = await actorFor(t, 'owner');
  postingId = await postingWithPlan(client, TWO_QUESTIONS);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
  if (wavDir) await rm(wavDir, { recursive: true, force: true });
});

async function intakeAndMediaCheck(page: Page, email: string) {
  await page.goto(`/interview/${postingId}`);
  await fillIntake(page, { fullName: 'Hana Free', email });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await page.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor();
  await page.getByRole('button', { name: 'Looks Good' }).and(page.locator(':enabled')).click();

  // The practice question: the fake microphone's two sentences (with a 1.5 s pause inside) are heard,
  // the 2.5 s thinking pause ends the practice answer, and nothing of it reaches the server.
  await page.getByRole('heading', { name: 'Practice question' }).waitFor();
  const calls: string[] = [];
  const onRequest = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  const status = page.locator('[data-practice]');
  await expect.poll(() => status.getAttribute('data-practice'), { timeout: 90_000 }).toBe('heard');
  expect(await status.textContent()).toMatch(
    /I heard you speak for \d+(\.\d)? seconds and noticed your 2\.5-second pause/,
  );
  await screenshot(page, 'hands-free-00-practice');
  page.off('request', onRequest);
  expect(calls).toEqual([]);
  await page.getByRole('button', { name: 'Start the interview' }).click();
  await page.getByRole('heading', { name: 'Interview', exact: true }).waitFor();
}

/** Whether the hands-free panel has been in `stage` (the page logs every change; see the init script). */
const reached = (page: Page, stage: string) =>
  page.evaluate(
    (name) => (window as unknown as { stages: string[] }).stages.some((s) => s.startsWith(`${name}@`)),
    stage,
  );

describe('hands-free turns in a real browser (Silero VAD, builtin AI, pocketsphinx)', () => {
  it('holds a whole spoken interview with no click between answers', { timeout: 300_000 }, async () => {
    const { page } = b;
    const vadRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/vad/') || /onnx|wasm/.test(url.pathname)) vadRequests.push(url.toString());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { stages: string[] };
      w.stages = [];
      const t0 = Date.now();
      new MutationObserver(() => {
        const now = document.querySelector('[data-stage]')?.getAttribute('data-stage');
        if (now && w.stages.at(-1)?.split('@')[0] !== now) w.stages.push(`${now}@${Date.now() - t0}`);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-stage'] });
    });
    await intakeAndMediaCheck(page, 'hana.free@example.com');

    // The detector loads from our own server; the answer opens by itself once the question is asked.
    await expect.poll(() => reached(page, 'listening'), { timeout: 90_000 }).toBe(true);
    expect(vadRequests.length).toBeGreaterThan(0);
    expect(vadRequests.every((url) => url.startsWith(t.url))).toBe(true);
    await screenshot(page, 'hands-free-01-listening');
    await expect.poll(() => reached(page, 'speaking'), { timeout: 60_000 }).toBe(true);

    // No click: both answers are ended by the thinking pause, the interview reaches its close.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 220_000 }).catch(async (error: unknown) => {
      // What the page went through, to tell a slow machine from a stuck turn.
      console.log(await page.evaluate(() => (window as unknown as { stages: string[] }).stages.join(' ')));
      throw error;
    });
    await screenshot(page, 'hands-free-02-finished');

    const db = t.deps.database.db;
    const [row] = await db.select().from(interviews).where(eq(interviews.jobPostingId, postingId));
    const turnsOf = () =>
      db.select().from(interviewTurns).where(eq(interviewTurns.interviewId, row!.id)).orderBy(asc(interviewTurns.seq));
    const turns = await turnsOf();
    // The interviewer alternates with the candidate, asks both questions and closes. How it reads
    // the answer (a return to the question once, say) is the interviewer's rule, tested elsewhere:
    // here each of the plan's questions is answered once, or twice after one return to it.
    const speakers = turns.map((turn) => turn.speaker);
    expect(speakers.every((speaker, i) => speaker === (i % 2 === 0 ? 'bot' : 'user'))).toBe(true);
    expect(speakers.at(-1)).toBe('bot');
    const asked = turns.filter((turn) => turn.speaker === 'bot').map((turn) => turn.text);
    for (const question of TWO_QUESTIONS.questions)
      expect(asked.some((text) => text.includes(question.text))).toBe(true);
    const answers = turns.filter((turn) => turn.speaker === 'user');
    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(answers.length).toBeLessThanOrEqual(4);
    // Each answer was transcribed from the segments uploaded while the candidate spoke, and holds
    // both sentences: the 1.5 s pause between them did not end it, the 2.5 s thinking pause did.
    for (const answer of answers) {
      expect(answer.text).toMatch(/experience/);
      expect(answer.text).toMatch(/mentor|junior|developer/);
    }
    // Its full recording follows for playback once the reply is heard.
    await expect
      .poll(async () => (await turnsOf()).filter((turn) => turn.speaker === 'user' && turn.recordingKey).length, {
        timeout: 20_000,
      })
      .toBe(answers.length);
    // Each answer opened by itself, was heard, and was sent once, by the thinking pause (each stage
    // change was logged with its time).
    const log = (await page.evaluate(() => (window as unknown as { stages: string[] }).stages)).filter(
      (entry) => !entry.startsWith('off'),
    );
    expect(log.map((entry) => entry.split('@')[0])).toEqual(
      answers.flatMap((_, i) => [...(i > 0 ? ['waiting'] : []), 'listening', 'speaking', 'sent']),
    );
    const at = (i: number) => Number(log[i]!.split('@')[1]);
    // An answer lasts its whole spoken part (two sentences around a 1.5 s pause) plus the 2.5 s pause.
    log.forEach((entry, i) => {
      if (entry.startsWith('sent@')) expect(at(i) - at(i - 1)).toBeGreaterThan(2500);
    });
  });
});
