import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanDraftProposal, PlanResponse } from '../../../src/core/api/plans.ts';
import { candidateMessages } from '../../../src/core/candidate-messages.ts';
import { PLAN_RULES, type InterviewPlan } from '../../../src/core/interview-plan.ts';
import { interviewPlans, interviewPlanVersions, interviews, jobPostings } from '../../../src/server/db/schema.ts';
import { draftPlanFromDescription as builtinDraft } from '../../../src/server/adapters/ai/builtin/plan-draft.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

let t: TestApp;
let owner: HttpClient;
let other: HttpClient;

const posting = {
  title: 'Backend Engineer',
  description: 'You will design and run our data pipelines. Requirements: experience with TypeScript and PostgreSQL.',
};
const cv = { bytes: MINIMAL_PDF, name: 'cv.pdf' };

async function createPosting(client: HttpClient) {
  const response = await createOpenPosting(client, posting);
  expect(response.status, response.text).toBe(201);
  return response.json.id as string;
}

async function getPlan(client: HttpClient, id: string) {
  const response = await client.get(`/api/postings/${id}/plan`);
  expect(response.status, response.text).toBe(200);
  return response.json as PlanResponse;
}

/**
 * A saved draft, as the builtin provider proposes it from the description (built here, so the
 * account's "Draft from job description" budget is left to the tests that count it).
 */
async function draftedPlan(client: HttpClient, id: string) {
  const saved = await client.put(`/api/postings/${id}/plan/draft`, builtinDraft(posting.title, posting.description));
  expect(saved.status, saved.text).toBe(200);
  return saved.json as PlanResponse;
}

async function publish(id: string, plan: InterviewPlan) {
  const response = await owner.post(`/api/postings/${id}/plan/publish`, plan);
  expect(response.status, response.text).toBe(200);
  return response.json as PlanResponse;
}

const withTimeLimit = (plan: InterviewPlan, index: number, seconds: number): InterviewPlan => ({
  ...plan,
  questions: plan.questions.map((q, i) => (i === index ? { ...q, timeLimitSeconds: seconds } : q)),
});

async function startCandidate(postingId: string, email: string) {
  const c = new CandidateClient(t.url);
  const intake = await c.intake(postingId, { fullName: 'Ada Candidate', email, consent: 'true' }, cv);
  expect(intake.status, JSON.stringify(intake.json)).toBe(201);
  return { c, intake: intake.json };
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PLAN_DRAFTS_PER_ACCOUNT: '3' });
  owner = (await actorFor(t, 'owner')).client;
  other = (await actorFor(t, 'owner')).client;
});
afterAll(async () => t?.close());

