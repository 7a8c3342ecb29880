import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../src/core/audit.ts';
import { verifiedPrivilegeMessages } from '../../../src/core/verified-privileges.ts';
import { auditLog, invitation, member, user, webhookEndpoints } from '../../../src/server/db/schema.ts';
import { markEmailVerified } from '../../support/factories.ts';
import { HttpClient, signUpEmployer, uniqueEmail } from '../../support/http-client.ts';
import { invite } from '../../support/organizations.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { pathOf, resetLinkFor, verificationLinkFor } from '../../support/verification.ts';

/**
 * Issue #22, finding 2 (high): account pre-hijacking. A stranger signs up with someone else's
 * address and, unverified, creates what outlives a session. Now those privileges need a verified
 * address (a clear 403), and the first proof of the mailbox — a password reset or the verification
 * link — revokes every session and credential the account held before.
 */
let t: TestApp;

const db = () => t.deps.database.db;
const setVerified = (userId: string, emailVerified: boolean) =>
  db().update(user).set({ emailVerified }).where(eq(user.id, userId));

async function bearer(key: string, path: string) {
  return (await fetch(new URL(path, t.url), { headers: { authorization: `Bearer ${key}` } })).status;
}

beforeAll(async () => {
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }, { workers: false });
}, 120_000);
afterAll(async () => t?.close());

describe('finding 2: pre-hijacking', () => {
  it('refuses an unverified account every privilege that outlives a session, saying to verify', async () => {
    const { client } = await signUpEmployer(t.url, { name: 'Not Yet Verified', verify: false });
    const attempts = [
      [client.post('/api/organization/api-keys', { name: 'k', scopes: ['read'] }), 'api-keys.create'],
      [
        client.post('/api/organization/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['interview.started'] }),
        'webhooks.create',
      ],
      [
        client.post('/api/auth/organization/invite-member', { email: uniqueEmail('co'), role: 'owner' }),
        'members.invite',
      ],
      [
        client.post('/api/auth/organization/create', { name: 'Side org', slug: `side-${Date.now()}` }),
        'organization.create',
      ],
    ] as const;
    for (const [attempt, privilege] of attempts) {
      const response = await attempt;
      expect(response.status, privilege).toBe(403);
      expect(response.json.message ?? response.json.error?.message, privilege).toBe(
        verifiedPrivilegeMessages[privilege],
      );
    }
    // Their own work goes on.
    expect((await client.post('/api/postings', { title: 'Mine', description: 'My own posting.' })).status).toBe(201);
    const me = await client.get('/api/me');
    expect(me.json.user.emailVerified).toBe(false);
  });

  it('after the real owner’s password reset, the attacker holds no session, key, webhook, invitation or member', async () => {
    const victimEmail = uniqueEmail('victim');
    // The attacker signs up with the victim's address and stays signed in.
    const squatter = await signUpEmployer(t.url, { name: 'Victim', email: victimEmail, verify: false });
    const organizationId = (await squatter.client.get('/api/me')).json.organization.id as string;

    // What an unverified account could do before this fix (the account is marked verified only
    // while the attacker sets it up, then put back): a key, a webhook, a co-owner who accepted, and
    // a pending invitation.
    await setVerified(squatter.userId, true);
    const key = await squatter.client.post('/api/organization/api-keys', { name: 'Backdoor', scopes: ['read'] });
    expect(key.status).toBe(201);
    const hook = await squatter.client.post('/api/organization/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['interview.started'],
    });
    expect(hook.status).toBe(201);
    const accomplice = await signUpEmployer(t.url, { name: 'Accomplice' });
    const accompliceInvitation = await invite(squatter.client, accomplice.account.email, 'owner');
    const accepted = await accomplice.client.post('/api/auth/organization/accept-invitation', {
      invitationId: accompliceInvitation,
    });
    expect(accepted.status).toBe(200);
    const pendingEmail = uniqueEmail('later');
    const pending = await invite(squatter.client, pendingEmail, 'admin');
    await setVerified(squatter.userId, false);
    expect(await bearer(key.json.secret, '/api/v1/postings')).toBe(200);

    // The real owner resets the password from their mailbox.
    const owner = new HttpClient(t.url);
    const asked = await owner.post('/api/auth/request-password-reset', {
      email: victimEmail,
      redirectTo: '/update-password',
    });
    expect(asked.status).toBe(200);
    const landing = await owner.get(pathOf(await resetLinkFor(t.deps.database, victimEmail)));
    const token = new URL(landing.headers.get('location')!, t.url).searchParams.get('token');
    const reset = await owner.post('/api/auth/reset-password', { newPassword: 'owner-takes-it-back-7', token });
    expect(reset.status).toBe(200);

    // No session.
    expect((await squatter.client.get('/api/me')).status).toBe(401);
    // No key.
    expect(await bearer(key.json.secret, '/api/v1/postings')).toBe(401);
    // No webhook.
    const hooks = await db()
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, organizationId));
    expect(hooks).toEqual([]);
    // No invitation.
    const [left] = await db().select({ status: invitation.status }).from(invitation).where(eq(invitation.id, pending));
    expect(left!.status).toBe('canceled');
    // No member.
    const members = await db()
      .select({ userId: member.userId })
      .from(member)
      .where(and(eq(member.organizationId, organizationId)));
    expect(members.map((m) => m.userId)).toEqual([squatter.userId]);
    const accompliceMe = await accomplice.client.get('/api/me');
    expect(accompliceMe.json.organization.id).not.toBe(organizationId);

    // The owner now holds a verified account; the proof is in the audit log.
    const signedIn = await owner.post('/api/auth/sign-in/email', {
      email: victimEmail,
      password: 'owner-takes-it-back-7',
    });
    expect(signedIn.status).toBe(200);
    expect((await owner.get('/api/me')).json.user.emailVerified).toBe(true);
    const [proof] = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.action, AUDIT_ACTIONS.accountProven)));
    expect(proof!.details).toMatchObject({ apiKeys: 1, webhooks: 1, invitations: 1, members: 1 });
  });

  it('the verification link proves the mailbox too: other sessions end, the browser that opened it stays signed in', async () => {
    const email = uniqueEmail('verifier');
    const squatter = await signUpEmployer(t.url, { name: 'Early Bird', email, verify: false });
    await markEmailVerified(db(), squatter.userId);
    const key = await squatter.client.post('/api/organization/api-keys', { name: 'Left behind', scopes: ['read'] });
    expect(key.status).toBe(201);
    await setVerified(squatter.userId, false);

    const owner = new HttpClient(t.url);
    const opened = await owner.get(pathOf(await verificationLinkFor(t.deps.database, email)));
    expect(opened.status).toBe(302);
    expect((await owner.get('/api/me')).status).toBe(200);
    expect((await squatter.client.get('/api/me')).status).toBe(401);
    expect(await bearer(key.json.secret, '/api/v1/postings')).toBe(401);
  });
});
