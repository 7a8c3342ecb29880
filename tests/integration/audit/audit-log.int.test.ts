import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LIST, AUDIT_ACTIONS, type AuditAction } from '../../../src/core/audit.ts';
import { decisionMessages } from '../../../src/core/decision-reasons.ts';
import { auditLog, auditNotes, interviews } from '../../../src/server/db/schema.ts';
import { setAdminByEmail } from '../../../src/server/modules/admin/set-admin.ts';
import { purgeExpiredAudit } from '../../../src/server/modules/audit/purge-expired-audit.ts';
import { CandidateClient, MINIMAL_PDF, botTurnOf, tinyWebm } from '../../support/candidate-client.ts';
import { personalOrganizationOf } from '../../support/factories.ts';
import { signedEvent, startFakeStripe, stripeEnv, type FakeStripe } from '../../support/fake-stripe.ts';
import { HttpClient, signUpEmployer, uniqueEmail } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { readZip } from '../../support/zip.ts';
import { createOpenPosting } from '../../support/postings.ts';

/**
 * The audit log (docs/decisions/0020-audit-log-and-oversight.md): append-only in the database,
 * written by every listed action, holding no candidate's address, name or answers.
 */

const SECRET = 'whsec_audit_test';
const ADMIN_EMAIL = 'audit-admin@example.com';
/** Actions whose features live in other modules that record them with the same `recordAudit`. */
const RECORDED_ELSEWHERE: AuditAction[] = [
  // Recorded under the deleted organization, not the personal one (the sweep step checks its row;
  // tests/integration/security/f03-org-deletion.int.test.ts its content).
  AUDIT_ACTIONS.organizationDelete,
  // Needs an assessed interview (tests/integration/scorecards/scorecards.int.test.ts checks its rows).
  AUDIT_ACTIONS.ratingOverride,
  // Team ratings and comments (tests/integration/shared-review/shared-review.int.test.ts checks their rows).
  AUDIT_ACTIONS.memberRatingSubmit,
  AUDIT_ACTIONS.reviewCommentAdd,
  AUDIT_ACTIONS.reviewCommentDelete,
  // The candidate's own download (tests/integration/your-data/candidate-rights.int.test.ts checks its row).
  AUDIT_ACTIONS.candidateSelfExport,
  // Needs a submitted interview (tests/integration/review/decisions-bulk.int.test.ts checks its rows).
  AUDIT_ACTIONS.decisionMailSend,
  // The candidate changes or cancels a second round from their link (tests/integration/second-round/second-round.int.test.ts).
  AUDIT_ACTIONS.secondRoundReschedule,
  AUDIT_ACTIONS.secondRoundCancel,
  // Security round 3: the replay tests in tests/integration/security/ check these rows (changes
  // through an API key: f01; the first proof of an address: f02; members, invitations,
  // organizations and the brand: f07-f09-f16).
  AUDIT_ACTIONS.apiKeyRequest,
  AUDIT_ACTIONS.accountProven,
  AUDIT_ACTIONS.memberInvite,
  AUDIT_ACTIONS.invitationCancel,
  AUDIT_ACTIONS.memberJoin,
  AUDIT_ACTIONS.memberRoleChange,
  AUDIT_ACTIONS.memberRemove,
  AUDIT_ACTIONS.memberLeave,
  AUDIT_ACTIONS.organizationCreate,
  AUDIT_ACTIONS.organizationDelete,
  AUDIT_ACTIONS.brandChange,
];

