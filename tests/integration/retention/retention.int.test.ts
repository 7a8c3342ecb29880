import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, subscriptions } from '../../../src/server/db/schema.ts';
import { purgeExpiredInterviews } from '../../../src/server/modules/retention/purge-expired-interviews.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../../support/candidate-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

let t: TestApp;
const DAY = 86_400_000;
const cv = { bytes: MINIMAL_PDF, name: 'cv.pdf' };

beforeAll(async () => {
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_ret', STRIPE_WEBHOOK_SECRET: 'whsec_ret' }, { workers: false });
});
afterAll(async () => t?.close());

/** A real interview through the candidate API (CV + one recorded answer), then aged. */
async function interviewAged(postingId: string, email: string, ageDays: number) {
  const c = new CandidateClient(t.url);
  await c.intake(postingId, { fullName: 'Old Candidate', email, consent: 'true' }, cv);
  const first = botTurnOf((await c.next()).events);
  await c.answer(first.turn.seq + 1, { text: 'An answer with a recording.', recording: tinyWebm() });
  await t.deps.database.db
    .update(interviews)
    .set({ createdAt: new Date(Date.now() - ageDays * DAY) })
    .where(eq(interviews.id, c.interviewId));
  return c;
}

const exists = async (id: string) =>
  (await t.deps.database.db.select({ id: interviews.id }).from(interviews).where(eq(interviews.id, id))).length === 1;

describe('retention', () => {
  it('deletes interviews and their files past the owner retention, keeping younger ones and longer plans', async () => {
    const starter = await actorFor(t, 'owner');
    const pro = await actorFor(t, 'owner');
    const db = t.deps.database.db;
    await db
      .update(subscriptions)
      .set({ status: 'active', plan: 'starter' })
      .where(eq(subscriptions.userId, starter.userId));
    await db
      .update(subscriptions)
      .set({ status: 'active', plan: 'professional' })
      .where(eq(subscriptions.userId, pro.userId));
    const starterPosting = (await createOpenPosting(starter.client, { title: 'S', description: 'S role' })).json.id;
    const proPosting = (await createOpenPosting(pro.client, { title: 'P', description: 'P role' })).json.id;

    const expired = await interviewAged(starterPosting, 'expired@example.com', 31);
    const young = await interviewAged(starterPosting, 'young@example.com', 29);
    const proKept = await interviewAged(proPosting, 'pro-kept@example.com', 60);
    const proExpired = await interviewAged(proPosting, 'pro-expired@example.com', 91);
    const [row] = await db.select().from(interviews).where(eq(interviews.id, expired.interviewId));

    expect(await purgeExpiredInterviews(t.deps)).toBe(2);
    expect(await exists(expired.interviewId)).toBe(false);
    expect(await exists(proExpired.interviewId)).toBe(false);
    expect(await exists(young.interviewId)).toBe(true);
    expect(await exists(proKept.interviewId)).toBe(true);
    expect(await t.deps.blobs.head(row!.cvKey!)).toBeNull();
    expect(
      await t.deps.blobs.head(`postings/${starterPosting}/interviews/${expired.interviewId}/answer-002.webm`),
    ).toBeNull();
    expect(await purgeExpiredInterviews(t.deps)).toBe(0);
  });

  it('lets a candidate delete their own interview and files with their token, and no one else', async () => {
    const { client, userId } = await actorFor(t, 'owner');
    await t.deps.database.db.update(subscriptions).set({ isFree: true }).where(eq(subscriptions.userId, userId));
    const postingId = (await createOpenPosting(client, { title: 'D', description: 'D role' })).json.id;
    const c = await interviewAged(postingId, 'forget-me@example.com', 0);
    const [row] = await t.deps.database.db.select().from(interviews).where(eq(interviews.id, c.interviewId));
    const stranger = await fetch(`${t.url}/api/public/interviews/${c.interviewId}`, {
      method: 'DELETE',
      headers: { 'x-candidate-token': 'not-the-token' },
    });
    expect(stranger.status).toBe(404);
    const own = await fetch(`${t.url}/api/public/interviews/${c.interviewId}`, {
      method: 'DELETE',
      headers: { 'x-candidate-token': c.token },
    });
    expect(own.status).toBe(204);
    expect(await exists(c.interviewId)).toBe(false);
    expect(await t.deps.blobs.head(row!.cvKey!)).toBeNull();
  });
});
