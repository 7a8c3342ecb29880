import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobPostings } from '../../../src/server/db/schema.ts';
import { DISPATCH_PLAN, DISPATCH_POSTING } from '../../fixtures/interview-plans.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Plan-first postings (issue #27, docs/decisions/0042): a new posting is a draft that takes no
 * candidates — its link, the intake and invitations say so — until its plan is published, or the
 * default interview is published explicitly.
 */
let t: TestApp;
let owner: HttpClient;

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  owner = (await actorFor(t, 'owner', { name: 'Plan First' })).client;
}, 120_000);
afterAll(async () => t?.close());

const NOT_OPEN = 'This interview is not open yet. Please check back later.';

async function draftPosting() {
  const created = await owner.post('/api/postings', DISPATCH_POSTING);
  expect(created.status).toBe(201);
  expect(created.json.planPublished).toBe(false);
  return created.json.id as string;
}

const intake = (postingId: string, email: string) =>
  new CandidateClient(t.url).intake(
    postingId,
    { fullName: 'Early Bird', email, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );

describe('plan-first postings', () => {
  it('a new posting is a draft: link and intake answer "not open yet", the dashboard says Draft, invitations wait', async () => {
    const id = await draftPosting();
    const link = await new HttpClient(t.url).get(`/api/public/postings/${id}`);
    expect(link.status).toBe(403);
    expect(link.json.error.message).toBe(NOT_OPEN);
    const early = await intake(id, 'early@example.com');
    expect(early.status).toBe(403);
    expect(early.json.error.message).toBe(NOT_OPEN);

    const dashboard = await owner.get('/api/dashboard');
    expect(dashboard.json.postings.find((p: { id: string }) => p.id === id)).toMatchObject({
      planPublished: false,
      isActive: true,
    });
    const plan = await owner.get(`/api/postings/${id}/plan`);
    expect(plan.json).toMatchObject({ openedAt: null, published: null });

    const invited = await owner.post(`/api/postings/${id}/invitations`, {
      fullName: 'Too Early',
      email: 'too-early@example.com',
    });
    expect(invited.status).toBe(409);
    expect(invited.json.error.message).toBe(
      'Publish the plan before inviting candidates: until then the posting takes no applications.',
    );
  });

  it('publishing a plan opens the posting; the next candidate gets that plan', async () => {
    const id = await draftPosting();
    expect((await owner.post(`/api/postings/${id}/plan/publish`, DISPATCH_PLAN)).status).toBe(200);
    const plan = await owner.get(`/api/postings/${id}/plan`);
    expect(plan.json.openedAt).toEqual(expect.any(String));
    expect((await new HttpClient(t.url).get(`/api/public/postings/${id}`)).status).toBe(200);
    const applied = await intake(id, 'on-plan@example.com');
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);
  });

  it('the default interview is published explicitly, once, and audited', async () => {
    const id = await draftPosting();
    const opened = await owner.post(`/api/postings/${id}/plan/publish-default`);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ published: null, openedAt: expect.any(String) });
    expect((await owner.post(`/api/postings/${id}/plan/publish-default`)).json.openedAt).toBe(opened.json.openedAt);
    const audit = await t.deps.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'plan.publish'), eq(auditLog.postingId, id)));
    expect(audit).toEqual([{ details: { version: null, defaultInterview: true } }]);
    expect((await intake(id, 'on-default@example.com')).status).toBe(201);

    // Switched off, it answers as before; a draft's switch never opens it.
    await owner.patch(`/api/postings/${id}/active`, { isActive: false });
    const off = await new HttpClient(t.url).get(`/api/public/postings/${id}`);
    expect(off.json.error.message).toBe('This job posting is no longer accepting applications');
  });

  it("refuses another organization's posting", async () => {
    const id = await draftPosting();
    const stranger = (await actorFor(t, 'owner', { name: 'Stranger' })).client;
    expect((await stranger.post(`/api/postings/${id}/plan/publish-default`)).status).toBe(404);
    const [row] = await t.deps.database.db
      .select({ planPublishedAt: jobPostings.planPublishedAt })
      .from(jobPostings)
      .where(eq(jobPostings.id, id));
    expect(row!.planPublishedAt).toBeNull();
  });
});