let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp(
    { ...stripeEnv(stripe, SECRET), ADMIN_EMAILS: ADMIN_EMAIL, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' },
    { workers: false },
  );
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const db = () => t.deps.database.db;
const raw = (text: string) => t.deps.database.executeSql(text);

async function activate(userId: string) {
  const event = signedEvent(
    'checkout.session.completed',
    {
      id: `cs_${userId}`,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: userId,
      customer: `cus_${userId}`,
      subscription: `sub_${userId}`,
      metadata: { userId, plan: 'professional' },
    },
    SECRET,
  );
  const response = await fetch(`${t.url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
    body: event.payload,
  });
  expect(response.status).toBe(200);
}

type Candidate = { email: string; fullName: string; answer: string };

async function employerWithInterview(candidate: Candidate, overrides: { email?: string } = {}) {
  const employer = await signUpEmployer(t.url, overrides);
  await activate(employer.userId);
  const posting = await createOpenPosting(employer.client, {
    title: 'Warehouse Lead',
    description: 'Lead a warehouse shift. Requirements: forklift licence, safety audits and rota planning.',
  });
  expect(posting.status, posting.text).toBe(201);
  const c = new CandidateClient(t.url);
  const intake = await c.intake(
    posting.json.id,
    { fullName: candidate.fullName, email: candidate.email, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  expect(intake.status, JSON.stringify(intake.json)).toBe(201);
  const bot = botTurnOf((await c.next()).events);
  const answered = await c.answer(bot.turn.seq + 1, { text: candidate.answer, recording: tinyWebm() });
  expect(answered.status).toBe(200);
  // Submitted, as a decision needs (an application in progress has none: docs/decisions/0041).
  await db().update(interviews).set({ submittedAt: new Date() }).where(eq(interviews.id, c.interviewId));
  return { ...employer, postingId: posting.json.id as string, interviewId: c.interviewId };
}

/** Actions logged in the account's organization, and install-wide (admin) actions about the account. */
const ownActions = async (userId: string) => {
  const organizationId = await personalOrganizationOf(db(), userId);
  const rows = await db()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(or(eq(auditLog.organizationId, organizationId), eq(auditLog.subject, userId)));
  return new Set(rows.map((row) => row.action));
};

const samePath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('audit_log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in raw SQL', async () => {
    await raw(`insert into audit_log (action, organization_id) values ('interview.view', 'raw-sql-owner')`);
    await expect(
      raw(`update audit_log set action = 'changed' where organization_id = 'raw-sql-owner'`),
    ).rejects.toThrow(/append-only/);
    await expect(raw(`delete from audit_log where organization_id = 'raw-sql-owner'`)).rejects.toThrow(/append-only/);
    await expect(raw('truncate audit_log, audit_notes')).rejects.toThrow(/append-only/);
    const rows = await db().select().from(auditLog).where(eq(auditLog.organizationId, 'raw-sql-owner'));
    expect(rows.map((row) => row.action)).toEqual(['interview.view']);
  });

  it('lets only the purge delete, and only entries older than the retention (never under 183 days)', async () => {
    const DAY = 86_400_000;
    const at = (days: number) => new Date(Date.now() - days * DAY);
    await db()
      .insert(auditLog)
      .values([
        { action: 'interview.view', organizationId: 'purge-owner', details: { age: 400 }, createdAt: at(400) },
        { action: 'interview.view', organizationId: 'purge-owner', details: { age: 200 }, createdAt: at(200) },
        { action: 'interview.view', organizationId: 'purge-owner', details: { age: 100 }, createdAt: at(100) },
      ]);
    // The purge setting alone does not allow deleting a young row, whatever retention it claims.
    const refused = await db()
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('screenroom.audit_purge', 'on', true)`);
        await tx.execute(sql`select set_config('screenroom.audit_retention_days', '1', true)`);
        await tx.delete(auditLog).where(eq(auditLog.organizationId, 'purge-owner'));
      })
      .then(
        () => null,
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(refused).toMatch(/kept at least 183 days/);

    expect(await purgeExpiredAudit({ db: db() }, 365)).toBe(1);
    const ages = async () =>
      (
        await db()
          .select({ details: auditLog.details })
          .from(auditLog)
          .where(eq(auditLog.organizationId, 'purge-owner'))
      )
        .map((row) => (row.details as { age: number }).age)
        .sort((a, b) => a - b);
    expect(await ages()).toEqual([100, 200]);
    // A shorter setting is raised to the floor: the 100-day entry stays.
    expect(await purgeExpiredAudit({ db: db() }, 30)).toBe(1);
    expect(await ages()).toEqual([100]);
  });
});

