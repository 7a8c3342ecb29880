import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../../src/server/db/schema.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #27: the consent to the AI assessment is its own explicit checkbox at intake, required to
 * start, recorded with the notice version (migration 0033). Declining leads to the alternative
 * process, where no AI assesses (docs/compliance.md).
 */
let t: TestApp;
let postingId: string;

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  const { client } = await actorFor(t, 'owner', { name: 'Consent Owner' });
  postingId = (await createOpenPosting(client, { title: 'Analyst', description: 'Numbers.' })).json.id as string;
}, 120_000);
afterAll(async () => t?.close());

const cv = { bytes: MINIMAL_PDF, name: 'cv.pdf' };

describe('AI assessment consent at intake', () => {
  it('refuses an intake without it, with a message that names the alternative, and stores nothing', async () => {
    const email = 'no-ai-consent@example.com';
    const refused = await new CandidateClient(t.url).intake(
      postingId,
      { fullName: 'No Consent', email, consent: 'true', aiConsent: undefined },
      cv,
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(
      'Please agree to the AI assessment to start the interview, or ask for an alternative process below.',
    );
    const rows = await t.deps.database.db.select().from(interviews).where(eq(interviews.candidateEmail, email));
    expect(rows).toHaveLength(0);
  });

  it('records the consent time with the notice version the candidate was shown', async () => {
    const c = new CandidateClient(t.url);
    const started = await c.intake(
      postingId,
      { fullName: 'With Consent', email: 'ai-consent@example.com', consent: 'true' },
      cv,
    );
    expect(started.status).toBe(201);
    const [row] = await t.deps.database.db
      .select({
        aiAssessmentConsentAt: interviews.aiAssessmentConsentAt,
        consentAt: interviews.consentAt,
        noticeVersionId: interviews.noticeVersionId,
      })
      .from(interviews)
      .where(eq(interviews.id, c.interviewId));
    expect(row!.aiAssessmentConsentAt).toBeInstanceOf(Date);
    expect(row!.noticeVersionId).toEqual(expect.any(String));
  });
});
