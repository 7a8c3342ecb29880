import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewTurns } from '../../../src/server/db/schema.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

const run = promisify(execFile);
const hasTools = await Promise.all(
  ['ffmpeg', 'flite', 'pocketsphinx_continuous'].map((tool) =>
    run('which', [tool]).then(
      () => true,
      () => false,
    ),
  ),
);
const speechTools = hasTools.every(Boolean);

let t: TestApp;
let workDir: string;
let postingId: string;

beforeAll(async () => {
  if (!speechTools) return;
  workDir = await mkdtemp(path.join(tmpdir(), 'speech-'));
  t = await startTestApp({}, { workers: false });
  const { client } = await actorFor(t, 'owner');
  postingId = (
    await createOpenPosting(client, {
      title: 'Support Engineer',
      description: 'Customer support, Linux, networking.',
    })
  ).json.id;
});
afterAll(async () => {
  await t?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** A WebM with Opus audio, as browsers record it, made from a WAV. */
async function webmFrom(args: string[], name: string): Promise<Buffer> {
  const out = path.join(workDir, `${name}.webm`);
  await run('ffmpeg', ['-loglevel', 'error', '-y', ...args, '-c:a', 'libopus', '-b:a', '32k', out]);
  return readFile(out);
}

describe.skipIf(!speechTools)('spoken answers on the builtin provider (ffmpeg + pocketsphinx)', () => {
  it('transcribes a spoken answer and stores it with its recording', async () => {
    const wav = path.join(workDir, 'answer.wav');
    await run('flite', ['-voice', 'awb', '-t', 'I have worked in customer support for five years.', '-o', wav]);
    const recording = await webmFrom(['-i', wav], 'answer');
    const c = new CandidateClient(t.url);
    await c.intake(
      postingId,
      { fullName: 'Sam Speaker', email: 'sam@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    const first = botTurnOf((await c.next()).events);
    const reply = await c.answer(first.turn.seq + 1, { recording });
    expect(reply.status).toBe(200);
    expect(reply.events[0]).toEqual({ type: 'transcribing', message: 'Transcribing your response...' });
    const answer = reply.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.turn.text.toLowerCase()).toMatch(/support|five|years/);
    const [stored] = await t.deps.database.db
      .select()
      .from(interviewTurns)
      .where(eq(interviewTurns.interviewId, c.interviewId))
      .offset(1);
    expect(stored!.recordingKey).toMatch(/answer-002\.webm$/);
    expect(await t.deps.blobs.head(stored!.recordingKey!)).toMatchObject({ contentType: 'video/webm' });
  });

  it('ignores a silent answer: asks again, stores no turn and no recording', async () => {
    const silence = await webmFrom(['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', '2'], 'silence');
    const c = new CandidateClient(t.url);
    await c.intake(
      postingId,
      { fullName: 'Quiet Quinn', email: 'quinn@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    const first = botTurnOf((await c.next()).events);
    const reply = await c.answer(first.turn.seq + 1, { recording: silence });
    expect(reply.status).toBe(200);
    expect(reply.events).toEqual([
      { type: 'transcribing', message: 'Transcribing your response...' },
      { type: 'empty', message: expect.stringMatching(/couldn't hear/) },
    ]);
    expect((await c.state()).json.turns).toHaveLength(1);
    expect(await t.deps.blobs.head(`postings/${postingId}/interviews/${c.interviewId}/answer-002.webm`)).toBeNull();
  });
});