describe('every listed action writes an audit row', () => {
  it('sweeps the routes that carry each action and finds one entry for each', async () => {
    let sweepKeyId = '';
    let sweepWebhookId = '';
    const candidate = { email: uniqueEmail('sweep-cand'), fullName: 'Sam Sweep', answer: 'I planned the rota weekly.' };
    const { client, userId, postingId, interviewId } = await employerWithInterview(candidate, { email: ADMIN_EMAIL });

    const plan = (await client.post(`/api/postings/${postingId}/plan/draft-from-description`)).json;
    const steps: Array<[AuditAction, () => Promise<{ status: number }>]> = [
      [AUDIT_ACTIONS.planPublish, () => client.post(`/api/postings/${postingId}/plan/publish`, plan.draft)],
      [AUDIT_ACTIONS.interviewView, () => client.get(`/api/interviews/${interviewId}`)],
      [
        AUDIT_ACTIONS.cvView,
        async () => client.get(samePath((await client.get(`/api/interviews/${interviewId}`)).json.cv.url)),
      ],
      [
        AUDIT_ACTIONS.recordingView,
        async () =>
          client.get(samePath((await client.get(`/api/interviews/${interviewId}`)).json.qa[0].answer.recordingUrl)),
      ],
      [
        AUDIT_ACTIONS.decisionAccept,
        () => client.patch(`/api/interviews/${interviewId}/status`, { status: 'accepted' }),
      ],
      // Changing the decision is logged as a change, never as a fresh rejection (docs/decisions/0041).
      [
        AUDIT_ACTIONS.decisionChange,
        () =>
          client.patch(`/api/interviews/${interviewId}/status`, {
            status: 'rejected',
            reason: 'withdrew',
            changeReason: 'Audit sweep change',
          }),
      ],
      [
        AUDIT_ACTIONS.decisionReject,
        async () => {
          const second = new CandidateClient(t.url);
          const intake = await second.intake(
            postingId,
            { fullName: 'Second Sweep', email: uniqueEmail('sweep-second'), consent: 'true' },
            { bytes: MINIMAL_PDF, name: 'cv.pdf' },
          );
          expect(intake.status).toBe(201);
          await db().update(interviews).set({ submittedAt: new Date() }).where(eq(interviews.id, second.interviewId));
          return client.patch(`/api/interviews/${second.interviewId}/status`, {
            status: 'rejected',
            reason: 'withdrew',
          });
        },
      ],
      [
        AUDIT_ACTIONS.noticeChange,
        () =>
          client.put('/api/notice', {
            text: 'We record your answers. Assessed: {{competencies}}. Kept {{retention_days}} days. Audit sweep.',
          }),
      ],
      [
        AUDIT_ACTIONS.alternativeRequest,
        () =>
          new HttpClient(t.url).post(`/api/public/postings/${postingId}/alternative-requests`, {
            fullName: 'Alma Alternative',
            email: uniqueEmail('sweep-alt'),
            message: '',
          }),
      ],
      [AUDIT_ACTIONS.candidateDataView, () => client.post('/api/candidate-data/search', { email: candidate.email })],
      [AUDIT_ACTIONS.candidateDataExport, () => client.post('/api/candidate-data/export', { email: candidate.email })],
      [AUDIT_ACTIONS.auditExport, () => client.get('/api/audit-log.csv')],
      [AUDIT_ACTIONS.freeGrant, () => client.post('/api/admin/free-membership', { userId, isFree: true })],
      [AUDIT_ACTIONS.freeRevoke, () => client.post('/api/admin/free-membership', { userId, isFree: false })],
      // The command-line admin tool (npm run admin) is the only way to revoke admin rights.
      [AUDIT_ACTIONS.adminRevoke, () => setAdminByEmail(db(), ADMIN_EMAIL, false, 'cli').then(() => ({ status: 200 }))],
      [AUDIT_ACTIONS.candidateDataDelete, () => client.post('/api/candidate-data/delete', { email: candidate.email })],
      [
        AUDIT_ACTIONS.apiKeyCreate,
        async () => {
          const created = await client.post('/api/organization/api-keys', { name: 'Sweep', scopes: ['read'] });
          sweepKeyId = created.json.key.id;
          return created;
        },
      ],
      [AUDIT_ACTIONS.apiKeyRevoke, () => client.post(`/api/organization/api-keys/${sweepKeyId}/revoke`)],
      [
        AUDIT_ACTIONS.webhookCreate,
        async () => {
          const created = await client.post('/api/organization/webhooks', {
            url: 'http://127.0.0.1:9/sweep',
            events: ['decision.made'],
          });
          sweepWebhookId = created.json.webhook.id;
          return created;
        },
      ],
      [
        AUDIT_ACTIONS.webhookUpdate,
        () => client.patch(`/api/organization/webhooks/${sweepWebhookId}`, { enabled: false }),
      ],
      [AUDIT_ACTIONS.webhookRotate, () => client.post(`/api/organization/webhooks/${sweepWebhookId}/rotate-secret`)],
      [AUDIT_ACTIONS.webhookDelete, () => client.delete(`/api/organization/webhooks/${sweepWebhookId}`)],
      [
        AUDIT_ACTIONS.mailTemplateChange,
        () =>
          client.put('/api/organization/mail-templates/reminder', {
            subject: 'Reminder: {{jobTitle}}',
            body: 'Hello {{candidateName}}\n\n{{interviewLink}}',
          }),
      ],
      [AUDIT_ACTIONS.postingDelete, () => client.delete(`/api/postings/${postingId}`)],
      [AUDIT_ACTIONS.organizationRename, () => client.patch('/api/organization', { name: 'Audited Company' })],
      [
        AUDIT_ACTIONS.organizationDelete,
        async () => {
          // A second organization, deleted through our use case (a personal one cannot be).
          const slug = `sweep-${Math.random().toString(36).slice(2, 10)}`;
          const created = await client.post('/api/auth/organization/create', { name: 'Sweep Temp', slug });
          await client.post('/api/auth/organization/set-active', { organizationId: created.json.id });
          return client.request('DELETE', '/api/organization', { name: 'Sweep Temp' });
        },
      ],
    ];
    const missing: string[] = [];
    for (const [action, run] of steps) {
      const before = (await db().select().from(auditLog).where(eq(auditLog.action, action))).length;
      const response = await run();
      expect(response.status, action).toBeLessThan(300);
      const after = (await db().select().from(auditLog).where(eq(auditLog.action, action))).length;
      if (after <= before) missing.push(action);
    }
    expect(missing).toEqual([]);

    // Also written on the way: the admin grant at verification, the billing change, the interview deletion.
    const recorded = await ownActions(userId);
    const expected = AUDIT_ACTION_LIST.filter((action) => !RECORDED_ELSEWHERE.includes(action));
    expect(expected.filter((action) => !recorded.has(action))).toEqual([]);

    // The viewer shows them to the owner, newest first, with actor and reason.
    const page = (await client.get(`/api/audit-log?action=decision.reject`)).json;
    expect(page.items[0]).toMatchObject({ action: 'decision.reject', reason: 'withdrew', actor: { id: userId } });
  });
});

