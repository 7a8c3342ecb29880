import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { computeAnalytics } from '../../../src/core/analytics.ts';
import { extractScore } from '../../../src/core/score.ts';
import { RULE_BASED_NOTICE } from '../../../src/core/scorecard/scorecard-feedback.ts';
import { draftPlanFromDescription } from '../../../src/server/adapters/ai/builtin/plan-draft.ts';
import { createOpenAiProvider } from '../../../src/server/adapters/ai/openai-provider.ts';
import type { Db } from '../../../src/server/db/client.ts';
import {
  interviewPlanVersions,
  interviews,
  interviewTurns,
  jobPostings,
  scorecards,
} from '../../../src/server/db/schema.ts';
import { handleAssessInterview } from '../../../src/server/modules/interviews/assess-interview.ts';
import { transcriptFromTurns } from '../../../src/server/modules/interviews/interview-transcript.ts';
import { loadTurns } from '../../../src/server/modules/interviews/load-turns.ts';
import { queueAssessment } from '../../../src/server/modules/interviews/queue-assessment.ts';
import { FEEDBACK_SECTIONS } from '../../../src/server/modules/interviews/interview-conductor.ts';
import { BACKEND_ANSWERS, BACKEND_POSTING } from '../../fixtures/job-postings.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai/server.ts';
import { personalOrganizationOf } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { questionsCovered } from '../../../src/core/scorecard/settle-scorecard.ts';
import { BUILTIN_ASSESSOR_MODEL } from '../../../src/server/adapters/ai/builtin/assessor/builtin-assessor.ts';
import { actorFor } from '../../support/actors.ts';

const RECORDED_ANSWERS = 8; // two answers were typed: completion counts them alike
const FIRST_ATTEMPT = { jobId: 'direct', retryCount: 0, retryLimit: 3 };
const FINAL_ATTEMPT = { jobId: 'direct', retryCount: 3, retryLimit: 3 };

/** The builtin draft of the backend posting, published as version 1 when `published` (else the default plan is derived). */
const PLAN = draftPlanFromDescription(BACKEND_POSTING.title, BACKEND_POSTING.description);

async function createInterview(app: TestApp, { published = false } = {}): Promise<string> {
  const db = app.deps.database.db;
  const { userId } = await actorFor(app, 'owner');
  const [posting] = await db
    .insert(jobPostings)
    .values({ organizationId: await personalOrganizationOf(db, userId), userId, ...BACKEND_POSTING })
    .returning({ id: jobPostings.id });
  const [version] = published
    ? await db
        .insert(interviewPlanVersions)
        .values({ jobPostingId: posting!.id, version: 1, plan: PLAN })
        .returning({ id: interviewPlanVersions.id })
    : [];
  const [interview] = await db
    .insert(interviews)
    .values({
      jobPostingId: posting!.id,
      candidateEmail: 'cara@example.com',
      fullName: 'Cara Candidate',
      planVersionId: version?.id ?? null,
    })
    .returning({ id: interviews.id });
  const start = Date.parse('2025-05-01T09:00:00Z');
  await db.insert(interviewTurns).values(
    BACKEND_ANSWERS.flatMap((answer, i) => [
      {
        interviewId: interview!.id,
        seq: 2 * i,
        speaker: 'bot' as const,
        text: `Question ${i + 1}?`,
        createdAt: new Date(start + i * 60_000),
      },
      {
        interviewId: interview!.id,
        seq: 2 * i + 1,
        speaker: 'user' as const,
        text: answer,
        recordingKey: i < RECORDED_ANSWERS ? `recordings/${i}.webm` : null,
        createdAt: new Date(start + i * 60_000 + 40_000),
      },
    ]),
  );
  // As on submit: the transcript is written once, from the turns.
  const turns = await loadTurns({ db }, interview!.id);
  await db
    .update(interviews)
    .set({ submittedAt: new Date(), transcript: transcriptFromTurns(turns) })
    .where(eq(interviews.id, interview!.id));
  return interview!.id;
}

async function interviewRow(db: Db, id: string) {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
  return row!;
}

