import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateMessages } from '../../../src/core/candidate-messages.ts';
import { interviews } from '../../../src/server/db/schema.ts';
import { assessInterviewJob } from '../../../src/server/modules/interviews/assess-interview.job.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/** Workers are off, so every queued assessment stays in pg-boss where the test can count it. */
let t: TestApp;
let postingId: string;
beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  const { client } = await actorFor(t, 'owner');
  postingId = (await createOpenPosting(client, { title: 'Analyst', description: 'SQL and reporting.' })).json.id;
});
afterAll(async () => t?.close());

async function feedbackJobsOf(interviewId: string): Promise<number> {
  const result = await t.deps.database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select id from pgboss.job where name = ${assessInterviewJob.name} and data->>'interviewId' = ${interviewId}
      union all
      select id from pgboss.archive where name = ${assessInterviewJob.name} and data->>'interviewId' = ${interviewId}
    ) jobs`);
  return Number(result.rows[0]?.n ?? 0);
}

describe('POST /api/public/interviews/:id/submit under concurrency', () => {
  it('accepts exactly one of 5 parallel submits and queues exactly one assessment; the others get 409', async () => {
    const c = new CandidateClient(t.url);
    const intake = await c.intake(
      postingId,
      { fullName: 'Double Clicker', email: 'double@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    expect(intake.status).toBe(201);
    const question = botTurnOf((await c.next()).events);
    await c.answer(question.turn.seq + 1, { text: 'I write a lot of SQL.' });

    const responses = await Promise.all(Array.from({ length: 5 }, () => c.submit(true)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.json.error.message).toBe(candidateMessages.alreadySubmitted);
    }
    expect(await feedbackJobsOf(c.interviewId)).toBe(1);
    const [row] = await t.deps.database.db.select().from(interviews).where(eq(interviews.id, c.interviewId));
    expect(row).toMatchObject({ feedbackStatus: 'pending', keepInTouch: true });
    expect(row!.submittedAt).toBeInstanceOf(Date);

    // A later submit is refused the same way and queues nothing more.
    expect((await c.submit()).status).toBe(409);
    expect(await feedbackJobsOf(c.interviewId)).toBe(1);
  });
});
