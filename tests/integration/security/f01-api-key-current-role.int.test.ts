import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../src/core/audit.ts';
import { auditLog, member } from '../../../src/server/db/schema.ts';
import { insertInterviews } from '../../support/factories.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { joinAs } from '../../support/organizations.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 1 (high): an API key kept admin power after its creator was demoted. A key now
 * acts with its creator's current role on every request: a reviewer-demoted key can do exactly
 * what a reviewer's web session can, a removed member's key stops working, the key list says who
 * made each key and with which role it acts, and changes made through a key are audited with its id.
 * Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let owner: HttpClient;
let admin: Awaited<ReturnType<typeof joinAs>>;
let organizationId: string;
let assignedPosting: string;
let unassignedPosting: string;
let assignedInterview: string;
let unassignedInterview: string;
let key: { id: string; secret: string };

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, t.url), {
    method,
    headers: {
      authorization: `Bearer ${key.secret}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const memberIdOf = async (userId: string) => {
  const [row] = await t.deps.database.db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)));
  return row!.id;
};

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  const signedUp = await actorFor(t, 'owner', { name: 'Key Owner' });
  owner = signedUp.client;
  organizationId = (await owner.get('/api/me')).json.organization.id;
  const created = await Promise.all(
    ['Assigned', 'Unassigned'].map((title) =>
      createOpenPosting(owner, { title: `${title} posting`, description: 'Reached through a key.' }),
    ),
  );
  [assignedPosting, unassignedPosting] = created.map((response) => response.json.id as string) as [string, string];
  const fresh = { archivedShare: 0, undecided: true };
  assignedInterview = (await insertInterviews(t.deps.database.db, [assignedPosting], 1, fresh))[0]!;
  unassignedInterview = (await insertInterviews(t.deps.database.db, [unassignedPosting], 1, fresh))[0]!;
  admin = await joinAs(t.url, owner, 'admin', 'Ada Admin');
  const made = await admin.client.post('/api/organization/api-keys', { name: 'ATS', scopes: ['read', 'write'] });
  expect(made.status).toBe(201);
  key = { id: made.json.key.id, secret: made.json.secret };
}, 120_000);
afterAll(async () => t?.close());

describe('finding 1: a key acts with its creator’s current role', () => {
  it('acts as an admin while its creator is one, and audits each change with the key id', async () => {
    expect((await api('GET', `/api/v1/interviews/${unassignedInterview}`)).status).toBe(200);
    const posting = await api('POST', '/api/v1/postings', { title: 'Made by key', description: 'Through the API.' });
    expect(posting.status).toBe(201);
    const decision = await api('POST', `/api/v1/interviews/${unassignedInterview}/decision`, { status: 'accepted' });
    expect(decision.status).toBe(200);

    const entries = await t.deps.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.organizationId, organizationId));
    const viaKey = entries.filter((e) => (e.details as { apiKeyId?: string } | null)?.apiKeyId === key.id);
    expect(viaKey.map((e) => e.action)).toEqual(
      expect.arrayContaining([AUDIT_ACTIONS.interviewView, AUDIT_ACTIONS.decisionAccept, AUDIT_ACTIONS.apiKeyRequest]),
    );
    expect(viaKey.every((e) => e.actor === admin.userId)).toBe(true);
    const requests = viaKey.filter((e) => e.action === AUDIT_ACTIONS.apiKeyRequest).map((e) => e.details);
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'POST', route: '/api/v1/postings', status: 201 }),
        expect.objectContaining({ method: 'POST', route: '/api/v1/interviews/:id/decision', id: unassignedInterview }),
      ]),
    );
  });

  it('shows who created each key and the role it acts with', async () => {
    const list = await owner.get('/api/organization/api-keys');
    expect(list.json.keys.find((k: { id: string }) => k.id === key.id).createdBy).toEqual({
      id: admin.userId,
      name: 'Ada Admin',
      email: admin.account.email,
      role: 'admin',
    });
  });

  it('after the owner demotes the creator to reviewer, the key can do exactly what the reviewer can', async () => {
    const demoted = await owner.post('/api/auth/organization/update-member-role', {
      memberId: await memberIdOf(admin.userId),
      role: 'reviewer',
    });
    expect(demoted.status).toBe(200);
    const assigned = await owner.put(`/api/postings/${assignedPosting}/reviewers`, { userIds: [admin.userId] });
    expect(assigned.status).toBe(200);

    // The replay of the audit: read an unassigned interview, create a posting, record a decision.
    expect((await api('GET', `/api/v1/interviews/${unassignedInterview}`)).status).toBe(404);
    expect((await api('POST', '/api/v1/postings', { title: 'X', description: 'Y' })).status).toBe(403);
    expect(
      (await api('POST', `/api/v1/interviews/${unassignedInterview}/decision`, { status: 'accepted' })).status,
    ).toBe(403);

    // Key and web session side by side: the same answers.
    const web = admin.client;
    const pairs: [Promise<{ status: number }>, Promise<{ status: number }>][] = [
      [api('GET', `/api/v1/postings/${assignedPosting}`), web.get(`/api/postings/${assignedPosting}`)],
      [api('GET', `/api/v1/postings/${unassignedPosting}`), web.get(`/api/postings/${unassignedPosting}`)],
      [api('GET', `/api/v1/interviews/${assignedInterview}`), web.get(`/api/interviews/${assignedInterview}`)],
      [api('GET', `/api/v1/interviews/${unassignedInterview}`), web.get(`/api/interviews/${unassignedInterview}`)],
      [
        api('GET', `/api/v1/postings/${assignedPosting}/interviews`),
        web.get(`/api/postings/${assignedPosting}/candidates`),
      ],
      [
        api('GET', `/api/v1/postings/${unassignedPosting}/interviews`),
        web.get(`/api/postings/${unassignedPosting}/candidates`),
      ],
      [
        api('POST', '/api/v1/postings', { title: 'X', description: 'Y' }),
        createOpenPosting(web, { title: 'X', description: 'Y' }),
      ],
      [
        api('PUT', `/api/v1/postings/${assignedPosting}`, { title: 'X', description: 'Y' }),
        web.put(`/api/postings/${assignedPosting}`, { title: 'X', description: 'Y' }),
      ],
      [
        api('POST', `/api/v1/interviews/${assignedInterview}/decision`, { status: 'accepted' }),
        web.patch(`/api/interviews/${assignedInterview}/status`, { status: 'accepted' }),
      ],
      [
        api('POST', `/api/v1/postings/${assignedPosting}/invitations`, { fullName: 'Cy', email: 'cy@example.com' }),
        web.post(`/api/postings/${assignedPosting}/invitations`, { fullName: 'Cy', email: 'cy@example.com' }),
      ],
    ];
    const answers = await Promise.all(
      pairs.map(async ([viaKey, viaWeb]) => [(await viaKey).status, (await viaWeb).status]),
    );
    expect(answers).toEqual([
      [200, 200],
      [404, 404],
      [200, 200],
      [404, 404],
      [200, 200],
      [404, 404],
      [403, 403],
      [403, 403],
      [403, 403],
      [403, 403],
    ]);
    const listed = await api('GET', '/api/v1/postings');
    expect(listed.json.data.map((p: { id: string }) => p.id)).toEqual([assignedPosting]);

    const list = await owner.get('/api/organization/api-keys');
    expect(list.json.keys.find((k: { id: string }) => k.id === key.id).createdBy.role).toBe('reviewer');
  });

  it('stops working once its creator is removed from the organization', async () => {
    const removed = await owner.post('/api/auth/organization/remove-member', {
      memberIdOrEmail: await memberIdOf(admin.userId),
    });
    expect(removed.status).toBe(200);
    expect((await api('GET', `/api/v1/postings/${assignedPosting}`)).status).toBe(401);
    const list = await owner.get('/api/organization/api-keys');
    expect(list.json.keys.find((k: { id: string }) => k.id === key.id).createdBy.role).toBeNull();
  });
});