async function waitForStatus(db: Db, id: string, status: 'done' | 'failed', timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await interviewRow(db, id);
    if (row.feedbackStatus === status) return row;
    if (Date.now() > deadline) throw new Error(`feedbackStatus stayed ${row.feedbackStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('feedback job on the builtin provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  test('health reports the builtin provider when no key is set', async () => {
    const health = await (await fetch(`${app.url}/api/health`)).json();
    expect(health.ai).toEqual({ provider: 'builtin' });
  });

  test(
    'stores the scorecard, the feedback written from it, its score, analytics and transcript',
    { timeout: 60_000 },
    async () => {
      const db = app.deps.database.db;
      const id = await createInterview(app);
      await queueAssessment(app.deps, id);
      expect((await interviewRow(db, id)).feedbackStatus).toBe('pending');

      const row = await waitForStatus(db, id, 'done');
      expect(row.feedbackError).toBeNull();
      expect(row.aiFeedback!.startsWith(RULE_BASED_NOTICE)).toBe(true);
      expect(row).toMatchObject({ assessorKind: 'builtin', assessorModel: BUILTIN_ASSESSOR_MODEL });
      for (const section of FEEDBACK_SECTIONS) expect(row.aiFeedback).toContain(section);
      const [card] = await db.select().from(scorecards).where(eq(scorecards.interviewId, id));
      // Without a published plan the interview is assessed against the posting's default plan.
      expect(card).toMatchObject({
        provider: 'builtin',
        model: BUILTIN_ASSESSOR_MODEL,
        planVersionId: null,
        planVersion: null,
      });
      expect(row.score).toBe(card!.overallScore);
      expect(row.score).toBe(extractScore(row.aiFeedback));
      expect(row.transcript!.split('\n')[0]).toBe('BOT: [00:00:00] Question 1?');
      expect(row.transcript).toContain('USER: [00:09:40] Nothing else, thank you for your time.');
      const total = (card!.plan as { questions: unknown[] }).questions.length;
      // Completion counts the plan questions the scorecard counts as answered (a closing "Nothing
      // else, thank you" answers nothing), so analytics and scorecard never disagree.
      const answered = questionsCovered(card as never);
      expect(answered).toBeGreaterThan(0);
      expect(row.analytics).toEqual(computeAnalytics({ transcript: row.transcript, questions: { answered, total } }));
      expect(row.analytics).toMatchObject({
        completion: Math.round((100 * answered) / total),
        durationMinutes: 9.7,
      });
    },
  );
});

describe('feedback job on a failing OpenAI-compatible provider', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // Workers off: these tests run the handler themselves, one attempt at a time.
    app = await startTestApp({ AI_API_KEY: 'sk-test', AI_BASE_URL: fake.url }, { workers: false });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  test('health reports the OpenAI-compatible provider when a key is set', async () => {
    const health = await (await fetch(`${app.url}/api/health`)).json();
    expect(health.ai).toEqual({ provider: 'openai-compatible' });
  });

  test(
    'a provider answering 500 leaves Pending Review until the final attempt, then shows a reason',
    { timeout: 60_000 },
    async () => {
      // retry-after-ms: 0 lets the SDK retry at once instead of backing off (it still retries).
      fake.failAlways(500, {
        message: 'upstream exploded: internal trace 0xdeadbeef',
        headers: { 'retry-after-ms': '0' },
      });
      const db = app.deps.database.db;
      const id = await createInterview(app, { published: true });
      const handle = handleAssessInterview(app.deps);
      await queueAssessment(app.deps, id);

      await expect(handle({ interviewId: id }, FIRST_ATTEMPT)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      expect(await interviewRow(db, id)).toMatchObject({ feedbackStatus: 'pending', feedbackError: null });
      // The SDK tried three times (two retries) before the job gave up this attempt.
      expect(fake.requests.filter((r) => r.path === '/v1/chat/completions').length).toBeGreaterThanOrEqual(3);

      await expect(handle({ interviewId: id }, FINAL_ATTEMPT)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      const row = await interviewRow(db, id);
      expect(row.feedbackStatus).toBe('failed');
      expect(row.feedbackError).toBe('The AI provider could not be reached or was overloaded.');
      expect(row.aiFeedback).toBeNull();
      expect(row.score).toBeNull();
      expect(row.transcript).toContain('USER: [00:00:40]');
      fake.reset();
    },
  );

  test('a later successful attempt clears the failure', async () => {
    const db = app.deps.database.db;
    const id = await createInterview(app, { published: true });
    const provider = createOpenAiProvider({
      apiKey: 'sk-test',
      baseURL: fake.url,
      chatModel: 'chat-model',
      sttModel: 'stt',
      ttsModel: 'tts',
      ttsVoice: 'alloy',
      log: pino({ level: 'silent' }),
      maxRetries: 0,
    });
    const handle = handleAssessInterview({
      db: app.deps.db,
      log: pino({ level: 'silent' }),
      ai: provider,
    });

    fake.failNext(1, 503);
    await expect(handle({ interviewId: id }, FINAL_ATTEMPT)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(await interviewRow(db, id)).toMatchObject({ feedbackStatus: 'failed', feedbackError: expect.any(String) });

    fake.config.chatReply = JSON.stringify({ competencies: [], questions: [], cvNote: null });
    await queueAssessment(app.deps, id);
    await handle({ interviewId: id }, FIRST_ATTEMPT);
    expect(await interviewRow(db, id)).toMatchObject({
      feedbackStatus: 'done',
      feedbackError: null,
      // Nothing rated: the lowest score, computed, whatever the model might have written.
      score: 1,
      assessorKind: 'openai-compatible',
      assessorModel: 'chat-model',
    });
  });

  test('an empty model answer is not a scorecard: a failure shown with a short reason', async () => {
    const db = app.deps.database.db;
    const id = await createInterview(app, { published: true });
    fake.config.chatReply = '';
    const handle = handleAssessInterview({
      db: app.deps.db,
      log: pino({ level: 'silent' }),
      ai: app.deps.ai,
    });
    await expect(handle({ interviewId: id }, FINAL_ATTEMPT)).rejects.toMatchObject({ code: 'UPSTREAM' });
    expect(await interviewRow(db, id)).toMatchObject({
      feedbackStatus: 'failed',
      feedbackError: "The AI's assessment did not match the scorecard format. Retry, or check the AI model.",
    });
  });
});
