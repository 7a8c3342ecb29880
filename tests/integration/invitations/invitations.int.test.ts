import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATIONS_PER_DAY_MAX, invitationMessages } from '../../../src/core/invitations.ts';
import { invitations } from '../../../src/server/db/schema.ts';
import { sendInvitationReminders } from '../../../src/server/modules/invitations/send-invitation-reminders.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { startSmtpCapture } from '../../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Candidate invitations end to end over HTTP and real SMTP: the CSV import reports bad rows and
 * creates the good ones, the personal link pre-fills the intake, statuses follow the candidate,
 * expired links say so, and the reminder goes once after N days unless the candidate started.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function employerWithPosting(title = 'Support Engineer') {
  const e = await actorFor(t, 'owner');
  const posting = await createOpenPosting(e.client, { title, description: 'Helps customers every day.' });
  expect(posting.status).toBe(201);
  return { ...e, postingId: posting.json.id as string };
}

/** The personal link's token from the invitation (or reminder) e-mail to this address. */
async function linkTokenFor(to: string, subjectStart: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(to) && m.subject.startsWith(subjectStart));
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no personal link in ${mail.text}`);
  return match[1]!;
}

const statusOf = async (email: string) =>
  (await t.deps.database.db.select().from(invitations).where(eq(invitations.email, email)))[0];

describe('CSV import', () => {
  it('creates every good row and reports each bad one with its row number', async () => {
    const e = await employerWithPosting();
    const long = 'x'.repeat(201);
    const csv = [
      'Name,E-mail',
      'Ada Lovelace,ada-csv@example.com',
      'No Mail,',
      'Bad Mail,not-an-address',
      '"Grace, Hopper",GRACE-csv@example.com',
      'Ada Again,ada-csv@example.com',
      `${long},long@example.com`,
      '',
      'Alan Turing,alan-csv@example.com',
    ].join('\r\n');
    const imported = await e.client.post(`/api/postings/${e.postingId}/invitations/import`, { csv });
    expect(imported.status).toBe(201);
    expect(imported.json.created).toBe(3);
    expect(imported.json.rejected).toEqual([
      { row: 3, reason: invitationMessages.emailMissing },
      { row: 4, reason: invitationMessages.emailInvalid, email: 'not-an-address' },
      { row: 6, reason: invitationMessages.duplicateInFile, email: 'ada-csv@example.com' },
      { row: 7, reason: invitationMessages.nameTooLong, email: 'long@example.com' },
    ]);

    const list = await e.client.get(`/api/postings/${e.postingId}/invitations`);
    expect(list.status).toBe(200);
    expect(list.json.counts).toEqual({ sent: 3, opened: 0, started: 0, submitted: 0, expired: 0 });
    expect(list.json.items.map((i: { email: string }) => i.email).sort()).toEqual([
      'ada-csv@example.com',
      'alan-csv@example.com',
      'grace-csv@example.com',
    ]);
    expect(list.json.items.find((i: { email: string }) => i.email === 'grace-csv@example.com').fullName).toBe(
      'Grace, Hopper',
    );
    // Each good row got its own e-mail with a different personal link.
    const tokens = await Promise.all(
      ['ada-csv@example.com', 'alan-csv@example.com', 'grace-csv@example.com'].map((to) =>
        linkTokenFor(to, 'You are invited'),
      ),
    );
    expect(new Set(tokens).size).toBe(3);
    // Only digests are stored.
    const stored = await t.deps.database.db.select({ hash: invitations.tokenHash }).from(invitations);
    expect(stored.some((row) => tokens.includes(row.hash))).toBe(false);

    // Importing the same list again invites nobody twice.
    const again = await e.client.post(`/api/postings/${e.postingId}/invitations/import`, { csv });
    expect(again.json.created).toBe(0);
    expect(
      again.json.rejected.filter((r: { reason: string }) => r.reason === invitationMessages.alreadyInvited),
    ).toHaveLength(3);
  });

  it('caps the invitations of an account at 2,000 in 24 hours, refusing a file as a whole', async () => {
    const e = await employerWithPosting();
    await t.deps.database.db.insert(invitations).values(
      Array.from({ length: INVITATIONS_PER_DAY_MAX - 1 }, (_, n) => ({
        jobPostingId: e.postingId,
        fullName: `Earlier ${n}`,
        email: `earlier-${n}@example.com`,
        tokenHash: `cap-${e.postingId}-${n}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    const two = await e.client.post(`/api/postings/${e.postingId}/invitations/import`, {
      csv: 'A,cap-a@example.com\nB,cap-b@example.com',
    });
    expect(two.status).toBe(429);
    expect(two.json.error.message).toBe(invitationMessages.dailyLimit);
    const one = await e.client.post(`/api/postings/${e.postingId}/invitations`, {
      fullName: 'A',
      email: 'cap-a@example.com',
    });
    expect(one.status).toBe(201);
  }, 60_000);

  it('refuses a file of more than 1,000 candidates as a whole, and an empty one', async () => {
    const e = await employerWithPosting();
    const rows = Array.from({ length: 1001 }, (_, n) => `Person ${n},p${n}@example.com`).join('\n');
    const tooMany = await e.client.post(`/api/postings/${e.postingId}/invitations/import`, { csv: rows });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.message).toBe(invitationMessages.tooManyRows);
    const empty = await e.client.post(`/api/postings/${e.postingId}/invitations/import`, { csv: 'name,email\n' });
    expect(empty.status).toBe(400);
    const list = await e.client.get(`/api/postings/${e.postingId}/invitations`);
    expect(list.json.total).toBe(0);
  });
});