describe('decisions are human, recorded and explained', () => {
  it('refuses a rejection without a reason, and "Other" without a note (400)', async () => {
    const { client, interviewId } = await employerWithInterview({
      email: uniqueEmail('reason'),
      fullName: 'Rae Reason',
      answer: 'I ran safety audits.',
    });
    const noReason = await client.patch(`/api/interviews/${interviewId}/status`, { status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.message).toBe(decisionMessages.reasonRequired);
    const otherBare = await client.patch(`/api/interviews/${interviewId}/status`, {
      status: 'rejected',
      reason: 'other',
    });
    expect(otherBare.status).toBe(400);
    expect(otherBare.json.error.message).toBe(decisionMessages.noteRequiredForOther);
    expect((await client.get(`/api/interviews/${interviewId}`)).json.status).toBe('pending');
  });

  it('stores who, when and why, shows it on the interview and in the log (note only while the interview exists)', async () => {
    const { client, userId, interviewId } = await employerWithInterview({
      email: uniqueEmail('decided'),
      fullName: 'Dee Decided',
      answer: 'I drove forklifts.',
    });
    const response = await client.patch(`/api/interviews/${interviewId}/status`, {
      status: 'rejected',
      reason: 'other',
      note: 'Needs a night-shift licence',
    });
    expect(response.status, response.text).toBe(200);
    const details = (await client.get(`/api/interviews/${interviewId}`)).json;
    expect(details.decision).toMatchObject({
      decidedBy: 'Erin Employer',
      reason: 'other',
      note: 'Needs a night-shift licence',
    });
    expect(Date.now() - Date.parse(details.decision.decidedAt)).toBeLessThan(60_000);
    const log = (await client.get(`/api/audit-log?interviewId=${interviewId}&action=decision.reject`)).json;
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ actor: { id: userId }, reason: 'other', note: 'Needs a night-shift licence' });
    const csv = await client.get(`/api/audit-log.csv?interviewId=${interviewId}`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.text).toContain('Needs a night-shift licence');
  });

  it('shows an employer only their own entries', async () => {
    const mine = await employerWithInterview({ email: uniqueEmail('mine'), fullName: 'Mo Mine', answer: 'Rotas.' });
    await mine.client.get(`/api/interviews/${mine.interviewId}`);
    const other = await signUpEmployer(t.url);
    const theirs = (await other.client.get(`/api/audit-log?interviewId=${mine.interviewId}`)).json;
    expect(theirs.items).toEqual([]);
    expect((await other.client.get('/api/audit-log?scope=admin')).status).toBe(403);
  });
});

