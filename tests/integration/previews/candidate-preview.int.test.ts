import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewMessages } from '../../../src/core/candidate-preview.ts';
import { postingOpenMessages } from '../../../src/core/posting-open.ts';
import { auditLog, interviews, interviewTurns, webhookDeliveries } from '../../../src/server/db/schema.ts';
import { countInterviewsThisMonth } from '../../../src/server/modules/billing/assert-interview-quota.ts';
import { sweepExpiredPreviews } from '../../../src/server/modules/previews/sweep-expired-previews.ts';
import { CandidateClient, MINIMAL_PDF, parseEvents } from '../../support/candidate-client.ts';
import { HttpClient, uniqueEmail } from '../../support/http-client.ts';
import { joinAs } from '../../support/organizations.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { startSmtpCapture } from '../../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TurnEvent } from '../../../src/core/api/candidate.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Preview as candidate (docs/decisions/0042): the real candidate routes on a preview row that
 * answers only to the employer who started it, leaves no application, no mail, no webhook, no
 * audit entry and no usage behind, and cannot be started by anyone who may not read the posting.
 */

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let owner: HttpClient;
let ownerEmail: string;
let organizationId: string;
let postingId: string;

const intakeForm = (email: string) => {
  const form = new FormData();
  form.set('fullName', 'Olive Previewing');
  form.set('email', email);
  form.set('consent', 'true');
  form.set('aiConsent', 'true');
  form.append('cv', new Blob([new Uint8Array(MINIMAL_PDF)], { type: 'application/pdf' }), 'cv.pdf');
  return form;
};

const startPreview = (client: HttpClient, id: string, email = uniqueEmail('preview')) =>
  client.post(`/api/postings/${id}/previews`, intakeForm(email));

/** The candidate routes, called by the employer's browser: its session cookie plus the preview's token. */
const asPreviewer = (client: HttpClient, preview: { interviewId: string; token: string }) => {
  const headers = { 'x-candidate-token': preview.token };
  const path = (rest = '') => `/api/public/interviews/${preview.interviewId}${rest}`;
  return {
    state: () => client.get(path(), headers),
    next: () => client.post(path('/next'), undefined, headers),
    answer: (seq: number, text: string) => {
      const form = new FormData();
      form.set('seq', String(seq));
      form.set('text', text);
      return client.post(path('/answers'), form, headers);
    },
    submit: () => client.post(path('/submit'), { keepInTouch: true }, headers),
  };
};

