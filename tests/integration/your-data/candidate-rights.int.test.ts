import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alreadyAppliedMessage } from '../../../src/core/applications.ts';
import { candidateMessages } from '../../../src/core/candidate-messages.ts';
import { DATA_TOKEN_HEADER, yourDataMessages } from '../../../src/core/api/your-data.ts';
import { auditLog, notices, interviews } from '../../../src/server/db/schema.ts';
import { sendSubmissionDigests } from '../../../src/server/modules/notifications/send-submission-digests.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../../support/candidate-client.ts';
import { HttpClient, uniqueEmail } from '../../support/http-client.ts';
import { startSmtpCapture } from '../../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { readZip } from '../../support/zip.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Candidate rights (docs/decisions/0021-candidate-rights.md): the notice a candidate consents to,
 * one application per e-mail per posting, the alternative process, the private "your data" page
 * and the employer's notifications. Mail goes through the real job queue to a real SMTP server.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let owner: HttpClient;
let ownerEmail: string;
const cv = { bytes: MINIMAL_PDF, name: 'my cv.pdf' };
const DAY = 86_400_000;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_INTAKE_PER_IP: '1000' });
  const signedUp = await actorFor(t, 'owner');
  owner = signedUp.client;
  ownerEmail = signedUp.account.email;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function createPosting(extra: Record<string, unknown> = {}) {
  const response = await createOpenPosting(owner, {
    title: 'Data Analyst',
    description: 'SQL, dashboards and reporting for the finance team.',
    ...extra,
  });
  expect(response.status, response.text).toBe(201);
  return response.json.id as string;
}

const db = () => t.deps.database.db;

async function interviewRow(id: string) {
  const [row] = await db().select().from(interviews).where(eq(interviews.id, id));
  return row;
}

/** Jobs of `name` (queued, done or archived) whose payload field equals `value`. */
async function jobsWhere(name: string, field: string, value: string): Promise<number> {
  const result = await t.deps.database.executeSql(
    `select count(*)::int as n from (
       select id from pgboss.job where name = $1 and data->>$2 = $3
       union all select id from pgboss.archive where name = $1 and data->>$2 = $3) jobs`,
    [name, field, value],
  );
  return Number(result.rows[0]?.n ?? 0);
}

async function applyAndSubmit(postingId: string, fields: { fullName: string; email: string }) {
  const c = new CandidateClient(t.url);
  const intake = await c.intake(postingId, { ...fields, consent: 'true' }, cv);
  expect(intake.status, JSON.stringify(intake.json)).toBe(201);
  expect((await c.submit()).status).toBe(200);
  return c;
}

const tokenFromMail = (text: string) => /#token=([\w-]+)/.exec(text)?.[1];

