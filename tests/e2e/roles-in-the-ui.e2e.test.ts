import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../src/server/db/schema.ts';
import { insertInterviews } from '../support/factories.ts';
import { signUpEmployer, type HttpClient } from '../support/http-client.ts';
import { joinAs } from '../support/organizations.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signInInBrowser } from './support/sign-in.ts';

/**
 * Screens fit the role (docs/decisions/0040-access-in-one-place.md): a reviewer is offered no action
 * the server would refuse, and the owner still sees them all, on a desktop and on a 390 px phone.
 */

let t: TestApp;
let owner: HttpClient;
let ownerAccount: { email: string; password: string };
let reviewerAccount: { email: string; password: string };
let reviewerId: string;
let teamId: string;
let posting: string;
let interview: string;
let session: BrowserSession;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** Waits for the page's own data, then counts what a selector finds (0 means not offered). */
const count = (page: Page, role: 'button' | 'link', name: string | RegExp) =>
  page.getByRole(role, { name, exact: typeof name === 'string' }).count();

/** Signs in at this size and acts in the owner's organization (a new session starts in the account's own). */
async function signInAs(account: { email: string; password: string }, width: number, height: number) {
  await session?.close();
  session = await openBrowser({ baseURL: t.url });
  const page = session.page;
  await page.setViewportSize({ width, height });
  await signInInBrowser(page, account);
  const status = await page.evaluate(async (organizationId) => {
    const response = await fetch('/api/auth/organization/set-active', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ organizationId }),
    });
    return response.status;
  }, teamId);
  expect(status).toBe(200);
  await page.goto('/dashboard');
  return page;
}

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  const signedUp = await signUpEmployer(t.url, { name: 'Olive Owner' });
  owner = signedUp.client;
  ownerAccount = signedUp.account;
  teamId = (await owner.get('/api/me')).json.organization.id;
  const reviewer = await joinAs(t.url, owner, 'reviewer', 'Rex Reviewer');
  reviewerAccount = reviewer.account;
  reviewerId = reviewer.userId;
}, 120_000);
afterAll(async () => {
  await session?.close();
  await t?.close();
});

