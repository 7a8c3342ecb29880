import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  invitations,
  jobPostings,
  member,
  organizationLinkOrigins,
  user,
} from '../../../src/server/db/schema.ts';
import { machineAddresses } from '../../../src/server/http/origins.ts';
import { sendInvitationReminders } from '../../../src/server/modules/invitations/send-invitation-reminders.ts';
import { sendSubmissionDigests } from '../../../src/server/modules/notifications/send-submission-digests.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { insertInterviews } from '../../support/factories.ts';
import { HttpClient, uniqueEmail } from '../../support/http-client.ts';
import { joinAs } from '../../support/organizations.ts';
import { startSmtpCapture, type CapturedMail } from '../../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { pathOf, verificationLinkFor } from '../../support/verification.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Mail that looks like the employer's (docs/decisions/0043): templates per organization (CRUD,
 * field errors, escaping, who may edit), HTML with a text part in the brand, and links in mails
 * that jobs send going to the address the recipient's side used (no PUBLIC_URL here).
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let port: string;
let local: string;
let lan: string;
let owner: HttpClient;
let postingId: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d494844520000000100000001080600000001f15c4890000000d49444154789c6360000002000100ffff03000006000557bfabd40000000049454e44ae426082',
    'hex',
  ),
]);

/** Signs up and verifies an employer whose browser page is at `origin` (the server itself is reached on 127.0.0.1). */
async function employerAt(origin: string, name: string) {
  const client = new HttpClient(t.url, { origin });
  const account = { name, email: uniqueEmail('mailtpl'), password: 'mail-template-9' };
  expect((await client.post('/api/auth/sign-up/email', account)).status).toBe(200);
  expect((await client.get(pathOf(await verificationLinkFor(t.deps.database, account.email)))).status).toBe(302);
  const posting = await createOpenPosting(client, { title: 'Support Specialist', description: 'Helps customers.' });
  expect(posting.status, posting.text).toBe(201);
  return { client, account, postingId: posting.json.id as string };
}

