import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, allow, roleMay, type Action, type OrganizationRole } from '../../../src/core/access.ts';
import { actionOf, type Endpoint } from '../../../src/core/api/endpoint.ts';
import { allEndpoints } from '../../../src/core/api/endpoints/index.ts';
import { defaultTemplate } from '../../../src/core/mail-templates.ts';
import { isPublicApiPath } from '../../../src/server/auth/guard.ts';
import { interviews, webhookDeliveries } from '../../../src/server/db/schema.ts';
import { insertInterviews } from '../../support/factories.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { actorFor, addMember } from '../../support/actors.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The role × endpoint matrix (src/core/access.ts), generated from the registered routes: every
 * employer route is declared in src/core/api/endpoints/ with the action it takes (a registered
 * route that is not declared fails), and is called by each role of one organization and by the
 * owner of another organization.
 */

type Ids = { posting: string; interview: string; apiKey: string; webhook: string; delivery: string };
type Route = Omit<Fixture, 'action'> & { action: Action | null };
type Fixture = {
  /**
   * The action the use case checks when the declaration says `signedIn` because the route decides
   * between two rules (audit: `audit.read`, or the install's administrators for `scope=admin`).
   */
  action?: Action;
  /** Which id the `:id` names; absent for collection routes. */
  subject?: 'posting' | 'interview' | 'apiKey' | 'webhook';
  body?: (ctx: { plan: unknown; reviewerId: string }) => unknown;
  /** Destructive: allowed callers get a posting of their own to act on. */
  fresh?: boolean;
  /** Other `:name` params of the path, prepared as the caller (e.g. a comment they wrote). */
  params?: (caller: HttpClient, target: Ids) => Promise<Record<string, string>>;
  /** A query string the route needs to get past validation (e.g. `?decision=accepted`). */
  query?: string;
};

const POSTING_BODY = { title: 'Matrix posting', description: 'A posting the role matrix test writes to.' };

/**
 * What the matrix sends to each declared endpoint (src/core/api/endpoints/), keyed by the
 * declaration's id; the method, path and action come from the declaration itself.
 */
