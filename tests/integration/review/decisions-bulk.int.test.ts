import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_IDS_MAX, decisionChangeMessages } from '../../../src/core/decisions.ts';
import { auditLog, auditNotes, interviews, webhookDeliveries } from '../../../src/server/db/schema.ts';
import { insertInterviews, markEmailVerified } from '../../support/factories.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { joinAs } from '../../support/organizations.ts';
import { startSmtpCapture } from '../../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Decisions revisited (docs/decisions/0041-decisions-revisited.md): status and e-mail as separate
 * acts, a changed decision logged as what it was, bulk actions scoped per row, "In progress" and
 * "Reviewed" as people mean them.
 */

const BULK_LIMIT = 12;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let owner: HttpClient;
let reviewer: HttpClient;
let stranger: HttpClient;
let postingId: string;
let foreignInterview: string;

const db = () => t.deps.database.db;
const row = async (id: string) => (await db().select().from(interviews).where(eq(interviews.id, id)))[0]!;
const auditOf = (id: string) =>
  db()
    .select({ action: auditLog.action, details: auditLog.details, note: auditNotes.text })
    .from(auditLog)
    .leftJoin(auditNotes, eq(auditNotes.auditId, auditLog.id))
    .where(eq(auditLog.interviewId, id))
    .orderBy(auditLog.createdAt);
const deliveriesOf = async (ids: string[]) =>
  (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'decision.made'))).filter((d) =>
    ids.includes((d.payload as { data?: { interviewId?: string } }).data?.interviewId ?? ''),
  );

const addresses = new Map<string, string>();
/** The candidate address of an interview read before the test acts (sync lookup for predicates). */
const addressOf = (id: string) => addresses.get(id) ?? id;

