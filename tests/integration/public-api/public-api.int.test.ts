import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialOf, type Endpoint } from '../../../src/core/api/endpoint.ts';
import { allEndpoints } from '../../../src/core/api/endpoints/index.ts';
import { publicApiEndpoints } from '../../../src/core/api/endpoints/public-api.ts';
import type { InterviewPlan } from '../../../src/core/interview-plan.ts';
import { apiIdempotency, apiKeys, auditLog, interviews } from '../../../src/server/db/schema.ts';
import { hashApiKey } from '../../../src/server/modules/api-keys/api-key-secret.ts';
import { apiKeyMessages } from '../../../src/core/api/api-keys.ts';
import { API_RATE_LIMIT } from '../../../src/core/api-keys.ts';
import { hitRateLimit } from '../../../src/server/auth/rate-limit.ts';
import { handleAssessInterview } from '../../../src/server/modules/interviews/assess-interview.ts';
import { queueAssessment } from '../../../src/server/modules/interviews/queue-assessment.ts';
import { DISPATCH_PLAN, DISPATCH_POSTING } from '../../fixtures/interview-plans.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { insertInterviews } from '../../support/factories.ts';
import { createAnsweredInterview, createPlannedPosting, STRONG_ANSWERS } from '../../support/scorecard-fixtures.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { actorFor, addMember } from '../../support/actors.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';

/**
 * API keys (docs/decisions/0026-public-api.md): stored hashed and shown once, scoped to one
 * organization and to their scopes, dead after revocation; the /api/v1 routes authenticate
 * with them only, answer in cursor pages, replay idempotent POSTs and appear in the OpenAPI document.
 */
let t: TestApp;
let owner: HttpClient;
let ownerId: string;
let postingId: string;
let interviewId: string;
let writeKey: string;
let readKey: string;

const FIRST_ATTEMPT = { jobId: 'direct', retryCount: 0, retryLimit: 3 };

