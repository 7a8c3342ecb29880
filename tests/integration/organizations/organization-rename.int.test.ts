import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../src/core/api/endpoint.ts';
import { organizationEndpoints } from '../../../src/core/api/endpoints/organizations.ts';
import { ORGANIZATION_NAME_MAX, organizationMessages } from '../../../src/core/api/organizations.ts';

const ORGANIZATION_PATH = pathOf(organizationEndpoints.rename);
import { AUDIT_ACTIONS } from '../../../src/core/audit.ts';
import { auditLog, organization } from '../../../src/server/db/schema.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { joinAs } from '../../support/organizations.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/** Renaming the organization: owners and admins, 1–100 characters after trimming, audited without the names. */

let t: TestApp;
let owner: { client: HttpClient; userId: string };
let organizationId: string;

const nameOf = async (id: string) =>
  (await t.deps.database.db.select({ name: organization.name }).from(organization).where(eq(organization.id, id)))[0]
    ?.name;

beforeAll(async () => {
  t = await startTestApp({}, { workers: false, serveClient: false });
  owner = await actorFor(t, 'owner', { name: 'Olive Owner' });
  organizationId = (await owner.client.get('/api/me')).json.organization.id;
}, 60_000);
afterAll(async () => t?.close());

describe('renaming the organization', () => {
  it('an owner renames it (trimmed); /api/me shows the new name in the header and the switcher list', async () => {
    const renamed = await owner.client.patch(ORGANIZATION_PATH, { name: '  Acme Hiring  ' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json).toEqual({ id: organizationId, name: 'Acme Hiring' });
    const me = (await owner.client.get('/api/me')).json;
    expect(me.organization.name).toBe('Acme Hiring');
    expect(me.organizations).toEqual([expect.objectContaining({ id: organizationId, name: 'Acme Hiring' })]);

    const rows = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, AUDIT_ACTIONS.organizationRename), eq(auditLog.organizationId, organizationId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: owner.userId, details: null, subject: null });
    expect(JSON.stringify(rows)).not.toContain('Acme');
  });

  it('refuses an empty or too long name with a message, and accepts exactly the limit', async () => {
    const empty = await owner.client.patch(ORGANIZATION_PATH, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe(organizationMessages.nameRequired);
    const long = await owner.client.patch(ORGANIZATION_PATH, { name: 'x'.repeat(ORGANIZATION_NAME_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.json.error.message).toBe(organizationMessages.nameTooLong);
    expect(await nameOf(organizationId)).toBe('Acme Hiring');
    const exact = await owner.client.patch(ORGANIZATION_PATH, { name: ` ${'y'.repeat(ORGANIZATION_NAME_MAX)} ` });
    expect(exact.status).toBe(200);
    expect(await nameOf(organizationId)).toBe('y'.repeat(ORGANIZATION_NAME_MAX));
  });

  it('admins may rename, recruiters and reviewers may not (403); another organization is untouched', async () => {
    const admin = await joinAs(t.url, owner.client, 'admin', 'Ada Admin');
    const recruiter = await joinAs(t.url, owner.client, 'recruiter', 'Rita Recruiter');
    const reviewer = await joinAs(t.url, owner.client, 'reviewer', 'Rory Reviewer');
    for (const member of [admin, recruiter, reviewer]) {
      const me = (await member.client.get('/api/me')).json;
      const team = me.organizations.find((o: { id: string }) => o.id === organizationId);
      const active = await member.client.post('/api/auth/organization/set-active', { organizationId: team.id });
      expect(active.status).toBe(200);
    }
    expect((await admin.client.patch(ORGANIZATION_PATH, { name: 'Acme by Admin' })).status).toBe(200);
    expect((await recruiter.client.patch(ORGANIZATION_PATH, { name: 'Recruiter Co' })).status).toBe(403);
    expect((await reviewer.client.patch(ORGANIZATION_PATH, { name: 'Reviewer Co' })).status).toBe(403);
    expect(await nameOf(organizationId)).toBe('Acme by Admin');
    // The recruiter's own (personal) organization keeps its name.
    const recruiterOwn = (await recruiter.client.get('/api/me')).json.organizations.find(
      (o: { id: string }) => o.id !== organizationId,
    );
    expect(recruiterOwn.name).toBe('Rita Recruiter');
  });

  it("refuses better-auth's own update endpoint, so every rename is validated and audited", async () => {
    const direct = await owner.client.post('/api/auth/organization/update', { data: { name: 'Unaudited Name' } });
    expect(direct.status).toBe(400);
    expect(direct.json.message).toBe(organizationMessages.renameHere);
    expect(await nameOf(organizationId)).toBe('Acme by Admin');
  });
});
