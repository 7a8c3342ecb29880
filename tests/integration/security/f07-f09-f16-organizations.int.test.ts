import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMessages } from '../../../src/core/api/organizations.ts';
import { AUDIT_ACTIONS } from '../../../src/core/audit.ts';
import { personalSlug } from '../../../src/core/organization-slugs.ts';
import { auditLog, member, organization, postingReviewers, user } from '../../../src/server/db/schema.ts';
import { hashSubjectEmail } from '../../../src/server/modules/audit/record-audit.ts';
import { ensurePersonalOrganization } from '../../../src/server/modules/organizations/personal-organization.ts';
import { signUpEmployer, uniqueEmail, type HttpClient } from '../../support/http-client.ts';
import { invite, joinAs } from '../../support/organizations.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Issue #22, findings 7 (a personal organization's slug could be squatted), 9 (reviewer assignments
 * survived removal from the organization) and 16 (no audit entries for member invitations, role
 * changes, removals, organizations created or deleted, brand changes).
 */
let t: TestApp;
let owner: HttpClient;
let ownerId: string;
let organizationId: string;

const db = () => t.deps.database.db;
const memberIdOf = async (userId: string) => {
  const [row] = await db()
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)));
  return row!.id;
};
const entries = (action: string, organization = organizationId) =>
  db()
    .select({
      actor: auditLog.actorUserId,
      subject: auditLog.subject,
      details: auditLog.details,
      hash: auditLog.subjectEmailHash,
    })
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, organization), eq(auditLog.action, action)));

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  ({ client: owner, userId: ownerId } = await signUpEmployer(t.url, { name: 'Org Owner' }));
  organizationId = (await owner.get('/api/me')).json.organization.id;
}, 120_000);
afterAll(async () => t?.close());

describe('finding 7: personal slugs cannot be squatted', () => {
  it('refuses to create an organization with another account’s personal slug, in any letter case', async () => {
    const victim = await signUpEmployer(t.url, { name: 'Victim' });
    // Taken already (better-auth says so), and free but reserved (a future account's, or another case).
    expect(
      (await owner.post('/api/auth/organization/create', { name: 'Squat', slug: personalSlug(victim.userId) })).status,
    ).toBe(400);
    for (const slug of [`Personal-${victim.userId}`, personalSlug(randomUUID())]) {
      const created = await owner.post('/api/auth/organization/create', { name: 'Squat', slug });
      expect(created.status, slug).toBe(400);
      expect(created.json.message).toBe(organizationMessages.slugReserved);
    }
    const [held] = await db()
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.slug, personalSlug(victim.userId)));
    const [victimMembership] = await db()
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, held!.id), eq(member.userId, victim.userId)));
    expect(victimMembership!.role).toBe('owner');
  });

  it('never makes an account a member of an organization someone else holds under its personal slug', async () => {
    const futureId = randomUUID();
    const squatted = randomUUID();
    await db()
      .insert(organization)
      .values({ id: squatted, name: 'Squatter', slug: personalSlug(futureId) });
    await db().insert(member).values({ id: randomUUID(), organizationId: squatted, userId: ownerId, role: 'owner' });
    await db()
      .insert(user)
      .values({ id: futureId, email: uniqueEmail('later'), name: 'Later', emailVerified: true });
    await expect(ensurePersonalOrganization(db(), { id: futureId })).rejects.toThrow(/held by another organization/);
    const joined = await db().select().from(member).where(eq(member.userId, futureId));
    expect(joined).toEqual([]);
  });
});

describe('finding 9: reviewer assignments go with the membership', () => {
  it('drops the assignments of a removed member and of one who leaves', async () => {
    const posting = (await owner.post('/api/postings', { title: 'Assigned', description: 'For reviewers.' })).json.id;
    const removedReviewer = await joinAs(t.url, owner, 'reviewer', 'Removed Reviewer');
    const leavingReviewer = await joinAs(t.url, owner, 'reviewer', 'Leaving Reviewer');
    const assigned = await owner.put(`/api/postings/${posting}/reviewers`, {
      userIds: [removedReviewer.userId, leavingReviewer.userId],
    });
    expect(assigned.status).toBe(200);

    const removed = await owner.post('/api/auth/organization/remove-member', {
      memberIdOrEmail: await memberIdOf(removedReviewer.userId),
    });
    expect(removed.status).toBe(200);
    const left = await leavingReviewer.client.post('/api/auth/organization/leave', { organizationId });
    expect(left.status).toBe(200);

    const rows = await db().select().from(postingReviewers).where(eq(postingReviewers.postingId, posting));
    expect(rows).toEqual([]);
    // Invited again, they see nothing until assigned again.
    const back = await invite(owner, removedReviewer.account.email, 'reviewer');
    expect(
      (await removedReviewer.client.post('/api/auth/organization/accept-invitation', { invitationId: back })).status,
    ).toBe(200);
    await removedReviewer.client.post('/api/auth/organization/set-active', { organizationId });
    expect((await removedReviewer.client.get(`/api/postings/${posting}`)).status).toBe(404);
  });
});

