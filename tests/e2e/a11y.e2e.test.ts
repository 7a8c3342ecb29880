import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { invitations, secondRoundOffers } from '../../src/server/db/schema.ts';
import { hashCandidateToken } from '../../src/server/modules/candidate/candidate-token.ts';
import { insertInterviews } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { openBrowser, type BrowserSession } from './support/browser.ts';
import { signUpInBrowser } from './support/sign-up.ts';

let t: TestApp;
let b: BrowserSession;

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true, workers: false });
  // axe is injected as an inline script, which the app's CSP rightly refuses.
  b = await openBrowser({ baseURL: t.url, bypassCSP: true });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

async function audit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await ready(page);
  // Let lazy chunks, fonts and queries settle so axe sees the finished page.
  await page.waitForLoadState('networkidle');
  const violations = await seriousViolations(page);
  expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
}

const h1 = (name?: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('accessibility (axe-core, serious and critical)', () => {
  it('detects a planted violation (the harness is not vacuous)', async () => {
    const { page } = b;
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/favicon.svg';
      document.querySelector('main')!.append(img);
    });
    expect((await seriousViolations(page)).map((v) => v.id)).toContain('image-alt');
  });

  it.each([
    ['/', h1('Hire Quality, Not Quantity. Instantly.')],
    ['/pricing', h1(/pricing/i)],
    ['/features', h1()],
    ['/about', h1()],
    ['/case-studies', h1()],
    ['/case-studies/degen-crypto-jobs', h1()],
    ['/privacy', h1('Privacy Policy')],
    ['/terms', h1('Terms of Service')],
    ['/login', (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor()],
    ['/signup', h1('Create Account')],
    ['/invitations/not-a-real-invitation', h1('You are invited to a team on Screenroom')],
  ] as const)('%s has no serious violations', async (path, ready) => {
    await audit(b.page, path, ready);
  });

  it('the dashboard, subscription page and candidate intake have no serious violations', async () => {
    const { page } = b;
    await signUpInBrowser(page, t, {
      name: 'Alex Access',
      email: `a11y-${Date.now()}@example.com`,
      password: 'a11y-password-1',
    });

    const postingId = await page.evaluate(async () => {
      const response = await fetch('/api/postings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Accessibility Engineer', description: 'Make the product usable by everyone.' }),
      });
      const { id } = (await response.json()) as { id: string };
      // A new posting opens once its plan is published: here the default interview, explicitly.
      await fetch(`/api/postings/${id}/plan/publish-default`, { method: 'POST' });
      return id;
    });
    expect(postingId).toMatch(/^[0-9a-f-]{36}$/);

    await audit(page, '/dashboard', (p) => p.getByRole('row').filter({ hasText: 'Accessibility Engineer' }).waitFor());
    await audit(page, `/job-postings/${postingId}/plan`, (p) =>
      p.getByText('Open on the default interview: no plan of your own published yet').waitFor(),
    );
    await audit(page, '/subscription', (p) => p.getByRole('heading', { name: 'Current Subscription' }).waitFor());
    await audit(page, '/settings', (p) => p.getByRole('heading', { name: 'Personal Information' }).waitFor());
    await audit(page, '/audit-log', (p) => p.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor());
    await audit(page, '/candidate-data', (p) => p.getByRole('heading', { level: 1, name: 'Candidate data' }).waitFor());
    await audit(page, '/team', (p) => p.getByRole('heading', { name: 'Pending invitations' }).waitFor());
    await audit(page, `/interview/${postingId}`, (p) =>
      p.getByRole('heading', { name: 'Accessibility Engineer' }).first().waitFor(),
    );

    // Invitations panel, a personal link's pre-filled intake and the candidate's scheduling page.
    await audit(page, `/job-postings/${postingId}/candidates`, (p) =>
      p.getByRole('button', { name: 'Save settings' }).waitFor(),
    );
    const db = t.deps.database.db;
    await db.insert(invitations).values({
      jobPostingId: postingId,
      fullName: 'Ina Invited',
      email: 'ina@example.com',
      tokenHash: hashCandidateToken('a11y-invitation-token'),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await audit(page, '/invite/a11y-invitation-token', (p) =>
      p.getByRole('heading', { name: 'Your information' }).waitFor(),
    );
    const [interviewId] = await insertInterviews(db, [postingId], 1, { turns: false });
    await db.insert(secondRoundOffers).values({
      interviewId: interviewId!,
      tokenHash: hashCandidateToken('a11y-second-round-token'),
      slots: [{ startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), durationMinutes: 30 }],
    });
    await audit(page, '/second-round/a11y-second-round-token', (p) =>
      p.getByRole('button', { name: 'Confirm this time' }).waitFor(),
    );
    await audit(page, `/job-postings/${postingId}/edit`, (p) => p.getByText('Applications per candidate').waitFor());
    await audit(page, '/settings/notice', (p) => p.getByLabel('Notice text').waitFor());
    await audit(page, '/settings/brand', (p) =>
      p.getByRole('heading', { name: 'Preview of a candidate page' }).waitFor(),
    );
    await audit(page, `/interview/${postingId}`, async (p) => {
      await p.getByRole('button', { name: 'Request an alternative process' }).click();
      await p.getByLabel('Note to the hiring team (optional)').waitFor();
    });
    // The candidate's "your data" page, opened from the link of an alternative request's confirmation.
    const email = `a11y-candidate-${Date.now()}@example.com`;
    const status = await page.evaluate(
      async ({ id, address }) =>
        (
          await fetch(`/api/public/postings/${id}/alternative-requests`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ fullName: 'Casey Candidate', email: address }),
          })
        ).status,
      { id: postingId, address: email },
    );
    expect(status).toBe(201);
    const link = await yourDataLinkFor(email);
    await audit(page, link, (p) => p.getByRole('heading', { name: 'What is stored' }).waitFor());
  });
});

/** The "your data" path from the queued confirmation mail to `email` (workers are off here). */
async function yourDataLinkFor(email: string): Promise<string> {
  const result = await t.deps.database.executeSql(
    `select data->>'text' as text from pgboss.job where name = 'send-mail' and data->>'to' = $1`,
    [email],
  );
  const token = /\/your-data#token=([\w-]+)/.exec(String(result.rows[0]?.text ?? ''))?.[1];
  if (!token) throw new Error(`no your-data link queued for ${email}`);
  return `/your-data#token=${token}`;
}
