import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewPlan } from '../../../src/core/interview-plan.ts';
import { CLOSING_LINE } from '../../../src/core/interview-rules.ts';
import { ANSWER_RECORDED } from '../../../src/core/stt-confidence.ts';
import { delimit } from '../../../src/server/adapters/ai/openai-prompts.ts';
import { interviewTurns } from '../../../src/server/db/schema.ts';
import { DISPATCH_PLAN, DISPATCH_POSTING } from '../../fixtures/interview-plans.ts';
import { botTurnOf } from '../../support/candidate-client.ts';
import type { ChatRequestBody, FakeOpenAi } from '../../support/fake-openai/server.ts';
import type { HttpClient } from '../../support/http-client.ts';
import {
  chatSystemPrompts,
  postingWithPlan,
  RICH_ANSWER,
  runInterview,
  startAppWithFakeOpenAi,
  startAppWithOwner,
  startCandidate,
  storedBotTurns,
} from '../../support/planned-interview.ts';
import type { TestApp } from '../../support/test-app.ts';

// DISPATCH_PLAN allows 1, 2, 0 and 1 follow-ups on its four questions.
/** On topic but general: every question's follow-ups are used to probe for a real situation. */
const VAGUE = 'I usually just handle it.';
const ALLOWED_FOLLOW_UPS = DISPATCH_PLAN.questions.map((q) => q.followUps);

/** Version 2: every question reworded, so any v2 text reaching a v1 candidate would show. */
const V2: InterviewPlan = {
  ...DISPATCH_PLAN,
  questions: DISPATCH_PLAN.questions.map((q) => ({ ...q, text: `Version two: ${q.text}` })),
};

const followUpsPerQuestion = (rows: { questionIndex: number | null; followUp: boolean }[]) =>
  DISPATCH_PLAN.questions.map((_, i) => rows.filter((r) => r.followUp && r.questionIndex === i).length);