const FIXTURES: Record<string, Fixture> = {
  'postings.create': { body: () => POSTING_BODY },
  'postings.get': { subject: 'posting' },
  'postings.update': { subject: 'posting', body: () => POSTING_BODY },
  'postings.setActive': { subject: 'posting', body: () => ({ isActive: true }) },
  'postings.delete': { subject: 'posting', fresh: true },
  'plans.get': { subject: 'posting' },
  'plans.saveDraft': { subject: 'posting', body: ({ plan }) => plan },
  'plans.draftFromDescription': { subject: 'posting' },
  'plans.publish': { subject: 'posting', body: ({ plan }) => plan },
  'plans.publishDefault': { subject: 'posting' },
  // Preview as candidate (docs/decisions/0042): the intake body is read after the access check,
  // so an allowed caller's empty body answers 400.
  'previews.posting': { subject: 'posting' },
  'previews.start': { subject: 'posting' },
  // Half A (endpoints-a): review
  'review.candidates': { subject: 'posting' },
  'review.search': {},
  'review.get': { subject: 'interview' },
  'review.setStatus': { subject: 'interview', body: () => ({ status: 'accepted' }) },
  'review.setArchived': { subject: 'interview', body: () => ({ archived: false }) },
  // Each row is scoped on its own: allowed roles get 200 (an unknown id fails on its row), the others 403.
  'review.bulk': { body: () => ({ action: 'accept', ids: [randomUUID()] }) },
  'review.retryFeedback': { subject: 'interview' },
  'review.decisionMail': {
    subject: 'interview',
    body: () => ({ subject: 'Your application', body: 'Thank you for your time.' }),
  },
  // Half A (endpoints-a): scorecards
  'review.scorecard': { subject: 'interview' },
  // Not assessed yet: allowed callers reach the 409, the others 403/404.
  'review.overrideRating': {
    subject: 'interview',
    body: () => ({ competencyId: 'any', rating: 3, reason: 'Matrix check' }),
  },
  'review.comparison': { subject: 'posting' },
  'review.assessorValidity': {},
  // Half A (endpoints-a): shared-review
  'review.ratings': { subject: 'interview' },
  // Not assessed yet: allowed callers reach the 409, the others 403/404.
  'review.submitRatings': { subject: 'interview', body: () => ({ ratings: [{ competencyId: 'any', rating: 3 }] }) },
  'review.comments': { subject: 'interview' },
  'review.addComment': { subject: 'interview', body: () => ({ body: 'Matrix check comment' }) },
  // Each caller deletes a comment of their own (those who may not comment get 403/404 first).
  'review.deleteComment': {
    subject: 'interview',
    params: async (caller, target) => {
      const posted = await caller.post(`/api/interviews/${target.interview}/comments`, { body: 'To delete' });
      return { commentId: posted.status === 201 ? posted.json.comment.id : '00000000-0000-4000-8000-000000000000' };
    },
  },
  // Half A (endpoints-a): second-round
  'review.secondRound': { subject: 'interview' },
  // Half A (endpoints-a): bias
  'bias.report': { subject: 'posting' },
  'bias.reportCsv': { subject: 'posting' },
  // Half A (endpoints-a): end
  // Half B (docs/decisions/0044).
  'accounts.me': {},
  // Keeps the name the other tests rely on.
  'organizations.rename': { body: () => ({ name: 'Olive Owner' }) },
  // Personal organizations cannot be deleted (409), so the owner's and the outsider's stay.
  'organizations.delete': { body: () => ({ name: 'Olive Owner' }) },
  'organizations.reviewers': { subject: 'posting' },
  // Keeps the assignment the other rows rely on.
  'organizations.setReviewers': { subject: 'posting', body: ({ reviewerId }) => ({ userIds: [reviewerId] }) },
  'notice.get': {},
  'notice.save': {
    body: () => ({ text: 'We record answers. Assessed: {{competencies}}. Kept {{retention_days}} days.' }),
  },
  'brand.get': {},
  'brand.save': { body: () => ({ displayName: null, accentColor: '#1d4ed8', supportEmail: null, websiteUrl: null }) },
  // A JSON body: allowed roles reach the 400 (not a multipart upload), the others 403.
  'brand.uploadLogo': {},
  'brand.deleteLogo': {},
  // Mail templates (docs/decisions/0043): every member reads them, owners and admins change them.
  'mail-templates.list': {},
  'mail-templates.save': { params: async () => ({ kind: 'reminder' }), body: () => defaultTemplate('reminder') },
  'mail-templates.reset': { params: async () => ({ kind: 'reminder' }) },
  'mail-templates.decisionMailDraft': { subject: 'interview', query: '?decision=accepted' },
  'api-keys.list': {},
  'api-keys.create': { body: () => ({ name: 'Matrix key', scopes: ['read'] }) },
  // Revoking twice keeps the first revocation, so every allowed caller can act on the same key.
  'api-keys.revoke': { subject: 'apiKey' },
  'webhooks.list': {},
  'webhooks.create': { body: () => ({ url: 'http://127.0.0.1:9/matrix', events: ['decision.made'] }) },
  'webhooks.update': { subject: 'webhook', body: () => ({ description: 'Matrix' }) },
  'webhooks.delete': { subject: 'webhook', fresh: true },
  'webhooks.rotateSecret': { subject: 'webhook' },
  'webhooks.deliveries': { subject: 'webhook' },
  'webhooks.redeliver': { subject: 'webhook' },
  'webhooks.test': { subject: 'webhook' },
  'invitations.list': { subject: 'posting' },
  'invitations.invite': {
    subject: 'posting',
    body: () => ({ fullName: 'Ivy Invitee', email: `ivy-${Math.random().toString(36).slice(2)}@example.com` }),
  },
  'invitations.importCsv': {
    subject: 'posting',
    body: () => ({ csv: `name,email\nCsv Invitee,csv-${Math.random().toString(36).slice(2)}@example.com\n` }),
  },
  'invitations.settings': { subject: 'posting' },
  'invitations.saveSettings': {
    subject: 'posting',
    body: () => ({ reminderDays: 3, expiryDays: 14, bookingUrl: null }),
  },
  // Declared signedIn (install admins read every admin action whatever their role); the
  // organization's own entries, asked for here, need audit.read in the use case.
  'audit.list': { action: 'audit.read' },
  'audit.csv': { action: 'audit.read' },
  'candidate-data.search': { body: () => ({ email: 'nobody@example.com' }) },
  'candidate-data.export': { body: () => ({ email: 'nobody@example.com' }) },
  'candidate-data.delete': { body: () => ({ email: 'nobody@example.com' }) },
  'billing.summary': {},
  'billing.checkout': { body: () => ({ plan: 'starter' }) },
  'billing.portal': {},
  // End of half B.
};