describe('interview plan of a posting', () => {
  it('reading a plan writes nothing and drafts nothing; drafting is an explicit proposal (issue #22, finding 15)', async () => {
    const id = await createPosting(owner);
    const first = await getPlan(owner, id);
    expect(first).toMatchObject({ draft: null, draftSource: null, published: null, versions: [] });
    const stored = await t.deps.database.db.select().from(interviewPlans).where(eq(interviewPlans.jobPostingId, id));
    expect(stored).toEqual([]);
    const proposal = await owner.post(`/api/postings/${id}/plan/draft-from-description`);
    expect(proposal.status).toBe(200);
    const names = (proposal.json as PlanDraftProposal).draft.competencies.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    // Saved by the employer, it stays: editing the posting later does not regenerate it.
    const saved = await draftedPlan(owner, id);
    expect(saved).toMatchObject({ draftSource: 'saved', published: null, unpublishedChanges: true });
    await owner.put(`/api/postings/${id}`, { title: 'Data Engineer', description: 'Spark and Scala.' });
    expect((await getPlan(owner, id)).draft).toEqual(saved.draft);
  });

  it('saves a valid draft and refuses an invalid one with the field that is wrong', async () => {
    const id = await createPosting(owner);
    const { draft } = await draftedPlan(owner, id);
    const edited = withTimeLimit(draft!, 0, 120);
    const saved = await owner.put(`/api/postings/${id}/plan/draft`, edited);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.draftSource).toBe('saved');
    expect(saved.json.draft.questions[0].timeLimitSeconds).toBe(120);

    const tooLong = await owner.put(`/api/postings/${id}/plan/draft`, withTimeLimit(draft!, 1, 301));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.message).toMatch(/questions\.1\.timeLimitSeconds/);
    const orphan = await owner.put(`/api/postings/${id}/plan/draft`, {
      ...draft!,
      questions: [{ ...draft!.questions[0]!, competencyId: 'nope' }],
    });
    expect(orphan.status).toBe(400);
    expect(orphan.json.error.message).toMatch(/unknown competency "nope"/);
    expect((await getPlan(owner, id)).draft!.questions[0]!.timeLimitSeconds).toBe(120);
  });

  it('proposes a draft from the job description without storing it', async () => {
    const id = await createPosting(owner);
    const before = await draftedPlan(owner, id);
    await owner.put(`/api/postings/${id}/plan/draft`, withTimeLimit(before.draft!, 0, 200));
    const proposal = await owner.post(`/api/postings/${id}/plan/draft-from-description`);
    expect(proposal.status, proposal.text).toBe(200);
    expect(proposal.json.draft.questions).toHaveLength(PLAN_RULES.maxQuestions);
    expect(proposal.json.draft.questions[0].timeLimitSeconds).toBe(PLAN_RULES.defaultAnswerSeconds);
    expect((await getPlan(owner, id)).draft!.questions[0]!.timeLimitSeconds).toBe(200);
  });

  it('limits "Draft from job description" per account (each proposal is an AI call)', async () => {
    const drafter = (await actorFor(t, 'owner')).client;
    const id = await createPosting(drafter);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await drafter.post(`/api/postings/${id}/plan/draft-from-description`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another account has its own budget.
    const second = (await actorFor(t, 'owner')).client;
    const theirs = await createPosting(second);
    expect((await second.post(`/api/postings/${theirs}/plan/draft-from-description`)).status).toBe(200);
  });

  it('publishes numbered immutable versions, and an unchanged plan creates none', async () => {
    const id = await createPosting(owner);
    const { draft } = await draftedPlan(owner, id);
    const v1 = await publish(id, draft!);
    expect(v1.published!.version).toBe(1);
    expect(v1.unpublishedChanges).toBe(false);
    expect((await publish(id, draft!)).versions.map((v) => v.version)).toEqual([1]);
    const v2 = await publish(id, withTimeLimit(draft!, 0, 90));
    expect(v2.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(v2.published!.plan.questions[0]!.timeLimitSeconds).toBe(90);

    const { db } = t.deps.database;
    await expect(
      db.update(interviewPlanVersions).set({ plan: draft }).where(eq(interviewPlanVersions.jobPostingId, id)),
    ).rejects.toThrow();
    const [stored] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(interviewPlanVersions)
      .where(eq(interviewPlanVersions.jobPostingId, id));
    expect(stored!.n).toBe(2);
  });
});

