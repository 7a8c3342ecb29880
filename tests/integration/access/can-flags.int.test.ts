import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationRole } from '../../../src/core/access.ts';
import {
  INTERVIEW_CAN,
  ORGANIZATION_CAN,
  POSTING_CAN,
  type InterviewCanFlag,
  type OrganizationCanFlag,
  type PostingCanFlag,
} from '../../../src/core/api/can.ts';
import { interviews } from '../../../src/server/db/schema.ts';
import { insertInterviews } from '../../support/factories.ts';
import { uniqueEmail, type HttpClient } from '../../support/http-client.ts';
import { addMember, actorFor } from '../../support/actors.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The `can` flags the web reads (docs/decisions/0040-access-in-one-place.md) say what the server
 * allows: for each role, every flag is tried against its endpoint. A false flag must answer 403,
 * a true one anything but 401/403/404. Every flag of every kind has a probe, so a new flag fails
 * here until it is tried.
 */

type Target = { posting: string; interview: string };
type Probe = (client: HttpClient, target: Target) => Promise<{ status: number; text: string }>;

const POSTING_BODY = { title: 'Flag posting', description: 'A posting the can-flags test acts on.' };
const nobody = { email: 'nobody@example.com' };

let t: TestApp;
let owner: HttpClient;
let reviewerId: string;
let target: Target;
const clients = {} as Record<OrganizationRole, HttpClient>;

async function newTarget(): Promise<Target> {
  const created = await owner.post('/api/postings', POSTING_BODY);
  expect(created.status).toBe(201);
  const [interview] = await insertInterviews(t.deps.database.db, [created.json.id], 1, { archivedShare: 0 });
  await t.deps.database.db.update(interviews).set({ submittedAt: new Date() }).where(eq(interviews.id, interview!));
  if (reviewerId) {
    const assigned = await owner.put(`/api/postings/${created.json.id}/reviewers`, { userIds: [reviewerId] });
    expect(assigned.status).toBe(200);
  }
  return { posting: created.json.id, interview: interview! };
}

const postingProbes: Record<PostingCanFlag, Probe> = {
  edit: (c, x) => c.put(`/api/postings/${x.posting}`, POSTING_BODY),
  setActive: (c, x) => c.patch(`/api/postings/${x.posting}/active`, { isActive: true }),
  // Each allowed caller deletes a posting of its own (assigned to the reviewer too).
  delete: async (c) => c.delete(`/api/postings/${(await newTarget()).posting}`),
  editPlan: (c, x) => c.post(`/api/postings/${x.posting}/plan/draft-from-description`),
  invite: (c, x) =>
    c.post(`/api/postings/${x.posting}/invitations`, { fullName: 'Ivy Invitee', email: uniqueEmail('ivy') }),
  assignReviewers: (c, x) => c.put(`/api/postings/${x.posting}/reviewers`, { userIds: [reviewerId] }),
  viewBias: (c, x) => c.get(`/api/postings/${x.posting}/bias-report`),
  exportBias: (c, x) => c.get(`/api/postings/${x.posting}/bias-report.csv`),
  decide: (c, x) => c.patch(`/api/interviews/${x.interview}/status`, { status: 'accepted' }),
  viewAudit: (c) => c.get('/api/audit-log'),
};

const interviewProbes: Record<InterviewCanFlag, Probe> = {
  decide: (c, x) => c.patch(`/api/interviews/${x.interview}/status`, { status: 'accepted' }),
  email: (c, x) =>
    c.post(`/api/interviews/${x.interview}/decision-mail`, { subject: 'Your application', body: 'Thank you.' }),
  archive: (c, x) => c.patch(`/api/interviews/${x.interview}/archived`, { archived: false }),
  retryFeedback: (c, x) => c.post(`/api/interviews/${x.interview}/feedback/retry`),
  rate: (c, x) => c.get(`/api/interviews/${x.interview}/ratings`),
  comment: (c, x) => c.post(`/api/interviews/${x.interview}/comments`, { body: 'Flag check' }),
  viewCandidateData: (c) => c.post('/api/candidate-data/search', nobody),
  exportData: (c) => c.post('/api/candidate-data/export', nobody),
  delete: (c) => c.post('/api/candidate-data/delete', nobody),
};