/**
 * An employer endpoint: not one of the guard's public paths, nor the install administrators' own
 * (/api/admin/, not an organization role; OUTSIDE_THE_MATRIX below).
 */
const employerEndpoints = allEndpoints().filter(
  (endpoint) => !isPublicApiPath(endpoint.path) && !endpoint.path.startsWith('/api/admin/'),
);
const routeKey = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The declared employer endpoints, with their fixtures. */
const ROUTES: Record<string, Route> = {
  ...Object.fromEntries(
    employerEndpoints.map((endpoint) => [routeKey(endpoint), { action: actionOf(endpoint), ...FIXTURES[endpoint.id] }]),
  ),
};

/** Not organization routes: anyone's (public, auth) or the install's administrators'. */
const OUTSIDE_THE_MATRIX = [
  /^\/api\/auth\//,
  /^\/api\/health(\/live|\/ready)?$/,
  /^\/api\/config$/,
  /^\/api\/blobs\//,
  /^\/api\/docs/,
  /^\/api\/public\//,
  /^\/api\/billing\/webhook$/,
  /^\/api\/ops\//,
  /^\/api\/v1\//,
  /^\/api\/admin\//,
  /^\/api\/\*$/,
];

type Caller = { name: string; role: OrganizationRole | 'outsider'; assigned: boolean; client: HttpClient };

let t: TestApp;
let owner: HttpClient;
let callers: Caller[];
let ids: Ids;
let plan: unknown;
let reviewerId: string;

async function newPosting(): Promise<Ids> {
  const created = await owner.post('/api/postings', POSTING_BODY);
  expect(created.status).toBe(201);
  const [interview] = await insertInterviews(t.deps.database.db, [created.json.id], 1, { archivedShare: 0 });
  await t.deps.database.db.update(interviews).set({ submittedAt: new Date() }).where(eq(interviews.id, interview!));
  const hook = await owner.post('/api/organization/webhooks', {
    url: 'http://127.0.0.1:9/fresh',
    events: ['decision.made'],
  });
  expect(hook.status).toBe(201);
  return {
    posting: created.json.id,
    interview: interview!,
    apiKey: ids?.apiKey ?? '',
    webhook: hook.json.webhook.id,
    delivery: randomUUID(),
  };
}

beforeAll(async () => {
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  ({ client: owner } = await actorFor(t, 'owner', { name: 'Olive Owner' }));
  ids = await newPosting();
  const key = await owner.post('/api/organization/api-keys', { name: 'Matrix revoke', scopes: ['read'] });
  expect(key.status).toBe(201);
  ids.apiKey = key.json.key.id;
  const [delivery] = await t.deps.database.db
    .insert(webhookDeliveries)
    .values({
      endpointId: ids.webhook,
      messageId: 'msg_matrix',
      eventType: 'decision.made',
      payload: {},
      status: 'failed',
    })
    .returning({ id: webhookDeliveries.id });
  ids.delivery = delivery!.id;
  plan = (await owner.post(`/api/postings/${ids.posting}/plan/draft-from-description`)).json.draft;
  // Members as rows (tests/support/actors.ts): invitations have their own tests.
  const admin = await addMember(t, owner, 'admin');
  const recruiter = await addMember(t, owner, 'recruiter');
  const reviewer = await addMember(t, owner, 'reviewer', 'Assigned Reviewer');
  const bystander = await addMember(t, owner, 'reviewer', 'Unassigned Reviewer');
  reviewerId = reviewer.userId;
  const assign = await owner.put(`/api/postings/${ids.posting}/reviewers`, { userIds: [reviewerId] });
  expect(assign.status).toBe(200);
  expect(assign.json.reviewers.map((r: { userId: string }) => r.userId)).toEqual([reviewerId]);
  const outsider = await actorFor(t, 'owner', { name: 'Other Company' });
  callers = [
    { name: 'owner', role: 'owner', assigned: false, client: owner },
    { name: 'admin', role: 'admin', assigned: false, client: admin.client },
    { name: 'recruiter', role: 'recruiter', assigned: false, client: recruiter.client },
    { name: 'assigned reviewer', role: 'reviewer', assigned: true, client: reviewer.client },
    { name: 'unassigned reviewer', role: 'reviewer', assigned: false, client: bystander.client },
    { name: 'another organization', role: 'outsider', assigned: false, client: outsider.client },
  ];
}, 120_000);
afterAll(async () => t?.close());

