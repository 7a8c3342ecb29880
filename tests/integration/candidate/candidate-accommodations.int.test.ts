import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../src/core/api/endpoint.ts';
import { candidateEndpoints } from '../../../src/core/api/endpoints/candidate.ts';
import { THINKING_PAUSE_MESSAGE } from '../../../src/core/turn-taking.ts';
import { interviews } from '../../../src/server/db/schema.ts';
import { DISPATCH_PLAN, DISPATCH_POSTING } from '../../fixtures/interview-plans.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/** "I need more time to think": stored on the interview, shown to the employer, validated and rate limited. */
let t: TestApp;
let employer: HttpClient;
let postingId: string;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_ACCOMMODATIONS_PER_INTERVIEW: '4' }, { workers: false });
  employer = (await actorFor(t, 'owner')).client;
  postingId = (await createOpenPosting(employer, { title: 'Analyst', description: 'SQL and reporting.' })).json.id;
});
afterAll(async () => t?.close());

async function candidate(email: string) {
  const c = new CandidateClient(t.url);
  const intake = await c.intake(
    postingId,
    { fullName: 'Tam Time', email, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  expect(intake.status).toBe(201);
  return c;
}

const put = (c: CandidateClient, body: unknown, token = c.token) =>
  fetch(new URL(pathOf(candidateEndpoints.setAccommodations, { interviewId: c.interviewId }), t.url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-candidate-token': token },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('PUT /api/public/interviews/:id/accommodations', () => {
  it('stores the request, resumes with it, and shows it to the employer as an accommodation', async () => {
    const c = await candidate('tam@example.com');
    expect((await c.state()).json.moreThinkingTime).toBe(false);
    expect((await employer.get(`/api/interviews/${c.interviewId}`)).json.accommodations).toEqual({
      moreThinkingTime: null,
    });

    const before = Date.now();
    const on = await put(c, { moreThinkingTime: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ moreThinkingTime: true });
    expect((await c.state()).json.moreThinkingTime).toBe(true);
    const details = (await employer.get(`/api/interviews/${c.interviewId}`)).json;
    const at = Date.parse(details.accommodations.moreThinkingTime);
    expect(at).toBeGreaterThanOrEqual(before - 1000);

    // Asking again keeps the first time; withdrawing clears it.
    await put(c, { moreThinkingTime: true });
    expect((await employer.get(`/api/interviews/${c.interviewId}`)).json.accommodations.moreThinkingTime).toBe(
      details.accommodations.moreThinkingTime,
    );
    expect((await put(c, { moreThinkingTime: false })).status).toBe(200);
    expect((await c.state()).json.moreThinkingTime).toBe(false);
    const [row] = await t.deps.database.db.select().from(interviews).where(eq(interviews.id, c.interviewId));
    expect(row!.moreTimeRequestedAt).toBeNull();
  });

  it('refuses bad input, a foreign token, a submitted interview and a flood', async () => {
    const c = await candidate('val@example.com');
    for (const body of [{ moreThinkingTime: 'yes' }, {}, { moreThinkingTime: true, pauseMs: 60_000 }, 'not json']) {
      const response = await put(c, body);
      expect(response.status).toBe(400);
    }
    const other = await candidate('other@example.com');
    expect((await put(c, { moreThinkingTime: true }, other.token)).status).toBe(404);
    expect((await put(c, { moreThinkingTime: true }, 'x'.repeat(5000))).status).toBe(404);
    // Nothing was stored by the refused calls.
    expect((await c.state()).json.moreThinkingTime).toBe(false);

    // Rate limited per interview like its neighbours (4 per window here; the 400s above did not count).
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await put(other, { moreThinkingTime: i % 2 === 0 })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    const question = botTurnOf((await c.next()).events);
    await c.answer(question.turn.seq + 1, { text: 'I write a lot of SQL.' });
    expect((await c.submit()).status).toBe(200);
    expect((await put(c, { moreThinkingTime: true })).status).toBe(409);
  });

  it("the plan's thinking pause (1.5-5 s) is validated on publish and reaches the candidate page", async () => {
    const posting = (await employer.post('/api/postings', DISPATCH_POSTING)).json.id as string;
    for (const bad of [1000, 5001, 2500.5]) {
      const refused = await employer.post(`/api/postings/${posting}/plan/publish`, {
        ...DISPATCH_PLAN,
        thinkingPauseMs: bad,
      });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain(THINKING_PAUSE_MESSAGE);
    }
    const published = await employer.post(`/api/postings/${posting}/plan/publish`, {
      ...DISPATCH_PLAN,
      thinkingPauseMs: 4000,
    });
    expect(published.status, published.text).toBe(200);
    const c = new CandidateClient(t.url);
    const intake = await c.intake(
      posting,
      { fullName: 'Pia Pause', email: 'pia@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    expect(intake.json.plan.thinkingPauseMs).toBe(4000);
    expect((await c.state()).json.plan.thinkingPauseMs).toBe(4000);
  });
});