describe('notice and consent', () => {
  it('shows the versioned notice with the plan competencies and this plan retention, and consent stores the version', async () => {
    const postingId = await createPosting();
    const plan = (await owner.post(`/api/postings/${postingId}/plan/draft-from-description`)).json;
    expect((await owner.post(`/api/postings/${postingId}/plan/publish`, plan.draft)).status).toBe(200);
    const competencyNames: string[] = plan.draft.competencies.map((c: { name: string }) => c.name);

    const shown = await fetch(new URL(`/api/public/postings/${postingId}`, t.url)).then((r) => r.json() as any);
    expect(shown.notice.version).toBe(1);
    expect(shown.notice.text).toContain(`against these competencies: ${competencyNames.join(', ')}.`);
    expect(shown.notice.text).toContain(`How long it is kept: ${shown.retentionDays} days`);
    expect(shown.notice.text).toContain(`Contact: ${ownerEmail}`);

    const c = new CandidateClient(t.url);
    const email = uniqueEmail('consent');
    const intake = await c.intake(
      postingId,
      { fullName: 'Cora Consent', email, consent: 'true', noticeVersionId: shown.notice.versionId } as never,
      cv,
    );
    expect(intake.status).toBe(201);
    const row = await interviewRow(c.interviewId);
    expect(row!.noticeVersionId).toBe(shown.notice.versionId);
    expect(row!.consentAt).toBeInstanceOf(Date);

    // The employer rewrites the notice: a new version; the first one stays as it was.
    const current = (await owner.get('/api/notice')).json;
    const edited = `${current.text}\n\nWe also read your CV.`;
    const saved = await owner.put('/api/notice', { text: edited });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.version).toBe(2);
    const refused = await owner.put('/api/notice', { text: 'No placeholders here.' });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toContain('{{competencies}}');
    await expect(
      t.deps.database.executeSql(`update notices set text = 'changed' where id = $1`, [shown.notice.versionId]),
    ).rejects.toThrow(/immutable/);

    const next = await fetch(new URL(`/api/public/postings/${postingId}`, t.url)).then((r) => r.json() as any);
    expect(next.notice.version).toBe(2);
    expect(next.notice.text).toContain('We also read your CV.');
    const later = new CandidateClient(t.url);
    await later.intake(postingId, { fullName: 'Lou Later', email: uniqueEmail('later'), consent: 'true' }, cv);
    expect((await interviewRow(later.interviewId))!.noticeVersionId).toBe(next.notice.versionId);
    const [first] = await db().select().from(notices).where(eq(notices.id, shown.notice.versionId));
    expect(first!.text).toBe(current.text);
  });
});

describe('one application per candidate per posting', () => {
  // docs/decisions/0028: never refused (a refusal told anyone whether an address applied); while a
  // finished application counts, a new one is recorded as its repeat, never assessed, and the
  // mailbox is told.
  it('answers every intake alike (any letter case, also racing) and records a repeat of a finished application', async () => {
    const postingId = await createPosting();
    const email = uniqueEmail('dup');
    const racing = await Promise.all(
      [email, email.toUpperCase(), email.replace(/^d/, 'D'), email].map((address, i) =>
        new CandidateClient(t.url).intake(postingId, { fullName: `Dup ${i}`, email: address, consent: 'true' }, cv),
      ),
    );
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(racing.map((r) => Object.keys(r.json).sort().join()))).toHaveProperty('size', 1);
    // None of them is finished, so none counts against another.
    const rows = await db().select().from(interviews).where(eq(interviews.candidateEmail, email));
    expect(rows.map((row) => row.repeatOf)).toEqual([null, null, null, null]);

    await db().update(interviews).set({ submittedAt: new Date() }).where(eq(interviews.id, rows[0]!.id));
    const alternative = await new HttpClient(t.url).post(`/api/public/postings/${postingId}/alternative-requests`, {
      fullName: 'Dup Again',
      email,
    });
    expect(alternative.status).toBe(201);
    const [repeat] = await db()
      .select()
      .from(interviews)
      .where(and(eq(interviews.candidateEmail, email), eq(interviews.status, 'alternative-requested')));
    expect(repeat!.repeatOf).toBe(rows[0]!.id);
    const told = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('You have already applied'));
    expect(told.text).toContain(alreadyAppliedMessage(null));
  });

  it('allows a retake after N days; before then a new application is a repeat and the mail tells the date', async () => {
    const postingId = await createPosting();
    const updated = await owner.put(`/api/postings/${postingId}`, {
      title: 'Data Analyst',
      description: 'SQL, dashboards and reporting.',
      retakeAfterDays: 7,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json.retakeAfterDays).toBe(7);
    const email = uniqueEmail('retake');
    const first = new CandidateClient(t.url);
    expect((await first.intake(postingId, { fullName: 'Ray Retake', email, consent: 'true' }, cv)).status).toBe(201);
    await db().update(interviews).set({ submittedAt: new Date() }).where(eq(interviews.id, first.interviewId));
    const appliedAt = (await interviewRow(first.interviewId))!.createdAt;

    const tooSoon = new CandidateClient(t.url);
    expect((await tooSoon.intake(postingId, { fullName: 'Ray', email, consent: 'true' }, cv)).status).toBe(201);
    expect((await interviewRow(tooSoon.interviewId))!.repeatOf).toBe(first.interviewId);
    const told = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('You have already applied'));
    expect(told.text).toContain(alreadyAppliedMessage(new Date(appliedAt.getTime() + 7 * DAY)));

    await db()
      .update(interviews)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(interviews.id, first.interviewId));
    const retake = new CandidateClient(t.url);
    expect((await retake.intake(postingId, { fullName: 'Ray', email, consent: 'true' }, cv)).status).toBe(201);
    expect((await interviewRow(retake.interviewId))!.repeatOf).toBeNull();
  });
});