const mailTo = (to: string, subject: RegExp) =>
  smtp.waitFor((m: CapturedMail) => m.to.includes(to) && subject.test(m.subject));

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ PUBLIC_URL: '', SMTP_URL: smtp.url });
  port = new URL(t.url).port;
  local = `http://127.0.0.1:${port}`;
  const address = machineAddresses().find((a) => !a.includes(':') && a !== '127.0.0.1');
  expect(address, 'this machine has a non-loopback IPv4 address').toBeDefined();
  lan = `http://${address}:${port}`;
  const made = await employerAt(local, 'Tess Template');
  owner = made.client;
  postingId = made.postingId;
  expect(
    (
      await owner.put('/api/organization/brand', {
        displayName: 'Acme <Robotics>',
        accentColor: '#0f766e',
        supportEmail: null,
        websiteUrl: null,
      })
    ).status,
  ).toBe(200);
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
  expect((await owner.post('/api/organization/brand/logo', form)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('mail templates', () => {
  it('lists every candidate mail with its default text and variables', async () => {
    const list = await owner.get('/api/organization/mail-templates');
    expect(list.status, list.text).toBe(200);
    expect(list.json.canEdit).toBe(true);
    expect(list.json.templates.map((x: { kind: string }) => x.kind)).toEqual([
      'invitation',
      'reminder',
      'confirmation',
      'decision_accepted',
      'decision_rejected',
      'second_round',
    ]);
    const invitation = list.json.templates[0];
    expect(invitation).toMatchObject({ customized: false, subject: invitation.defaultSubject });
    expect(invitation.variables).toContainEqual(expect.objectContaining({ name: 'interviewLink', required: true }));
  });

  it('refuses an unknown variable with the field and the reason, storing nothing', async () => {
    const refused = await owner.put('/api/organization/mail-templates/invitation', {
      subject: 'Hello {{firstName}}',
      body: 'Start here: {{interviewLink}}',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('VALIDATION');
    expect(refused.json.error.fields.subject).toMatch(/^Unknown variable: \{\{firstName\}\}\. You can use /);
    expect(refused.json.error.fields.body).toBeUndefined();
    const noLink = await owner.put('/api/organization/mail-templates/invitation', { subject: 'Hi', body: 'No link' });
    expect(noLink.json.error.fields.body).toBe('The e-mail must contain {{interviewLink}}.');
    const unknownKind = await owner.put('/api/organization/mail-templates/newsletter', { subject: 'x', body: 'y' });
    expect(unknownKind.status).toBe(400);
    const list = await owner.get('/api/organization/mail-templates');
    expect(list.json.templates[0].customized).toBe(false);
  });

  it('only owners and admins change templates; every member may read them; other organizations are untouched', async () => {
    const recruiter = await joinAs(t.url, owner, 'recruiter');
    const admin = await joinAs(t.url, owner, 'admin');
    const template = { subject: 'Interview for {{jobTitle}}', body: 'Hi {{candidateName}}\n\n{{interviewLink}}' };
    expect((await recruiter.client.put('/api/organization/mail-templates/invitation', template)).status).toBe(403);
    expect((await recruiter.client.delete('/api/organization/mail-templates/invitation')).status).toBe(403);
    const read = await recruiter.client.get('/api/organization/mail-templates');
    expect(read.status).toBe(200);
    expect(read.json.canEdit).toBe(false);
    const saved = await admin.client.put('/api/organization/mail-templates/reminder', template);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ ...template, customized: true });
    const other = await actorFor(t, 'owner', { name: 'Other Org' });
    const theirs = await other.client.get('/api/organization/mail-templates');
    expect(theirs.json.templates[1].customized).toBe(false);
    // Back to the default for the reminder tests below.
    const reset = await admin.client.delete('/api/organization/mail-templates/reminder');
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ customized: false, subject: reset.json.defaultSubject });
  });

  it('mails the invitation in the brand: HTML with logo and colour, a text part, one sign-off, escaped words, intact link', async () => {
    const saved = await owner.put('/api/organization/mail-templates/invitation', {
      subject: 'Interview for {{jobTitle}} – {{candidateName}}',
      body: [
        'Dear {{candidateName}}, <b>welcome</b> <script>alert(1)</script>',
        '',
        '<a href="https://evil.example">Click</a>',
        '',
        '{{interviewLink}}',
        '',
        'Link valid until {{expiresOn}}.',
        '',
        'Best,',
        'The {{companyName}} team',
      ].join('\n'),
    });
    expect(saved.status, saved.text).toBe(200);
    const email = 'escape.test@example.com';
    const sent = await owner.post(`/api/postings/${postingId}/invitations`, {
      fullName: '<img src=x onerror=alert(1)> {{interviewLink}}',
      email,
    });
    expect(sent.status, sent.text).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.raw).toMatch(/content-type: multipart\/alternative/i);
    const text = mail.text.replace(/\r\n/g, '\n');
    const link = /http:\/\/\S+\/invite\/\S+/.exec(text)?.[0];
    expect(link?.startsWith(`${local}/invite/`), link).toBe(true);
    expect(text).toContain('Dear <img src=x onerror=alert(1)> {{interviewLink}}, <b>welcome</b>');
    expect(text.match(/The Acme <Robotics> team/g)).toHaveLength(1);
    expect(text).not.toContain('— The hiring team at');
    const html = mail.html!;
    expect(html).toBeDefined();
    expect(html).not.toMatch(/<script|<img src=x|<b>|<a href="https:\/\/evil/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; {{interviewLink}}');
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('>Start the interview</a>');
    expect(html).toMatch(
      new RegExp(`<img src="${local}/api/public/brands/[^"]+/logo\\?v=[^"]+" alt="Acme &lt;Robotics&gt;"`),
    );
    expect(html).toContain('border-top:6px solid #0f766e');
    // The logo the mail points at is served.
    const logo = await fetch(/<img src="([^"]+)"/.exec(html)![1]!.replace(local, t.url));
    expect(logo.headers.get('content-type')).toBe('image/png');
    // The audit log names the change, never the text.
    const entries = await t.deps.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'mail_template.change'));
    expect(entries.map((e) => e.details)).toContainEqual({ kind: 'invitation', change: 'saved' });
    expect(JSON.stringify(entries)).not.toContain('welcome');
    expect((await owner.delete('/api/organization/mail-templates/invitation')).json.customized).toBe(false);
  });

  it('the decision draft follows the organization template and the sent mail is signed once', async () => {
    expect(
      (
        await owner.put('/api/organization/mail-templates/decision_rejected', {
          subject: 'About {{jobTitle}}',
          body: 'Hi {{candidateFirstName}},\n\nNot this time.\n\nWarmly,\n{{companyName}}',
        })
      ).status,
    ).toBe(200);
    const [interviewId] = await insertInterviews(t.deps.database.db, [postingId], 1, { archivedShare: 0 });
    const draft = await owner.get(`/api/interviews/${interviewId}/decision-mail-draft?decision=rejected`);
    expect(draft.status, draft.text).toBe(200);
    expect(draft.json.subject).toBe('About Support Specialist');
    expect(draft.json.body).toMatch(/^Hi \S+,\n\nNot this time\.\n\nWarmly,\nAcme <Robotics>$/);
    const outsider = await actorFor(t, 'owner', { name: 'Nosy Neighbour' });
    expect(
      (await outsider.client.get(`/api/interviews/${interviewId}/decision-mail-draft?decision=rejected`)).status,
    ).toBe(404);
  });
});

