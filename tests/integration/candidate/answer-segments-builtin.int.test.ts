import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewTurns } from '../../../src/server/db/schema.ts';
import { speechPcm } from '../../fixtures/speech/flite.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/** The segment contract on the builtin engine: each segment's PCM goes straight to pocketsphinx. */
const run = promisify(execFile);
const has = (tool: string) =>
  run('which', [tool]).then(
    () => true,
    () => false,
  );
const speechTools = (await Promise.all(['ffmpeg', 'flite', 'pocketsphinx_continuous'].map(has))).every(Boolean);

let t: TestApp;
let postingId: string;

beforeAll(async () => {
  if (!speechTools) return;
  t = await startTestApp({}, { workers: false });
  const { client } = await actorFor(t, 'owner');
  postingId = (await createOpenPosting(client, { title: 'Support Engineer', description: 'Linux, networking.' })).json
    .id;
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!speechTools)('answer segments on the builtin engine (pocketsphinx, no ffmpeg step)', () => {
  it('transcribes each segment as it arrives; a retry is not transcribed again; the answer joins them in order', async () => {
    const c = new CandidateClient(t.url);
    await c.intake(
      postingId,
      { fullName: 'Pat Sphinx', email: 'pat@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    const seq = botTurnOf((await c.next()).events).turn.seq + 1;
    const first = await speechPcm('I have worked in customer support for five years.');
    const second = await speechPcm('I restarted the network service and read the logs.');

    const secondStartMs = Math.round(first.length / 32) + 1200;
    const late = await c.segment(seq, 1, second, secondStartMs);
    expect(late.status).toBe(200);
    expect(late.json.duplicate).toBe(false);
    const early = await c.segment(seq, 0, first, 0);
    expect(early.json.text).toMatch(/support|five|years/);
    const started = performance.now();
    const retry = await c.segment(seq, 1, second);
    expect(retry.json).toMatchObject({ duplicate: true, text: late.json.text });
    // Answered from the stored row, not by running pocketsphinx again (that takes seconds here).
    expect(performance.now() - started).toBeLessThan(1000);

    const end = await c.endTurn(seq, 2);
    const answer = end.events.find((e) => e.type === 'answer');
    const text = answer?.type === 'answer' ? answer.turn.text : '';
    expect(text.startsWith(early.json.text ?? '')).toBe(true);
    expect(text).toMatch(/network|service|logs/);
    expect(end.events.some((e) => e.type === 'bot')).toBe(true);

    const [row] = await t.deps.database.db
      .select()
      .from(interviewTurns)
      .where(and(eq(interviewTurns.interviewId, c.interviewId), eq(interviewTurns.seq, seq)));
    expect(row!.sttConfidence).toBeGreaterThan(0);
    // The second segment's words start after its reported offset in the recording.
    const secondStart = secondStartMs / 1000;
    const words = row!.wordTimings!;
    expect(words.at(-1)!.start).toBeGreaterThan(secondStart);
    expect(words[0]!.start).toBeLessThan(secondStart);
  });
});