describe('interviews and plan versions', () => {
  it('runs as before plans when nothing is published', async () => {
    const id = await createPosting(owner);
    const { c, intake } = await startCandidate(id, 'unplanned@example.com');
    expect(intake.plan).toBeNull();
    expect((await c.state()).json.plan).toBeNull();
  });

  it('keeps an interview started on v1 on v1 after v2 is published; new interviews get v2', async () => {
    const id = await createPosting(owner);
    const { draft } = await draftedPlan(owner, id);
    await publish(id, withTimeLimit(draft!, 0, 45));
    const early = await startCandidate(id, 'early@example.com');
    expect(early.intake.plan).toMatchObject({ version: 1, questionCount: draft!.questions.length });
    const opened = await early.c.next();
    expect(opened.status).toBe(200);

    const three = draft!.questions.slice(0, 3);
    const used = new Set(three.map((q) => q.competencyId));
    const shorter = { ...draft!, competencies: draft!.competencies.filter((c) => used.has(c.id)), questions: three };
    await publish(id, withTimeLimit(shorter, 0, 240));
    const earlyState = (await early.c.state()).json;
    expect(earlyState.plan).toEqual({
      version: 1,
      questionCount: draft!.questions.length,
      timeLimitsSeconds: [45, ...draft!.questions.slice(1).map((q) => q.timeLimitSeconds)],
    });

    const late = await startCandidate(id, 'late@example.com');
    expect((await late.c.state()).json.plan).toEqual({
      version: 2,
      questionCount: 3,
      timeLimitsSeconds: [240, 60, 60],
    });

    const rows = await t.deps.database.db
      .select({ email: interviews.candidateEmail, version: interviewPlanVersions.version })
      .from(interviews)
      .innerJoin(interviewPlanVersions, eq(interviewPlanVersions.id, interviews.planVersionId))
      .where(eq(interviews.jobPostingId, id));
    expect(Object.fromEntries(rows.map((r) => [r.email, r.version]))).toEqual({
      'early@example.com': 1,
      'late@example.com': 2,
    });
  });

  it('asks the published knockout question at intake and ends the application politely on the other answer', async () => {
    const id = await createPosting(owner);
    const { draft } = await draftedPlan(owner, id);
    const question = 'Are you allowed to work in the EU?';
    await publish(id, { ...draft!, knockout: { question, requiredAnswer: 'yes' } });
    const publicPosting = await fetch(new URL(`/api/public/postings/${id}`, t.url)).then((r) => r.json());
    expect(publicPosting.knockoutQuestion).toBe(question);
    expect(JSON.stringify(publicPosting)).not.toContain('requiredAnswer');

    const fields = { fullName: 'Kim Knockout', email: 'kim@example.com', consent: 'true' };
    const unanswered = await new CandidateClient(t.url).intake(id, fields, cv);
    expect(unanswered.status).toBe(400);
    expect(unanswered.json.error.message).toBe(candidateMessages.knockoutUnanswered);
    const no = await new CandidateClient(t.url).intake(id, { ...fields, knockoutAnswer: 'no' }, cv);
    expect(no.status).toBe(403);
    expect(no.json.error.message).toBe(candidateMessages.knockoutNotMet);
    expect(await t.deps.database.db.select().from(interviews).where(eq(interviews.jobPostingId, id))).toEqual([]);
    // The first answer binds for that address and posting (issue #22, finding 14).
    const again = await new CandidateClient(t.url).intake(id, { ...fields, knockoutAnswer: 'yes' }, cv);
    expect(again.status).toBe(403);
    const other = { ...fields, email: 'kim-other@example.com', knockoutAnswer: 'yes' };
    const yes = await new CandidateClient(t.url).intake(id, other, cv);
    expect(yes.status, JSON.stringify(yes.json)).toBe(201);
  });

  it('deleting a posting removes its plan, versions and interviews', async () => {
    const id = await createPosting(owner);
    await publish(id, (await draftedPlan(owner, id)).draft!);
    await startCandidate(id, 'gone@example.com');
    expect((await owner.delete(`/api/postings/${id}`)).status).toBe(204);
    const { db } = t.deps.database;
    expect(await db.select().from(interviewPlanVersions).where(eq(interviewPlanVersions.jobPostingId, id))).toEqual([]);
    expect(await db.select().from(jobPostings).where(eq(jobPostings.id, id))).toEqual([]);
  });
});

describe('access', () => {
  it("answers 404 for another employer's posting and for ids that are no posting, and 401 signed out", async () => {
    const id = await createPosting(owner);
    const { draft } = await draftedPlan(owner, id);
    const anonymous = new HttpClient(t.url);
    const calls = (client: HttpClient, postingId: string) => [
      () => client.get(`/api/postings/${postingId}/plan`),
      () => client.put(`/api/postings/${postingId}/plan/draft`, draft),
      () => client.post(`/api/postings/${postingId}/plan/draft-from-description`),
      () => client.post(`/api/postings/${postingId}/plan/publish`, draft),
    ];
    for (const call of calls(other, id)) expect((await call()).status).toBe(404);
    for (const call of calls(owner, 'not-a-uuid')) expect((await call()).status).toBe(404);
    for (const call of calls(anonymous, id)) expect((await call()).status).toBe(401);
    const after = await getPlan(owner, id);
    expect(after.versions).toEqual([]);
    expect(after.draftSource).toBe('saved');
  });
});