describe('alternative process', () => {
  it('stores the request, never queues an AI assessment, e-mails the employer and lists it for them', async () => {
    const postingId = await createPosting();
    const email = uniqueEmail('alt');
    const response = await new HttpClient(t.url).post(`/api/public/postings/${postingId}/alternative-requests`, {
      fullName: 'Alex Alternative',
      email,
      message: 'I would prefer a phone call.',
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json.message).toBe(candidateMessages.alternativeRequested);
    const [row] = await db().select().from(interviews).where(eq(interviews.candidateEmail, email));
    expect(row).toMatchObject({ status: 'alternative-requested', feedbackStatus: 'not_started', cvKey: null });
    expect(row!.noticeVersionId).not.toBeNull();

    const employerMail = await smtp.waitFor((m) => m.to.includes(ownerEmail) && m.text.includes('Alex Alternative'));
    expect(employerMail.subject).toBe('Alternative process requested: Data Analyst');
    expect(employerMail.text).toContain('I would prefer a phone call.');
    const candidateMail = await smtp.waitFor((m) => m.to.includes(email));
    expect(tokenFromMail(candidateMail.text)).toBeTruthy();

    // Nothing can start an AI assessment for it: neither "Assess now"/retry nor a queued job.
    const retry = await owner.post(`/api/interviews/${row!.id}/feedback/retry`);
    expect(retry.status).toBe(409);
    expect(await jobsWhere('assess-interview', 'interviewId', row!.id)).toBe(0);

    const listed = await owner.get(`/api/postings/${postingId}/candidates`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.items).toEqual([expect.objectContaining({ id: row!.id, status: 'alternative-requested' })]);
  });
});

/** Every text/json column of every table (ours and the job queue's) holding `needle`, as "table.column". */
async function tablesHolding(needle: string): Promise<string[]> {
  const columns = await t.deps.database.executeSql(
    `select table_schema, table_name, column_name from information_schema.columns
      where table_schema in ('public', 'pgboss') and data_type in ('text', 'jsonb', 'json', 'character varying')
        and table_name in (select table_name from information_schema.tables where table_type = 'BASE TABLE'
                             and table_schema = information_schema.columns.table_schema)`,
  );
  const found: string[] = [];
  for (const c of columns.rows as Array<{ table_schema: string; table_name: string; column_name: string }>) {
    const result = await t.deps.database.executeSql(
      `select count(*)::int as n from "${c.table_schema}"."${c.table_name}" where "${c.column_name}"::text ilike $1`,
      [`%${needle}%`],
    );
    if (Number(result.rows[0]?.n) > 0) found.push(`${c.table_schema}.${c.table_name}.${c.column_name}`);
  }
  return found;
}

async function filesHolding(dir: string, needles: readonly Buffer[]): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.includes(`${path.sep}pg${path.sep}`)) continue;
    const bytes = await readFile(file);
    if (needles.some((needle) => bytes.includes(needle))) found.push(file);
  }
  return found;
}

