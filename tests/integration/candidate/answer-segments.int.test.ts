import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_CONTINUED_CODE, SEGMENT_MAX_BYTES } from '../../../src/core/api/answer-segments.ts';
import { ANSWER_RECORDED } from '../../../src/core/stt-confidence.ts';
import { interviewTurns } from '../../../src/server/db/schema.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../../support/candidate-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai/server.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * The segment contract (docs/decisions/0030) on the OpenAI-compatible path, against the fake
 * server: each segment is one /audio/transcriptions call whose text names the segment by its
 * size (so order and duplicates are visible in the transcript).
 */
const RATE_LIMIT = 12;
let fake: FakeOpenAi;
let t: TestApp;
let postingId: string;

/** `n` tenths of a second of PCM: the fake hears "part<n>". */
const pcm = (tenths: number) => Buffer.alloc(tenths * 3200, 7);
const wordOf = (bytes: number) => `part${bytes / 3200}`;

beforeAll(async () => {
  fake = await startFakeOpenAi({
    transcription: (_fields, files) => {
      // The WAV header is 44 bytes: what is left is the segment's PCM.
      const size = (files[0]?.size ?? 44) - 44;
      return wordOf(size);
    },
  });
  t = await startTestApp(
    { AI_API_KEY: 'sk-test', AI_BASE_URL: fake.url, RATE_LIMIT_SEGMENTS_PER_INTERVIEW: String(RATE_LIMIT) },
    { workers: false },
  );
  const { client } = await actorFor(t, 'owner');
  postingId = (await createOpenPosting(client, { title: 'Support Engineer', description: 'Linux, networking.' })).json
    .id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function candidate(name: string) {
  const c = new CandidateClient(t.url);
  await c.intake(
    postingId,
    { fullName: name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  const first = botTurnOf((await c.next()).events);
  return { c, seq: first.turn.seq + 1 };
}

const transcriptionCalls = () => fake.requests.filter((r) => r.path === '/v1/audio/transcriptions').length;

describe('answer segments (OpenAI-compatible engine)', () => {
  it('assembles out-of-order segments in index order; a retried upload adds no words and no call', async () => {
    const { c, seq } = await candidate('Olive Order');
    const before = transcriptionCalls();
    const third = await c.segment(seq, 2, pcm(3));
    const first = await c.segment(seq, 0, pcm(1));
    const second = await c.segment(seq, 1, pcm(2));
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(first.json).toMatchObject({ seq, index: 0, durationMs: 100, duplicate: false, text: 'part1' });
    const retry = await c.segment(seq, 1, pcm(2));
    expect(retry.json).toMatchObject({ index: 1, duplicate: true, text: 'part2' });
    expect(transcriptionCalls() - before).toBe(3);

    const end = await c.endTurn(seq, 3);
    expect(end.status).toBe(200);
    const answer = end.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.turn.text).toBe('part1 part2 part3');
    expect(end.events.some((e) => e.type === 'transcribing')).toBe(false);
    expect(end.events.some((e) => e.type === 'bot')).toBe(true);
    // No whole-recording transcription at the end of turn.
    expect(transcriptionCalls() - before).toBe(3);
  });

  it('answers 409 SEGMENTS_MISSING naming the indexes never received, stores nothing, then accepts them', async () => {
    const { c, seq } = await candidate('Mia Missing');
    await c.segment(seq, 0, pcm(1));
    await c.segment(seq, 2, pcm(3));
    const end = await c.endTurn(seq, 4);
    expect(end.status).toBe(409);
    expect(end.json.error).toMatchObject({ code: 'SEGMENTS_MISSING', missing: [1, 3] });
    expect((await c.state()).json.turns).toHaveLength(1);
    await c.segment(seq, 1, pcm(2));
    await c.segment(seq, 3, pcm(4));
    const again = await c.endTurn(seq, 4);
    const answer = again.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.turn.text).toBe('part1 part2 part3 part4');
  });

  it('refuses segments over 30 s (413), malformed PCM (400) and segments of an answer not awaited (409)', async () => {
    const { c, seq } = await candidate('Sid Size');
    expect((await c.segment(seq, 0, Buffer.alloc(SEGMENT_MAX_BYTES + 2))).status).toBe(413);
    expect((await c.segment(seq, 0, Buffer.alloc(3201))).status).toBe(400);
    expect((await c.segment(seq, 0, Buffer.alloc(100))).status).toBe(400);
    expect((await c.segment(seq + 2, 0, pcm(1))).status).toBe(409);
    expect((await c.segment(seq, 200, pcm(1))).status).toBe(400);
    const state = await c.segments(seq);
    expect(state.json).toMatchObject({ transcribed: [], pending: [], nextIndex: 0 });
  });

  it('rate-limits segment uploads per interview (429)', async () => {
    const { c, seq } = await candidate('Ray Rate');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) statuses.push((await c.segment(seq, i, pcm(1))).status);
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('resumes after a reload: the state names what is stored and the answer continues from nextIndex', async () => {
    const { c, seq } = await candidate('Rhea Reload');
    await c.segment(seq, 0, pcm(1), 0);
    await c.segment(seq, 1, pcm(2), 1500);
    const state = await c.segments(seq);
    expect(state.json).toEqual({
      seq,
      transcribed: [0, 1],
      pending: [],
      nextIndex: 2,
      speechSeconds: 0.3,
      answered: false,
      generation: 0,
    });
    // A new page (same token) carries on.
    await c.segment(seq, state.json.nextIndex, pcm(3), 4000);
    const end = await c.endTurn(seq, 3);
    const answer = end.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.turn.text).toBe('part1 part2 part3');
    expect((await c.segments(seq)).json.answered).toBe(true);
    // Word timings are on the recording's clock: each segment's words shifted by its start.
    const [row] = await t.deps.database.db
      .select()
      .from(interviewTurns)
      .where(and(eq(interviewTurns.interviewId, c.interviewId), eq(interviewTurns.seq, seq)));
    expect(row!.wordTimings!.map((w) => w.start)).toEqual([0.4, 1.9, 4.4]);
  });

  it('stores a recording sent with the end of turn, or later, for playback only', async () => {
    const { c, seq } = await candidate('Reed Recording');
    await c.segment(seq, 0, pcm(1));
    const before = transcriptionCalls();
    const end = await c.endTurn(seq, 1, tinyWebm());
    const answer = end.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.turn.hasRecording).toBe(true);
    expect(transcriptionCalls()).toBe(before);

    const next = seq + 2;
    await c.segment(next, 0, pcm(2));
    const later = await c.endTurn(next, 1);
    const laterAnswer = later.events.find((e) => e.type === 'answer');
    expect(laterAnswer?.type === 'answer' && laterAnswer.turn.hasRecording).toBe(false);
    expect((await c.attachRecording(next, Buffer.from('not a webm'))).status).toBe(415);
    expect((await c.attachRecording(next, tinyWebm())).json).toEqual({ stored: true });
    expect((await c.attachRecording(next, tinyWebm())).json).toEqual({ stored: true });
    const turns = (await c.state()).json.turns as { seq: number; hasRecording: boolean }[];
    expect(turns.find((turn) => turn.seq === next)?.hasRecording).toBe(true);
    expect(transcriptionCalls()).toBe(before + 1);
  });

  it('continues an answer after an end of turn: the reply is withdrawn and the answer grows', async () => {
    const { c, seq } = await candidate('Cole Continue');
    await c.segment(seq, 0, pcm(1));
    const end = await c.endTurn(seq, 1);
    expect(end.events.some((e) => e.type === 'bot')).toBe(true);
    const resumed = await c.continueAnswer(seq);
    expect(resumed.json).toEqual({ seq, nextIndex: 1, generation: 1 });
    expect((await c.state()).json.turns).toHaveLength(1);
    // Calling it again withdraws nothing more (each call raises the generation the next end of turn carries).
    expect((await c.continueAnswer(seq)).json).toEqual({ seq, nextIndex: 1, generation: 2 });
    await c.segment(seq, 1, pcm(2));
    const again = await c.endTurn(seq, 2);
    const answer = again.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.turn.text).toBe('part1 part2');
    const bot = botTurnOf(again.events);
    // Once the candidate has answered the next question, the earlier answer is closed.
    await c.segment(bot.turn.seq + 1, 0, pcm(1));
    await c.endTurn(bot.turn.seq + 1, 1);
    expect((await c.continueAnswer(seq)).status).toBe(409);
  });

  it('recovery race: an end of turn still in flight when the answer continues stores nothing; the next stores it whole, once', async () => {
    const { c, seq } = await candidate('Rita Race');
    expect((await c.segments(seq)).json.generation).toBe(0);
    await c.segment(seq, 0, pcm(1));
    // Segment 1 is slow to transcribe, so the end of turn that names it waits on the server (in flight)…
    fake.config.transcriptionDelayMs = 1500;
    const slowSegment = c.segment(seq, 1, pcm(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const inFlight = c.endTurn(seq, 2, undefined, 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // …when the candidate goes on speaking: the page aborts that stream and continues the answer.
    const resumed = await c.continueAnswer(seq);
    expect(resumed.json).toEqual({ seq, nextIndex: 2, generation: 1 });
    fake.config.transcriptionDelayMs = 0;
    expect((await slowSegment).status).toBe(200);
    const stale = await inFlight;
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe(ANSWER_CONTINUED_CODE);
    // The same stale declaration arriving late (a slow network) is refused too.
    const late = await c.endTurn(seq, 2, undefined, 0);
    expect([late.status, late.json.error.code]).toEqual([409, ANSWER_CONTINUED_CODE]);
    expect((await c.state()).json.turns).toHaveLength(1);

    // The answer goes on as one: a third segment, then the end of turn with the new generation.
    await c.segment(seq, 2, pcm(3));
    const end = await c.endTurn(seq, 3, undefined, resumed.json.generation);
    const answer = end.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.turn.text).toBe('part1 part2 part3');
    expect(end.events.some((e) => e.type === 'bot')).toBe(true);
    const turns = (await c.state()).json.turns as { seq: number; speaker: string }[];
    expect(turns.map((turn) => turn.speaker)).toEqual(['bot', 'user', 'bot']);
    // Out-of-range generations are refused as bad input.
    const bad = await c.endTurn(seq + 2, 1, undefined, -1);
    expect(bad.status).toBe(400);
  });

  it('an empty answer forgets its segments, so the answer starts again at index 0', async () => {
    const { c, seq } = await candidate('Emma Empty');
    fake.config.transcription = '';
    try {
      await c.segment(seq, 0, pcm(1));
      const end = await c.endTurn(seq, 1);
      expect(end.events.map((e) => e.type)).toEqual(['empty']);
    } finally {
      fake.config.transcription = (_fields, files) => wordOf((files[0]?.size ?? 44) - 44);
    }
    expect((await c.segments(seq)).json).toMatchObject({ nextIndex: 0, transcribed: [] });
    await c.segment(seq, 0, pcm(2));
    const end = await c.endTurn(seq, 1);
    const answer = end.events.find((e) => e.type === 'answer');
    expect(answer?.type === 'answer' && answer.turn.text).toBe('part2');
  });

  it('never shows the candidate a low-confidence segment answer and marks it for listening', async () => {
    const { c, seq } = await candidate('Lou Lowconf');
    fake.config.transcriptionAvgLogprob = -2;
    try {
      const segment = await c.segment(seq, 0, pcm(1));
      expect(segment.json).toMatchObject({ lowConfidence: true, text: null });
      const end = await c.endTurn(seq, 1);
      const answer = end.events.find((e) => e.type === 'answer');
      expect(answer?.type === 'answer' && answer.turn).toMatchObject({ text: ANSWER_RECORDED, lowConfidence: true });
    } finally {
      fake.config.transcriptionAvgLogprob = -0.2;
    }
    const turns = (await c.state()).json.turns as { seq: number; text: string; lowConfidence: boolean }[];
    expect(turns.find((turn) => turn.seq === seq)).toMatchObject({ text: ANSWER_RECORDED, lowConfidence: true });
    const [row] = await t.deps.database.db
      .select()
      .from(interviewTurns)
      .where(and(eq(interviewTurns.interviewId, c.interviewId), eq(interviewTurns.seq, seq)));
    expect(row!.sttConfidence).toBeLessThan(0.4);
  });
});