describe('candidate data: export and erasure', () => {
  it('exports one archive with data.json and the files, then deletion leaves only salted hashes', async () => {
    const candidate = {
      email: uniqueEmail('erase-me'),
      fullName: 'Quinn Quarantine',
      answer: 'My unmistakable answer about pallet wrapping zebras.',
    };
    const { client, interviewId, postingId } = await employerWithInterview(candidate);
    await client.patch(`/api/interviews/${interviewId}/status`, {
      status: 'rejected',
      reason: 'other',
      note: `Quinn Quarantine said pallet wrapping zebras`,
    });

    const found = await client.post('/api/candidate-data/search', { email: candidate.email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.json.interviews).toHaveLength(1);
    expect(found.json.interviews[0]).toMatchObject({ id: interviewId, recordings: 1, cvFilename: 'cv.pdf' });

    const exported = await client.post('/api/candidate-data/export', { email: candidate.email });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    const entries = readZip(exported.bytes);
    expect([...entries.keys()].sort()).toEqual([
      'data.json',
      `interviews/${interviewId}/answer-002.webm`,
      `interviews/${interviewId}/cv.pdf`,
    ]);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.interviews[0].turns.map((turn: { text: string }) => turn.text)).toContain(candidate.answer);
    expect(entries.get(`interviews/${interviewId}/cv.pdf`)!.equals(MINIMAL_PDF)).toBe(true);

    const needles = [candidate.email, candidate.fullName, 'pallet wrapping zebras'];
    // The scan sees the data while it exists (interviews, turns, the rejection note)...
    expect((await scanDatabase(needles)).length).toBeGreaterThanOrEqual(3);
    const deleted = await client.post('/api/candidate-data/delete', { email: candidate.email });
    expect(deleted.json).toEqual({ deleted: 1 });

    // ...and nothing afterwards: every text-like column of every table, in every schema (the job queue's too).
    const hits = await scanDatabase(needles);
    expect(hits).toEqual([]);
    // Files are gone.
    expect(await t.deps.blobs.deletePrefix(`postings/${postingId}/interviews/${interviewId}`)).toBe(0);
    // The log kept the entries about the interview: ids and the hash only; the note went with the interview.
    const rows = await db().select().from(auditLog).where(eq(auditLog.interviewId, interviewId));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.subjectEmailHash))).toEqual(
      new Set([expect.stringMatching(/^[0-9a-f]{64}$/)]),
    );
    expect(
      await db()
        .select()
        .from(auditNotes)
        .where(and(eq(auditNotes.interviewId, interviewId))),
    ).toEqual([]);
    // Still findable by the address through its hash.
    const history = (await client.get(`/api/audit-log?email=${encodeURIComponent(candidate.email)}`)).json;
    expect(history.items.map((item: { action: string }) => item.action)).toContain('interview.delete');
  });
});

async function scanDatabase(needles: string[]): Promise<string[]> {
  const columns = await t.deps.database.executeSql(
    `select table_schema, table_name, column_name from information_schema.columns
     where table_schema not in ('pg_catalog', 'information_schema')
       and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const hits: string[] = [];
  for (const column of columns.rows as Array<Record<string, string>>) {
    const ref = `"${column.table_schema}"."${column.table_name}"`;
    for (const needle of needles) {
      const found = await t.deps.database.executeSql(
        `select count(*)::int as n from ${ref} where position(lower($1) in lower("${column.column_name}"::text)) > 0`,
        [needle],
      );
      if (Number((found.rows[0] as { n: number }).n) > 0) hits.push(`${ref}.${column.column_name} holds "${needle}"`);
    }
  }
  return hits;
}
