import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSegments, interviews, interviewTurns } from '../../src/server/db/schema.ts';
import { speechWav, speechWithPausesWav } from '../fixtures/speech/flite.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai/server.ts';
import { actorFor } from '../support/actors.ts';
import { createOpenPosting } from '../support/postings.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, skipPractice, type BrowserSession } from './support/browser.ts';
import { fillIntake } from './support/intake.ts';

/** Five sentences: each is spoken with the ~20 s MP3 below, so the interviewer talks for well over a minute. */
const QUESTION =
  'Welcome to the interview. I am glad you are here. We will go through a few questions. ' +
  'There are no trick questions. Tell me about a project you are proud of, and what your part in it was.';
const HEARD = 'I would start by asking the team what they need.';

/**
 * The interviewer's voice: a real MP3 of about 20 s (flite), served by the fake OpenAI-compatible
 * server's /audio/speech for every sentence, so the interviewer is still talking when the candidate starts.
 */
async function longSpokenMp3(): Promise<Buffer> {
  const source = await speechWav(
    'Welcome to the interview. Before we begin, let me tell you how this works. I will ask you a few questions ' +
      'about your experience, one at a time. Take your time with each answer. There are no trick questions, and ' +
      'you can say that you do not know something. When you are done with an answer, simply stop talking, and I ' +
      'will notice the pause. Let us begin with the first question.',
    'interviewer.wav',
  );
  const mp3 = source.replace(/\.wav$/, '.mp3');
  await promisify(execFile)('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', source, '-f', 'mp3', '-y', mp3]);
  const bytes = await readFile(mp3);
  await rm(path.dirname(source), { recursive: true, force: true });
  return bytes;
}

let t: TestApp;
let b: BrowserSession;
let fake: FakeOpenAi;
let wavDir: string;
let postingId: string;

beforeAll(async () => {
  // The fake microphone (looped by Chromium) talks all the time, with pauses shorter than the
  // thinking pause: it starts speaking again while the interviewer's ~20 s of speech is playing.
  const wav = await speechWithPausesWav([
    HEARD,
    { silenceSeconds: 1.2 },
    'Then I look at the logs.',
    { silenceSeconds: 1.2 },
  ]);
  wavDir = path.dirname(wav.file);
  fake = await startFakeOpenAi({ chatReply: QUESTION, transcription: HEARD, speechAudio: await longSpokenMp3() });
  t = await startTestApp({ AI_API_KEY: 'sk-test', AI_BASE_URL: fake.url }, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, fakeAudioWav: wav.file });
  // Instrument the browser (not our code): every stage change of the hands-free panel, and every
  // play and pause of a media element with where it was in its audio.
  await b.context.addInitScript(() => {
    const w = window as unknown as {
      stages: string[];
      media: Array<{ what: 'play' | 'pause'; src: string; at: number; duration: number; ended: boolean }>;
    };
    w.stages = [];
    w.media = [];
    const t0 = Date.now();
    new MutationObserver(() => {
      const now = document.querySelector('[data-stage]')?.getAttribute('data-stage');
      if (now && w.stages.at(-1)?.split('@')[0] !== now) w.stages.push(`${now}@${Date.now() - t0}`);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-stage'] });
    const log = (what: 'play' | 'pause', el: HTMLMediaElement) => {
      if (el.src.startsWith('blob:'))
        w.media.push({ what, src: el.src, at: el.currentTime, duration: el.duration, ended: el.ended });
    };
    const { play, pause } = HTMLMediaElement.prototype;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      log('play', this);
      return play.call(this);
    };
    HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
      log('pause', this);
      pause.call(this);
    };
  });
  const { client } = await actorFor(t, 'owner');
  const created = await createOpenPosting(client, { title: 'Support Engineer', description: 'Linux, networks.' });
  postingId = created.json.id;
});
afterAll(async () => {
  await b?.close();
  await t?.close();
  await fake?.close();
  if (wavDir) await rm(wavDir, { recursive: true, force: true });
});