describe('invitation statuses through the candidate flow', () => {
  it('sent → opened (link fetched) → started (intake) → submitted (submit)', async () => {
    const e = await employerWithPosting();
    const invited = await e.client.post(`/api/postings/${e.postingId}/invitations`, {
      fullName: 'Mary Jackson',
      email: 'mary-flow@example.com',
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toEqual({ created: 1, rejected: [] });
    expect((await statusOf('mary-flow@example.com'))?.status).toBe('sent');

    const token = await linkTokenFor('mary-flow@example.com', 'You are invited');
    const opened = await fetch(`${t.url}/api/public/invitations/${token}`);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({
      postingId: e.postingId,
      fullName: 'Mary Jackson',
      email: 'mary-flow@example.com',
    });
    expect((await statusOf('mary-flow@example.com'))?.status).toBe('opened');

    const candidate = new CandidateClient(t.url);
    const intake = await candidate.intake(
      e.postingId,
      { fullName: 'Mary Jackson', email: 'mary-flow@example.com', consent: 'true', invitation: token },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    expect(intake.status).toBe(201);
    const started = await statusOf('mary-flow@example.com');
    expect(started?.status).toBe('started');
    expect(started?.interviewId).toBe(candidate.interviewId);

    expect((await candidate.submit()).status).toBe(200);
    expect((await statusOf('mary-flow@example.com'))?.status).toBe('submitted');
    const list = await e.client.get(`/api/postings/${e.postingId}/invitations`);
    expect(list.json.counts).toEqual({ sent: 0, opened: 0, started: 0, submitted: 1, expired: 0 });
    expect(list.json.items[0].interviewId).toBe(candidate.interviewId);
  });

  it('an expired link answers 410 with a clear message and counts as expired', async () => {
    const e = await employerWithPosting();
    await e.client.post(`/api/postings/${e.postingId}/invitations`, { fullName: 'Kat', email: 'kat-exp@example.com' });
    const token = await linkTokenFor('kat-exp@example.com', 'You are invited');
    await t.deps.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.email, 'kat-exp@example.com'));
    const response = await fetch(`${t.url}/api/public/invitations/${token}`);
    expect(response.status).toBe(410);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      invitationMessages.linkExpired,
    );
    // An expired token at intake does not start the invitation.
    const candidate = new CandidateClient(t.url);
    await candidate.intake(
      e.postingId,
      { fullName: 'Kat', email: 'kat-exp@example.com', consent: 'true', invitation: token },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    const list = await e.client.get(`/api/postings/${e.postingId}/invitations`);
    expect(list.json.counts.expired).toBe(1);
    expect(list.json.items[0].status).toBe('expired');
    expect((await fetch(`${t.url}/api/public/invitations/not-a-token`)).status).toBe(404);
  });
});

describe('reminders', () => {
  const ageBy = (email: string, days: number) =>
    t.deps.database.db
      .update(invitations)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(invitations.email, email));

  it('reminds once after N days, not before, and never a candidate who started', async () => {
    const e = await employerWithPosting();
    for (const [name, email] of [
      ['Rita Waiting', 'rita-rem@example.com'],
      ['Sam Started', 'sam-rem@example.com'],
    ] as const) {
      await e.client.post(`/api/postings/${e.postingId}/invitations`, { fullName: name, email });
    }
    const samToken = await linkTokenFor('sam-rem@example.com', 'You are invited');
    await new CandidateClient(t.url).intake(
      e.postingId,
      { fullName: 'Sam Started', email: 'sam-rem@example.com', consent: 'true', invitation: samToken },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );

    // Two days in (the default is three): nobody is due.
    await ageBy('rita-rem@example.com', 2);
    await ageBy('sam-rem@example.com', 2);
    expect(await sendInvitationReminders(t.deps)).toBe(0);

    await ageBy('rita-rem@example.com', 4);
    await ageBy('sam-rem@example.com', 4);
    expect(await sendInvitationReminders(t.deps)).toBe(1);
    expect(await sendInvitationReminders(t.deps)).toBe(0);
    expect((await statusOf('rita-rem@example.com'))?.remindedAt).toBeInstanceOf(Date);
    expect((await statusOf('sam-rem@example.com'))?.remindedAt).toBeNull();

    // The reminder's link works as well as the first one.
    const reminderToken = await linkTokenFor('rita-rem@example.com', 'Reminder:');
    const firstToken = await linkTokenFor('rita-rem@example.com', 'You are invited');
    expect(reminderToken).not.toBe(firstToken);
    expect((await fetch(`${t.url}/api/public/invitations/${reminderToken}`)).status).toBe(200);
    expect((await fetch(`${t.url}/api/public/invitations/${firstToken}`)).status).toBe(200);
    expect(
      smtp.messages.filter((m) => m.to.includes('sam-rem@example.com') && m.subject.startsWith('Reminder')),
    ).toEqual([]);
  });

  it('sends no reminder when the posting sets 0 days', async () => {
    const e = await employerWithPosting();
    const saved = await e.client.put(`/api/postings/${e.postingId}/invitation-settings`, {
      reminderDays: 0,
      expiryDays: 14,
      bookingUrl: null,
    });
    expect(saved.status).toBe(200);
    await e.client.post(`/api/postings/${e.postingId}/invitations`, {
      fullName: 'Otto',
      email: 'otto-rem@example.com',
    });
    await ageBy('otto-rem@example.com', 10);
    expect(await sendInvitationReminders(t.deps)).toBe(0);
  });
});

