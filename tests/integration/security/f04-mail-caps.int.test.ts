import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMessages } from '../../../src/core/api/organizations.ts';
import { SUPPLIED_TEXT_MAX } from '../../../src/core/supplied-text.ts';
import { verifiedPrivilegeMessages } from '../../../src/core/verified-privileges.ts';
import { HttpClient, signUpEmployer, uniqueEmail } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';

/**
 * Issue #22, finding 4: platform mail to any address with attacker text. Member invitations now
 * need a verified sender and have caps per inviting account and per invited address; public
 * requests (alternative process) mail a typed address at most a few times; names typed by
 * someone else never appear in a mail to a typed address, and appear short, quoted and labelled
 * in mails to employers and invitees.
 */
let t: TestApp;

const PER_ACCOUNT = 3;
const PER_RECIPIENT = 2;
const LURE = 'Your account is locked: sign in at https://evil.example/login to keep it. '.repeat(3).slice(0, 100);

async function queuedMailsTo(email: string) {
  const result = await t.deps.database.executeSql(
    `select data->>'subject' as subject, data->>'text' as text from pgboss.job
      where name = 'send-mail' and lower(data->>'to') = lower($1) order by created_on`,
    [email],
  );
  return result.rows as { subject: string; text: string }[];
}

beforeAll(async () => {
  t = await startTestApp(
    {
      RATE_LIMIT_MEMBER_INVITES_PER_ACCOUNT: String(PER_ACCOUNT),
      RATE_LIMIT_MEMBER_INVITES_PER_RECIPIENT: String(PER_RECIPIENT),
      RATE_LIMIT_PUBLIC_MAIL_PER_RECIPIENT: '1',
    },
    { workers: false },
  );
}, 120_000);
afterAll(async () => t?.close());

describe('finding 4: member invitations', () => {
  it('sends no mail for an unverified account', async () => {
    const { client } = await signUpEmployer(t.url, { name: 'Unverified Inviter', verify: false });
    const target = uniqueEmail('target');
    const refused = await client.post('/api/auth/organization/invite-member', { email: target, role: 'admin' });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(verifiedPrivilegeMessages['members.invite']);
    // A re-send (better-auth's `resend`) is refused the same way.
    const resent = await client.post('/api/auth/organization/invite-member', {
      email: target,
      role: 'admin',
      resend: true,
    });
    expect(resent.status).toBe(403);
    expect(await queuedMailsTo(target)).toEqual([]);
  });

  it('caps the invitations of one account', async () => {
    const { client } = await signUpEmployer(t.url, { name: 'Busy Inviter' });
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const sent = await client.post('/api/auth/organization/invite-member', {
        email: uniqueEmail('m'),
        role: 'reviewer',
      });
      expect(sent.status, sent.text).toBe(200);
    }
    const over = uniqueEmail('over');
    const refused = await client.post('/api/auth/organization/invite-member', { email: over, role: 'reviewer' });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(organizationMessages.invitesPerAccount);
    expect(await queuedMailsTo(over)).toEqual([]);
  });

  it('caps the invitations one address receives from all accounts together', async () => {
    const target = uniqueEmail('popular');
    const inviters = await Promise.all(
      Array.from({ length: PER_RECIPIENT + 1 }, (_, i) => signUpEmployer(t.url, { name: `Inviter ${i}` })),
    );
    for (const inviter of inviters.slice(0, PER_RECIPIENT)) {
      expect(
        (await inviter.client.post('/api/auth/organization/invite-member', { email: target, role: 'reviewer' })).status,
      ).toBe(200);
    }
    const refused = await inviters[PER_RECIPIENT]!.client.post('/api/auth/organization/invite-member', {
      email: target,
      role: 'reviewer',
    });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(organizationMessages.invitesPerRecipient);
    expect(await queuedMailsTo(target)).toHaveLength(PER_RECIPIENT);
  });

  it('keeps the organization and inviter names out of the subject, short and quoted in the text', async () => {
    const { client } = await signUpEmployer(t.url, { name: LURE });
    expect((await client.patch('/api/organization', { name: LURE })).status).toBe(200);
    const target = uniqueEmail('invitee');
    expect((await client.post('/api/auth/organization/invite-member', { email: target, role: 'admin' })).status).toBe(
      200,
    );
    const [mail] = await queuedMailsTo(target);
    expect(mail!.subject).toBe('You are invited to join a team on Screenroom');
    expect(mail!.text).not.toContain(LURE);
    expect(mail!.text).toContain(
      `Organization name, as they typed it: “${LURE.slice(0, SUPPLIED_TEXT_MAX - 1).trimEnd()}…”`,
    );
    expect(mail!.text).toContain('Their name, as they typed it: “');
  });
});

describe('finding 4: alternative-process mails', () => {
  it('never repeats the typed name to the typed address, quotes it to the employer, and caps mails per address', async () => {
    const owner = await signUpEmployer(t.url, { name: 'Alt Owner' });
    const postings = await Promise.all(
      ['First', 'Second'].map(async (title) => {
        const created = await createOpenPosting(owner.client, { title, description: 'Alternative process mails.' });
        return created.json.id as string;
      }),
    );
    const victim = uniqueEmail('victim');
    for (const postingId of postings) {
      const requested = await new HttpClient(t.url).post(`/api/public/postings/${postingId}/alternative-requests`, {
        fullName: LURE,
        email: victim,
        message: 'Call me.\nhttps://evil.example',
      });
      expect(requested.status).toBe(201);
    }
    const toVictim = await queuedMailsTo(victim);
    expect(toVictim).toHaveLength(1);
    expect(toVictim[0]!.text).not.toContain('evil.example');
    expect(toVictim[0]!.text.startsWith('Hello,\n')).toBe(true);

    const [toEmployer] = await queuedMailsTo(owner.account.email).then((mails) =>
      mails.filter((m) => m.subject.startsWith('Alternative process requested')),
    );
    expect(toEmployer!.text).not.toContain(LURE);
    expect(toEmployer!.text).toContain('Name as they typed it: “');
    expect(toEmployer!.text).toContain('> Call me.\n> https://evil.example');
  });
});