const organizationProbes: Record<OrganizationCanFlag, Probe> = {
  createPosting: (c) => c.post('/api/postings', POSTING_BODY),
  searchInterviews: (c) => c.get('/api/interviews'),
  viewAuditLog: (c) => c.get('/api/audit-log'),
  viewCandidateData: (c) => c.post('/api/candidate-data/search', nobody),
  manageMembers: (c) =>
    c.post('/api/auth/organization/invite-member', { email: uniqueEmail('member'), role: 'reviewer' }),
  // Keeps the name: the owner's personal organization is called after the owner.
  manageSettings: (c) => c.patch('/api/organization', { name: 'Olive Owner' }),
  manageBrand: (c) =>
    c.put('/api/organization/brand', {
      displayName: null,
      accentColor: '#1d4ed8',
      supportEmail: null,
      websiteUrl: null,
    }),
  manageNotice: (c) =>
    c.put('/api/notice', { text: 'We record answers. Assessed: {{competencies}}. Kept {{retention_days}} days.' }),
  manageApiKeys: (c) => c.get('/api/organization/api-keys'),
  manageWebhooks: (c) => c.get('/api/organization/webhooks'),
  viewBilling: (c) => c.get('/api/billing/summary'),
  // Billing is off in tests: allowed callers reach the 409 "Billing is disabled".
  manageBilling: (c) => c.post('/api/billing/portal'),
  // A personal organization cannot be deleted: the owner reaches the 409.
  deleteOrganization: (c) => c.request('DELETE', '/api/organization', { name: 'Olive Owner' }),
};

beforeAll(async () => {
  t = await startTestApp();
  ({ client: owner } = await actorFor(t, 'owner', { name: 'Olive Owner' }));
  clients.owner = owner;
  // Members as rows (tests/support/actors.ts): invitations have their own tests.
  clients.admin = (await addMember(t, owner, 'admin')).client;
  clients.recruiter = (await addMember(t, owner, 'recruiter')).client;
  const reviewer = await addMember(t, owner, 'reviewer');
  clients.reviewer = reviewer.client;
  reviewerId = reviewer.userId;
  target = await newTarget();
}, 120_000);
afterAll(async () => t?.close());

async function check<K extends string>(
  role: OrganizationRole,
  kind: string,
  can: Record<K, boolean>,
  probes: Record<K, Probe>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const [flag, probe] of Object.entries(probes) as [K, Probe][]) {
    const response = await probe(clients[role], target);
    const allowed = ![401, 403, 404].includes(response.status) && response.status < 500;
    const ok = can[flag] ? allowed : response.status === 403;
    if (!ok) failures.push(`${role} ${kind}.${flag}=${can[flag]}: ${response.status} ${response.text.slice(0, 100)}`);
  }
  return failures;
}

describe('can flags match what the server allows', () => {
  it('every flag has a probe', () => {
    expect(Object.keys(postingProbes).sort()).toEqual(Object.keys(POSTING_CAN).sort());
    expect(Object.keys(interviewProbes).sort()).toEqual(Object.keys(INTERVIEW_CAN).sort());
    expect(Object.keys(organizationProbes).sort()).toEqual(Object.keys(ORGANIZATION_CAN).sort());
  });

  it.each(['owner', 'admin', 'recruiter', 'reviewer'] as OrganizationRole[])(
    'as %s',
    async (role) => {
      const client = clients[role];
      const me = await client.get('/api/me');
      expect(me.status).toBe(200);
      expect(me.json.organization.role).toBe(role);

      // One posting's flags, the same wherever the posting is sent.
      const posting = await client.get(`/api/postings/${target.posting}`);
      expect(posting.status).toBe(200);
      const dashboard = await client.get('/api/dashboard');
      const list = await client.get('/api/postings');
      const row = dashboard.json.postings.find((p: { id: string }) => p.id === target.posting);
      expect(row.can).toEqual(posting.json.can);
      expect(list.json.find((p: { id: string }) => p.id === target.posting).can).toEqual(posting.json.can);

      // One interview's flags: the interview page, the posting's candidates and the search.
      const interview = await client.get(`/api/interviews/${target.interview}`);
      expect(interview.status).toBe(200);
      const candidates = await client.get(`/api/postings/${target.posting}/candidates`);
      const search = await client.get('/api/interviews');
      expect(candidates.json.items.find((r: { id: string }) => r.id === target.interview).can).toEqual(
        interview.json.can,
      );
      expect(search.json.items.find((r: { id: string }) => r.id === target.interview).can).toEqual(interview.json.can);

      const failures = [
        ...(await check(role, 'organization', me.json.can, organizationProbes)),
        ...(await check(role, 'posting', posting.json.can, postingProbes)),
        ...(await check(role, 'interview', interview.json.can, interviewProbes)),
      ];
      expect(failures).toEqual([]);
      if (role === 'reviewer') {
        // A reviewer may rate and comment, and nothing the hiring team decides.
        expect(Object.entries(interview.json.can).filter(([, v]) => v)).toEqual([
          ['rate', true],
          ['comment', true],
        ]);
        expect(Object.values(posting.json.can).some(Boolean)).toBe(false);
      }
    },
    120_000,
  );
});