const botOf = (text: string) => {
  const bot = parseEvents(text).find((e): e is Extract<TurnEvent, { type: 'bot' }> => e.type === 'bot');
  if (!bot) throw new Error(`no bot turn in ${text.slice(0, 300)}`);
  return bot;
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    RATE_LIMIT_INTAKE_PER_IP: '1000',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  });
  const signedUp = await actorFor(t, 'owner', { name: 'Olive Owner' });
  owner = signedUp.client;
  ownerEmail = signedUp.account.email;
  organizationId = (await owner.get('/api/me')).json.organization.id;
  postingId = (await createOpenPosting(owner, { title: 'Preview Engineer', description: 'We build previews.' })).json
    .id;
  const hook = await owner.post('/api/organization/webhooks', {
    url: 'http://127.0.0.1:9/preview-hook',
    events: ['interview.started', 'interview.submitted'],
  });
  expect(hook.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('preview as candidate', () => {
  it('runs the real interview to its closing line and leaves no application, mail, webhook, audit entry or usage', async () => {
    const db = t.deps.database.db;
    const usedBefore = await countInterviewsThisMonth(db, organizationId);
    const mailsBefore = smtp.messages.length;
    const email = uniqueEmail('previewer');

    const posting = await owner.get(`/api/postings/${postingId}/preview`);
    expect(posting.status).toBe(200);
    expect(posting.json.title).toBe('Preview Engineer');

    const started = await startPreview(owner, postingId, email);
    expect(started.status).toBe(201);
    const preview = asPreviewer(owner, started.json);

    // Question after question with the real interviewer, to the closing line.
    let bot = botOf((await preview.next()).text);
    let seq = bot.turn.seq + 1;
    for (let guard = 0; !bot.finished && guard < 40; guard++) {
      const answered = await preview.answer(seq, `My answer number ${seq}: I built and shipped things with care.`);
      expect(answered.status, answered.text.slice(0, 200)).toBe(200);
      bot = botOf(answered.text);
      seq = bot.turn.seq + 1;
    }
    expect(bot.finished).toBe(true);
    const state = await preview.state();
    expect(state.status).toBe(200);
    expect(state.json.finished).toBe(true);
    expect(state.json.questionsAsked).toBeGreaterThanOrEqual(state.json.maxQuestions);

    // While it exists, nobody sees it: candidates list, search, review, dashboard, candidate data, usage.
    const candidates = await owner.get(`/api/postings/${postingId}/candidates`);
    expect(candidates.json.total).toBe(0);
    expect((await owner.get('/api/interviews')).text).not.toContain(started.json.interviewId);
    expect((await owner.get(`/api/interviews/${started.json.interviewId}`)).status).toBe(404);
    const dashboard = (await owner.get('/api/dashboard')).json;
    expect(JSON.stringify(dashboard)).not.toContain('"applications":1');
    const held = await owner.post('/api/candidate-data/search', { email });
    expect(held.status).toBe(200);
    expect(held.text).not.toContain(started.json.interviewId);
    expect(await countInterviewsThisMonth(db, organizationId)).toBe(usedBefore);

    // Submitting the preview ends it: deleted with its turns.
    const ended = await preview.submit();
    expect(ended.status).toBe(200);
    expect(ended.json.message).toBe(previewMessages.finished);
    expect(await db.select().from(interviews).where(eq(interviews.id, started.json.interviewId))).toEqual([]);
    expect(
      await db.select().from(interviewTurns).where(eq(interviewTurns.interviewId, started.json.interviewId)),
    ).toEqual([]);
    expect(await db.select().from(interviews).where(eq(interviews.jobPostingId, postingId))).toEqual([]);

    // No mail (the workers run: give queued jobs time to be sent), no webhook, no audit entry.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // Neither the "candidate" (confirmation, continue link) nor the team (submission notice) got one.
    expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
    expect(smtp.messages.slice(mailsBefore).filter((m) => m.to.includes(ownerEmail))).toEqual([]);
    expect(await db.select().from(webhookDeliveries)).toEqual([]);
    expect(
      (await db.select().from(auditLog).where(isNotNull(auditLog.interviewId))).filter(
        (entry) => entry.interviewId === started.json.interviewId,
      ),
    ).toEqual([]);
    expect(await countInterviewsThisMonth(db, organizationId)).toBe(usedBefore);
  }, 180_000);

  it('answers only to the employer who started it: not to the token alone, nor to another session', async () => {
    const email = uniqueEmail('preview');
    const started = await startPreview(owner, postingId, email);
    expect(started.status).toBe(201);
    const tokenOnly = new CandidateClient(t.url);
    tokenOnly.interviewId = started.json.interviewId;
    tokenOnly.token = started.json.token;
    expect((await tokenOnly.state()).status).toBe(404);
    expect((await tokenOnly.next()).status).toBe(404);
    const { client: stranger } = await actorFor(t, 'owner', { name: 'Stranger' });
    expect((await asPreviewer(stranger, started.json).state()).status).toBe(404);
    const colleague = await joinAs(t.url, owner, 'admin');
    expect((await asPreviewer(colleague.client, started.json).state()).status).toBe(404);
    expect((await asPreviewer(owner, started.json).state()).status).toBe(200);
    // Deleting it "as the candidate" deletes it without the candidate's confirmation mail.
    const deleted = await owner.delete(`/api/public/interviews/${started.json.interviewId}`);
    expect(deleted.status).toBe(404); // no token: unknown
    const withToken = await owner.request('DELETE', `/api/public/interviews/${started.json.interviewId}`, undefined, {
      'x-candidate-token': started.json.token,
    });
    expect(withToken.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
  }, 60_000);

  it('expires, and the sweep deletes expired previews', async () => {
    const db = t.deps.database.db;
    const started = await startPreview(owner, postingId);
    expect(started.status).toBe(201);
    await db
      .update(interviews)
      .set({ previewExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(interviews.id, started.json.interviewId));
    expect((await asPreviewer(owner, started.json).state()).status).toBe(404);
    expect(await sweepExpiredPreviews(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(interviews).where(eq(interviews.id, started.json.interviewId))).toEqual([]);
  });

  it('is refused to anyone who may not read the posting, and to candidates', async () => {
    const { client: outsider } = await actorFor(t, 'owner', { name: 'Other Company' });
    expect((await outsider.get(`/api/postings/${postingId}/preview`)).status).toBe(404);
    expect((await startPreview(outsider, postingId)).status).toBe(404);
    const bystander = await joinAs(t.url, owner, 'reviewer', 'Unassigned Reviewer');
    expect((await startPreview(bystander.client, postingId)).status).toBe(404);
    // A reviewer may read the postings assigned to them, and so preview them.
    const reviewer = await joinAs(t.url, owner, 'reviewer', 'Assigned Reviewer');
    expect((await owner.put(`/api/postings/${postingId}/reviewers`, { userIds: [reviewer.userId] })).status).toBe(200);
    const byReviewer = await startPreview(reviewer.client, postingId);
    expect(byReviewer.status).toBe(201);
    expect((await asPreviewer(reviewer.client, byReviewer.json).state()).status).toBe(200);
    // A candidate has no session: the employer guard answers before anything is read.
    const anonymous = new HttpClient(t.url);
    expect((await startPreview(anonymous, postingId)).status).toBe(401);
    expect((await anonymous.get(`/api/postings/${postingId}/preview`)).status).toBe(401);
  }, 60_000);

  it('previews a draft posting, which still takes no candidates (plan first)', async () => {
    const draft = await owner.post('/api/postings', { title: 'Draft Role', description: 'Not open yet.' });
    expect(draft.status).toBe(201);
    const started = await startPreview(owner, draft.json.id);
    expect(started.status).toBe(201);
    expect((await asPreviewer(owner, started.json).state()).json.plan).toBeNull();
    const candidate = new CandidateClient(t.url);
    const intake = await candidate.intake(
      draft.json.id,
      { fullName: 'Real Candidate', email: uniqueEmail('cand'), consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    expect(intake.status).toBe(403);
    expect(intake.json.error.message).toBe(postingOpenMessages.notOpenYet);
  });
});
