import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateMessages } from '../../../src/core/candidate-messages.ts';
import { ANSWER_SECONDS, recordingTooLongMessage } from '../../../src/core/interview-rules.ts';
import { blobKeys } from '../../../src/server/adapters/storage/keys.ts';
import { interviewTurns } from '../../../src/server/db/schema.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, parseEvents } from '../../support/candidate-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * What transcription may cost: a recording's length is read before any transcription (an hour
 * of audio fits in a small upload), and a full transcription queue answers 503 + Retry-After
 * with nothing stored, so the same answer can simply be sent again.
 */
const run = promisify(execFile);
const speechTools = (
  await Promise.all(
    ['ffmpeg', 'ffprobe', 'flite', 'pocketsphinx_continuous'].map((tool) =>
      run('which', [tool]).then(
        () => true,
        () => false,
      ),
    ),
  )
).every(Boolean);

// pocketsphinx takes seconds per sentence, many more on a busy shared machine.
const STT_TEST_TIMEOUT_MS = 240_000;

const LONG_ANSWER =
  'I have worked in customer support for five years. I answered questions about networking and Linux servers, ' +
  'wrote guides for our customers, and trained new colleagues on the team. I enjoy solving difficult problems.';

let t: TestApp;
let workDir: string;
let postingId: string;

beforeAll(async () => {
  if (!speechTools) return;
  workDir = await mkdtemp(path.join(tmpdir(), 'stt-limits-'));
  // One transcription at a time and no waiting line: the second concurrent answer is refused.
  t = await startTestApp({ STT_CONCURRENCY: '1', STT_QUEUE_MAX: '0' }, { workers: false });
  const { client } = await actorFor(t, 'owner');
  postingId = (await createOpenPosting(client, { title: 'Support Engineer', description: 'Customer support, Linux.' }))
    .json.id;
});
afterAll(async () => {
  await t?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
}, STT_TEST_TIMEOUT_MS);

async function webm(name: string, input: string[], extra: string[] = []): Promise<Buffer> {
  const out = path.join(workDir, `${name}.webm`);
  await run('ffmpeg', ['-loglevel', 'error', '-y', ...input, '-c:a', 'libopus', '-b:a', '16k', ...extra, out]);
  return readFile(out);
}

async function spoken(name: string, text: string): Promise<Buffer> {
  const wav = path.join(workDir, `${name}.wav`);
  await run('flite', ['-voice', 'awb', '-t', text, '-o', wav]);
  return webm(name, ['-i', wav]);
}