describe('settings', () => {
  it('stores reminder and expiry days and an https booking link; refuses other links', async () => {
    const e = await employerWithPosting();
    const initial = await e.client.get(`/api/postings/${e.postingId}/invitation-settings`);
    expect(initial.json).toEqual({ reminderDays: 3, expiryDays: 14, bookingUrl: null });
    const refused = await e.client.put(`/api/postings/${e.postingId}/invitation-settings`, {
      reminderDays: 2,
      expiryDays: 7,
      bookingUrl: 'http://cal.example.com/erin',
    });
    expect(refused.status).toBe(400);
    const saved = await e.client.put(`/api/postings/${e.postingId}/invitation-settings`, {
      reminderDays: 2,
      expiryDays: 7,
      bookingUrl: 'https://cal.com/erin/interview',
    });
    expect(saved.json).toEqual({ reminderDays: 2, expiryDays: 7, bookingUrl: 'https://cal.com/erin/interview' });
    await e.client.post(`/api/postings/${e.postingId}/invitations`, {
      fullName: 'Vera',
      email: 'vera-set@example.com',
    });
    const row = await statusOf('vera-set@example.com');
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
  });
});

describe('access', () => {
  it('answers 404 to another employer on every invitation and scheduling endpoint', async () => {
    const owner = await employerWithPosting();
    const stranger = await actorFor(t, 'owner');
    const base = `/api/postings/${owner.postingId}`;
    const settings = { reminderDays: 1, expiryDays: 2, bookingUrl: null };
    const responses = [
      await stranger.client.get(`${base}/invitations`),
      await stranger.client.post(`${base}/invitations`, { fullName: 'X', email: 'x-acc@example.com' }),
      await stranger.client.post(`${base}/invitations/import`, { csv: 'Y,y-acc@example.com' }),
      await stranger.client.get(`${base}/invitation-settings`),
      await stranger.client.put(`${base}/invitation-settings`, settings),
    ];
    expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    const own = await owner.client.get(`${base}/invitations`);
    expect(own.json.total).toBe(0);
    expect((await owner.client.get(`${base}/invitation-settings`)).json).toEqual({
      reminderDays: 3,
      expiryDays: 14,
      bookingUrl: null,
    });
  });
});

// Last: its 1,000 queued e-mails keep the in-process worker busy for a while.
describe('a full file', () => {
  it('invites all 1,000 candidates of a full file', async () => {
    const e = await employerWithPosting();
    const rows = Array.from({ length: 1000 }, (_, n) => `Person ${n},full-${n}@example.com`).join('\n');
    const started = performance.now();
    const imported = await e.client.post(`/api/postings/${e.postingId}/invitations/import`, { csv: rows });
    const ms = Math.round(performance.now() - started);
    expect(imported.status).toBe(201);
    expect(imported.json).toEqual({ created: 1000, rejected: [] });
    console.log(`BENCH invitations-import-1000 ${ms} ms (${process.env.TEST_DB})`);
    const list = await e.client.get(`/api/postings/${e.postingId}/invitations?page=2`);
    expect(list.json.total).toBe(1000);
    expect(list.json.items).toHaveLength(50);
    // One e-mail job each, queued in bulk.
    const queued = await t.deps.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'send-mail' and data->>'to' like 'full-%@example.com'`,
    );
    expect(Number(queued.rows[0]?.n)).toBe(1000);
  }, 120_000);
});
