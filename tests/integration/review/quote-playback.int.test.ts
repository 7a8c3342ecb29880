import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pathOf } from '../../../src/core/api/endpoint.ts';
import { scorecardEndpoints } from '../../../src/core/api/endpoints/scorecards.ts';
import { QUOTE_LEAD_SECONDS } from '../../../src/core/scorecard/quote-start.ts';
import type { AssessRequest } from '../../../src/server/adapters/ai/provider.ts';
import { interviewTurns } from '../../../src/server/db/schema.ts';
import { handleAssessInterview } from '../../../src/server/modules/interviews/assess-interview.ts';
import { queueAssessment } from '../../../src/server/modules/interviews/queue-assessment.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { startFakeOpenAi, WORD_SECONDS, type FakeOpenAi } from '../../support/fake-openai/server.ts';
import { createPlannedPosting } from '../../support/scorecard-fixtures.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

const run = promisify(execFile);
const has = (tool: string) =>
  run('which', [tool]).then(
    () => true,
    () => false,
  );
const hasFfmpeg = await has('ffmpeg');
const speechTools = hasFfmpeg && (await has('flite')) && (await has('pocketsphinx_continuous'));
const STT_TIMEOUT_MS = 150_000;
const SPOKEN =
  'I have worked as a software engineer for five years. In my last job I led a small team that built a new system for our customers.';

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'quote-playback-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** A WebM with Opus audio, as browsers record it: flite speaking `sentence`, or `seconds` of silence. */
async function recordingOf(what: { sentence: string } | { seconds: number }, name: string): Promise<Buffer> {
  const out = path.join(workDir, `${name}.webm`);
  let input: string[];
  if ('sentence' in what) {
    const wav = path.join(workDir, `${name}.wav`);
    await run('flite', ['-voice', 'awb', '-t', what.sentence, '-o', wav]);
    input = ['-i', wav];
  } else input = ['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', String(what.seconds)];
  await run('ffmpeg', ['-loglevel', 'error', '-y', ...input, '-c:a', 'libopus', '-b:a', '32k', out]);
  return readFile(out);
}

/**
 * A candidate answers the first question with `recording`; an assessor quotes words `from`..`from + 4`
 * of the stored transcript; the employer's scorecard is returned with the answer's stored turn.
 */
async function quotedScorecard(app: TestApp, recording: Buffer, from: number) {
  const db = app.deps.database.db;
  const { client, userId } = await actorFor(app, 'owner');
  const posting = await createPlannedPosting(db, userId);
  const c = new CandidateClient(app.url);
  await c.intake(
    posting.postingId,
    { fullName: 'Tess Timing', email: 'tess@example.com', consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  const seq = botTurnOf((await c.next()).events).turn.seq + 1;
  expect((await c.answer(seq, { recording })).status).toBe(200);
  const [turn] = await db
    .select()
    .from(interviewTurns)
    .where(and(eq(interviewTurns.interviewId, c.interviewId), eq(interviewTurns.seq, seq)));
  const words = turn!.text.split(/\s+/);
  const quote = words.slice(from, from + 5).join(' ');
  const assess = async ({ plan }: AssessRequest) => ({
    competencies: plan.competencies.map((competency, i) => ({
      competencyId: competency.id,
      rating: 4,
      justification: 'Led a team.',
      evidence: i === 0 ? [{ answerId: String(seq), quote }] : [],
    })),
    questions: plan.questions.map((q) => ({ questionId: q.id, status: 'answered' as const })),
    cvNote: null,
  });
  await queueAssessment(app.deps, c.interviewId);
  await handleAssessInterview({ ...app.deps, ai: { ...app.deps.ai, assess } })(
    { interviewId: c.interviewId },
    { jobId: 'direct', retryCount: 0, retryLimit: 3 },
  );
  const read = await client.get(pathOf(scorecardEndpoints.scorecard, { id: c.interviewId }));
  expect(read.status).toBe(200);
  const evidence = read.json.scorecard.competencies[0].evidence;
  expect(evidence).toHaveLength(1);
  expect(evidence[0]).toMatchObject({ quote, turnSeq: seq });
  return { evidence: evidence[0] as { startSeconds: number | null }, turn: turn!, quote };
}

describe.skipIf(!speechTools)('a quote plays from its words: builtin speech-to-text (pocketsphinx)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { workers: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  test(
    'the transcript keeps word timings and a quote from the middle of the answer starts past its beginning',
    async () => {
      const recording = await recordingOf({ sentence: SPOKEN }, 'spoken');
      const { evidence, turn, quote } = await quotedScorecard(app, recording, 11);
      // flite speaks the sentence in about 7.5 s; word 12 ("in my last job…") comes after the first sentence.
      expect(turn.wordTimings!.length).toBeGreaterThan(20);
      const first = turn.wordTimings!.find((w) => w.word === quote.split(' ')[0]);
      console.log(`quote "${quote}" plays from ${evidence.startSeconds} s (word at ${first?.start} s)`);
      expect(evidence.startSeconds).toBeGreaterThan(2);
      expect(evidence.startSeconds).toBeLessThan(7);
    },
    STT_TIMEOUT_MS,
  );
});

describe.skipIf(!hasFfmpeg)('a quote plays from its words: Whisper word timings (fake OpenAI server)', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({ AI_API_KEY: 'sk-test', AI_BASE_URL: fake.url }, { workers: false });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  test('the scorecard quote carries the start of its first word less the lead', async () => {
    fake.config.transcription = 'I have worked in support for five years and I fixed the billing outage last spring.';
    const { evidence, turn } = await quotedScorecard(app, await recordingOf({ seconds: 3 }, 'silence'), 10);
    expect(turn.wordTimings).toHaveLength(16);
    // "fixed" is word 10: the fake says it begins at 11 × WORD_SECONDS.
    expect(evidence.startSeconds).toBeCloseTo(11 * WORD_SECONDS - QUOTE_LEAD_SECONDS, 5);
  });
});