/** A candidate who has been asked the opening question. */
async function candidate(name: string) {
  const c = new CandidateClient(t.url);
  await c.intake(
    postingId,
    { fullName: name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  const opening = botTurnOf((await c.next()).events);
  return { c, seq: opening.turn.seq + 1 };
}

const userTurnsAt = (interviewId: string, seq: number) =>
  t.deps.database.db
    .select()
    .from(interviewTurns)
    .where(and(eq(interviewTurns.interviewId, interviewId), eq(interviewTurns.seq, seq)));

describe.skipIf(!speechTools)('transcription cost and capacity', () => {
  it(
    'refuses a one-hour recording in a small upload quickly, before any transcription, storing nothing',
    async () => {
      // One minute of low-bitrate Opus, looped sixty times by stream copy: an hour in about 2 MB.
      const minute = await webm(
        'minute',
        ['-f', 'lavfi', '-i', 'sine=f=220:r=16000', '-t', '60'],
        ['-b:a', '6k', '-frame_duration', '60'],
      );
      const minuteFile = path.join(workDir, 'minute.webm');
      const hourFile = path.join(workDir, 'hour.webm');
      await run('ffmpeg', ['-loglevel', 'error', '-y', '-stream_loop', '59', '-i', minuteFile, '-c', 'copy', hourFile]);
      const hour = await readFile(hourFile);
      expect(minute.length).toBeLessThan(100_000);
      expect(hour.length).toBeLessThan(3 * 1024 * 1024);

      const { c, seq } = await candidate('Long Larry');
      const admittedBefore = t.deps.transcription.stats().admitted;
      const started = performance.now();
      const reply = await c.answer(seq, { recording: hour });
      const elapsedMs = performance.now() - started;

      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.text).error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: recordingTooLongMessage(ANSWER_SECONDS),
      });
      expect(elapsedMs).toBeLessThan(10_000);
      expect(t.deps.transcription.stats().admitted).toBe(admittedBefore);
      expect(await userTurnsAt(c.interviewId, seq)).toHaveLength(0);
      expect(await t.deps.blobs.head(blobKeys.recording(postingId, c.interviewId, seq))).toBeNull();
    },
    STT_TEST_TIMEOUT_MS,
  );

  it('refuses a file that is not readable media with 415', async () => {
    const { c, seq } = await candidate('Broken Bea');
    const fake = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096, 7)]);
    const reply = await c.answer(seq, { recording: fake });
    expect(reply.status).toBe(415);
    expect(JSON.parse(reply.text).error.message).toBe(candidateMessages.recordingUnreadable);
  });

  it(
    'answers 503 with Retry-After when the queue is full; the same answer sent again is stored once',
    async () => {
      const [longAnswer, shortAnswer] = await Promise.all([
        spoken('long', LONG_ANSWER),
        spoken('short', 'I have five years of experience with Linux servers.'),
      ]);
      const first = await candidate('Busy Bob');
      const second = await candidate('Waiting Wendy');

      // The first answer takes the only transcription place; its stream says so.
      const form = new FormData();
      form.append('seq', String(first.seq));
      form.append('recording', new Blob([new Uint8Array(longAnswer)], { type: 'video/webm' }), 'answer.webm');
      const response = await fetch(`${t.url}/api/public/interviews/${first.c.interviewId}/answers`, {
        method: 'POST',
        body: form,
        headers: { 'x-candidate-token': first.c.token },
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const firstChunk = new TextDecoder().decode((await reader.read()).value);
      expect(parseEvents(firstChunk)[0]).toEqual({ type: 'transcribing', message: candidateMessages.transcribing });
      expect(t.deps.transcription.stats()).toMatchObject({ active: 1, queued: 0 });

      const refused = await second.c.answer(second.seq, { recording: shortAnswer });
      expect(refused.status).toBe(503);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(JSON.parse(refused.text).error).toEqual({
        code: 'UNAVAILABLE',
        message: candidateMessages.transcriptionBusy,
      });
      expect(await userTurnsAt(second.c.interviewId, second.seq)).toHaveLength(0);
      expect(await t.deps.blobs.head(blobKeys.recording(postingId, second.c.interviewId, second.seq))).toBeNull();

      // The first answer completes normally.
      let rest = firstChunk;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        rest += new TextDecoder().decode(value);
      }
      const firstEvents = parseEvents(rest);
      expect(firstEvents.find((e) => e.type === 'answer')).toBeTruthy();
      botTurnOf(firstEvents);

      // The refused answer, sent again with the same seq, goes through and is stored once.
      const retried = await second.c.answer(second.seq, { recording: shortAnswer });
      expect(retried.status).toBe(200);
      expect(retried.events.map((e) => e.type)).toContain('answer');
      botTurnOf(retried.events);
      const again = await second.c.answer(second.seq, { recording: shortAnswer });
      expect(again.status).toBe(200);
      const stored = await userTurnsAt(second.c.interviewId, second.seq);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.text.toLowerCase()).toMatch(/five|years|linux/);
      expect(await t.deps.blobs.head(stored[0]!.recordingKey!)).toMatchObject({ contentType: 'video/webm' });
      expect((await second.c.state()).json.turns).toHaveLength(3);
    },
    STT_TEST_TIMEOUT_MS,
  );
});
