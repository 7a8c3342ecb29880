import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client.ts';
import { interviews, interviewTurns } from '../../../src/server/db/schema.ts';
import {
  ASSESSMENT_ATTEMPT_SECONDS,
  assessInterviewJob,
} from '../../../src/server/modules/interviews/assess-interview.job.ts';
import { defineJob } from '../../../src/server/jobs/queue.ts';
import {
  ASSESSMENT_TIMED_OUT_REASON,
  handleAssessInterview,
} from '../../../src/server/modules/interviews/assess-interview.ts';
import { changeAssessment } from '../../../src/server/modules/interviews/assessment-status.ts';
import { failStuckAssessments } from '../../../src/server/modules/interviews/fail-stuck-assessments.ts';
import { transcriptFromTurns } from '../../../src/server/modules/interviews/interview-transcript.ts';
import { loadTurns } from '../../../src/server/modules/interviews/load-turns.ts';
import { queueAssessment } from '../../../src/server/modules/interviews/queue-assessment.ts';
import { BACKEND_POSTING } from '../../fixtures/job-postings.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai/server.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/** pg-boss's own statement that expires active jobs past their expiry (what its maintenance runs). */
const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  failJobsByTimeout: (schema: string) => string;
};

// Assessment jobs against real pg-boss: one live job per interview, and a failure shown only
// after pg-boss's final retry. Workers are off so the test decides when jobs run.
let fake: FakeOpenAi;
let t: TestApp;
let owner: HttpClient;
let postingId: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({ AI_API_KEY: 'sk-test', AI_BASE_URL: fake.url }, { workers: false });
  const employer = await actorFor(t, 'owner');
  owner = employer.client;
  postingId = (await owner.post('/api/postings', BACKEND_POSTING)).json.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A submitted interview with two answers, its transcript written as submission writes it. */
async function submittedInterview(db: Db): Promise<string> {
  const [row] = await db
    .insert(interviews)
    .values({ jobPostingId: postingId, candidateEmail: 'rita@example.com', fullName: 'Rita Retry' })
    .returning({ id: interviews.id });
  const id = row!.id;
  await db.insert(interviewTurns).values([
    { interviewId: id, seq: 1, speaker: 'bot', text: 'Tell me about your APIs.' },
    { interviewId: id, seq: 2, speaker: 'user', text: 'I build TypeScript APIs on PostgreSQL.' },
  ]);
  const transcript = transcriptFromTurns(await loadTurns({ db }, id));
  await db.update(interviews).set({ submittedAt: new Date(), transcript }).where(eq(interviews.id, id));
  return id;
}

type JobRow = { id: string; state: string; retry_count: number; retry_limit: number };

async function jobsOf(name: string, interviewId: string): Promise<JobRow[]> {
  const result = await t.deps.database.executeSql(
    'SELECT id, state, retry_count, retry_limit FROM pgboss.job WHERE name = $1 AND singleton_key = $2',
    [name, interviewId],
  );
  return result.rows as JobRow[];
}

async function statusOf(db: Db, id: string) {
  const [row] = await db
    .select({ status: interviews.feedbackStatus, error: interviews.feedbackError })
    .from(interviews)
    .where(eq(interviews.id, id));
  return row!;
}

describe('Retry never queues a second assessment job', () => {
  it('is refused while the job is queued, and joins (not duplicates) a job waiting to retry', async () => {
    const db = t.deps.database.db;
    const id = await submittedInterview(db);
    const retry = () => owner.post(`/api/interviews/${id}/feedback/retry`);

    await queueAssessment(t.deps, id);
    const [queued] = await jobsOf(assessInterviewJob.name, id);
    expect(queued).toMatchObject({ state: 'created' });
    expect((await statusOf(db, id)).status).toBe('pending');

    // Pending Review: Retry is refused and nothing is queued.
    expect((await retry()).status).toBe(409);
    expect(await jobsOf(assessInterviewJob.name, id)).toHaveLength(1);

    // Sending again (a second submit, a double click racing past the status check) returns the same job.
    const again = await Promise.all([
      t.deps.queue.send(assessInterviewJob, { interviewId: id }),
      t.deps.queue.send(assessInterviewJob, { interviewId: id }),
    ]);
    expect(again).toEqual([queued!.id, queued!.id]);

    // A job waiting for pg-boss's retry while the interview shows failed (as rows written before
    // failures waited for the final attempt): Retry shows Pending Review and adds no job.
    await t.deps.database.executeSql(
      "UPDATE pgboss.job SET state = 'retry', retry_count = 1, started_on = now() WHERE id = $1",
      [queued!.id],
    );
    await db.update(interviews).set({ feedbackStatus: 'failed', feedbackError: 'x' }).where(eq(interviews.id, id));
    expect((await retry()).status).toBe(202);
    expect(await statusOf(db, id)).toEqual({ status: 'pending', error: null });
    expect((await jobsOf(assessInterviewJob.name, id)).map((j) => j.id)).toEqual([queued!.id]);
  });
});