/** What a caller must get: 404 outside the organization or the reviewer's assignment, 403 for the role, else success. */
function expected(caller: Caller, route: Route): 'ok' | 403 | 404 {
  if (!route.action) return 'ok';
  if (caller.role === 'outsider') return route.subject ? 404 : 'ok';
  if (!roleMay(caller.role, route.action)) return 403;
  if (route.subject && !allow({ role: caller.role }, route.action, { assigned: caller.assigned })) return 404;
  return 'ok';
}

describe('role × endpoint matrix', () => {
  it("reads each employer endpoint's access from its declaration: an action, or an explicit signedIn", () => {
    const wrong = employerEndpoints
      .filter((endpoint) => {
        const access: unknown = endpoint.access;
        if (access === 'signedIn') return false;
        return !(typeof access === 'object' && access && ACTIONS.includes((access as { action: Action }).action));
      })
      .map((endpoint) => `${endpoint.id}: ${JSON.stringify(endpoint.access)}`);
    expect(wrong).toEqual([]);
    // A declared `public` endpoint must be one the guard lets through unauthenticated.
    const publicButGuarded = allEndpoints()
      .filter((endpoint) => endpoint.access === 'public' && !isPublicApiPath(endpoint.path))
      .map((endpoint) => endpoint.id);
    expect(publicButGuarded).toEqual([]);
    const declaredIds = new Set(employerEndpoints.map((endpoint) => endpoint.id));
    expect(Object.keys(FIXTURES).filter((id) => !declaredIds.has(id))).toEqual([]);
  });

  it('lists every registered employer route', () => {
    const registered = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(r.method))
      .filter((r) => !OUTSIDE_THE_MATRIX.some((p) => p.test(r.url)))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((key) => !(key in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('answers every role and a member of another organization as src/core/access.ts says', async () => {
    const failures: string[] = [];
    for (const [key, route] of Object.entries(ROUTES)) {
      const [method, path] = key.split(' ') as [string, string];
      for (const caller of callers) {
        const want = expected(caller, route);
        const target = route.fresh && want === 'ok' ? await newPosting() : ids;
        const id =
          route.subject === 'interview'
            ? target.interview
            : route.subject === 'apiKey'
              ? target.apiKey
              : route.subject === 'webhook'
                ? target.webhook
                : target.posting;
        let url = path.replace(':id', id).replace(':deliveryId', target.delivery);
        for (const [name, value] of Object.entries((await route.params?.(caller.client, target)) ?? {}))
          url = url.replace(`:${name}`, value);
        const response = await caller.client.request(
          method,
          url + (route.query ?? ''),
          route.body?.({ plan, reviewerId }),
        );
        const got = response.status;
        const ok = want === 'ok' ? ![401, 403, 404].includes(got) && got < 500 : got === want;
        if (!ok) failures.push(`${key} as ${caller.name}: ${got}, expected ${want} (${response.text.slice(0, 120)})`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('lists only the postings each caller may see', async () => {
    const sees = async (caller: Caller) => {
      const postings = (await caller.client.get('/api/postings')).json as { id: string }[];
      const dashboard = (await caller.client.get('/api/dashboard')).text;
      const search = (await caller.client.get('/api/interviews')).text;
      return {
        list: postings.some((p) => p.id === ids.posting),
        dashboard: dashboard.includes(ids.posting),
        search: search.includes(ids.interview),
      };
    };
    for (const caller of callers) {
      const visible = caller.role !== 'outsider' && (caller.role !== 'reviewer' || caller.assigned);
      expect(await sees(caller), caller.name).toEqual({ list: visible, dashboard: visible, search: visible });
    }
  });
});
