import { eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewMessages } from '../../../src/core/api/review.ts';
import { interviews } from '../../../src/server/db/schema.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { insertInterviews, markEmailVerified } from '../../support/factories.ts';
import { signUpEmployer } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';

/**
 * The decision e-mail leaves from our address with text the employer wrote, so it must not be
 * a way to send phishing: verified senders only, submitted interviews only, and bounded per
 * account and per recipient. Workers are off: accepted mails stay queued in pg-boss.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
});
afterAll(async () => t?.close());

const mail = { subject: 'Your application', body: 'Dear candidate,\n\nThank you.\n' };

async function employer({ verified }: { verified: boolean }) {
  const { client, userId, account } = await signUpEmployer(t.url, { verify: false });
  if (verified) await markEmailVerified(t.deps.database.db, userId);
  const posting = await createOpenPosting(client, { title: 'Support Engineer', description: 'Helps customers.' });
  expect(posting.status).toBe(201);
  return { client, userId, email: account.email, postingId: posting.json.id as string };
}

/** Mails queued in pg-boss with this employer as the reply-to address. */
async function queuedMailsFrom(replyTo: string): Promise<number> {
  const result = await t.deps.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'send-mail' and data->>'replyTo' = ${replyTo}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

describe('POST /api/interviews/:id/decision-mail refusals', () => {
  it('refuses an account whose e-mail address is not verified (403), and queues nothing', async () => {
    const e = await employer({ verified: false });
    const [id] = await insertInterviews(t.deps.database.db, [e.postingId], 1, { turns: false });
    const refused = await e.client.post(`/api/interviews/${id}/decision-mail`, mail);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({ code: 'FORBIDDEN', message: reviewMessages.mailNeedsVerifiedEmail });
    expect(refused.json.error.message).toBe('Verify your e-mail address before sending decision e-mails');
    expect(await queuedMailsFrom(e.email)).toBe(0);

    await markEmailVerified(t.deps.database.db, e.userId);
    expect((await e.client.post(`/api/interviews/${id}/decision-mail`, mail)).status).toBe(202);
    expect(await queuedMailsFrom(e.email)).toBe(1);
  });

  it('refuses an interview the candidate has not submitted (409), and queues nothing', async () => {
    const e = await employer({ verified: true });
    // A stranger applies with someone else's address and never answers: not a reason to mail them.
    const c = new CandidateClient(t.url);
    const intake = await c.intake(
      e.postingId,
      { fullName: 'Not Submitted', email: 'victim@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    expect(intake.status).toBe(201);
    const refused = await e.client.post(`/api/interviews/${c.interviewId}/decision-mail`, mail);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({ code: 'CONFLICT', message: reviewMessages.mailNotSubmitted });
    expect(await queuedMailsFrom(e.email)).toBe(0);
  });

  it('keeps refusing with 404 for an interview of another employer, verified or not', async () => {
    const owner = await employer({ verified: true });
    const [id] = await insertInterviews(t.deps.database.db, [owner.postingId], 1, { turns: false });
    const stranger = await employer({ verified: true });
    const response = await stranger.client.post(`/api/interviews/${id}/decision-mail`, mail);
    expect(response.status).toBe(404);
    expect(await queuedMailsFrom(stranger.email)).toBe(0);
  });
});

describe('decision e-mail rate limits', () => {
  it('sends 20 decision e-mails an hour from one account; the 21st to 25th are refused (429)', async () => {
    const e = await employer({ verified: true });
    const ids = await insertInterviews(t.deps.database.db, [e.postingId], 25, { turns: false });
    const statuses: number[] = [];
    let lastMessage = '';
    for (const id of ids) {
      const response = await e.client.post(`/api/interviews/${id}/decision-mail`, mail);
      statuses.push(response.status);
      if (response.status === 429) lastMessage = response.json.error.message;
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(202));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    expect(lastMessage).toBe(reviewMessages.mailAccountLimit);
    expect(await queuedMailsFrom(e.email)).toBe(20);
  });

  it('sends one address at most 3 decision e-mails a day, across all accounts', async () => {
    const first = await employer({ verified: true });
    const second = await employer({ verified: true });
    const target = `target-${Date.now()}@example.com`;
    const [a] = await insertInterviews(t.deps.database.db, [first.postingId], 1, { turns: false });
    const [b] = await insertInterviews(t.deps.database.db, [second.postingId], 1, { turns: false });
    const db = t.deps.database.db;
    await db.update(interviews).set({ candidateEmail: target }).where(eq(interviews.id, a!));
    // The same person, spelled with capitals, applied to the other employer.
    await db.update(interviews).set({ candidateEmail: target.toUpperCase() }).where(eq(interviews.id, b!));

    for (let n = 0; n < 3; n++) {
      expect((await first.client.post(`/api/interviews/${a}/decision-mail`, mail)).status).toBe(202);
    }
    const fourth = await first.client.post(`/api/interviews/${a}/decision-mail`, mail);
    expect(fourth.status).toBe(429);
    expect(fourth.json.error).toEqual({ code: 'RATE_LIMITED', message: reviewMessages.mailRecipientLimit });
    const fromOther = await second.client.post(`/api/interviews/${b}/decision-mail`, mail);
    expect(fromOther.status).toBe(429);
    expect(await queuedMailsFrom(first.email)).toBe(3);
    expect(await queuedMailsFrom(second.email)).toBe(0);
    // The limiter counts by a digest: the candidate's address is not kept in the rate-limit table.
    const keys = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from rate_limits where position(${target} in lower(key)) > 0`,
    );
    expect(Number(keys.rows[0]?.n)).toBe(0);
  });
});
