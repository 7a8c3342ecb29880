import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allow, roleMay, type OrganizationRole } from '../../../src/core/access.ts';
import { actionOf, credentialOf, type Endpoint } from '../../../src/core/api/endpoint.ts';
import { publicApiEndpoints } from '../../../src/core/api/endpoints/public-api.ts';
import { scopesAllow, type ApiKeyScope } from '../../../src/core/api-keys.ts';
import { apiKeys, interviews } from '../../../src/server/db/schema.ts';
import { newApiKeySecret } from '../../../src/server/modules/api-keys/api-key-secret.ts';
import { DISPATCH_PLAN } from '../../fixtures/interview-plans.ts';
import { actorFor, addMember } from '../../support/actors.ts';
import { insertInterviews } from '../../support/factories.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The role × endpoint matrix of the public API (docs/decisions/0050), read from the declarations
 * (src/core/api/endpoints/public-api.ts): each endpoint is called with a key made by each role of
 * one organization (the key acts with its creator's current role, docs/decisions/0028), a
 * read-only key and a key of another organization, and must answer as the declared action,
 * src/core/access.ts and the key's scopes say.
 */
type Caller = {
  name: string;
  role: OrganizationRole | 'outsider';
  assigned: boolean;
  scopes: ApiKeyScope[];
  key: string;
};

const BODIES: Record<string, unknown> = {
  [publicApiEndpoints.createPosting.id]: { title: 'Matrix posting', description: 'Written through a key.' },
  [publicApiEndpoints.updatePosting.id]: { title: 'Matrix posting', description: 'Written through a key.' },
  [publicApiEndpoints.savePlanDraft.id]: DISPATCH_PLAN,
  [publicApiEndpoints.publishPlan.id]: DISPATCH_PLAN,
  [publicApiEndpoints.decide.id]: { status: 'accepted' },
  [publicApiEndpoints.invite.id]: { fullName: 'Matrix Candidate', email: 'matrix-candidate@example.com' },
};

const declared = Object.values(publicApiEndpoints) as Endpoint[];

let t: TestApp;
let callers: Caller[];
let postingId: string;
let interviewId: string;

/** A key row made by `userId` (the use case that creates keys has its own tests). */
async function keyOf(userId: string, organizationId: string, scopes: ApiKeyScope[]): Promise<string> {
  const { secret, prefix, hash } = newApiKeySecret();
  await t.deps.database.db
    .insert(apiKeys)
    .values({ organizationId, name: 'Matrix', prefix, hash, scopes, createdBy: userId });
  return secret;
}

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  const owner = await actorFor(t, 'owner', { name: 'Olive Owner' });
  const posting = await createOpenPosting(owner.client, { title: 'Keyed posting', description: 'Reached by keys.' });
  expect(posting.status).toBe(201);
  postingId = posting.json.id;
  const [interview] = await insertInterviews(t.deps.database.db, [postingId], 1, { archivedShare: 0 });
  interviewId = interview!;
  await t.deps.database.db.update(interviews).set({ submittedAt: new Date() }).where(eq(interviews.id, interviewId));
  const members = async (role: OrganizationRole, name: string) => addMember(t, owner.client, role, name);
  const admin = await members('admin', 'Key Admin');
  const recruiter = await members('recruiter', 'Key Recruiter');
  const reviewer = await members('reviewer', 'Assigned Reviewer');
  const bystander = await members('reviewer', 'Unassigned Reviewer');
  const assign = await owner.client.put(`/api/postings/${postingId}/reviewers`, { userIds: [reviewer.userId] });
  expect(assign.status).toBe(200);
  const outsider = await actorFor(t, 'owner', { name: 'Other Company' });
  const both: ApiKeyScope[] = ['read', 'write'];
  const made = async (
    name: string,
    who: { userId: string; organizationId: string },
    role: Caller['role'],
    assigned: boolean,
    scopes = both,
  ): Promise<Caller> => ({ name, role, assigned, scopes, key: await keyOf(who.userId, who.organizationId, scopes) });
  callers = [
    await made('owner', owner, 'owner', false),
    await made('admin', admin, 'admin', false),
    await made('recruiter', recruiter, 'recruiter', false),
    await made('assigned reviewer', reviewer, 'reviewer', true),
    await made('unassigned reviewer', bystander, 'reviewer', false),
    await made('owner, read-only key', owner, 'owner', false, ['read']),
    await made('another organization', outsider, 'outsider', false),
  ];
}, 120_000);
afterAll(async () => t?.close());

/** 404 outside the organization or the reviewer's assignment, 403 for the key's scopes or the role, else success. */
function expected(caller: Caller, endpoint: Endpoint): 'ok' | 403 | 404 {
  const action = actionOf(endpoint)!;
  const subject = endpoint.path.includes(':id');
  if (caller.role === 'outsider') return subject ? 404 : 'ok';
  if (!scopesAllow(caller.scopes, action)) return 403;
  if (!roleMay(caller.role, action)) return 403;
  if (subject && !allow({ role: caller.role }, action, { assigned: caller.assigned })) return 404;
  return 'ok';
}

describe('public API: role × endpoint matrix from the declarations', () => {
  it('declares every /api/v1 endpoint with an API key and an action', () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((e) => credentialOf(e) !== 'apiKey' || !actionOf(e)).map((e) => e.id)).toEqual([]);
    expect(declared.filter((e) => e.method !== 'GET' && !(e.id in BODIES)).map((e) => e.id)).toEqual([]);
  });

  it('answers each role’s key, a read-only key and another organization’s key as the declared action says', async () => {
    const failures: string[] = [];
    for (const endpoint of declared) {
      const id = endpoint.path.startsWith('/api/v1/interviews/') ? interviewId : postingId;
      const url = new URL(endpoint.path.replace(':id', id), t.url);
      const body = BODIES[endpoint.id];
      for (const caller of callers) {
        const want = expected(caller, endpoint);
        const response = await fetch(url, {
          method: endpoint.method,
          headers: {
            authorization: `Bearer ${caller.key}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const got = response.status;
        const ok = want === 'ok' ? ![401, 403, 404].includes(got) && got < 500 : got === want;
        if (!ok)
          failures.push(
            `${endpoint.id} as ${caller.name}: ${got}, expected ${want} (${(await response.text()).slice(0, 120)})`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