describe('your data, without an account', () => {
  it('e-mails a private link after submission: view, download (zip), delete with confirmation, nothing left', async () => {
    const postingId = await createPosting();
    const brand = { displayName: 'Northwind Analytics', accentColor: '#0f766e', supportEmail: null, websiteUrl: null };
    expect((await owner.put('/api/organization/brand', brand)).status).toBe(200);
    const email = uniqueEmail('rights');
    const fullName = 'Quinn Zephyrine-Rights';
    const answer = 'My distinctive answer mentions the zebracorn ledger reconciliation.';
    const ownCv = Buffer.concat([MINIMAL_PDF, Buffer.from('%zebracorn-cv\n')]);
    const c = new CandidateClient(t.url);
    expect((await c.intake(postingId, { fullName, email, consent: 'true' }, { ...cv, bytes: ownCv })).status).toBe(201);
    const question = botTurnOf((await c.next()).events);
    const answered = await c.answer(question.turn.seq + 1, { text: answer, recording: tinyWebm(4096) });
    expect(answered.status).toBe(200);
    expect((await c.submit(true)).status).toBe(200);

    // The intake already sent the "interview started" confirmation; this is the submission's.
    const confirmation = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('We received'));
    expect(confirmation.subject).toBe('We received your interview for Data Analyst');
    const token = tokenFromMail(confirmation.text)!;
    expect(token).toBeTruthy();
    expect((await interviewRow(c.interviewId))!.dataTokenHash).not.toContain(token);
    const visitor = new HttpClient(t.url);
    const withToken = { [DATA_TOKEN_HEADER]: token };

    const view = await visitor.get('/api/public/your-data', withToken);
    expect(view.status, view.text).toBe(200);
    expect(view.json).toMatchObject({ fullName, email, jobTitle: 'Data Analyst', cvFilename: 'my cv.pdf' });
    // The page shows the employer's brand, as the interview page does (docs/decisions/0025-employer-brand.md).
    expect(view.json.brand).toEqual({
      name: 'Northwind Analytics',
      accentColor: '#0f766e',
      logoUrl: null,
      supportEmail: null,
      websiteUrl: null,
    });
    expect(view.json.turns).toContainEqual(expect.objectContaining({ speaker: 'user', text: answer }));
    expect(view.json.recordings).toEqual([{ number: 1, seq: question.turn.seq + 1 }]);
    expect(view.json.noticeVersion).toBe(2);

    const download = await fetch(new URL('/api/public/your-data/archive', t.url), { headers: withToken });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const archive = readZip(Buffer.from(await download.arrayBuffer()));
    expect([...archive.keys()].sort()).toEqual([
      'cv/my_cv.pdf',
      'data.json',
      `recordings/answer-${question.turn.seq + 1}.webm`,
    ]);
    expect(archive.get('cv/my_cv.pdf')!.equals(ownCv)).toBe(true);
    expect(archive.get(`recordings/answer-${question.turn.seq + 1}.webm`)!.equals(tinyWebm(4096))).toBe(true);
    const data = JSON.parse(archive.get('data.json')!.toString('utf8'));
    expect(data).toMatchObject({ email, fullName, keepInTouch: true });
    // The candidate's own copy is audited, by interview id and the salted e-mail hash only.
    const exported = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.interviewId, c.interviewId));
    expect(exported.map((row) => row.action)).toContain('candidate.self_export');

    // The scan below finds what is there: before deletion the row and its turns hold them.
    expect(await tablesHolding(email)).toContain('public.interviews.candidate_email');
    expect(await tablesHolding('zebracorn')).toContain('public.interview_turns.text');

    // A wrong token looks exactly like a deleted one; deleting needs the confirmation.
    const wrong = await visitor.get('/api/public/your-data', { [DATA_TOKEN_HEADER]: 'x'.repeat(43) });
    expect(wrong.status).toBe(404);
    expect(wrong.json.error.message).toBe(yourDataMessages.notFound);
    const unconfirmed = await visitor.request('DELETE', '/api/public/your-data', {}, withToken);
    expect(unconfirmed.status).toBe(400);
    const deleted = await visitor.request('DELETE', '/api/public/your-data', { confirm: true }, withToken);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json.message).toBe(yourDataMessages.deleted);

    const goodbye = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('was deleted'));
    // A mail to the address a candidate typed never repeats the name they typed (docs/decisions/0028).
    expect(goodbye.text).not.toContain(fullName);
    expect(goodbye.text).toContain('Hello,');
    const after = await visitor.get('/api/public/your-data', withToken);
    expect(after.status).toBe(404);
    expect(after.json).toEqual(wrong.json);

    // The confirmation's job erases itself once delivered; then nothing holds them anywhere.
    const deadline = Date.now() + 10_000;
    while ((await tablesHolding(email)).length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    for (const needle of [email, fullName, 'zebracorn']) expect(await tablesHolding(needle), needle).toEqual([]);
    expect(await filesHolding(t.dataDir, [Buffer.from(email), Buffer.from('zebracorn')])).toEqual([]);
  });
});

