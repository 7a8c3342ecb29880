import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../src/server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, type BrowserSession, skipPractice } from './support/browser.ts';
import { signUpInBrowser } from './support/sign-up.ts';
import { fillIntake } from './support/intake.ts';

let t: TestApp;
let b: BrowserSession;
const refused: string[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, fakeMedia: true, tapToAnswer: true });
  // Every CSP violation the page sees, from the first byte of every document.
  await b.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  b.page.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Refused to|Content Security Policy/i.test(text)) refused.push(`${b.page.url()}: ${text}`);
  });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

async function visit(page: Page, route: string, ready: () => Promise<unknown>) {
  const response = await page.goto(route);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await ready();
  await page.waitForLoadState('networkidle');
}

describe('every page runs under the Content-Security-Policy without a violation', () => {
  it('public site and auth pages', async () => {
    const { page } = b;
    const heading = () => page.getByRole('heading').first().waitFor();
    for (const route of [
      '/',
      '/features',
      '/pricing',
      '/case-studies',
      '/case-studies/degen-crypto-jobs',
      '/about',
      '/privacy',
      '/terms',
      '/login',
      '/signup',
      '/forgot-password',
      '/update-password?token=nothing',
      '/no-such-page',
    ]) {
      await visit(page, route, heading);
    }
    expect(refused).toEqual([]);
  });

  it('employer pages, signed in', async () => {
    const { page } = b;
    await signUpInBrowser(page, t, {
      name: 'Casey Csp',
      email: `csp-${Date.now()}@example.com`,
      password: 'csp-password-1',
    });
    const postingId = await page.evaluate(async () => {
      const response = await fetch('/api/postings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'CSP Engineer', description: 'Keep the policy strict.\nRequirements: care.' }),
      });
      const { id } = (await response.json()) as { id: string };
      // A new posting opens once its plan is published: here the default interview, explicitly.
      await fetch(`/api/postings/${id}/plan/publish-default`, { method: 'POST' });
      return id;
    });
    const heading = () => page.getByRole('heading').first().waitFor();
    for (const route of [
      '/dashboard',
      '/subscription',
      '/settings',
      '/interviews',
      '/job-postings',
      '/job-postings/create',
      `/job-postings/${postingId}/edit`,
      `/job-postings/${postingId}/candidates`,
    ]) {
      await visit(page, route, heading);
    }
    expect(refused).toEqual([]);

    // The candidate side: intake, then the media check with the fake camera and microphone.
    await visit(page, `/interview/${postingId}`, () => page.getByRole('heading', { name: 'CSP Engineer' }).waitFor());
    await fillIntake(page, { fullName: 'Pat Policy', email: 'pat.policy@example.com' });
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor();
    await page.getByRole('meter', { name: 'Microphone level' }).waitFor();
    // The live camera preview plays (a MediaStream in a <video>, which the policy must not block).
    await expect
      .poll(() =>
        page
          .locator('video')
          .first()
          .evaluate((video: HTMLVideoElement) => video.readyState),
      )
      .toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Looks Good' }).click();
    await skipPractice(page);
    await page.getByRole('heading', { name: 'Interview', exact: true }).waitFor();
    await page
      .getByRole('button', { name: 'Tap to Answer' })
      .and(page.locator(':enabled'))
      .waitFor({ timeout: 60_000 });
    expect(refused).toEqual([]);

    // The review page of that interview, and the API reference with its own policy.
    const [interview] = await t.deps.database.db
      .select({ id: interviews.id })
      .from(interviews)
      .where(eq(interviews.jobPostingId, postingId));
    expect(interview).toBeDefined();
    await visit(page, `/interviews/${interview!.id}`, heading);
    const docs = await page.goto('/api/docs/static/index.html');
    expect(docs?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.locator('.swagger-ui .info').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });
});
