import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateMessages } from '../../src/core/candidate-messages.ts';
import { interviewTurns } from '../../src/server/db/schema.ts';
import { speechWav } from '../fixtures/speech/flite.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../support/candidate-client.ts';
import { actorFor } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, type BrowserSession, skipPractice } from './support/browser.ts';
import { createOpenPosting } from '../support/postings.ts';
import { fillIntake } from './support/intake.ts';

/**
 * A full transcription queue, seen by the candidate: the page says the server is busy, waits
 * the hinted time, sends the same answer again by itself, and the answer is stored once.
 */
const run = promisify(execFile);

let t: TestApp;
let b: BrowserSession;
let wav: string;
let postingId: string;

beforeAll(async () => {
  wav = await speechWav();
  // One transcription at a time and no waiting line.
  t = await startTestApp({ STT_CONCURRENCY: '1', STT_QUEUE_MAX: '0' }, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, fakeAudioWav: wav, tapToAnswer: true });
  const { client } = await actorFor(t, 'owner');
  postingId = (await createOpenPosting(client, { title: 'Frontend Engineer', description: 'TypeScript and React.' }))
    .json.id;
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
  if (wav) await rm(path.dirname(wav), { recursive: true, force: true });
}, 120_000);

describe('a candidate answering while transcription is at capacity', () => {
  it('shows the busy notice, retries on its own and stores the answer once', async () => {
    // Another candidate's long answer will hold the only transcription place.
    const longWav = await speechWav(
      'I have worked on web applications for many years, building interfaces in React and services in Node. '.repeat(3),
      'long.wav',
    );
    const longWebm = longWav.replace(/\.wav$/, '.webm');
    await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', longWav, '-c:a', 'libopus', '-b:a', '24k', longWebm]);
    const other = new CandidateClient(t.url);
    await other.intake(
      postingId,
      { fullName: 'Other Olivia', email: 'olivia@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    const otherSeq = botTurnOf((await other.next()).events).turn.seq + 1;

    const { page } = b;
    await page.goto(`/interview/${postingId}`);
    await fillIntake(page, { fullName: 'Busy Bianca', email: 'bianca@example.com' });
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.getByRole('button', { name: 'Looks Good' }).click();
    await skipPractice(page);
    const tap = page.getByRole('button', { name: 'Tap to Answer' }).and(page.locator(':enabled'));
    await tap.waitFor({ timeout: 60_000 });
    await tap.click();
    await page.getByText('Listening...').waitFor();
    await page.waitForTimeout(5000);

    const otherAnswer = other.answer(otherSeq, { recording: await readFile(longWebm) });
    await expect.poll(() => t.deps.transcription.stats().active, { timeout: 30_000 }).toBe(1);
    await page.getByRole('button', { name: 'Submit Answer' }).click();

    await page.getByText(candidateMessages.transcriptionBusyRetrying).waitFor({ timeout: 30_000 });
    expect((await otherAnswer).status).toBe(200);
    await page
      .getByRole('button', { name: 'Tap to Answer' })
      .and(page.locator(':enabled'))
      .waitFor({ timeout: 180_000 });
    expect(await page.getByRole('alert').count()).toBe(0);

    const interviewId = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const value = localStorage.getItem(localStorage.key(i)!) ?? '';
        const match = /"interviewId":"([^"]+)"/.exec(value);
        if (match) return match[1];
      }
      return null;
    });
    expect(interviewId).toBeTruthy();
    const answers = await t.deps.database.db
      .select()
      .from(interviewTurns)
      .where(and(eq(interviewTurns.interviewId, interviewId!), eq(interviewTurns.speaker, 'user')));
    expect(answers).toHaveLength(1);
    expect(answers[0]!.recordingKey).toBeTruthy();
    expect(answers[0]!.text).toMatch(/experience|years|five|typescript|react/i);
  }, 400_000);
});
