import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { fillSignUpForm } from './support/sign-up.ts';

/**
 * Issue #27 (setup): sign-up from a fresh browser signs in and lands on /dashboard with a banner
 * asking to verify the address; the company typed names the organization; an address that has
 * an account gets the specification's message. Desktop and phone (390 px).
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true, workers: false });
}, 120_000);
afterAll(async () => t?.close());

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  describe(`sign-up on ${viewport.name}`, () => {
    let b: BrowserSession;
    const email = `signup-${viewport.name}-${Date.now()}@example.com`;

    beforeAll(async () => {
      b = await openBrowser({ baseURL: t.url });
      await b.page.setViewportSize({ width: viewport.width, height: viewport.height });
    });
    afterAll(async () => b?.close());

    it('lands a fresh browser on /dashboard, signed in, with the verify banner and the company as organization', async () => {
      const { page } = b;
      await page.goto('/signup');
      await fillSignUpForm(page, {
        name: 'Hannah Recruiter',
        companyName: `Northwind ${viewport.name}`,
        email,
        password: 'northwind-pass-42',
      });
      await page.waitForURL(/\/dashboard$/);
      const banner = page.getByTestId('verify-email-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain(email);
      await screenshot(page, `signup-${viewport.name}-01-dashboard`);
      const rows = await t.deps.database.db
        .select({ name: organization.name })
        .from(organization)
        .where(eq(organization.name, `Northwind ${viewport.name}`));
      expect(rows).toHaveLength(1);
    });

    it("answers a duplicate address with the specification's message and stays on the form", async () => {
      const fresh = await openBrowser({ baseURL: t.url });
      try {
        await fresh.page.setViewportSize({ width: viewport.width, height: viewport.height });
        await fresh.page.goto('/signup');
        await fillSignUpForm(fresh.page, {
          name: 'Someone Else',
          companyName: 'Elsewhere',
          email,
          password: 'another-pass-42',
        });
        await fresh.page
          .getByRole('alert')
          .filter({ hasText: 'An account with this email already exists. Please sign in instead.' })
          .waitFor();
        expect(fresh.page.url()).toMatch(/\/signup$/);
        await screenshot(fresh.page, `signup-${viewport.name}-02-duplicate`);
      } finally {
        await fresh.close();
      }
    });
  });
}
