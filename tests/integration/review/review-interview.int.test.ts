import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../src/core/api/endpoint.ts';
import { scorecardEndpoints } from '../../../src/core/api/endpoints/scorecards.ts';
import { FEEDBACK_HEADINGS, splitFeedback } from '../../../src/core/feedback-sections.ts';
import { interviews } from '../../../src/server/db/schema.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../../support/candidate-client.ts';
import { markEmailVerified } from '../../support/factories.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startSmtpCapture } from '../../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { BUILTIN_ASSESSOR_MODEL } from '../../../src/server/adapters/ai/builtin/assessor/builtin-assessor.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let owner: HttpClient;
let ownerEmail: string;
let stranger: HttpClient;
let postingId: string;
let interviewId: string;

const row = async (id: string) => (await t.deps.database.db.select().from(interviews).where(eq(interviews.id, id)))[0]!;

async function waitForFeedback(id: string, status = 'done') {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await row(id)).feedbackStatus === status) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`feedback of ${id} never became ${status}`);
}

/** A real interview through the candidate API: two recorded answers and one typed, then submitted. */
async function runInterview(): Promise<string> {
  const c = new CandidateClient(t.url);
  const intake = await c.intake(
    postingId,
    { fullName: 'Robin Reviewed', email: 'robin@example.com', consent: 'true' },
    {
      bytes: MINIMAL_PDF,
      name: 'Robin CV (final).pdf',
    },
  );
  expect(intake.status).toBe(201);
  let bot = botTurnOf((await c.next()).events);
  const answers = [
    { text: 'I built PostgreSQL backed APIs in TypeScript and I am confident about it.', recording: tinyWebm() },
    { text: 'I write tests first and keep changes small, with careful code review.', recording: tinyWebm(4096) },
    { text: 'Typed: I mentor colleagues and learn from their feedback.' },
  ];
  for (const answer of answers) bot = botTurnOf((await c.answer(bot.turn.seq + 1, answer)).events);
  expect((await c.submit(true)).status).toBe(200);
  await waitForFeedback(c.interviewId);
  return c.interviewId;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url });
  const first = await actorFor(t, 'owner', { name: 'Hana Hiring' });
  owner = first.client;
  ownerEmail = first.account.email;
  // Decision e-mails need a verified sender.
  await markEmailVerified(t.deps.database.db, first.userId);
  stranger = (await actorFor(t, 'owner')).client;
  const posting = await createOpenPosting(owner, {
    title: 'Backend Engineer',
    description: 'PostgreSQL, Node.js and TypeScript; owns APIs end to end; mentors colleagues.',
  });
  postingId = posting.json.id;
  interviewId = await runInterview();
}, 90_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('GET /api/interviews/:id', () => {
  it('shows the candidate, the job, the analytics, the feedback and the answers beside their questions', async () => {
    const response = await owner.get(`/api/interviews/${interviewId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const d = response.json;
    expect(d).toMatchObject({
      id: interviewId,
      fullName: 'Robin Reviewed',
      candidateEmail: 'robin@example.com',
      jobPostingId: postingId,
      jobTitle: 'Backend Engineer',
      status: 'pending',
      archived: false,
      keepInTouch: true,
      feedbackStatus: 'done',
      feedbackError: null,
      ruleBased: true,
      assessor: { kind: 'builtin', model: BUILTIN_ASSESSOR_MODEL },
      linksExpireInSeconds: 600,
    });
    expect(d.consentAt).toEqual(expect.any(String));
    expect(d.submittedAt).toEqual(expect.any(String));
    // Completion agrees with the scorecard: the plan questions it counts as answered (fully or
    // partly) over the questions of the plan assessed against (docs/decisions/0034).
    const cardQuestions = (await owner.get(pathOf(scorecardEndpoints.scorecard, { id: interviewId }))).json.scorecard
      .questions as {
      status: string;
    }[];
    const covered = cardQuestions.filter((q) => q.status !== 'not_answered').length;
    expect(covered).toBeGreaterThan(0);
    expect(covered).toBeLessThanOrEqual(3);
    expect(d.analytics).toMatchObject({
      completion: Math.round((covered / cardQuestions.length) * 100),
      clarity: expect.any(String),
      conciseness: expect.any(String),
    });
    expect(d.score).toBe((await row(interviewId)).score);
    expect(splitFeedback(d.feedback).sections.map((s) => s.heading)).toEqual([...FEEDBACK_HEADINGS]);

    expect(d.qa).toHaveLength(4);
    expect(d.qa.slice(0, 3).map((item: any) => item.answer.recordingNumber)).toEqual([1, 2, null]);
    expect(d.qa[0].question.text.length).toBeGreaterThan(5);
    expect(d.qa[1].answer.text).toContain('keep changes small');
    expect(d.qa[2].answer.recordingUrl).toBeNull();
    expect(d.qa[3].answer).toBeNull();
    expect(d.transcript.split('\n')[0]).toMatch(/^BOT: \[00:00:00\] /);
    expect(d.transcript).toContain('USER: [');
    // Storage keys never leave the server except inside a signed link.
    expect(JSON.stringify(d)).not.toMatch(/"(cvKey|recordingKey)"/);
  });

  it('gives working signed links to the CV (as a download) and to each recording', async () => {
    const d = (await owner.get(`/api/interviews/${interviewId}`)).json;
    expect(d.cv.filename).toBe('Robin CV (final).pdf');
    const cv = await fetch(d.cv.url);
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('content-disposition')).toBe('attachment; filename="Robin CV _final_.pdf"');
    expect(Buffer.from(await cv.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
    const second = await fetch(d.qa[1].answer.recordingUrl);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('video/webm');
    expect((await second.arrayBuffer()).byteLength).toBe(tinyWebm(4096).length);
    const tampered = d.qa[0].answer.recordingUrl.replace(/answer-\d+/, 'answer-099');
    expect((await fetch(tampered)).status).toBe(403);
  });
});

describe('decisions', () => {
  it('accepts, rejects, archives and restores; the candidates list follows', async () => {
    const candidates = (archived: boolean) => owner.get(`/api/postings/${postingId}/candidates?archived=${archived}`);
    const accepted = await owner.patch(`/api/interviews/${interviewId}/status`, { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({ id: interviewId, status: 'accepted', archived: false, feedbackStatus: 'done' });
    expect((await candidates(false)).json.items[0]).toMatchObject({ id: interviewId, status: 'accepted' });
    // Changing an earlier decision needs a reason (docs/decisions/0041-decisions-revisited.md).
    const rejected = await owner.patch(`/api/interviews/${interviewId}/status`, {
      status: 'rejected',
      reason: 'better_fit',
      changeReason: 'Another candidate was stronger on PostgreSQL.',
    });
    expect(rejected.json.status).toBe('rejected');
    expect((await row(interviewId)).status).toBe('rejected');

    for (const body of [
      { status: 'pending' },
      { status: 'ACCEPTED' },
      {},
      { archived: true },
      { status: 'rejected' },
      { status: 'rejected', reason: 'nope' },
    ]) {
      const response = await owner.patch(`/api/interviews/${interviewId}/status`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.patch(`/api/interviews/${interviewId}/archived`, { archived: 'yes' })).status).toBe(400);

    expect((await owner.patch(`/api/interviews/${interviewId}/archived`, { archived: true })).json.archived).toBe(true);
    expect((await candidates(false)).json.items).toEqual([]);
    expect((await candidates(true)).json.items.map((i: any) => i.id)).toEqual([interviewId]);
    expect((await owner.patch(`/api/interviews/${interviewId}/archived`, { archived: false })).json.archived).toBe(
      false,
    );
    expect((await candidates(true)).json.total).toBe(0);
    expect((await candidates(false)).json.items[0]).toMatchObject({
      id: interviewId,
      status: 'rejected',
      archived: false,
    });
  });

  it('sends the edited decision e-mail to the candidate over SMTP, replies going to the employer', async () => {
    const body = 'Dear Robin,\n\nWe would like to invite you to the next round — café at 10?\n\nBest regards,\nHana';
    const response = await owner.post(`/api/interviews/${interviewId}/decision-mail`, {
      subject: '  Next steps for your Backend Engineer application ',
      body,
    });
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ queued: true, to: 'robin@example.com', sentAt: expect.any(String) });
    // The candidate also has the submission confirmation: pick the decision mail by its subject.
    const mail = await smtp.waitFor(
      (m) => m.to.includes('robin@example.com') && m.subject === 'Next steps for your Backend Engineer application',
    );
    // One sign-off: the employer's own text is sent as written, nothing appended (docs/decisions/0043).
    expect(mail.text.replace(/\r\n/g, '\n').trim()).toBe(body);
    expect(mail.raw).toMatch(new RegExp(`^reply-to: ${ownerEmail.replace(/[.+]/g, '\\$&')}`, 'im'));
  });

  it('validates the decision e-mail', async () => {
    const send = (input: object) => owner.post(`/api/interviews/${interviewId}/decision-mail`, input);
    const cases: [object, string][] = [
      [{ subject: '', body: 'x' }, 'Subject is required'],
      [{ subject: '   ', body: 'x' }, 'Subject is required'],
      [{ subject: 'a\r\nBcc: x@example.com', body: 'x' }, 'Subject must be a single line'],
      [{ subject: 'x'.repeat(201), body: 'x' }, 'Subject must be at most 200 characters'],
      [{ subject: 'Hi', body: ' ' }, 'Message is required'],
      [{ subject: 'Hi', body: 'x'.repeat(10_001) }, 'Message must be at most 10000 characters'],
      [{ subject: 'Hi' }, 'Message is required'],
    ];
    for (const [input, message] of cases) {
      const response = await send(input);
      expect(response.status, message).toBe(400);
      expect(response.json.error.message).toBe(message);
    }
  });
});

describe('feedback retry', () => {
  it('refuses a retry while feedback is done or running, and requeues a failed one', async () => {
    const retry = () => owner.post(`/api/interviews/${interviewId}/feedback/retry`);
    const refused = await retry();
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('CONFLICT');

    await t.deps.database.db
      .update(interviews)
      .set({ feedbackStatus: 'failed', feedbackError: 'The AI provider could not be reached or was overloaded.' })
      .where(eq(interviews.id, interviewId));
    const failed = (await owner.get(`/api/interviews/${interviewId}`)).json;
    expect(failed).toMatchObject({
      feedbackStatus: 'failed',
      feedbackError: 'The AI provider could not be reached or was overloaded.',
    });

    const accepted = await retry();
    expect(accepted.status).toBe(202);
    expect(accepted.json.feedbackStatus).toBe('pending');
    expect((await retry()).status).toBe(409);
    await waitForFeedback(interviewId);
    expect((await owner.get(`/api/interviews/${interviewId}`)).json).toMatchObject({
      feedbackStatus: 'done',
      feedbackError: null,
    });
  });

  it('queues feedback for an interview that never got one', async () => {
    const [created] = await t.deps.database.db
      .insert(interviews)
      .values({ jobPostingId: postingId, candidateEmail: 'late@example.com', fullName: 'Late Larry' })
      .returning({ id: interviews.id });
    const before = (await owner.get(`/api/interviews/${created!.id}`)).json;
    expect(before).toMatchObject({
      feedbackStatus: 'not_started',
      feedback: null,
      score: null,
      analytics: null,
      cv: null,
      qa: [],
      transcript: '',
    });
    expect((await owner.post(`/api/interviews/${created!.id}/feedback/retry`)).status).toBe(202);
    await waitForFeedback(created!.id);
  });
});

describe('ownership', () => {
  it("answers 404 on every review endpoint for another employer's interview and posting", async () => {
    const before = await row(interviewId);
    const reviewRoutes = t.app.routeTable.filter(
      (r) =>
        (r.url.startsWith('/api/interviews/:id') || r.url === '/api/postings/:id/candidates') && r.method !== 'HEAD',
    );
    expect(reviewRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/interviews/:id/comments/:commentId',
      'GET /api/interviews/:id',
      'GET /api/interviews/:id/comments',
      'GET /api/interviews/:id/decision-mail-draft',
      'GET /api/interviews/:id/ratings',
      'GET /api/interviews/:id/scorecard',
      'GET /api/interviews/:id/second-round',
      'GET /api/postings/:id/candidates',
      'PATCH /api/interviews/:id/archived',
      'PATCH /api/interviews/:id/status',
      'POST /api/interviews/:id/comments',
      'POST /api/interviews/:id/decision-mail',
      'POST /api/interviews/:id/feedback/retry',
      'POST /api/interviews/:id/scorecard/overrides',
      'PUT /api/interviews/:id/ratings',
    ]);
    const bodies: Record<string, object> = {
      '/api/interviews/:id/status': { status: 'accepted' },
      '/api/interviews/:id/archived': { archived: true },
      '/api/interviews/:id/decision-mail': { subject: 'Hi', body: 'Hello' },
      '/api/interviews/:id/scorecard/overrides': { competencyId: 'x', rating: 1, reason: 'Not mine.' },
      '/api/interviews/:id/comments': { body: 'Not mine.' },
      '/api/interviews/:id/ratings': { ratings: [{ competencyId: 'x', rating: 3 }] },
    };
    const mailsBefore = smtp.messages.length;
    for (const route of reviewRoutes) {
      const id = route.url.startsWith('/api/postings') ? postingId : interviewId;
      for (const target of [id, randomUUID(), 'not-a-uuid']) {
        const query = route.url.endsWith('/decision-mail-draft') ? '?decision=accepted' : '';
        const url = route.url.replace(':id', target) + query;
        const response = await stranger.request(
          route.method,
          url,
          route.method === 'GET' ? undefined : bodies[route.url],
        );
        expect(response.status, `${route.method} ${url}`).toBe(404);
        expect(response.json.error.code).toBe('NOT_FOUND');
      }
    }
    const search = await stranger.get('/api/interviews?q=robin');
    expect(search.json).toMatchObject({ items: [], total: 0 });
    const after = await row(interviewId);
    expect({ status: after.status, archived: after.archived, feedbackStatus: after.feedbackStatus }).toEqual({
      status: before.status,
      archived: before.archived,
      feedbackStatus: before.feedbackStatus,
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages.length).toBe(mailsBefore);
  });
});
