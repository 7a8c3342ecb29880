import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateMessages } from '../../../src/core/candidate-messages.ts';
import { interviews, knockoutRefusals } from '../../../src/server/db/schema.ts';
import { draftPlanFromDescription } from '../../../src/server/adapters/ai/builtin/plan-draft.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 14: the knock-out question could be bypassed by answering again with "Yes".
 * Replay: answer "No" (refused), then the same address answers "Yes" — in another letter case too.
 */
let t: TestApp;
let owner: HttpClient;
const cv = { bytes: MINIMAL_PDF, name: 'cv.pdf' };
const POSTING = { title: 'Field Technician', description: 'Installs and repairs equipment on site.' };

async function postingWithKnockout(retakeAfterDays: number | null) {
  const created = await createOpenPosting(owner, { ...POSTING, retakeAfterDays });
  expect(created.status, created.text).toBe(201);
  const id = created.json.id as string;
  const plan = draftPlanFromDescription(POSTING.title, POSTING.description);
  const knockout = { question: 'Do you hold a driving licence?', requiredAnswer: 'yes' as const };
  expect((await owner.post(`/api/postings/${id}/plan/publish`, { ...plan, knockout })).status).toBe(200);
  return id;
}

const intake = (postingId: string, email: string, knockoutAnswer: 'yes' | 'no') =>
  new CandidateClient(t.url).intake(
    postingId,
    { fullName: 'Kit Knockout', email, consent: 'true', knockoutAnswer },
    cv,
  );

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  ({ client: owner } = await actorFor(t, 'owner', { name: 'Knockout Owner' }));
}, 120_000);
afterAll(async () => t?.close());

describe('finding 14: the first knock-out answer is binding', () => {
  it('refuses "Yes" after "No" for the same address and posting, and keeps no address', async () => {
    const postingId = await postingWithKnockout(null);
    const first = await intake(postingId, 'kit@example.com', 'no');
    expect(first.status).toBe(403);
    expect(first.json.error.message).toBe(candidateMessages.knockoutNotMet);
    for (const email of ['kit@example.com', 'KIT@Example.com']) {
      const retry = await intake(postingId, email, 'yes');
      expect(retry.status, email).toBe(403);
      expect(retry.json.error.message).toBe(candidateMessages.knockoutNotMet);
    }
    expect(await t.deps.database.db.select().from(interviews).where(eq(interviews.jobPostingId, postingId))).toEqual(
      [],
    );
    const [refusal] = await t.deps.database.db
      .select()
      .from(knockoutRefusals)
      .where(eq(knockoutRefusals.jobPostingId, postingId));
    expect(refusal?.answer).toBe('no');
    expect(JSON.stringify(refusal)).not.toContain('kit@');
  });

  it('binds per posting: another posting and another address are unaffected; a passing answer is kept', async () => {
    const first = await postingWithKnockout(null);
    const second = await postingWithKnockout(null);
    expect((await intake(first, 'kai@example.com', 'no')).status).toBe(403);
    const elsewhere = await intake(second, 'kai@example.com', 'yes');
    expect(elsewhere.status, JSON.stringify(elsewhere.json)).toBe(201);
    const [row] = await t.deps.database.db
      .select({ knockoutAnswer: interviews.knockoutAnswer })
      .from(interviews)
      .where(eq(interviews.jobPostingId, second));
    expect(row?.knockoutAnswer).toBe('yes');
  });

  it('a posting that allows a retake lets the address answer again once that period has passed', async () => {
    const postingId = await postingWithKnockout(7);
    expect((await intake(postingId, 'kay@example.com', 'no')).status).toBe(403);
    expect((await intake(postingId, 'kay@example.com', 'yes')).status).toBe(403);
    await t.deps.database.db
      .update(knockoutRefusals)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(knockoutRefusals.jobPostingId, postingId));
    expect((await intake(postingId, 'kay@example.com', 'yes')).status).toBe(201);
  });
});