describe('finding 16: organization changes are audited', () => {
  it('logs invitations, joins, role changes, removals, leaving, organizations created and deleted, and brand changes', async () => {
    const invitedEmail = uniqueEmail('audited');
    const invitationId = await invite(owner, invitedEmail, 'recruiter');
    const invited = (await entries(AUDIT_ACTIONS.memberInvite)).find(
      (entry) => (entry.details as { invitationId?: string }).invitationId === invitationId,
    );
    expect(invited).toMatchObject({
      actor: ownerId,
      details: { invitationId, role: 'recruiter' },
      hash: await hashSubjectEmail(db(), invitedEmail),
    });
    expect(JSON.stringify(await entries(AUDIT_ACTIONS.memberInvite))).not.toContain(invitedEmail);
    expect((await owner.post('/api/auth/organization/cancel-invitation', { invitationId })).status).toBe(200);
    expect(await entries(AUDIT_ACTIONS.invitationCancel)).toEqual([
      expect.objectContaining({ actor: ownerId, details: { invitationId } }),
    ]);

    const joiner = await joinAs(t.url, owner, 'recruiter', 'Audited Joiner');
    const joins = await entries(AUDIT_ACTIONS.memberJoin);
    expect(joins).toContainEqual(
      expect.objectContaining({
        actor: joiner.userId,
        subject: joiner.userId,
        details: expect.objectContaining({ role: 'recruiter' }),
      }),
    );

    const changed = await owner.post('/api/auth/organization/update-member-role', {
      memberId: await memberIdOf(joiner.userId),
      role: 'admin',
    });
    expect(changed.status).toBe(200);
    expect(await entries(AUDIT_ACTIONS.memberRoleChange)).toContainEqual(
      expect.objectContaining({ actor: ownerId, subject: joiner.userId, details: { role: 'admin' } }),
    );

    expect(
      (await owner.post('/api/auth/organization/remove-member', { memberIdOrEmail: await memberIdOf(joiner.userId) }))
        .status,
    ).toBe(200);
    expect(await entries(AUDIT_ACTIONS.memberRemove)).toContainEqual(
      expect.objectContaining({ actor: ownerId, subject: joiner.userId, details: { role: 'admin' } }),
    );
    expect((await entries(AUDIT_ACTIONS.memberLeave)).length).toBeGreaterThan(0);

    const brand = await owner.put('/api/organization/brand', {
      displayName: 'Audited Brand',
      accentColor: '#112233',
      supportEmail: null,
      websiteUrl: null,
    });
    expect(brand.status).toBe(200);
    const [brandEntry] = await entries(AUDIT_ACTIONS.brandChange);
    expect(brandEntry).toMatchObject({
      actor: ownerId,
      details: { fields: expect.arrayContaining(['displayName', 'accentColor']) },
    });
    expect(JSON.stringify(brandEntry)).not.toContain('Audited Brand');

    const created = await owner.post('/api/auth/organization/create', {
      name: 'Second team',
      slug: `second-${Date.now()}`,
    });
    expect(created.status).toBe(200);
    const secondId = created.json.id as string;
    expect(await entries(AUDIT_ACTIONS.organizationCreate, secondId)).toEqual([
      expect.objectContaining({ actor: ownerId }),
    ]);
    // Deletion goes through our own use case (finding 3); it is audited once, by it.
    expect((await owner.post('/api/auth/organization/set-active', { organizationId: secondId })).status).toBe(200);
    const deleted = await owner.request('DELETE', '/api/organization', { name: 'Second team' });
    expect(deleted.status).toBe(200);
    expect(await entries(AUDIT_ACTIONS.organizationDelete, secondId)).toEqual([
      expect.objectContaining({ actor: ownerId }),
    ]);
  });
});
