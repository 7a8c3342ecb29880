import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allow, roleMay, type Action, type OrganizationRole } from '../../src/core/access.ts';
import { defaultTemplate } from '../../src/core/mail-templates.ts';
import { interviews, webhookDeliveries } from '../../src/server/db/schema.ts';
import { insertInterviews } from '../support/factories.ts';
import { signUpEmployer, type HttpClient } from '../support/http-client.ts';
import { actorFor, addMember } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The role × endpoint matrix (src/core/access.ts), generated from the registered routes: every
 * employer route must be listed here with the action it takes, and is called by each role of
 * one organization and by the owner of another organization.
 */

type Ids = { posting: string; interview: string; apiKey: string; webhook: string; delivery: string };
type Route = {
  action: Action | null;
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

const ROUTES: Record<string, Route> = {
  'GET /api/me': { action: null },
  'GET /api/dashboard': { action: 'posting.read' },
  'GET /api/postings': { action: 'posting.read' },
  'POST /api/postings': { action: 'posting.create', body: () => POSTING_BODY },
  'GET /api/postings/:id': { action: 'posting.read', subject: 'posting' },
  'PUT /api/postings/:id': { action: 'posting.update', subject: 'posting', body: () => POSTING_BODY },
  'PATCH /api/postings/:id/active': { action: 'posting.update', subject: 'posting', body: () => ({ isActive: true }) },
  'DELETE /api/postings/:id': { action: 'posting.delete', subject: 'posting', fresh: true },
  'GET /api/postings/:id/plan': { action: 'plan.read', subject: 'posting' },
  'PUT /api/postings/:id/plan/draft': { action: 'plan.edit', subject: 'posting', body: ({ plan }) => plan },
  'POST /api/postings/:id/plan/draft-from-description': { action: 'plan.edit', subject: 'posting' },
  'POST /api/postings/:id/plan/publish': { action: 'plan.edit', subject: 'posting', body: ({ plan }) => plan },
  'POST /api/postings/:id/plan/publish-default': { action: 'plan.edit', subject: 'posting' },
  'GET /api/postings/:id/candidates': { action: 'interview.read', subject: 'posting' },
  'GET /api/postings/:id/bias-report': { action: 'bias.read', subject: 'posting' },
  'GET /api/postings/:id/bias-report.csv': { action: 'interview.export', subject: 'posting' },
  'GET /api/postings/:id/reviewers': { action: 'posting.read', subject: 'posting' },
  'PUT /api/postings/:id/reviewers': {
    action: 'reviewers.assign',
    subject: 'posting',
    // Keeps the assignment the other rows rely on.
    body: ({ reviewerId }) => ({ userIds: [reviewerId] }),
  },
  'GET /api/interviews': { action: 'interview.read' },
  'GET /api/assessor-validity': { action: 'interview.read' },
  'GET /api/interviews/:id': { action: 'interview.read', subject: 'interview' },
  'PATCH /api/interviews/:id/status': {
    action: 'interview.decide',
    subject: 'interview',
    body: () => ({ status: 'accepted' }),
  },
  'PATCH /api/interviews/:id/archived': {
    action: 'interview.archive',
    subject: 'interview',
    body: () => ({ archived: false }),
  },
  // Each row is scoped on its own: allowed roles get 200 (an unknown id fails on its row), the others 403.
  'POST /api/interviews/bulk': { action: 'interview.decide', body: () => ({ action: 'accept', ids: [randomUUID()] }) },
  'POST /api/interviews/:id/feedback/retry': { action: 'interview.retry-feedback', subject: 'interview' },
  'POST /api/interviews/:id/decision-mail': {
    action: 'interview.decide',
    subject: 'interview',
    body: () => ({ subject: 'Your application', body: 'Thank you for your time.' }),
  },
  'GET /api/interviews/:id/scorecard': { action: 'interview.read', subject: 'interview' },
  // Not assessed yet: allowed callers reach the 409, the others 403/404.
  'POST /api/interviews/:id/scorecard/overrides': {
    action: 'interview.rate',
    subject: 'interview',
    body: () => ({ competencyId: 'any', rating: 3, reason: 'Matrix check' }),
  },
  'GET /api/postings/:id/scorecards': { action: 'interview.read', subject: 'posting' },
  'GET /api/interviews/:id/ratings': { action: 'interview.rate', subject: 'interview' },
  // Not assessed yet: allowed callers reach the 409, the others 403/404.
  'PUT /api/interviews/:id/ratings': {
    action: 'interview.rate',
    subject: 'interview',
    body: () => ({ ratings: [{ competencyId: 'any', rating: 3 }] }),
  },
  'GET /api/interviews/:id/comments': { action: 'interview.rate', subject: 'interview' },
  'POST /api/interviews/:id/comments': {
    action: 'interview.rate',
    subject: 'interview',
    body: () => ({ body: 'Matrix check comment' }),
  },
  // Each caller deletes a comment of their own (those who may not comment get 403/404 first).
  'DELETE /api/interviews/:id/comments/:commentId': {
    action: 'interview.rate',
    subject: 'interview',
    params: async (caller, target) => {
      const posted = await caller.post(`/api/interviews/${target.interview}/comments`, { body: 'To delete' });
      return { commentId: posted.status === 201 ? posted.json.comment.id : '00000000-0000-4000-8000-000000000000' };
    },
  },
  'GET /api/interviews/:id/second-round': { action: 'interview.read', subject: 'interview' },
  'GET /api/postings/:id/invitations': { action: 'posting.read', subject: 'posting' },
  'POST /api/postings/:id/invitations': {
    action: 'invitations.manage',
    subject: 'posting',
    body: () => ({ fullName: 'Ivy Invitee', email: `ivy-${Math.random().toString(36).slice(2)}@example.com` }),
  },
  'POST /api/postings/:id/invitations/import': {
    action: 'invitations.manage',
    subject: 'posting',
    body: () => ({ csv: `name,email\nCsv Invitee,csv-${Math.random().toString(36).slice(2)}@example.com\n` }),
  },
  'GET /api/postings/:id/invitation-settings': { action: 'posting.read', subject: 'posting' },
  'PUT /api/postings/:id/invitation-settings': {
    action: 'posting.update',
    subject: 'posting',
    body: () => ({ reminderDays: 3, expiryDays: 14, bookingUrl: null }),
  },
  'GET /api/audit-log': { action: 'audit.read' },
  'GET /api/audit-log.csv': { action: 'audit.read' },
  'POST /api/candidate-data/search': { action: 'candidate-data.manage', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/candidate-data/export': { action: 'candidate-data.manage', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/candidate-data/delete': { action: 'candidate-data.manage', body: () => ({ email: 'nobody@example.com' }) },
  'GET /api/notice': { action: null },
  'PUT /api/notice': {
    action: 'settings.manage',
    body: () => ({ text: 'We record answers. Assessed: {{competencies}}. Kept {{retention_days}} days.' }),
  },
  // Keeps the name the other tests rely on.
  'PATCH /api/organization': { action: 'settings.manage', body: () => ({ name: 'Olive Owner' }) },
  // Personal organizations cannot be deleted (409), so the owner's and the outsider's stay.
  'DELETE /api/organization': { action: 'organization.delete', body: () => ({ name: 'Olive Owner' }) },
  'GET /api/organization/brand': { action: null },
  'PUT /api/organization/brand': {
    action: 'settings.manage',
    body: () => ({ displayName: null, accentColor: '#1d4ed8', supportEmail: null, websiteUrl: null }),
  },
  // A JSON body: allowed roles reach the 400 (not a multipart upload), the others 403.
  'POST /api/organization/brand/logo': { action: 'settings.manage' },
  'DELETE /api/organization/brand/logo': { action: 'settings.manage' },
  'GET /api/organization/api-keys': { action: 'api-keys.manage' },
  'POST /api/organization/api-keys': {
    action: 'api-keys.manage',
    body: () => ({ name: 'Matrix key', scopes: ['read'] }),
  },
  // Revoking twice keeps the first revocation, so every allowed caller can act on the same key.
  'POST /api/organization/api-keys/:id/revoke': { action: 'api-keys.manage', subject: 'apiKey' },
  'GET /api/organization/webhooks': { action: 'webhooks.manage' },
  'POST /api/organization/webhooks': {
    action: 'webhooks.manage',
    body: () => ({ url: 'http://127.0.0.1:9/matrix', events: ['decision.made'] }),
  },
  'PATCH /api/organization/webhooks/:id': {
    action: 'webhooks.manage',
    subject: 'webhook',
    body: () => ({ description: 'Matrix' }),
  },
  'DELETE /api/organization/webhooks/:id': { action: 'webhooks.manage', subject: 'webhook', fresh: true },
  'POST /api/organization/webhooks/:id/rotate-secret': { action: 'webhooks.manage', subject: 'webhook' },
  'GET /api/organization/webhooks/:id/deliveries': { action: 'webhooks.manage', subject: 'webhook' },
  'POST /api/organization/webhooks/:id/test': { action: 'webhooks.manage', subject: 'webhook' },
  // Mail templates (docs/decisions/0043): every member reads them, owners and admins change them.
  'GET /api/organization/mail-templates': { action: null },
  'PUT /api/organization/mail-templates/:kind': {
    action: 'settings.manage',
    params: async () => ({ kind: 'reminder' }),
    body: () => defaultTemplate('reminder'),
  },
  'DELETE /api/organization/mail-templates/:kind': {
    action: 'settings.manage',
    params: async () => ({ kind: 'reminder' }),
  },
  'GET /api/interviews/:id/decision-mail-draft': {
    action: 'interview.decide',
    subject: 'interview',
    query: '?decision=accepted',
  },
  'POST /api/organization/webhooks/:id/deliveries/:deliveryId/redeliver': {
    action: 'webhooks.manage',
    subject: 'webhook',
  },
  'GET /api/billing/summary': { action: 'billing.read' },
  'POST /api/billing/checkout': { action: 'billing.manage', body: () => ({ plan: 'starter' }) },
  'POST /api/billing/portal': { action: 'billing.manage' },
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
  ({ client: owner } = await signUpEmployer(t.url, { name: 'Olive Owner' }));
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