/** Fresh submitted, undecided interviews under the owner's posting. */
async function freshInterviews(count: number): Promise<string[]> {
  const ids = await insertInterviews(db(), [postingId], count, { archivedShare: 0, turns: false });
  await db()
    .update(interviews)
    .set({ status: 'pending', archived: false, submittedAt: new Date(), decidedAt: null, decidedBy: null })
    .where(inArray(interviews.id, ids));
  for (const id of ids) addresses.set(id, (await row(id)).candidateEmail);
  return ids;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    RATE_LIMIT_BULK_ACTIONS_PER_USER: String(BULK_LIMIT),
  });
  const signedUp = await actorFor(t, 'owner', { name: 'Dana Decider' });
  owner = signedUp.client;
  // Decision e-mails need a verified sender.
  await markEmailVerified(db(), signedUp.userId);
  const posting = await owner.post('/api/postings', {
    title: 'Warehouse Lead',
    description: 'Runs a warehouse shift: rota planning, safety checks and a team of twelve.',
  });
  expect(posting.status).toBe(201);
  postingId = posting.json.id;
  const hook = await owner.post('/api/organization/webhooks', {
    url: 'http://127.0.0.1:9/decisions',
    events: ['decision.made'],
  });
  expect(hook.status).toBe(201);
  const assigned = await joinAs(t.url, owner, 'reviewer', 'Rita Reviewer');
  reviewer = assigned.client;
  expect((await owner.put(`/api/postings/${postingId}/reviewers`, { userIds: [assigned.userId] })).status).toBe(200);

  stranger = (await actorFor(t, 'owner', { name: 'Other Org' })).client;
  const theirs = await stranger.post('/api/postings', {
    title: 'Their posting',
    description: 'Another organization entirely, with its own candidates.',
  });
  foreignInterview = (await insertInterviews(db(), [theirs.json.id], 1, { archivedShare: 0, turns: false }))[0]!;
  await db().update(interviews).set({ status: 'pending' }).where(eq(interviews.id, foreignInterview!));
}, 90_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('bulk decisions', () => {
  it('rejects three candidates: each audited with the reason and each emitting decision.made, no mail sent', async () => {
    const ids = await freshInterviews(3);
    const response = await owner.post('/api/interviews/bulk', { action: 'reject', ids, reason: 'better_fit' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ action: 'reject', done: 3, unchanged: 0, failed: 0 });
    for (const id of ids) {
      expect((await row(id)).status).toBe('rejected');
      const audit = await auditOf(id);
      expect(audit.map((a) => a.action)).toEqual(['decision.reject']);
      expect(audit[0]!.details).toEqual({ reason: 'better_fit' });
    }
    expect(await deliveriesOf(ids)).toHaveLength(3);
    // Status and e-mail are separate acts: rejecting sends nothing.
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => ids.some((id) => m.to.includes(addressOf(id))))).toEqual([]);

    // The same again changes nothing and logs nothing.
    const again = await owner.post('/api/interviews/bulk', { action: 'reject', ids, reason: 'better_fit' });
    expect(again.json).toMatchObject({ done: 0, unchanged: 3, failed: 0 });
    expect((await auditOf(ids[0]!)).length).toBe(1);
  });

  it("reports another organization's id and an unknown id as failed rows and changes the rest", async () => {
    const [mine] = await freshInterviews(1);
    const unknown = randomUUID();
    const response = await owner.post('/api/interviews/bulk', {
      action: 'accept',
      ids: [foreignInterview, mine, unknown],
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ done: 1, failed: 2 });
    const byId = new Map(response.json.results.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(foreignInterview)).toMatchObject({ outcome: 'failed', error: { status: 404 } });
    expect(byId.get(unknown)).toMatchObject({ outcome: 'failed', error: { status: 404 } });
    expect(byId.get(mine)).toMatchObject({ outcome: 'done', status: 'accepted' });
    expect((await row(foreignInterview)).status).toBe('pending');
    expect(await auditOf(foreignInterview)).toEqual([]);

    // Archive and e-mail are scoped the same way.
    const archived = await owner.post('/api/interviews/bulk', { action: 'archive', ids: [foreignInterview] });
    expect(archived.json.results[0]).toMatchObject({ outcome: 'failed', error: { status: 404 } });
    expect((await row(foreignInterview)).archived).toBe(false);
  });

  it('gives a reviewer 403 for every bulk action and for a single decision, changing nothing', async () => {
    const [id] = await freshInterviews(1);
    for (const action of ['accept', 'reject', 'archive', 'restore', 'email']) {
      const response = await reviewer.post('/api/interviews/bulk', { action, ids: [id], reason: 'withdrew' });
      expect(response.status, action).toBe(403);
    }
    expect((await reviewer.patch(`/api/interviews/${id}/status`, { status: 'accepted' })).status).toBe(403);
    expect(await row(id!)).toMatchObject({ status: 'pending', archived: false });
  });

  it('validates the request: size, action, rejection reason', async () => {
    const tooMany = Array.from({ length: BULK_IDS_MAX + 1 }, () => randomUUID());
    const big = await owner.post('/api/interviews/bulk', { action: 'archive', ids: tooMany });
    expect(big.status).toBe(400);
    expect(big.json.error.message).toBe(decisionChangeMessages.tooManyIds);
    expect((await owner.post('/api/interviews/bulk', { action: 'archive', ids: [] })).status).toBe(400);
    expect((await owner.post('/api/interviews/bulk', { action: 'delete', ids: [randomUUID()] })).status).toBe(400);
    expect((await owner.post('/api/interviews/bulk', { action: 'archive', ids: ['nope'] })).status).toBe(400);
    expect((await owner.post('/api/interviews/bulk', { action: 'reject', ids: [randomUUID()] })).status).toBe(400);
    expect((await stranger.post('/api/interviews/bulk', { action: 'archive', ids: [randomUUID()] })).status).toBe(200);
  });

  it('e-mails the decided candidates of a selection and reports the undecided ones', async () => {
    const [decided, undecided] = await freshInterviews(2);
    await owner.patch(`/api/interviews/${decided}/status`, { status: 'accepted' });
    const response = await owner.post('/api/interviews/bulk', { action: 'email', ids: [decided, undecided] });
    expect(response.json).toMatchObject({ done: 1, failed: 1 });
    const byId = new Map(response.json.results.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(undecided)).toMatchObject({
      outcome: 'failed',
      error: { status: 409, message: decisionChangeMessages.noDecisionYet },
    });
    const to = (await row(decided!)).candidateEmail;
    const mail = await smtp.waitFor((m) => m.to.includes(to));
    expect(mail.subject).toBe('Next steps for your Warehouse Lead application');
    expect(smtp.messages.some((m) => m.to.includes(addressOf(undecided!)))).toBe(false);
    expect((await row(decided!)).decisionMailSentAt).not.toBeNull();
  });

  it("sends the organization's own decision template, as the single dialog does", async () => {
    const [id] = await freshInterviews(1);
    const template = { subject: 'Good news about {{jobTitle}}', body: 'Hello {{candidateName}}, welcome aboard.' };
    expect((await owner.put('/api/organization/mail-templates/decision_accepted', template)).status).toBe(200);
    try {
      await owner.patch(`/api/interviews/${id}/status`, { status: 'accepted' });
      expect((await owner.post('/api/interviews/bulk', { action: 'email', ids: [id] })).json).toMatchObject({
        done: 1,
      });
      const candidate = await row(id!);
      const mail = await smtp.waitFor((m) => m.to.includes(candidate.candidateEmail));
      expect(mail.subject).toBe('Good news about Warehouse Lead');
      expect(mail.text).toContain(`Hello ${candidate.fullName}, welcome aboard.`);
    } finally {
      await owner.delete('/api/organization/mail-templates/decision_accepted');
    }
  });
});