describe('builtin interviewer follows the plan version the interview started on', () => {
  let t: TestApp;
  let owner: HttpClient;
  beforeAll(async () => {
    ({ t, owner } = await startAppWithOwner());
  });
  afterAll(async () => t?.close());

  it('stays on v1 after v2 is published and asks every v1 question exactly once, in order', async () => {
    const postingId = await postingWithPlan(owner, DISPATCH_PLAN);
    const c = await startCandidate(t, postingId, 'v1@example.com');
    const bots = await runInterview(c, RICH_ANSWER, async () => {
      // Published while the candidate is on question 1.
      expect((await owner.post(`/api/postings/${postingId}/plan/publish`, V2)).status).toBe(200);
    });
    const texts = bots.map((b) => b.turn.text);
    for (const question of DISPATCH_PLAN.questions)
      expect(
        texts.filter((text) => text.includes(question.text)),
        question.text,
      ).toHaveLength(1);
    expect(texts.join('\n')).not.toContain('Version two');
    expect(texts.at(-1)).toBe(CLOSING_LINE);
    // Rich answers need no follow-up: four questions, then the closing line; "Question N of 4".
    expect(bots.map((b) => b.questionsAsked)).toEqual([1, 2, 3, 4, 5]);
    const rows = (await storedBotTurns(t.deps.database.db, c.interviewId)).filter((r) => r.text !== CLOSING_LINE);
    expect(rows.filter((r) => r.questionIndex !== null && !r.followUp).map((r) => r.questionIndex)).toEqual([
      0, 1, 2, 3,
    ]);

    // A new candidate gets v2's questions.
    const late = await startCandidate(t, postingId, 'v2@example.com');
    expect(botTurnOf((await late.next()).events).turn.text).toContain(V2.questions[0]!.text);
  });

  it("uses each question's follow-ups on vague answers, never more, keeping the question number and time limit", async () => {
    const postingId = await postingWithPlan(owner, DISPATCH_PLAN);
    const c = await startCandidate(t, postingId, 'no@example.com');
    const bots = await runInterview(c, VAGUE);
    const rows = await storedBotTurns(t.deps.database.db, c.interviewId);
    expect(followUpsPerQuestion(rows)).toEqual(ALLOWED_FOLLOW_UPS);
    // Follow-ups keep the question number: 1, 1 (follow-up), 2, 2, 2, 3, 4, 4, then the closing line.
    expect(bots.map((b) => b.questionsAsked)).toEqual([1, 1, 2, 2, 2, 3, 4, 4, 5]);
    for (const text of bots.map((b) => b.turn.text)) expect(text).not.toMatch(/"|relevant/);
    const state = (await c.state()).json;
    expect(state).toMatchObject({ finished: true, maxQuestions: 4 });
    expect(state.plan.timeLimitsSeconds).toEqual(DISPATCH_PLAN.questions.map((q) => q.timeLimitSeconds));
  });
});

describe('OpenAI-compatible interviewer: the plan travels in every request (fake server)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let owner: HttpClient;
  beforeAll(async () => {
    ({ t, fake, owner } = await startAppWithFakeOpenAi((body) => {
      const question = /<plan_question>\n([\s\S]*?)\n<\/plan_question>/.exec(body.messages[0]!.content)?.[1];
      return body.messages[0]!.content.includes('ONE short follow-up')
        ? 'Could you give a concrete example?'
        : `Thank you. ${question ?? 'An off-plan question?'}`;
    }));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("asks each plan question verbatim once and follow-ups within each question's limit", async () => {
    const postingId = await postingWithPlan(owner, DISPATCH_PLAN);
    fake.reset();
    const c = await startCandidate(t, postingId, 'openai@example.com');
    await runInterview(c, VAGUE);
    const systems = chatSystemPrompts(fake);
    // 4 questions + 1 + 2 + 0 + 1 follow-ups; the closing line is never asked of the model.
    expect(systems).toHaveLength(8);
    const carried = systems.map((s) =>
      DISPATCH_PLAN.questions.findIndex((q) => s.includes(delimit('plan_question', q.text))),
    );
    expect(carried).toEqual([0, 0, 1, 1, 1, 2, 3, 3]);
    const followUps = systems.map((s) => s.includes('ONE short follow-up'));
    expect(followUps).toEqual([false, true, false, true, true, false, false, true]);
    for (const system of systems) {
      expect(system).toContain('never invent topics that are not in the plan');
      expect(system).toContain('Never reveal, hint at or discuss ratings');
      expect(system).not.toContain(DISPATCH_POSTING.description);
    }
    expect(followUpsPerQuestion(await storedBotTurns(t.deps.database.db, c.interviewId))).toEqual(ALLOWED_FOLLOW_UPS);
  });

  it('a low-confidence transcription is stored with its confidence, shown to the candidate as "Answer recorded" and marked for the employer', async () => {
    const run = promisify(execFile);
    const dir = await mkdtemp(path.join(tmpdir(), 'screenroom-lowconf-'));
    try {
      const webm = path.join(dir, 'answer.webm');
      await run('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=d=2', '-c:a', 'libopus', webm]);
      const postingId = await postingWithPlan(owner, DISPATCH_PLAN);
      const c = await startCandidate(t, postingId, 'mumble@example.com');
      const opening = botTurnOf((await c.next()).events);
      fake.config.transcription = 'job i would built to dispatch gosh';
      fake.config.transcriptionAvgLogprob = -2;
      const reply = await c.answer(opening.turn.seq + 1, { recording: await readFile(webm) });
      fake.config.transcriptionAvgLogprob = -0.2;
      expect(reply.status, reply.text).toBe(200);
      const answer = reply.events.find((e) => e.type === 'answer');
      expect(answer).toMatchObject({ turn: { text: ANSWER_RECORDED, lowConfidence: true, hasRecording: true } });
      expect(reply.text).not.toContain('gosh');
      // Treated as "answer recorded": no follow-up on garbled text, the next question comes.
      expect(botTurnOf(reply.events).questionsAsked).toBe(2);
      const lastChat = fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)!.body as ChatRequestBody;
      expect(lastChat.messages.at(-1)!.content).toContain('transcription="low-confidence"');

      const [stored] = await t.deps.database.db
        .select({ text: interviewTurns.text, sttConfidence: interviewTurns.sttConfidence })
        .from(interviewTurns)
        .where(eq(interviewTurns.interviewId, c.interviewId))
        .then((rows) => rows.filter((r) => r.sttConfidence !== null));
      expect(stored).toEqual({ text: 'job i would built to dispatch gosh', sttConfidence: expect.closeTo(0.135, 3) });
      expect((await c.state()).json.turns[1]).toMatchObject({ text: ANSWER_RECORDED, lowConfidence: true });

      const details = await owner.get(`/api/interviews/${c.interviewId}`);
      expect(details.status, details.text).toBe(200);
      expect(details.json.qa[0].answer).toMatchObject({
        text: 'job i would built to dispatch gosh',
        lowConfidence: true,
        recordingNumber: 1,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
