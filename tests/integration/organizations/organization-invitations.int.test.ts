import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitation, member, subscriptions } from '../../../src/server/db/schema.ts';
import { signUpEmployer, uniqueEmail, type HttpClient } from '../../support/http-client.ts';
import { invitationIdOf, invitationLinkFor, invite, joinAs } from '../../support/organizations.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let owner: HttpClient;
let ownerOrganization: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ client: owner } = await signUpEmployer(t.url, { name: 'Olive Owner' }));
  ownerOrganization = (await owner.get('/api/me')).json.organization.id;
}, 60_000);
afterAll(async () => t?.close());

const accept = (client: HttpClient, invitationId: string) =>
  client.post('/api/auth/organization/accept-invitation', { invitationId });

describe('invitations', () => {
  it('mails a link with the invitation; the invitee signs up with that address, accepts and works in the organization', async () => {
    const email = uniqueEmail('recruiter');
    const id = await invite(owner, email, 'recruiter');
    const link = await invitationLinkFor(t.deps.database, email);
    expect(new URL(link).origin).toBe(t.url);
    expect(invitationIdOf(link)).toBe(id);
    const posting = await owner.post('/api/postings', { title: 'Shared', description: 'Seen by the whole team.' });

    const recruiter = await signUpEmployer(t.url, { email, name: 'Rae Recruiter' });
    expect((await accept(recruiter.client, id)).status).toBe(200);
    const me = (await recruiter.client.get('/api/me')).json;
    expect(me.organization).toMatchObject({ id: ownerOrganization, role: 'recruiter' });
    expect(me.organizations.map((o: { role: string }) => o.role).sort()).toEqual(['owner', 'recruiter']);
    expect((await recruiter.client.get(`/api/postings/${posting.json.id}`)).status).toBe(200);
  });

  it('refuses an expired invitation', async () => {
    const someone = await signUpEmployer(t.url);
    const id = await invite(owner, someone.account.email, 'reviewer');
    await t.deps.database.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, id));
    const response = await accept(someone.client, id);
    expect(response.status).toBe(400);
    expect((await someone.client.get('/api/me')).json.organizations).toHaveLength(1);
  });

  it('refuses an invitation used twice', async () => {
    const someone = await signUpEmployer(t.url);
    const id = await invite(owner, someone.account.email, 'reviewer');
    expect((await accept(someone.client, id)).status).toBe(200);
    expect((await accept(someone.client, id)).status).toBe(400);
  });

  it('refuses an invitation opened by an account with another e-mail address', async () => {
    const invitee = uniqueEmail('invitee');
    const id = await invite(owner, invitee, 'admin');
    const intruder = await signUpEmployer(t.url);
    const response = await accept(intruder.client, id);
    expect(response.status).toBe(403);
    expect((await intruder.client.get('/api/me')).json.organizations).toHaveLength(1);
    const [row] = await t.deps.database.db.select().from(invitation).where(eq(invitation.id, id));
    expect(row!.status).toBe('pending');
  });

  it('refuses an unverified address and roles we do not have', async () => {
    const unverified = await signUpEmployer(t.url, { verify: false });
    const id = await invite(owner, unverified.account.email, 'reviewer');
    expect((await accept(unverified.client, id)).status).toBe(403);
    const odd = await owner.post('/api/auth/organization/invite-member', { email: uniqueEmail(), role: 'member' });
    expect(odd.status).toBe(400);
  });

  it('lets only owners and admins invite, remove and change roles; members can leave', async () => {
    const recruiter = await joinAs(t.url, owner, 'recruiter');
    const denied = await recruiter.client.post('/api/auth/organization/invite-member', {
      email: uniqueEmail(),
      role: 'reviewer',
    });
    expect(denied.status).toBe(403);

    const admin = await joinAs(t.url, owner, 'admin');
    const reviewer = await joinAs(t.url, owner, 'reviewer');
    const [reviewerMembership] = await t.deps.database.db
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.userId, reviewer.userId), eq(member.organizationId, ownerOrganization)));
    const memberId = reviewerMembership!.id;
    const changed = await admin.client.post('/api/auth/organization/update-member-role', {
      memberId,
      role: 'recruiter',
    });
    expect(changed.status).toBe(200);
    expect((await reviewer.client.get('/api/me')).json.organization.role).toBe('recruiter');
    // An admin cannot make anyone owner.
    const promote = await admin.client.post('/api/auth/organization/update-member-role', { memberId, role: 'owner' });
    expect(promote.status).toBe(403);

    const removed = await admin.client.post('/api/auth/organization/remove-member', {
      memberIdOrEmail: recruiter.account.email,
    });
    expect(removed.status).toBe(200);
    // Removed: back in their personal organization, the team's postings answer 404.
    const me = (await recruiter.client.get('/api/me')).json;
    expect(me.organization.id).not.toBe(ownerOrganization);
    expect(me.organization.role).toBe('owner');

    const left = await reviewer.client.post('/api/auth/organization/leave', { organizationId: ownerOrganization });
    expect(left.status).toBe(200);
    expect((await reviewer.client.get('/api/me')).json.organizations).toHaveLength(1);
  });

  it('switches the active organization only into organizations the caller belongs to', async () => {
    const joined = await joinAs(t.url, owner, 'reviewer');
    const own = (await joined.client.get('/api/me')).json.organizations.find(
      (o: { role: string }) => o.role === 'owner',
    ).id;
    expect((await joined.client.post('/api/auth/organization/set-active', { organizationId: own })).status).toBe(200);
    expect((await joined.client.get('/api/me')).json.organization.id).toBe(own);
    const stranger = await signUpEmployer(t.url);
    const refused = await stranger.client.post('/api/auth/organization/set-active', {
      organizationId: ownerOrganization,
    });
    expect(refused.status).toBe(403);
    expect((await stranger.client.get('/api/me')).json.organization.id).not.toBe(ownerOrganization);
  });

  it('gives an organization created through better-auth its owner and its own subscription row', async () => {
    const founder = await signUpEmployer(t.url);
    const created = await founder.client.post('/api/auth/organization/create', {
      name: 'Second Company',
      slug: `second-${Date.now()}`,
    });
    expect(created.status).toBe(200);
    const [row] = await t.deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, created.json.id));
    expect(row).toMatchObject({ userId: founder.userId, status: 'none' });
    const me = (await founder.client.get('/api/me')).json;
    expect(me.organizations).toContainEqual({ id: created.json.id, name: 'Second Company', role: 'owner' });
  });
});
