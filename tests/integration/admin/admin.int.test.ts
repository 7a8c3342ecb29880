import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, subscriptions } from '../../../src/server/db/schema.ts';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../support/fake-stripe.ts';
import { HttpClient, signUpEmployer, uniqueEmail } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { pathOf, verificationLinkFor } from '../../support/verification.ts';

let stripe: FakeStripe;
let t: TestApp;
const adminEmail = uniqueEmail('admin');
let admin: Awaited<ReturnType<typeof signUpEmployer>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp(
    { ...stripeEnv(stripe), ADMIN_EMAILS: `someone@example.com, ${adminEmail.toUpperCase()}` },
    { workers: false },
  );
  admin = await signUpEmployer(t.url, { email: adminEmail });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const grant = (client: HttpClient, userId: string, isFree = true) =>
  client.post('/api/admin/free-membership', { userId, isFree });

async function auditRowsFor(subject: string) {
  return t.deps.database.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(auditLog.createdAt);
}

describe('POST /api/admin/free-membership', () => {
  it('makes ADMIN_EMAILS addresses admins once verified, and no one else', async () => {
    expect((await admin.client.get('/api/me')).json.isAdmin).toBe(true);
    const { client } = await signUpEmployer(t.url);
    expect((await client.get('/api/me')).json.isAdmin).toBe(false);
  });

  it('does not make a listed address admin before its owner opens the verification link; the grant is audited', async () => {
    const listed = 'someone@example.com';
    // A stranger signs up first with the listed address and signs in with their own password.
    const stranger = await signUpEmployer(t.url, { email: listed, verify: false });
    const me = await stranger.client.get('/api/me');
    expect(me.json.user.emailVerified).toBe(false);
    expect(me.json.isAdmin).toBe(false);
    expect((await grant(stranger.client, stranger.userId)).status).toBe(403);
    expect(await auditRowsFor(stranger.userId)).toEqual([]);

    // Only whoever reads that mailbox can open the link.
    const link = await verificationLinkFor(t.deps.database, listed);
    expect(link.startsWith(`${t.url}/api/auth/verify-email?token=`)).toBe(true);
    const owner = new HttpClient(t.url);
    expect((await owner.get(pathOf(link))).status).toBe(302);
    const verified = await owner.get('/api/me');
    expect(verified.json.user).toMatchObject({ email: listed, emailVerified: true });
    expect(verified.json.isAdmin).toBe(true);
    const rows = await auditRowsFor(stranger.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'admin.grant', actorUserId: null, details: { via: 'ADMIN_EMAILS' } });
  });

  it('lets an admin grant and revoke free membership, unlocking and relocking the account', async () => {
    const member = await signUpEmployer(t.url);
    expect((await member.client.get('/api/me')).json.subscription.active).toBe(false);

    const granted = await grant(admin.client, member.userId);
    expect(granted.status).toBe(200);
    expect(granted.json).toEqual({ userId: member.userId, isFree: true });
    expect((await member.client.get('/api/me')).json.subscription).toMatchObject({ isFree: true, active: true });
    expect((await member.client.post('/api/postings', { title: 'Analyst', description: 'Numbers.' })).status).toBe(201);

    const revoked = await grant(admin.client, member.userId, false);
    expect(revoked.json).toEqual({ userId: member.userId, isFree: false });
    expect((await member.client.get('/api/me')).json.subscription).toMatchObject({ isFree: false, active: false });
  });

  it('writes who, whom, what and when to the audit log', async () => {
    const member = await signUpEmployer(t.url);
    const before = Date.now();
    await grant(admin.client, member.userId, true);
    await grant(admin.client, member.userId, false);
    const rows = await auditRowsFor(member.userId);
    expect(rows.map((r) => [r.actorUserId, r.action, r.subject])).toEqual([
      [admin.userId, 'free_membership.grant', member.userId],
      [admin.userId, 'free_membership.revoke', member.userId],
    ]);
    expect(rows[0]!.details).toEqual({ previous: false, isFree: true });
    for (const row of rows) expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers 403 'Forbidden' to a non-admin, even for themselves, and changes nothing", async () => {
    const member = await signUpEmployer(t.url);
    const response = await grant(member.client, member.userId);
    expect(response.status).toBe(403);
    expect(response.json.error.message).toBe('Forbidden');
    // A non-admin learns nothing of the contract either.
    expect((await member.client.post('/api/admin/free-membership', {})).status).toBe(403);
    const [row] = await t.deps.database.db.select().from(subscriptions).where(eq(subscriptions.userId, member.userId));
    expect(row!.isFree).toBe(false);
    expect(await auditRowsFor(member.userId)).toHaveLength(0);
  });

  it("answers 401 'Not authenticated' when signed out", async () => {
    const response = await grant(new HttpClient(t.url), admin.userId);
    expect(response.status).toBe(401);
    expect(response.json.error.message).toBe('Not authenticated');
  });

  it("answers 404 'User not found' for an unknown user id, without an audit row", async () => {
    const response = await grant(admin.client, 'no-such-user');
    expect(response.status).toBe(404);
    expect(response.json.error.message).toBe('User not found');
    const rows = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'no-such-user')));
    expect(rows).toHaveLength(0);
  });

  it('validates the body for admins (400)', async () => {
    expect((await admin.client.post('/api/admin/free-membership', { userId: '  ', isFree: true })).status).toBe(400);
    expect((await admin.client.post('/api/admin/free-membership', { userId: admin.userId })).status).toBe(400);
    expect(
      (await admin.client.post('/api/admin/free-membership', { userId: admin.userId, isFree: 'yes' })).status,
    ).toBe(400);
  });
});