describe('changing a decision', () => {
  it('needs a reason and is logged as a change from → to, never as a fresh rejection', async () => {
    const [id] = await freshInterviews(1);
    expect((await owner.patch(`/api/interviews/${id}/status`, { status: 'accepted' })).status).toBe(200);
    const noReason = await owner.patch(`/api/interviews/${id}/status`, { status: 'rejected', reason: 'withdrew' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.message).toBe(decisionChangeMessages.changeReasonRequired);
    expect((await row(id!)).status).toBe('accepted');

    const changed = await owner.patch(`/api/interviews/${id}/status`, {
      status: 'rejected',
      reason: 'withdrew',
      changeReason: 'The candidate took another offer.',
    });
    expect(changed.status).toBe(200);
    expect(changed.json.status).toBe('rejected');
    const audit = await auditOf(id!);
    expect(audit.map((a) => a.action)).toEqual(['decision.accept', 'decision.change']);
    expect(audit[1]).toMatchObject({
      details: { from: 'accepted', to: 'rejected', reason: 'withdrew' },
      note: 'The candidate took another offer.',
    });
    expect(await deliveriesOf([id!])).toHaveLength(2);

    // The audit viewer shows it as a change.
    const page = (await owner.get('/api/audit-log?action=decision.change')).json;
    expect(page.items[0]).toMatchObject({ action: 'decision.change', details: { from: 'accepted', to: 'rejected' } });
  });
});

describe('the decision e-mail is its own act', () => {
  it('is sent and resent at any time after the decision, recording when it last went', async () => {
    const { client, userId } = await actorFor(t, 'owner', { name: 'Mia Mailer' });
    await markEmailVerified(db(), userId);
    const posting = await client.post('/api/postings', {
      title: 'Forklift Driver',
      description: 'Drives forklifts safely across a busy warehouse floor, loading and unloading trucks.',
    });
    const [id] = await insertInterviews(db(), [posting.json.id], 1, { archivedShare: 0, turns: false });
    await db().update(interviews).set({ status: 'pending', submittedAt: new Date() }).where(eq(interviews.id, id!));
    const email = (await row(id!)).candidateEmail;

    expect((await client.patch(`/api/interviews/${id}/status`, { status: 'accepted' })).status).toBe(200);
    expect((await client.get(`/api/interviews/${id}`)).json.decisionMailSentAt).toBeNull();
    const mail = { subject: 'Next steps', body: 'We would like to meet you again.' };
    const first = await client.post(`/api/interviews/${id}/decision-mail`, mail);
    expect(first.status).toBe(202);
    await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Next steps');
    const second = await client.post(`/api/interviews/${id}/decision-mail`, { ...mail, subject: 'Next steps (again)' });
    expect(second.status).toBe(202);
    await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Next steps (again)');
    const details = (await client.get(`/api/interviews/${id}`)).json;
    expect(details.decisionMailSentAt).toBe(second.json.sentAt);
    const candidates = (await client.get(`/api/postings/${posting.json.id}/candidates`)).json;
    expect(candidates.items[0]).toMatchObject({ id, decisionMailSentAt: second.json.sentAt });
    const actions = (await auditOf(id!)).map((a) => a.action);
    expect(actions.filter((a) => a === 'decision_mail.send')).toHaveLength(2);
    expect(actions.filter((a) => a.startsWith('decision.'))).toEqual(['decision.accept']);

    // Bulk e-mail from a verified account sends the default text for the current decision.
    const bulk = await client.post('/api/interviews/bulk', { action: 'email', ids: [id] });
    expect(bulk.json).toMatchObject({ done: 1, failed: 0 });
    await smtp.waitFor(
      (m) => m.to.includes(email) && /Next steps for your Forklift Driver application/.test(m.subject),
    );
  });
});

describe('in progress and reviewed', () => {
  it('shows an unsubmitted application as in progress, and "reviewed" only once a person looked', async () => {
    const [id] = await freshInterviews(1);
    await db().update(interviews).set({ submittedAt: null, reviewedAt: null }).where(eq(interviews.id, id!));
    const email = (await row(id!)).candidateEmail;
    const found = async () =>
      (await owner.get(`/api/interviews?q=${encodeURIComponent(email)}`)).json.items.find(
        (item: { id: string }) => item.id === id,
      );
    // Whatever the AI wrote, nobody looked yet: not reviewed.
    expect(await found()).toMatchObject({ inProgress: true, reviewed: false });
    const candidates = (await owner.get(`/api/postings/${postingId}/candidates?pageSize=100`)).json.items;
    expect(candidates.find((c: { id: string }) => c.id === id)).toMatchObject({ submittedAt: null, reviewedAt: null });

    // A reviewer opening the details is a person looking.
    expect((await reviewer.get(`/api/interviews/${id}`)).status).toBe(200);
    expect(await found()).toMatchObject({ inProgress: true, reviewed: true });
    expect((await row(id!)).reviewedAt).not.toBeNull();
  });
});

describe('no decision on an application in progress', () => {
  it('refuses a single decision with the reason, and a bulk decision skips that row naming why', async () => {
    const [unsubmitted, submitted] = await freshInterviews(2);
    await db().update(interviews).set({ submittedAt: null }).where(eq(interviews.id, unsubmitted!));

    const single = await owner.patch(`/api/interviews/${unsubmitted}/status`, {
      status: 'rejected',
      reason: 'qualifications',
    });
    expect(single.status).toBe(409);
    expect(single.json.error.message).toBe(decisionChangeMessages.inProgress);
    expect((await row(unsubmitted!)).status).toBe('pending');

    const bulk = await owner.post('/api/interviews/bulk', {
      action: 'reject',
      ids: [unsubmitted, submitted],
      reason: 'qualifications',
    });
    expect(bulk.status).toBe(200);
    expect(bulk.json).toMatchObject({ done: 1, skipped: 1, failed: 0 });
    expect(bulk.json.results.find((r: { id: string }) => r.id === unsubmitted)).toEqual({
      id: unsubmitted,
      outcome: 'skipped',
      error: { status: 409, message: decisionChangeMessages.inProgress },
    });
    expect((await row(unsubmitted!)).status).toBe('pending');
    expect((await row(submitted!)).status).toBe('rejected');
    // Nothing was logged or announced for the skipped row.
    expect(await auditOf(unsubmitted!)).toEqual([]);
    expect(await deliveriesOf([unsubmitted!])).toEqual([]);
  });
});

describe('limits', () => {
  it('rate-limits bulk requests per member (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < BULK_LIMIT + 2; i++) {
      statuses.push((await owner.post('/api/interviews/bulk', { action: 'restore', ids: [randomUUID()] })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});