describe('employer notifications', () => {
  async function postingWith(mode: 'each' | 'digest' | 'off') {
    return createPosting({ title: `Notify ${mode}`, submissionNotifications: mode });
  }
  const employerMailsAbout = (title: string) =>
    smtp.messages.filter((m) => m.to.includes(ownerEmail) && m.text.includes(title));

  it('each: one e-mail per submitted interview', async () => {
    const postingId = await postingWith('each');
    await applyAndSubmit(postingId, { fullName: 'Eve Each', email: uniqueEmail('each') });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(ownerEmail) && m.subject === 'New interview submitted: Notify each',
    );
    expect(mail.text).toContain('A candidate submitted an interview');
    expect(mail.text).toContain('Name as they typed it: “Eve Each”');
  });

  it('off: none; digest: none at once, then one daily digest with the count, sent once', async () => {
    const off = await postingWith('off');
    const digest = await postingWith('digest');
    const offCandidate = uniqueEmail('off');
    await applyAndSubmit(off, { fullName: 'Olly Off', email: offCandidate });
    await applyAndSubmit(digest, { fullName: 'Dee Digest', email: uniqueEmail('digest') });
    await applyAndSubmit(digest, { fullName: 'Dan Digest', email: uniqueEmail('digest') });
    await smtp.waitFor((m) => m.to.includes(offCandidate)); // the candidate is confirmed either way
    expect(employerMailsAbout('Notify off')).toEqual([]);
    expect(employerMailsAbout('Notify digest')).toEqual([]);

    expect(await sendSubmissionDigests(t.deps)).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes(ownerEmail) && m.text.includes('Notify digest: 2'));
    expect(mail.subject).toMatch(/new interviews? submitted/);
    expect(mail.text).not.toContain('Dee Digest');
    expect(await sendSubmissionDigests(t.deps)).toBe(0);
    const unnotified = await db().execute(
      sql`select count(*)::int as n from interviews where job_posting_id = ${digest} and employer_notified_at is null`,
    );
    expect(Number(unnotified.rows[0]?.n)).toBe(0);
  });
});

describe('your-data endpoints are bounded', () => {
  it('refuse large bodies and, past the per-IP limit, answer 429 however the token is guessed', async () => {
    const visitor = new HttpClient(t.url);
    const big = await visitor.request(
      'DELETE',
      '/api/public/your-data',
      { confirm: true, padding: 'x'.repeat(4096) },
      {
        [DATA_TOKEN_HEADER]: 'y'.repeat(43),
      },
    );
    expect(big.status).toBe(413);
    const statuses: number[] = [];
    // The default limit is 60 per window; earlier tests of this file used a few of them.
    for (let i = 0; i < 61 && !statuses.includes(429); i++) {
      statuses.push(
        (await visitor.get('/api/public/your-data', { [DATA_TOKEN_HEADER]: `guess-${i}-${'z'.repeat(30)}` })).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([404]));
  });
});