type MediaLog = Array<{ what: 'play' | 'pause'; src: string; at: number; duration: number; ended: boolean }>;
const mediaLog = (page: Page) => page.evaluate(() => (window as unknown as { media: MediaLog }).media);
const stages = (page: Page) =>
  page.evaluate(() => (window as unknown as { stages: string[] }).stages.map((s) => s.split('@')[0]!));

describe('barge-in: speaking while the interviewer talks stops its voice', () => {
  it('stops the interviewer audio and takes the speech as the start of the answer', { timeout: 420_000 }, async () => {
    const { page } = b;
    await page.goto(`/interview/${postingId}`);
    await fillIntake(page, { fullName: 'Bart Barge', email: 'bart@example.com' });
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.getByRole('button', { name: 'Looks Good' }).and(page.locator(':enabled')).click();
    await skipPractice(page);

    // The question is spoken with the server's audio; the candidate talks over it.
    const log = page.getByRole('log', { name: 'Interview transcript' });
    await log.getByText(QUESTION).waitFor({ timeout: 60_000 });
    await page
      .getByText('The interviewer stopped so you can answer.')
      .waitFor({ timeout: 150_000 })
      .catch(async (error: unknown) => {
        console.log(await stages(page), await mediaLog(page));
        throw error;
      });
    await screenshot(page, 'barge-in-01-interrupted');

    // The interviewer's audio element was paused mid-sentence (long before its end), and nothing
    // of that reply played after it.
    const media = await mediaLog(page);
    const firstPause = media.findIndex((entry) => entry.what === 'pause');
    expect(firstPause).toBeGreaterThan(0);
    const paused = media[firstPause]!;
    expect(media.slice(0, firstPause).some((entry) => entry.what === 'play' && entry.src === paused.src)).toBe(true);
    expect(paused.ended).toBe(false);
    expect(paused.duration).toBeGreaterThan(15);
    expect(paused.at).toBeLessThan(paused.duration - 5);
    await page.waitForTimeout(1500);
    expect((await mediaLog(page)).slice(firstPause + 1).filter((entry) => entry.what === 'play')).toEqual([]);

    // The speech that interrupted was the start of the answer: the panel went from the interviewer's
    // floor straight to the candidate speaking (no separate "your turn" opening), and the answer's
    // first segment starts at the beginning of its recording.
    const seen = await stages(page);
    expect(seen.slice(seen.indexOf('waiting'))).toEqual(['waiting', 'speaking']);

    // The candidate ends the answer with "I'm finished" (the pauses in this speech are too short to end it).
    // (A generous timeout: on a loaded machine the page's main thread, which also runs the detector, can lag.)
    await page.getByRole('button', { name: "I'm finished" }).click({ timeout: 120_000 });
    const db = t.deps.database.db;
    const [row] = await db.select().from(interviews).where(eq(interviews.jobPostingId, postingId));
    const turnsOf = () =>
      db.select().from(interviewTurns).where(eq(interviewTurns.interviewId, row!.id)).orderBy(asc(interviewTurns.seq));
    await expect.poll(async () => (await turnsOf()).length, { timeout: 90_000 }).toBeGreaterThanOrEqual(3);
    await log.getByText(HEARD).first().waitFor();
    await screenshot(page, 'barge-in-02-answered');
    const turns = await turnsOf();
    expect(turns.slice(0, 3).map((turn) => turn.speaker)).toEqual(['bot', 'user', 'bot']);
    expect(turns[1]!.text).toContain(HEARD);
    const segments = await db
      .select()
      .from(answerSegments)
      .where(eq(answerSegments.interviewId, row!.id))
      .orderBy(asc(answerSegments.idx));
    const first = segments.filter((segment) => segment.seq === turns[1]!.seq);
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]!.idx).toBe(0);
    expect(first[0]!.startMs).toBeLessThanOrEqual(300);
    // Each segment was transcribed by the provider while the candidate spoke.
    expect(fake.requests.filter((r) => r.path.endsWith('/audio/transcriptions')).length).toBeGreaterThanOrEqual(
      first.length,
    );
  });
});