describe('a reviewer sees only what they may do', () => {
  it('an empty dashboard explains that postings appear once shared, and offers no Create', async () => {
    const created = await owner.post('/api/postings', { title: 'Unshared Role', description: 'Not shared.' });
    expect(created.status).toBe(201);
    for (const viewport of VIEWPORTS) {
      const page = await signInAs(reviewerAccount, viewport.width, viewport.height);
      await page.getByText('Welcome back, Rex Reviewer.').waitFor();
      await page.getByRole('heading', { name: 'No interview processes to show yet' }).waitFor();
      await page.getByText('once someone who runs hiring in your organization shares them with you').waitFor();
      expect(await page.getByText('Create your first interview process').count()).toBe(0);
      expect(await count(page, 'link', 'Create Interview Process')).toBe(0);
      expect(await count(page, 'button', /Upgrade to Create/)).toBe(0);
      expect(await count(page, 'link', 'Audit Log')).toBe(0);
      expect(await count(page, 'link', 'Candidate Data')).toBe(0);
      await screenshot(page, `roles-01-reviewer-empty-${viewport.name}`);
    }
  });

  it('on a shared posting: no edit, delete, status switch, decision, archive, bias report, invitations or reviewer choice', async () => {
    const created = await owner.post('/api/postings', {
      title: 'Shared Role',
      description: 'Shared with the reviewer.',
    });
    posting = created.json.id;
    interview = (await insertInterviews(t.deps.database.db, [posting], 1, { archivedShare: 0 }))[0]!;
    await t.deps.database.db.update(interviews).set({ submittedAt: new Date() }).where(eq(interviews.id, interview));
    expect((await owner.put(`/api/postings/${posting}/reviewers`, { userIds: [reviewerId] })).status).toBe(200);

    for (const viewport of VIEWPORTS) {
      const page = await signInAs(reviewerAccount, viewport.width, viewport.height);
      // Dashboard (the greeting means /api/me, which holds the page's flags, has answered).
      await page.getByText('Welcome back, Rex Reviewer.').waitFor();
      await page.getByRole('row').filter({ hasText: 'Shared Role' }).first().waitFor();
      expect(await page.getByText('Unshared Role').count()).toBe(0);
      expect(await count(page, 'link', 'Edit Shared Role')).toBe(0);
      expect(await count(page, 'button', 'Delete Shared Role')).toBe(0);
      expect(await count(page, 'button', 'Active')).toBe(0);
      expect(await count(page, 'link', 'Create Interview Process')).toBe(0);
      expect(await count(page, 'link', 'Audit Log')).toBe(0);
      expect(await count(page, 'link', 'Candidate Data')).toBe(0);
      await screenshot(page, `roles-02-reviewer-dashboard-${viewport.name}`);

      // The posting's candidates.
      await page.goto(`/job-postings/${posting}/candidates`);
      await page
        .getByRole('link', { name: /View details of/ })
        .first()
        .waitFor();
      await page.getByRole('heading', { name: 'Reviewers' }).waitFor();
      expect(await count(page, 'button', /^Accept /)).toBe(0);
      expect(await count(page, 'button', /^Reject /)).toBe(0);
      expect(await count(page, 'button', /^Archive /)).toBe(0);
      expect(await count(page, 'link', 'Bias report')).toBe(0);
      expect(await count(page, 'button', 'Send invitation')).toBe(0);
      expect(await count(page, 'button', 'Save reviewers')).toBe(0);
      expect(await page.getByRole('heading', { name: 'Invitations' }).count()).toBe(1);
      await screenshot(page, `roles-03-reviewer-candidates-${viewport.name}`);

      // The interview: the reviewer rates and comments, and decides nothing.
      await page.goto(`/interviews/${interview}`);
      await page.getByRole('heading', { name: 'Comments' }).waitFor();
      expect(await count(page, 'button', 'Accept')).toBe(0);
      expect(await count(page, 'button', 'Reject')).toBe(0);
      expect(await count(page, 'button', 'Archive')).toBe(0);
      expect(await count(page, 'button', 'Assess now')).toBe(0);
      expect(await count(page, 'button', 'Retry')).toBe(0);
      await screenshot(page, `roles-04-reviewer-interview-${viewport.name}`);

      // Team: no API keys, webhooks, invitations, renaming or deletion.
      await page.goto('/team');
      await page.getByRole('heading', { name: 'Members' }).waitFor();
      expect(await count(page, 'link', 'API keys')).toBe(0);
      expect(await count(page, 'link', 'Webhooks')).toBe(0);
      expect(await count(page, 'button', 'Send invitation')).toBe(0);
      expect(await count(page, 'button', /Delete organization/i)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
  });

  it('the owner still sees every action on the same screens', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await signInAs(ownerAccount, viewport.width, viewport.height);
      await page.getByRole('row').filter({ hasText: 'Shared Role' }).first().waitFor();
      await page.getByRole('link', { name: 'Create Interview Process' }).waitFor();
      expect(await count(page, 'link', 'Audit Log')).toBe(1);
      expect(await count(page, 'link', 'Candidate Data')).toBe(1);
      expect(await count(page, 'link', 'Edit Shared Role')).toBe(1);
      expect(await count(page, 'button', 'Delete Shared Role')).toBe(1);

      await page.goto(`/job-postings/${posting}/candidates`);
      await page
        .getByRole('button', { name: /^Accept / })
        .first()
        .waitFor();
      // One candidate row's actions, and the bulk toolbar's (docs/decisions/0041).
      expect(await count(page, 'button', /^Reject (?!selected)/)).toBe(1);
      expect(await count(page, 'button', /^Archive (?!selected)/)).toBe(1);
      expect(await count(page, 'button', 'Reject selected')).toBe(1);
      expect(await count(page, 'button', 'Archive selected')).toBe(1);
      expect(await count(page, 'link', 'Bias report')).toBe(1);
      expect(await count(page, 'button', 'Send invitation')).toBe(1);

      await page.goto(`/interviews/${interview}`);
      await page.getByRole('button', { name: 'Accept', exact: true }).waitFor();
      expect(await count(page, 'button', 'Reject')).toBe(1);
      expect(await count(page, 'button', 'Archive')).toBe(1);

      await page.goto('/team');
      await page.getByRole('link', { name: 'API keys' }).waitFor();
      expect(await count(page, 'link', 'Webhooks')).toBe(1);
      await screenshot(page, `roles-05-owner-team-${viewport.name}`);
    }
  });
});
