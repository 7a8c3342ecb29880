import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateEndpoints } from '../../../src/core/api/endpoints/candidate.ts';
import { yourDataEndpoints } from '../../../src/core/api/endpoints/your-data.ts';
import { DATA_TOKEN_HEADER } from '../../../src/core/api/your-data.ts';
import { interviews } from '../../../src/server/db/schema.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { HttpClient, uniqueEmail } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 5: the one-application rule locked out a real candidate (an abandoned intake or
 * an alternative request typed with their address answered 409 "You have already applied") and
 * 409 vs 201 told anyone whether an address had applied. Now the browser's answer is the same
 * whether or not the address applied; what differs goes to the mailbox: a link to continue the
 * unfinished application on any device, or word that the new one is a repeat with a link to see
 * or delete the earlier one.
 */
let t: TestApp;
let owner: HttpClient;
const cv = { bytes: MINIMAL_PDF, name: 'cv.pdf' };

const db = () => t.deps.database.db;

async function newPosting() {
  const created = await createOpenPosting(owner, { title: 'Dispatcher', description: 'Plans routes every day.' });
  expect(created.status).toBe(201);
  return created.json.id as string;
}

/** The newest mail queued to `email` whose subject starts with `subject`, and the `#token=` link in it. */
async function mailedLink(email: string, subject: string, path: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const result = await t.deps.database.executeSql(
      `select data->>'subject' as subject, data->>'text' as text from pgboss.job
        where name = 'send-mail' and lower(data->>'to') = lower($1) order by created_on desc`,
      [email],
    );
    for (const row of result.rows as { subject: string; text: string }[]) {
      if (!row.subject.startsWith(subject)) continue;
      const token = new RegExp(`${path}#token=([A-Za-z0-9_-]+)`).exec(row.text)?.[1];
      if (token) return { token, text: row.text };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${subject}" mail to ${email}`);
}

const intake = (postingId: string, email: string, fullName = 'Casey Candidate') => {
  const client = new CandidateClient(t.url);
  return client.intake(postingId, { fullName, email, consent: 'true' }, cv).then((answer) => ({ client, answer }));
};
const shape = (json: Record<string, unknown>) => Object.keys(json).sort();

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  ({ client: owner } = await actorFor(t, 'owner', { name: 'Hiring Owner' }));
}, 120_000);
afterAll(async () => t?.close());

describe('finding 5: one application per address, without lock-out or oracle', () => {
  it('an abandoned intake typed with someone else’s address locks nobody out; the owner may continue it anywhere', async () => {
    const postingId = await newPosting();
    const victim = uniqueEmail('victim');
    const abandoned = await intake(postingId, victim, 'Someone Else');
    expect(abandoned.answer.status).toBe(201);

    const real = await intake(postingId, victim);
    expect(real.answer.status).toBe(201);
    expect(shape(real.answer.json)).toEqual(shape(abandoned.answer.json));
    expect((await real.client.state()).status).toBe(200);

    // The mailbox is offered the earlier, unfinished interview, on any device, once.
    const { token } = await mailedLink(victim, 'Continue your application', '/continue');
    const elsewhere = new HttpClient(t.url);
    const continued = await elsewhere.post(candidateEndpoints.continueApplication.path, { token });
    expect(continued.status).toBe(200);
    expect(continued.json).toMatchObject({ postingId, interviewId: abandoned.client.interviewId });
    const resumed = new CandidateClient(t.url);
    resumed.interviewId = continued.json.interviewId;
    resumed.token = continued.json.token;
    expect((await resumed.state()).status).toBe(200);
    // Whoever held the old token is out, and the link is spent.
    expect((await abandoned.client.state()).status).toBe(404);
    expect((await elsewhere.post(candidateEndpoints.continueApplication.path, { token })).status).toBe(404);
    expect((await elsewhere.post(candidateEndpoints.continueApplication.path, { token: 'not-a-token' })).status).toBe(
      404,
    );
  });

  it('answers the same whether or not the address already applied; the repeat is recorded and never assessed', async () => {
    const postingId = await newPosting();
    const applied = uniqueEmail('applied');
    const first = await intake(postingId, applied);
    await db().update(interviews).set({ submittedAt: new Date() }).where(eq(interviews.id, first.client.interviewId));

    const again = await intake(postingId, applied);
    const never = await intake(postingId, uniqueEmail('never'));
    expect(again.answer.status).toBe(never.answer.status);
    expect(shape(again.answer.json)).toEqual(shape(never.answer.json));
    const altAgain = await new HttpClient(t.url).post(`/api/public/postings/${postingId}/alternative-requests`, {
      fullName: 'Casey',
      email: applied,
    });
    const altNever = await new HttpClient(t.url).post(`/api/public/postings/${postingId}/alternative-requests`, {
      fullName: 'Casey',
      email: uniqueEmail('never-alt'),
    });
    expect([altAgain.status, altAgain.json]).toEqual([altNever.status, altNever.json]);

    const [repeat] = await db().select().from(interviews).where(eq(interviews.id, again.client.interviewId));
    expect(repeat!.repeatOf).toBe(first.client.interviewId);
    // Submitting the repeat queues no assessment.
    const submitted = await again.client.submit();
    expect(submitted.status).toBe(200);
    const [after] = await db().select().from(interviews).where(eq(interviews.id, again.client.interviewId));
    expect(after!.feedbackStatus).toBe('not_started');
  });

  it('an alternative request typed with someone else’s address: the owner deletes it from the mailed link and applies', async () => {
    const postingId = await newPosting();
    const victim = uniqueEmail('alt-victim');
    const squat = await new HttpClient(t.url).post(`/api/public/postings/${postingId}/alternative-requests`, {
      fullName: 'Not The Owner',
      email: victim,
    });
    expect(squat.status).toBe(201);

    const real = await intake(postingId, victim);
    expect(real.answer.status).toBe(201);
    const { token, text } = await mailedLink(victim, 'You have already applied', '/your-data');
    expect(text).not.toContain('Not The Owner');
    const deleted = await new HttpClient(t.url).request(
      'DELETE',
      yourDataEndpoints.delete.path,
      { confirm: true },
      { [DATA_TOKEN_HEADER]: token },
    );
    expect(deleted.status).toBe(200);

    const fresh = await intake(postingId, victim);
    expect(fresh.answer.status).toBe(201);
    const [row] = await db()
      .select({ repeatOf: interviews.repeatOf })
      .from(interviews)
      .where(and(eq(interviews.id, fresh.client.interviewId)));
    expect(row!.repeatOf).toBeNull();
  });
});