/** A call the way an integration makes it: no cookies, no Origin, only the bearer key. */
async function api(
  method: string,
  path: string,
  key: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(new URL(path, t.url), {
    method,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

async function createKey(client: HttpClient, scopes: string[], name = 'ATS') {
  const created = await client.post('/api/organization/api-keys', { name, scopes });
  expect(created.status).toBe(201);
  return created.json as { key: { id: string; prefix: string; scopes: string[] }; secret: string };
}

beforeAll(async () => {
  // No workers: the scorecard test runs the assessment itself.
  t = await startTestApp({}, { workers: false });
  ({ client: owner, userId: ownerId } = await actorFor(t, 'owner', { name: 'Api Owner' }));
  const posting = await createOpenPosting(owner, { title: 'API posting', description: 'Reached through the API.' });
  expect(posting.status).toBe(201);
  postingId = posting.json.id;
  const [interview] = await insertInterviews(t.deps.database.db, [postingId], 1, { archivedShare: 0, undecided: true });
  interviewId = interview!;
  await t.deps.database.db.update(interviews).set({ submittedAt: new Date() }).where(eq(interviews.id, interviewId));
  writeKey = (await createKey(owner, ['read', 'write'])).secret;
  readKey = (await createKey(owner, ['read'], 'Reporting')).secret;
}, 120_000);
afterAll(async () => t?.close());

/** Every /api/v1 route as registered. */
const registeredV1Routes = () =>
  t.app.routeTable
    .filter((r) => r.url.startsWith('/api/v1/') && !['HEAD', 'OPTIONS'].includes(r.method))
    .map((r) => ({ method: r.method, url: r.url }));
/** Every /api/v1 route as declared (src/core/api/endpoints/public-api.ts). */
const declared = Object.values(publicApiEndpoints) as Endpoint[];
const v1Routes = () => declared.map((endpoint) => ({ method: endpoint.method, url: endpoint.path }));
const withIds = (url: string) => url.replace(':id', url.startsWith('/api/v1/interviews/') ? interviewId : postingId);

/** A valid body for each writing route, so that only the key decides the answer. */
const VALID_BODIES: Record<string, unknown> = {
  [publicApiEndpoints.createPosting.id]: { title: 'Any', description: 'Any posting.' },
  [publicApiEndpoints.updatePosting.id]: { title: 'Any', description: 'Any posting.' },
  [publicApiEndpoints.savePlanDraft.id]: DISPATCH_PLAN,
  [publicApiEndpoints.publishPlan.id]: DISPATCH_PLAN,
  [publicApiEndpoints.decide.id]: { status: 'accepted' },
  [publicApiEndpoints.invite.id]: { fullName: 'Any Candidate', email: 'any-candidate@example.com' },
};
const bodyOf = (route: { method: string; url: string }) => {
  if (route.method === 'GET') return undefined;
  const endpoint = declared.find((e) => e.method === route.method && e.path === route.url);
  const body = endpoint && VALID_BODIES[endpoint.id];
  expect(body, `a body for ${route.method} ${route.url}`).toBeDefined();
  return body;
};

/** The plan an ATS writes: DISPATCH_PLAN with a first question no other plan asks. */
const ATS_PLAN: InterviewPlan = {
  ...DISPATCH_PLAN,
  questions: DISPATCH_PLAN.questions.map((q, i) =>
    i === 0
      ? { ...q, text: 'From the ATS: how would you plan routes for a thousand couriers?', timeLimitSeconds: 90 }
      : q,
  ),
};

describe('API keys', () => {
  it('shows the secret once and stores only its digest', async () => {
    const created = await createKey(owner, ['read']);
    expect(created.secret).toMatch(/^sr_live_[0-9a-f]{48}$/);
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    const [row] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row!.hash).toBe(hashApiKey(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const list = await owner.get('/api/organization/api-keys');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(created.secret);
    expect(list.json.keys.find((k: { id: string }) => k.id === created.key.id)).toMatchObject({
      prefix: created.key.prefix,
      scopes: ['read'],
      revokedAt: null,
    });
  });

  it('lets only owners and admins manage keys', async () => {
    const recruiter = await addMember(t, owner, 'recruiter');
    expect((await recruiter.client.post('/api/organization/api-keys', { name: 'x', scopes: ['read'] })).status).toBe(
      403,
    );
    expect((await recruiter.client.get('/api/organization/api-keys')).status).toBe(403);
    const bad = await owner.post('/api/organization/api-keys', { name: 'x', scopes: [] });
    expect(bad.status).toBe(400);
  });

  it('refuses a missing, malformed or unknown key on every /api/v1 route', async () => {
    const routes = v1Routes();
    // Registered exactly as declared, every one through an API key, and nothing else under /api/v1.
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    expect(registeredV1Routes().map(key).sort()).toEqual(routes.map(key).sort());
    expect(declared.filter((e) => credentialOf(e) !== 'apiKey').map((e) => e.id)).toEqual([]);
    expect(
      allEndpoints()
        .filter((e) => credentialOf(e) === 'apiKey' || e.path.startsWith('/api/v1/'))
        .map((e) => e.id)
        .sort(),
    ).toEqual(declared.map((e) => e.id).sort());
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'GET /api/v1/postings',
        'POST /api/v1/postings',
        'GET /api/v1/postings/:id',
        'PUT /api/v1/postings/:id',
        'GET /api/v1/postings/:id/plan',
        'PUT /api/v1/postings/:id/plan',
        'POST /api/v1/postings/:id/plan/publish',
        'GET /api/v1/postings/:id/interviews',
        'POST /api/v1/postings/:id/invitations',
        'GET /api/v1/interviews/:id',
        'GET /api/v1/interviews/:id/scorecard',
        'POST /api/v1/interviews/:id/decision',
      ].sort(),
    );
    const unknown = `sr_live_${'0'.repeat(48)}`;
    for (const route of routes) {
      for (const key of [null, 'garbage', unknown]) {
        const response = await api(route.method, withIds(route.url), key, bodyOf(route));
        expect(response.status, `${route.method} ${route.url} with ${key}`).toBe(401);
        expect(response.json.error.code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('refuses a revoked key on every /api/v1 route and records when a key was last used', async () => {
    const created = await createKey(owner, ['read', 'write'], 'Soon revoked');
    expect((await api('GET', '/api/v1/postings', created.secret)).status).toBe(200);
    const [used] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(used!.lastUsedAt).not.toBeNull();
    const revoked = await owner.post(`/api/organization/api-keys/${created.key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.revokedAt).not.toBeNull();
    const audit = await t.deps.database.db.select().from(auditLog);
    const about = audit.filter((e) => (e.details as { keyId?: string } | null)?.keyId === created.key.id);
    expect(about.map((e) => e.action).sort()).toEqual(['api_key.create', 'api_key.revoke']);
    expect(JSON.stringify(about)).not.toContain(created.secret);
    for (const route of v1Routes()) {
      const response = await api(route.method, withIds(route.url), created.secret, bodyOf(route));
      expect(response.status, `${route.method} ${route.url}`).toBe(401);
      expect(response.json.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('holds each key to its own rate: 429 with Retry-After over it, other keys unaffected, before the body is read', async () => {
    const created = await createKey(owner, ['read', 'write'], 'Busy');
    // Spend the key's window without a request per hit; the next request is over it.
    for (let i = 0; i < API_RATE_LIMIT.limit; i++)
      await hitRateLimit(
        t.deps.database.db,
        `api-key:${created.key.id}`,
        API_RATE_LIMIT.limit,
        API_RATE_LIMIT.windowSeconds,
      );
    const over = await api('GET', '/api/v1/postings', created.secret);
    expect(over.status).toBe(429);
    expect(over.json.error).toEqual({ code: 'RATE_LIMITED', message: apiKeyMessages.rateLimited });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // An invalid body does not matter: the key is refused first.
    const write = await api('POST', '/api/v1/postings', created.secret, { title: '' });
    expect(write.status).toBe(429);
    expect((await api('GET', '/api/v1/postings', readKey)).status).toBe(200);
  });

  it('keeps a key inside its organization: another organization’s ids answer 404', async () => {
    const other = await actorFor(t, 'owner', { name: 'Other Org' });
    const otherKey = (await createKey(other.client, ['read', 'write'])).secret;
    expect((await api('GET', `/api/v1/postings/${postingId}`, otherKey)).status).toBe(404);
    const list = await api('GET', '/api/v1/postings', otherKey);
    expect(list.json.data.map((p: { id: string }) => p.id)).not.toContain(postingId);
    const decision = await api('POST', `/api/v1/interviews/${interviewId}/decision`, otherKey, { status: 'accepted' });
    expect(decision.status).toBe(404);
    const invite = await api('POST', `/api/v1/postings/${postingId}/invitations`, otherKey, {
      fullName: 'Nope',
      email: 'nope@example.com',
    });
    expect(invite.status).toBe(404);
    // Every route naming a posting or interview answers 404 to another organization's key, and changes nothing.
    for (const route of v1Routes().filter((r) => r.url.includes(':id'))) {
      const response = await api(route.method, withIds(route.url), otherKey, bodyOf(route));
      expect(response.status, `${route.method} ${route.url}`).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    const mineStill = await api('GET', `/api/v1/postings/${postingId}`, writeKey);
    expect(mineStill.json.title).toBe('API posting');
    // Nor can an organization revoke another's key.
    const mine = await createKey(owner, ['read']);
    expect((await other.client.post(`/api/organization/api-keys/${mine.key.id}/revoke`)).status).toBe(404);
  });

  it('holds a read key to reads (403 on every PUT and POST)', async () => {
    expect((await api('GET', `/api/v1/postings/${postingId}`, readKey)).status).toBe(200);
    expect((await api('GET', `/api/v1/postings/${postingId}/plan`, readKey)).status).toBe(200);
    const writes = v1Routes().filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.method).sort()).toEqual(['POST', 'POST', 'POST', 'POST', 'PUT', 'PUT']);
    for (const route of writes) {
      const response = await api(route.method, withIds(route.url), readKey, bodyOf(route));
      expect(response.status, `${route.method} ${route.url}`).toBe(403);
      expect(response.json.error.code).toBe('FORBIDDEN');
    }
    const create = await api('POST', '/api/v1/postings', readKey, { title: 'No', description: 'Read only.' });
    expect(create.status).toBe(403);
    expect(create.json.error.code).toBe('FORBIDDEN');
    const decide = await api('POST', `/api/v1/interviews/${interviewId}/decision`, readKey, { status: 'accepted' });
    expect(decide.status).toBe(403);
  });
});

describe('/api/v1', () => {
  it('creates postings and pages through them with a cursor, newest first', async () => {
    const other = await actorFor(t, 'owner', { name: 'Pager' });
    const key = (await createKey(other.client, ['read', 'write'])).secret;
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await api('POST', '/api/v1/postings', key, { title: `Role ${i}`, description: 'Paged.' });
      expect(response.status).toBe(201);
      created.push(response.json.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const page = await api('GET', `/api/v1/postings${query}`, key);
      expect(page.status).toBe(200);
      expect(page.json.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.json.data.map((p: { id: string }) => p.id));
      cursor = page.json.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...created].reverse());
    expect((await api('GET', '/api/v1/postings?cursor=not-a-cursor', key)).status).toBe(400);
    expect((await api('GET', '/api/v1/postings?limit=100000', key)).status).toBe(400);
  });

  it('replays a POST with the same Idempotency-Key and refuses the key with another body', async () => {
    const headers = { 'idempotency-key': 'create-once-1' };
    const body = { title: 'Idempotent role', description: 'Created once.' };
    const first = await api('POST', '/api/v1/postings', writeKey, body, headers);
    expect(first.status).toBe(201);
    const replay = await api('POST', '/api/v1/postings', writeKey, body, headers);
    expect(replay.status).toBe(201);
    expect(replay.json).toEqual(first.json);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const listed = await api('GET', '/api/v1/postings?limit=200', writeKey);
    expect(listed.json.data.filter((p: { title: string }) => p.title === body.title)).toHaveLength(1);
    const conflict = await api('POST', '/api/v1/postings', writeKey, { ...body, title: 'Other' }, headers);
    expect(conflict.status).toBe(409);
    expect(conflict.json.error.code).toBe('CONFLICT');
    const rows = await t.deps.database.db.select().from(apiIdempotency);
    expect(rows.filter((r) => r.idempotencyKey === 'create-once-1')).toHaveLength(1);
  });

  it('pages through a posting’s interviews with status and Overall Score, and returns a scorecard', async () => {
    const posting = await api('POST', '/api/v1/postings', writeKey, { title: 'Interviews', description: 'Paged.' });
    const inserted = await insertInterviews(t.deps.database.db, [posting.json.id], 3, { archivedShare: 0 });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const page = await api('GET', `/api/v1/postings/${posting.json.id}/interviews${query}`, readKey);
      expect(page.status).toBe(200);
      for (const row of page.json.data) expect(Object.keys(row)).toContain('overallScore');
      seen.push(...page.json.data.map((r: { id: string }) => r.id));
      cursor = page.json.nextCursor;
    } while (cursor && seen.length < 10);
    expect([...seen].sort()).toEqual([...inserted].sort());
    const scorecard = await api('GET', `/api/v1/interviews/${inserted[0]}/scorecard`, readKey);
    expect(scorecard.status).toBe(200);
    expect(scorecard.json.interviewId).toBe(inserted[0]);
    const other = await actorFor(t, 'owner', { name: 'Snoop' });
    const otherKey = (await createKey(other.client, ['read'])).secret;
    expect((await api('GET', `/api/v1/postings/${posting.json.id}/interviews`, otherKey)).status).toBe(404);
    expect((await api('GET', `/api/v1/interviews/${inserted[0]}/scorecard`, otherKey)).status).toBe(404);
  });

  it('updates a posting with the web app’s contract', async () => {
    const created = await api('POST', '/api/v1/postings', writeKey, { title: 'Before', description: 'Old text.' });
    const id = created.json.id as string;
    const body = { title: 'After', description: 'New text.', retakeAfterDays: 30, recommendThreshold: 80 };
    const updated = await api('PUT', `/api/v1/postings/${id}`, writeKey, body);
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(updated.json).toMatchObject({ id, ...body });
    expect((await api('GET', `/api/v1/postings/${id}`, readKey)).json).toMatchObject(body);
    // The web app sees the same posting.
    expect((await owner.get(`/api/postings/${id}`)).json).toMatchObject(body);
    const invalid = await api('PUT', `/api/v1/postings/${id}`, writeKey, { title: '', description: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.code).toBe('VALIDATION');
    expect((await api('PUT', `/api/v1/postings/${interviewId}`, writeKey, body)).status).toBe(404);
  });

  it('saves a plan, reads it back and publishes it; the next candidate is asked its questions', async () => {
    const created = await api('POST', '/api/v1/postings', writeKey, DISPATCH_POSTING);
    const id = created.json.id as string;
    // No draft yet (nothing saved, the plan never read): publishing without a body has nothing to publish.
    const nothing = await api('POST', `/api/v1/postings/${id}/plan/publish`, writeKey);
    expect(nothing.status, JSON.stringify(nothing.json)).toBe(409);
    expect(nothing.json.error.code).toBe('CONFLICT');

    const saved = await api('PUT', `/api/v1/postings/${id}/plan`, writeKey, ATS_PLAN);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({
      postingId: id,
      draft: ATS_PLAN,
      draftSource: 'saved',
      unpublishedChanges: true,
      published: null,
      versions: [],
    });
    // The web app's plan page shows the same thing.
    expect((await owner.get(`/api/postings/${id}/plan`)).json).toEqual(saved.json);

    const headers = { 'idempotency-key': `publish-${id}` };
    const published = await api('POST', `/api/v1/postings/${id}/plan/publish`, writeKey, undefined, headers);
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(published.json).toMatchObject({ unpublishedChanges: false, published: { version: 1, plan: ATS_PLAN } });
    const replay = await api('POST', `/api/v1/postings/${id}/plan/publish`, writeKey, undefined, headers);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(published.json);
    const read = await api('GET', `/api/v1/postings/${id}/plan`, readKey);
    expect(read.json.published).toMatchObject({ version: 1, plan: ATS_PLAN });
    expect(read.json.versions).toHaveLength(1);
    const audit = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'plan.publish'));
    expect(audit.filter((e) => e.postingId === id).map((e) => [e.actorUserId, e.details])).toEqual([
      // Made through a key: the entry names it (docs/decisions/0028).
      [ownerId, { version: 1, apiKeyId: expect.any(String) }],
    ]);

    const candidate = new CandidateClient(t.url);
    const intake = await candidate.intake(
      id,
      { fullName: 'Ada Candidate', email: 'ats-plan@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    expect(intake.status, JSON.stringify(intake.json)).toBe(201);
    const opening = botTurnOf((await candidate.next()).events);
    expect(opening.turn.text).toContain(ATS_PLAN.questions[0]!.text);
    expect((await candidate.state()).json.plan.timeLimitsSeconds[0]).toBe(90);
  });

  it('publishes a plan sent in the body, with the web app’s validation errors', async () => {
    const created = await api('POST', '/api/v1/postings', writeKey, DISPATCH_POSTING);
    const id = created.json.id as string;
    const broken = { ...ATS_PLAN, questions: [{ ...ATS_PLAN.questions[0]!, competencyId: 'nowhere' }] };
    const viaApi = await api('POST', `/api/v1/postings/${id}/plan/publish`, writeKey, broken);
    const viaWeb = await owner.post(`/api/postings/${id}/plan/publish`, broken);
    expect(viaApi.status).toBe(400);
    expect(viaApi.json).toEqual(viaWeb.json);
    expect(viaApi.json.error.code).toBe('VALIDATION');
    const tooLong = { ...ATS_PLAN, questions: ATS_PLAN.questions.map((q) => ({ ...q, timeLimitSeconds: 10_000 })) };
    const saveTooLong = await api('PUT', `/api/v1/postings/${id}/plan`, writeKey, tooLong);
    expect(saveTooLong.status).toBe(400);
    expect(saveTooLong.json).toEqual((await owner.put(`/api/postings/${id}/plan/draft`, tooLong)).json);
    expect((await api('GET', `/api/v1/postings/${id}/plan`, readKey)).json.published).toBeNull();

    const published = await api('POST', `/api/v1/postings/${id}/plan/publish`, writeKey, DISPATCH_PLAN);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ draft: DISPATCH_PLAN, published: { version: 1, plan: DISPATCH_PLAN } });
    // The same plan again is no new version.
    const again = await api('POST', `/api/v1/postings/${id}/plan/publish`, writeKey, DISPATCH_PLAN);
    expect(again.json.versions).toHaveLength(1);
  });

  it('carries each interview’s scorecard in the list, as the scorecard route returns it', async () => {
    const db = t.deps.database.db;
    const posting = await createPlannedPosting(db, ownerId);
    const assessed = await createAnsweredInterview(db, posting, STRONG_ANSWERS, 'Assessed Candidate');
    const waiting = await createAnsweredInterview(db, posting, STRONG_ANSWERS, 'Waiting Candidate');
    await queueAssessment(t.deps, assessed);
    await handleAssessInterview(t.deps)({ interviewId: assessed }, FIRST_ATTEMPT);
    const override = { competencyId: 'mentoring', rating: 2, reason: 'Only one example, told vaguely.' };
    expect((await owner.post(`/api/interviews/${assessed}/scorecard/overrides`, override)).status).toBe(201);

    const page = await api('GET', `/api/v1/postings/${posting.postingId}/interviews`, readKey);
    expect(page.status).toBe(200);
    const byId = new Map(page.json.data.map((row: { id: string }) => [row.id, row]));
    const single = await api('GET', `/api/v1/interviews/${assessed}/scorecard`, readKey);
    expect(single.json.scorecard).not.toBeNull();
    // The row's Overall Score is the settled one the team owns (the override moved it); the
    // scorecard keeps the AI's own estimate beside it (docs/decisions/0034).
    const [settled] = await db.select({ score: interviews.score }).from(interviews).where(eq(interviews.id, assessed));
    expect(byId.get(assessed)).toMatchObject({ overallScore: settled!.score, scorecard: single.json.scorecard });
    expect(settled!.score).not.toBe(single.json.scorecard.overallScore);
    const mentoring = single.json.scorecard.competencies.find((c: { id: string }) => c.id === 'mentoring');
    expect(mentoring.override).toMatchObject({ rating: 2, reason: override.reason });
    expect(mentoring.evidence.some((e: { turnSeq: number | null }) => e.turnSeq !== null)).toBe(true);
    expect(byId.get(waiting)).toMatchObject({ overallScore: null, scorecard: null });

    // No statement per interview: a page of one assessed interview costs what a page of four does.
    for (const name of ['Third Candidate', 'Fourth Candidate']) {
      const id = await createAnsweredInterview(db, posting, STRONG_ANSWERS, name);
      await queueAssessment(t.deps, id);
      await handleAssessInterview(t.deps)({ interviewId: id }, FIRST_ATTEMPT);
    }
    const small = await createPlannedPosting(db, ownerId);
    const alone = await createAnsweredInterview(db, small, STRONG_ANSWERS, 'Only Candidate');
    await queueAssessment(t.deps, alone);
    await handleAssessInterview(t.deps)({ interviewId: alone }, FIRST_ATTEMPT);
    const statements = async (id: string) => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = t.deps.database.queryCount();
        const listed = await api('GET', `/api/v1/postings/${id}/interviews`, readKey);
        expect(listed.json.data.filter((row: { scorecard: unknown }) => row.scorecard !== null).length).toBe(
          id === small.postingId ? 1 : 3,
        );
        counts.push(t.deps.database.queryCount() - before);
      }
      return counts.sort((x, y) => x - y)[1];
    };
    expect(await statements(posting.postingId)).toBe(await statements(small.postingId));
  });

  it('returns one interview with its transcript, scoped to the key', async () => {
    const details = await api('GET', `/api/v1/interviews/${interviewId}`, readKey);
    expect(details.status).toBe(200);
    expect(details.json.id).toBe(interviewId);
    expect(details.headers.get('cache-control')).toBe('no-store');
    expect((await api('GET', `/api/v1/interviews/${postingId}`, readKey)).status).toBe(404);
  });

  it('records a decision (a rejection needs a reason) and invites a candidate', async () => {
    const noReason = await api('POST', `/api/v1/interviews/${interviewId}/decision`, writeKey, { status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.code).toBe('VALIDATION');
    const accepted = await api('POST', `/api/v1/interviews/${interviewId}/decision`, writeKey, { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ id: interviewId, status: 'accepted' });
    const invited = await api('POST', `/api/v1/postings/${postingId}/invitations`, writeKey, {
      fullName: 'Ada Applicant',
      email: 'ada-api@example.com',
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toEqual({ created: 1, rejected: [] });
  });

  it('needs no Origin header for POSTs (no cookies are involved)', async () => {
    const response = await api('POST', '/api/v1/postings', writeKey, { title: 'No origin', description: 'Script.' });
    expect(response.status).toBe(201);
  });

  it('lists every /api/v1 route in the OpenAPI document with the bearer scheme', async () => {
    const doc = await fetch(new URL('/api/docs/json', t.url)).then((r) => r.json());
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of v1Routes()) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(operation.security).toEqual([{ apiKey: [] }]);
    }
    // The plan routes document the plan contract; publishing may be sent without a body.
    expect(doc.paths['/api/v1/postings/{id}/plan'].put.requestBody.required).toBe(true);
    const publish = doc.paths['/api/v1/postings/{id}/plan/publish'].post;
    expect(publish.description).toContain('Without a body, publishes the current draft');
    expect(JSON.stringify(publish.requestBody)).toContain('competencies');
  });
});