describe('links in mails sent by jobs use the address the recipient side used', () => {
  it('a reminder links to the address the employer invited from: 127.0.0.1 or the LAN address', async () => {
    const atLan = await employerAt(lan, 'Lana Lan');
    for (const [client, posting, email] of [
      [owner, postingId, 'remind.local@example.com'],
      [atLan.client, atLan.postingId, 'remind.lan@example.com'],
    ] as const) {
      const sent = await client.post(`/api/postings/${posting}/invitations`, { fullName: 'Rhea Reminded', email });
      expect(sent.status, sent.text).toBe(201);
      await t.deps.database.db
        .update(invitations)
        .set({ createdAt: sql`now() - interval '5 days'` })
        .where(eq(invitations.email, email));
    }
    expect(await sendInvitationReminders(t.deps)).toBeGreaterThanOrEqual(2);
    const localMail = await mailTo('remind.local@example.com', /^Reminder/);
    const lanMail = await mailTo('remind.lan@example.com', /^Reminder/);
    expect(localMail.text).toContain(`${local}/invite/`);
    expect(lanMail.text).toContain(`${lan}/invite/`);
    expect(lanMail.html).toContain(`href="${lan}/invite/`);
    expect(lanMail.text).not.toContain('localhost');
  });

  it('a digest links to the address the team last used, and an unknown Host is never stored', async () => {
    const team = await employerAt(lan, 'Dora Digest');
    await t.deps.database.db
      .update(jobPostings)
      .set({ submissionNotifications: 'digest' })
      .where(eq(jobPostings.id, team.postingId));
    // A request naming a foreign address is answered (a read) but its address is never stored.
    await team.client.request('GET', '/api/organization/brand', undefined, {
      origin: 'http://evil.example',
      host: 'evil.example',
    });
    const [stored] = await t.deps.database.db
      .select({ origin: organizationLinkOrigins.origin })
      .from(organizationLinkOrigins)
      .innerJoin(member, eq(member.organizationId, organizationLinkOrigins.organizationId))
      .innerJoin(user, eq(user.id, member.userId))
      .where(eq(user.email, team.account.email));
    expect(stored?.origin).toBe(lan);
    const candidate = new CandidateClient(t.url);
    const intake = await candidate.intake(
      team.postingId,
      { fullName: 'Dee Digest', email: uniqueEmail('digest-cand'), consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    expect(intake.status, JSON.stringify(intake.json)).toBe(201);
    await t.deps.database.db.execute(
      sql`update interviews set submitted_at = now(), status = 'pending' where id = ${intake.json.interviewId}`,
    );
    await sendSubmissionDigests(t.deps);
    const digest = await mailTo(team.account.email, /new interview/);
    expect(digest.text).toContain(`${lan}/job-postings/${team.postingId}/candidates`);
  });
});
