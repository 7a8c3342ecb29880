import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewPlans } from '../../../src/server/db/schema.ts';
import { PLAN_DRAFTS_LIMITED_MESSAGE } from '../../../src/server/modules/plans/draft-plan-from-description.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai/server.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { joinAs } from '../../support/organizations.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 15: `GET /postings/:id/plan` wrote an AI draft and called the provider — also
 * for read-only keys and reviewers, outside the draft rate limit. Replay: read a plan without a
 * draft as a reviewer, through a read-only key and as the owner, against a provider that records
 * every request; then draft explicitly past the limit.
 */
let t: TestApp;
let fake: FakeOpenAi;
let owner: HttpClient;
let reviewer: HttpClient;
let postingId: string;
let readKey: string;

const chatCalls = () => fake.requests.filter((r) => r.path.includes('/chat/completions')).length;
const storedDrafts = () =>
  t.deps.database.db.select().from(interviewPlans).where(eq(interviewPlans.jobPostingId, postingId));

const anchors = { 1: 'No example.', 3: 'One example.', 5: 'Specific examples with results.' };
const proposed = {
  intro: 'Welcome to the interview for Support Lead.',
  competencies: [
    { id: 'empathy', name: 'Customer empathy', description: 'Calms upset customers.', weight: 1, anchors },
  ],
  questions: [{ id: 'q1', competencyId: 'empathy', text: 'Tell me about an angry customer you helped.' }],
};

beforeAll(async () => {
  fake = await startFakeOpenAi({ chatReply: JSON.stringify(proposed) });
  t = await startTestApp(
    { AI_API_KEY: 'sk-test-key', AI_BASE_URL: fake.url, RATE_LIMIT_PLAN_DRAFTS_PER_ACCOUNT: '2' },
    { workers: false },
  );
  ({ client: owner } = await actorFor(t, 'owner', { name: 'Plan Owner' }));
  const posting = await owner.post('/api/postings', { title: 'Support Lead', description: 'Leads our support team.' });
  expect(posting.status).toBe(201);
  postingId = posting.json.id;
  const member = await joinAs(t.url, owner, 'reviewer', 'Plan Reviewer');
  reviewer = member.client;
  expect((await owner.put(`/api/postings/${postingId}/reviewers`, { userIds: [member.userId] })).status).toBe(200);
  const key = await owner.post('/api/organization/api-keys', { name: 'Reader', scopes: ['read'] });
  expect(key.status).toBe(201);
  readKey = key.json.secret;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('finding 15: reading a plan drafts nothing', () => {
  it('reviewer, read-only key and owner reads write no draft and call no provider', async () => {
    fake.reset();
    const asReviewer = await reviewer.get(`/api/postings/${postingId}/plan`);
    expect(asReviewer.status).toBe(200);
    expect(asReviewer.json.draft).toBeNull();
    const asKey = await fetch(new URL(`/api/v1/postings/${postingId}/plan`, t.url), {
      headers: { authorization: `Bearer ${readKey}` },
    });
    expect(asKey.status).toBe(200);
    expect(((await asKey.json()) as { draft: unknown }).draft).toBeNull();
    expect((await owner.get(`/api/postings/${postingId}/plan`)).json.draft).toBeNull();
    expect(chatCalls()).toBe(0);
    expect(await storedDrafts()).toEqual([]);
  });

  it('drafting is an explicit POST for those who may edit plans, and rate-limited', async () => {
    fake.reset();
    expect((await reviewer.post(`/api/postings/${postingId}/plan/draft-from-description`)).status).toBe(403);
    expect(chatCalls()).toBe(0);
    for (let i = 0; i < 2; i++)
      expect((await owner.post(`/api/postings/${postingId}/plan/draft-from-description`)).status).toBe(200);
    expect(chatCalls()).toBe(2);
    const limited = await owner.post(`/api/postings/${postingId}/plan/draft-from-description`);
    expect(limited.status).toBe(429);
    expect(limited.json.error.message).toBe(PLAN_DRAFTS_LIMITED_MESSAGE);
    expect(chatCalls()).toBe(2);
    // A proposal is stored only when the editor saves it.
    expect(await storedDrafts()).toEqual([]);
  });
});
