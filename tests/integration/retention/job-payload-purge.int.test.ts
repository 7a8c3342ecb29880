import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../../src/server/db/schema.ts';
import { purgeExpiredInterviews } from '../../../src/server/modules/retention/purge-expired-interviews.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { markEmailVerified } from '../../support/factories.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { handleSendMail, type SendMailPayload } from '../../../src/server/modules/notifications/send-mail.job.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Deleting an interview (the candidate's "delete my data", retention, deleting the posting) also
 * deletes the background jobs that hold its personal data. Workers are off, so the assessment
 * and the decision e-mail stay queued in pg-boss until then, as they would behind a busy worker.
 */
let t: TestApp;
let employer: HttpClient;
let serial = 0;

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  const signedUp = await actorFor(t, 'owner');
  employer = signedUp.client;
  await markEmailVerified(t.deps.database.db, signedUp.userId);
});
afterAll(async () => t?.close());

async function newPosting(): Promise<string> {
  const posting = await createOpenPosting(employer, { title: 'Nurse', description: 'Ward work and care.' });
  expect(posting.status).toBe(201);
  return posting.json.id;
}

/** A submitted interview with a queued assessment and a queued decision e-mail naming the candidate. */
async function interviewWithQueuedJobs(postingId: string) {
  const n = serial++;
  const person = { fullName: `Philippa Privacy${n}`, email: `philippa.privacy.${n}@example.net` };
  const c = new CandidateClient(t.url);
  expect(
    (await c.intake(postingId, { ...person, consent: 'true' }, { bytes: MINIMAL_PDF, name: 'cv.pdf' })).status,
  ).toBe(201);
  const question = botTurnOf((await c.next()).events);
  await c.answer(question.turn.seq + 1, { text: 'I have cared for patients for ten years.' });
  expect((await c.submit()).status).toBe(200);
  const mail = await employer.post(`/api/interviews/${c.interviewId}/decision-mail`, {
    subject: `${person.fullName}, your application`,
    body: `Dear ${person.fullName},\n\nWe would like to meet you.\n`,
  });
  expect(mail.status).toBe(202);
  return { c, ...person };
}

/** Every text or JSON column of every pg-boss table that contains `needle`, as "table.column". */
async function pgBossColumnsHolding(needle: string): Promise<string[]> {
  const db = t.deps.database.db;
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'pgboss' and tb.table_type = 'BASE TABLE'
      and c.data_type in ('json', 'jsonb', 'text', 'character varying')`);
  expect(columns.rows.map((r) => `${r.table_name}.${r.column_name}`)).toEqual(
    expect.arrayContaining(['job.data', 'job.output', 'archive.data', 'archive.output']),
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier('pgboss')}.${sql.identifier(table_name)}
          where position(lower(${needle}) in lower(${sql.identifier(column_name)}::text)) > 0`,
    );
    if (Number(result.rows[0]?.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

async function expectQueuedFor(person: { email: string; fullName: string }) {
  expect(await pgBossColumnsHolding(person.email)).toContain('job.data');
  expect(await pgBossColumnsHolding(person.fullName)).toContain('job.data');
}

async function expectNothingLeftOf(person: { email: string; fullName: string; c: CandidateClient }) {
  expect(await pgBossColumnsHolding(person.email)).toEqual([]);
  expect(await pgBossColumnsHolding(person.fullName)).toEqual([]);
  expect(await pgBossColumnsHolding(person.c.interviewId)).toEqual([]);
}

describe('job payloads are deleted with the interview', () => {
  it("on the candidate's own deletion, and only that interview's jobs", async () => {
    const postingId = await newPosting();
    const gone = await interviewWithQueuedJobs(postingId);
    const kept = await interviewWithQueuedJobs(postingId);
    await expectQueuedFor(gone);

    const response = await fetch(`${t.url}/api/public/interviews/${gone.c.interviewId}`, {
      method: 'DELETE',
      headers: { 'x-candidate-token': gone.c.token },
    });
    expect(response.status).toBe(204);
    // The one job left about them is the deletion's confirmation e-mail, which erases itself once sent.
    const left = await t.deps.database.db.execute<{ id: string; data: SendMailPayload }>(
      sql`select id, data from pgboss.job where data->>'to' = ${gone.email}`,
    );
    expect(left.rows).toHaveLength(1);
    const confirmation = left.rows[0]!.data;
    expect(confirmation).toMatchObject({ forgetAfterSend: true, interviewId: gone.c.interviewId });
    expect(confirmation.subject).toContain('was deleted');
    await handleSendMail(t.deps.mailer, t.deps.queue)(confirmation, {
      jobId: left.rows[0]!.id,
      retryCount: 0,
      retryLimit: 5,
    });
    await expectNothingLeftOf(gone);
    // Another candidate's queued mail and assessment are untouched.
    await expectQueuedFor(kept);
    expect(await pgBossColumnsHolding(kept.c.interviewId)).toContain('job.data');
  });

  it('on the retention purge', async () => {
    const postingId = await newPosting();
    const old = await interviewWithQueuedJobs(postingId);
    await t.deps.database.db
      .update(interviews)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(interviews.id, old.c.interviewId));
    await expectQueuedFor(old);
    expect(await purgeExpiredInterviews(t.deps)).toBeGreaterThanOrEqual(1);
    await expectNothingLeftOf(old);
  });

  it('when the employer deletes the posting, including jobs pg-boss has archived', async () => {
    const postingId = await newPosting();
    const first = await interviewWithQueuedJobs(postingId);
    const second = await interviewWithQueuedJobs(postingId);
    // A finished job moves to pg-boss's archive table; its payload must go too.
    await t.deps.database.db.execute(sql`
      with moved as (
        delete from pgboss.job where data->>'interviewId' = ${second.c.interviewId} returning *
      )
      insert into pgboss.archive (id, name, priority, data, state, retry_limit, retry_count, retry_delay,
        retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on,
        completed_on, keep_until, output, dead_letter, policy)
      select id, name, priority, data, 'completed', retry_limit, retry_count, retry_delay, retry_backoff,
        start_after, started_on, singleton_key, singleton_on, expire_in, created_on, now(), keep_until,
        jsonb_build_object('sentTo', data->>'to'), dead_letter, policy
      from moved`);
    expect(await pgBossColumnsHolding(second.email)).toEqual(expect.arrayContaining(['archive.data']));

    expect((await employer.delete(`/api/postings/${postingId}`)).status).toBe(204);
    await expectNothingLeftOf(first);
    await expectNothingLeftOf(second);
  });
});
