import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages } from '../../../src/core/api/billing.ts';
import { PLANS } from '../../../src/core/plans.ts';
import { interviews, interviewTurns, subscriptions } from '../../../src/server/db/schema.ts';
import { CLOSING_PHRASE } from '../../../src/core/interview-rules.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { insertInterviews } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    // Many applications come from this one test address.
    { STRIPE_SECRET_KEY: 'sk_test_quota', STRIPE_WEBHOOK_SECRET: 'whsec_quota', RATE_LIMIT_INTAKE_PER_IP: '1000' },
    { workers: false },
  );
});
afterAll(async () => t?.close());

describe('monthly interview limit at intake', () => {
  it('refuses a new candidate once the Starter plan has used its interviews this month', async () => {
    const { client, userId } = await actorFor(t, 'owner');
    const db = t.deps.database.db;
    await db.update(subscriptions).set({ status: 'active', plan: 'starter' }).where(eq(subscriptions.userId, userId));
    const posting = await createOpenPosting(client, { title: 'Busy role', description: 'Lots of applicants.' });
    expect(posting.status).toBe(201);
    const limit = PLANS.starter.limits!.interviewsPerMonth!;
    await insertInterviews(db, [posting.json.id], limit - 1, { turns: false });
    // The factory spreads interviews over past weeks; these all count in this month.
    await db.update(interviews).set({ createdAt: new Date() }).where(eq(interviews.jobPostingId, posting.json.id));

    const candidate = { fullName: 'Last One', email: 'last@example.com', consent: 'true' };
    const cv = { bytes: MINIMAL_PDF, name: 'cv.pdf' };
    const last = new CandidateClient(t.url);
    expect((await last.intake(posting.json.id, candidate, cv)).status).toBe(201);
    // The interview counts once the candidate answers.
    const first = botTurnOf((await last.next()).events);
    await last.answer(first.turn.seq + 1, { text: 'My answer.' });
    const refused = await new CandidateClient(t.url).intake(
      posting.json.id,
      { ...candidate, email: 'over@example.com' },
      cv,
    );
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(billingMessages.quotaReached);
    const rows = await db
      .select({ id: interviews.id })
      .from(interviews)
      .where(eq(interviews.jobPostingId, posting.json.id));
    expect(rows).toHaveLength(limit);
  });

  it("closes the interview once it has run past the plan's minutes per interview", async () => {
    const { client, userId } = await actorFor(t, 'owner');
    const db = t.deps.database.db;
    await db.update(subscriptions).set({ status: 'active', plan: 'starter' }).where(eq(subscriptions.userId, userId));
    const posting = await createOpenPosting(client, { title: 'Timed role', description: 'Short interviews.' });
    const c = new CandidateClient(t.url);
    await c.intake(
      posting.json.id,
      { fullName: 'Slow Sam', email: 'slow@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    const first = botTurnOf((await c.next()).events);
    const minutes = PLANS.starter.limits!.minutesPerInterview;
    await db
      .update(interviewTurns)
      .set({ createdAt: new Date(Date.now() - (minutes + 1) * 60_000) })
      .where(eq(interviewTurns.interviewId, c.interviewId));
    const reply = botTurnOf((await c.answer(first.turn.seq + 1, { text: 'A long, thoughtful answer.' })).events);
    expect(reply.finished).toBe(true);
    expect(reply.turn.text).toContain(CLOSING_PHRASE);
    expect(reply.questionsAsked).toBe(2);
  });

  it('does not let abandoned applications with a 5-byte "PDF" use up the month', async () => {
    const { client, userId } = await actorFor(t, 'owner');
    const db = t.deps.database.db;
    await db.update(subscriptions).set({ status: 'active', plan: 'starter' }).where(eq(subscriptions.userId, userId));
    const posting = await createOpenPosting(client, { title: 'Targeted role', description: 'Attacked.' });
    const limit = PLANS.starter.limits!.interviewsPerMonth!;
    // The month is nearly used by real interviews: 50 abandoned applications would pass the limit.
    await insertInterviews(db, [posting.json.id], limit - 1, { turns: false });
    await db.update(interviews).set({ createdAt: new Date() }).where(eq(interviews.jobPostingId, posting.json.id));

    const tinyPdf = { bytes: Buffer.from('%PDF-'), name: 'x.pdf' };
    for (let n = 0; n < 50; n++) {
      const junk = await new CandidateClient(t.url).intake(
        posting.json.id,
        { fullName: `Junk ${n}`, email: `junk-${n}@example.com`, consent: 'true' },
        tinyPdf,
      );
      expect(junk.status, `application ${n}`).toBe(201);
    }
    const summary = (await client.get('/api/billing/summary')).json;
    expect(summary).toMatchObject({ interviewsThisMonth: limit - 1, quotaReached: false });

    // A real candidate still gets in; once they answer, the month is used and the next one waits.
    const real = new CandidateClient(t.url);
    const cv = { bytes: MINIMAL_PDF, name: 'cv.pdf' };
    expect(
      (await real.intake(posting.json.id, { fullName: 'Real Rae', email: 'rae@example.com', consent: 'true' }, cv))
        .status,
    ).toBe(201);
    const question = botTurnOf((await real.next()).events);
    await real.answer(question.turn.seq + 1, { text: 'I have done this job for years.' });
    expect((await client.get('/api/billing/summary')).json).toMatchObject({
      interviewsThisMonth: limit,
      quotaReached: true,
    });
    const refused = await new CandidateClient(t.url).intake(
      posting.json.id,
      { fullName: 'Too Late', email: 'late@example.com', consent: 'true' },
      cv,
    );
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(billingMessages.quotaReached);
  });

  it("tells candidates the posting owner's retention: 90 days on Professional, 30 on Starter", async () => {
    const db = t.deps.database.db;
    const daysShown = async (plan: 'starter' | 'professional') => {
      const { client, userId } = await actorFor(t, 'owner');
      await db.update(subscriptions).set({ status: 'active', plan }).where(eq(subscriptions.userId, userId));
      const posting = await createOpenPosting(client, { title: `Role on ${plan}`, description: 'Kept a while.' });
      const response = await fetch(`${t.url}/api/public/postings/${posting.json.id}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { retentionDays: number }).retentionDays;
    };
    expect(await daysShown('professional')).toBe(PLANS.professional.limits!.retentionDays);
    expect(await daysShown('starter')).toBe(PLANS.starter.limits!.retentionDays);
  });
});