describe('a failing assessment', () => {
  it('stays Pending Review through pg-boss retries and is marked failed only after the final one', async () => {
    const db = t.deps.database.db;
    const id = await submittedInterview(db);
    // The real job and handler, with short retry delays so the test sees every attempt.
    const fastJob = defineJob({
      ...assessInterviewJob,
      name: 'assess-interview-test',
      retryLimit: 2,
      retryDelaySeconds: 1,
    });
    // retry-after-ms: 0 lets the SDK retry within an attempt at once instead of backing off.
    fake.failAlways(500, { message: 'down', headers: { 'retry-after-ms': '0' } });
    await t.deps.queue.work(fastJob, handleAssessInterview(t.deps));
    await t.deps.queue.send(fastJob, { interviewId: id });

    const seen: { status: string; job: JobRow }[] = [];
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [job] = await jobsOf(fastJob.name, id);
      const { status } = await statusOf(db, id);
      seen.push({ status, job: job! });
      if (status === 'failed' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const failedAt = seen.at(-1)!;
    expect(failedAt.status).toBe('failed');
    // Failed only once pg-boss was on its final attempt; between attempts it showed Pending Review.
    expect(failedAt.job.retry_count).toBe(fastJob.retryLimit);
    expect(seen.some((s) => s.job.state === 'retry' && s.status === 'pending')).toBe(true);
    expect(seen.slice(0, -1).every((s) => s.status !== 'failed')).toBe(true);
    expect((await statusOf(db, id)).error).toBe('The AI provider could not be reached or was overloaded.');

    // After the final failure Retry queues exactly one new job.
    fake.reset();
    expect((await owner.post(`/api/interviews/${id}/feedback/retry`)).status).toBe(202);
    const live = (await jobsOf(assessInterviewJob.name, id)).filter((j) => j.state === 'created');
    expect(live).toHaveLength(1);
  }, 90_000);
});

describe('an assessment whose job pg-boss expired', () => {
  /** A queued assessment whose worker picked it up an hour ago (on its first or final attempt) and never finished. */
  async function abandonedAttempt(attempt: 'first' | 'final') {
    const db = t.deps.database.db;
    const id = await submittedInterview(db);
    await queueAssessment(t.deps, id);
    const [job] = await jobsOf(assessInterviewJob.name, id);
    await t.deps.database.executeSql(
      `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 hour',
         retry_count = ${attempt === 'final' ? 'retry_limit' : '0'} WHERE id = $1`,
      [job!.id],
    );
    await changeAssessment(db, eq(interviews.id, id), { to: 'running' });
    return id;
  }
  const expire = () => t.deps.database.executeSql(pgBossPlans.failJobsByTimeout('pgboss'));

  it('each attempt carries the expiry stated once', async () => {
    const id = await submittedInterview(t.deps.database.db);
    await queueAssessment(t.deps, id);
    const result = await t.deps.database.executeSql(
      'SELECT extract(epoch from expire_in)::int AS seconds FROM pgboss.job WHERE name = $1 AND singleton_key = $2',
      [assessInterviewJob.name, id],
    );
    expect(Number((result.rows[0] as { seconds: number }).seconds)).toBe(ASSESSMENT_ATTEMPT_SECONDS);
  });

  it('is left running while its job is active, then shows failed with Retry once the last attempt expired', async () => {
    const db = t.deps.database.db;
    const id = await abandonedAttempt('final');
    // Still active in pg-boss: someone may be working on it.
    await failStuckAssessments(t.deps);
    expect((await statusOf(db, id)).status).toBe('running');

    await expire();
    expect((await jobsOf(assessInterviewJob.name, id)).map((j) => j.state)).toEqual(['failed']);
    expect(await failStuckAssessments(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(db, id)).toEqual({ status: 'failed', error: ASSESSMENT_TIMED_OUT_REASON });
    const details = (await owner.get(`/api/interviews/${id}`)).json;
    expect(details).toMatchObject({ feedbackStatus: 'failed', feedbackError: ASSESSMENT_TIMED_OUT_REASON });

    // The employer's Retry queues exactly one new job.
    expect((await owner.post(`/api/interviews/${id}/feedback/retry`)).status).toBe(202);
    expect((await statusOf(db, id)).status).toBe('pending');
    expect((await jobsOf(assessInterviewJob.name, id)).filter((j) => j.state === 'created')).toHaveLength(1);
  });

  it('an expired attempt with retries left is retried by pg-boss, not failed', async () => {
    const db = t.deps.database.db;
    const id = await abandonedAttempt('first');
    await expire();
    expect((await jobsOf(assessInterviewJob.name, id)).map((j) => j.state)).toEqual(['retry']);
    await failStuckAssessments(t.deps);
    expect((await statusOf(db, id)).status).toBe('running');
  });
});
