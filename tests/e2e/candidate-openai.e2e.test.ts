import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, interviewTurns } from '../../src/server/db/schema.ts';
import { speechWav } from '../fixtures/speech/flite.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai/server.ts';
import { actorFor } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession, skipPractice } from './support/browser.ts';
import { createOpenPosting } from '../support/postings.ts';
import { fillIntake } from './support/intake.ts';

const QUESTION = 'Welcome to the interview. Tell me about a project you are proud of, and what your part in it was.';
const HEARD = 'I built a design system in React for four product teams.';

let t: TestApp;
let b: BrowserSession;
let fake: FakeOpenAi;
let wav: string;
let postingId: string;

/** A real MP3 of a spoken sentence, so the browser can actually decode and play the server's speech. */
async function spokenMp3(): Promise<Buffer> {
  const source = await speechWav('Welcome to the interview.', 'question.wav');
  const mp3 = source.replace(/\.wav$/, '.mp3');
  await promisify(execFile)('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', source, '-f', 'mp3', '-y', mp3]);
  const bytes = await readFile(mp3);
  await rm(path.dirname(source), { recursive: true, force: true });
  return bytes;
}

beforeAll(async () => {
  wav = await speechWav();
  fake = await startFakeOpenAi({ chatReply: QUESTION, transcription: HEARD, speechAudio: await spokenMp3() });
  t = await startTestApp({ AI_API_KEY: 'sk-test', AI_BASE_URL: fake.url }, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, fakeAudioWav: wav, tapToAnswer: true });
  // Count what the page plays and what it asks the browser to say (instrumenting the browser, not our code).
  await b.context.addInitScript(() => {
    const w = window as unknown as { plays: string[]; spoken: string[] };
    w.plays = [];
    w.spoken = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this.src.startsWith('blob:')) w.plays.push(this.src);
      return play.call(this);
    };
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      w.spoken.push(utterance.text);
      speak(utterance);
    };
  });
  const { client } = await actorFor(t, 'owner');
  const created = await createOpenPosting(client, { title: 'Design Systems Engineer', description: 'React, CSS.' });
  postingId = created.json.id;
});
afterAll(async () => {
  await b?.close();
  await t?.close();
  await fake?.close();
  if (wav) await rm(path.dirname(wav), { recursive: true, force: true });
});

describe('a candidate interview against an OpenAI-compatible provider', () => {
  it('streams the question, plays the server speech, transcribes a spoken answer and submits', async () => {
    const { page } = b;
    const played = () => page.evaluate(() => (window as unknown as { plays: string[] }).plays.length);
    await page.goto(`/interview/${postingId}`);
    await page.getByRole('heading', { name: 'Design Systems Engineer' }).waitFor();
    expect(await page.getByText('Offline AI interviewer (rule-based)').count()).toBe(0);
    await fillIntake(page, { fullName: 'Olive OpenAI', email: 'olive@example.com' });
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.getByRole('button', { name: 'Looks Good' }).and(page.locator(':enabled')).click();
    await skipPractice(page);

    // The opening question appears and is spoken with the server's audio, not the browser's voice.
    const log = page.getByRole('log', { name: 'Interview transcript' });
    await log.getByText(QUESTION).waitFor();
    await expect.poll(played, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual([]);
    await screenshot(page, 'candidate-openai-01-question');

    // A spoken answer goes to the provider's transcription as WebM and comes back as text.
    const tap = page.getByRole('button', { name: 'Tap to Answer' });
    await tap.and(page.locator(':enabled')).click();
    await page.getByText('Listening...').waitFor();
    await page.waitForTimeout(2500);
    const before = await played();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await log.getByText(HEARD).waitFor();
    await expect.poll(() => log.getByRole('listitem').count()).toBe(3);
    await expect.poll(played, { timeout: 15_000 }).toBeGreaterThan(before);
    const upload = fake.requests.find((r) => r.path.endsWith('/audio/transcriptions'));
    expect(upload?.files?.[0]?.type).toMatch(/^video\/webm|^audio\/webm|^application\/octet-stream/);
    expect(upload?.files?.[0]?.size).toBeGreaterThan(1000);
    await screenshot(page, 'candidate-openai-02-answered');

    await tap.and(page.locator(':enabled')).waitFor();
    await page.getByRole('button', { name: 'Finish Interview Early' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Interview' }).click();
    await page.getByRole('dialog').getByText('Your interview has been successfully submitted!').waitFor();

    const db = t.deps.database.db;
    const [row] = await db.select().from(interviews).where(eq(interviews.jobPostingId, postingId));
    expect(row!.submittedAt).toBeInstanceOf(Date);
    const turns = await db
      .select()
      .from(interviewTurns)
      .where(eq(interviewTurns.interviewId, row!.id))
      .orderBy(asc(interviewTurns.seq));
    expect(turns.map((turn) => [turn.speaker, turn.text])).toEqual([
      ['bot', QUESTION],
      ['user', HEARD],
      ['bot', QUESTION],
    ]);
    expect(await t.deps.blobs.head(turns[1]!.recordingKey!)).toBeTruthy();
  });
});
