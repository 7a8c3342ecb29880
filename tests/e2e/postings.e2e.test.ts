import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { signUpInBrowser } from './support/sign-up.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';

let t: TestApp;
let b: BrowserSession;

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, permissions: ['clipboard-read', 'clipboard-write'] });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

const row = (page: Page, title: string): Locator => page.getByRole('row').filter({ hasText: title });

const signUp = (page: Page) =>
  signUpInBrowser(page, t, {
    name: 'Paula Postings',
    email: `postings-${Date.now()}@example.com`,
    password: 'postings-password-1',
  });

describe('interview processes in a real browser', () => {
  it('creates, lists, edits, disables, copies the link of and deletes a posting', async () => {
    const { page } = b;
    await signUp(page);
    await page.getByRole('heading', { name: 'No interview processes yet' }).waitFor();
    await screenshot(page, 'postings-01-empty-dashboard');

    // Create: the client checks the required fields first, with the server's messages.
    await page.getByRole('link', { name: 'Create Interview Process' }).first().click();
    await page.waitForURL(/\/job-postings\/create$/);
    await page.getByRole('heading', { name: 'Create Interview Process' }).waitFor();
    expect(await page.getByLabel('Job Description').getAttribute('rows')).toBe('12');
    await page.getByRole('button', { name: 'Create' }).click();
    // Every empty field says so under itself (docs/decisions/0045-one-form-pattern.md); the first gets the focus.
    await page.getByRole('alert').filter({ hasText: 'Job title is required' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Job description is required' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
    expect(await page.getByLabel('Job Title').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Job Title').fill('Senior Rust Engineer');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Job description is required');
    await page.getByLabel('Job Description').fill('Build fast, safe services.\nAsk about ownership and lifetimes.');
    await screenshot(page, 'postings-02-create-form');
    await page.getByRole('button', { name: 'Create' }).click();
    // Plan first: Create leads to the posting's plan; until it is published the posting is a draft.
    await page.waitForURL(/\/job-postings\/[0-9a-f-]{36}\/plan$/);
    await page.getByTestId('posting-draft-status').waitFor();
    await page.goto('/dashboard');
    const draft = row(page, 'Senior Rust Engineer');
    await draft.getByRole('link', { name: 'Draft — publish the plan to open' }).click();
    await page.waitForURL(/\/plan$/);
    await page.getByRole('button', { name: 'Publish the default interview' }).click();
    await page.getByText('The default interview is published: candidates can apply.').waitFor();
    await page.goto('/dashboard');

    // Dashboard: tiles and the row.
    const created = row(page, 'Senior Rust Engineer');
    await created.getByRole('button', { name: 'Active' }).waitFor();
    await page.getByText('Job Interviews Created').waitFor();
    expect(await page.locator('dd').first().textContent()).toBe('1');
    await expect(page.getByText('Total $ Saved in Time').locator('..').textContent()).resolves.toContain('$0');
    const editHref = await created.getByRole('link', { name: 'Edit Senior Rust Engineer' }).getAttribute('href');
    const id = /\/job-postings\/([^/]+)\/edit$/.exec(editHref ?? '')?.[1];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(created.getByRole('link', { name: 'View Applications' }).getAttribute('href')).resolves.toBe(
      `/job-postings/${id}/candidates`,
    );
    await screenshot(page, 'postings-03-dashboard');

    // Small screens: one card per posting, so neither the table nor the page scrolls sideways
    // (every action on screen: tests/e2e/everyday-mobile.e2e.test.ts).
    await page.setViewportSize({ width: 390, height: 844 });
    const region = page.getByRole('region', { name: 'Interview processes table' });
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'postings-03b-dashboard-mobile');
    await page.setViewportSize({ width: 1280, height: 900 });

    // List page.
    await page.goto('/job-postings');
    await page.getByRole('link', { name: 'Create New Position' }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'Senior Rust Engineer' });
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('Posted on');
    await screenshot(page, 'postings-04-list');

    // Edit: preloaded, saved, back on the dashboard.
    await page.goto('/dashboard');
    await row(page, 'Senior Rust Engineer').getByRole('link', { name: 'Edit Senior Rust Engineer' }).click();
    await page.getByRole('heading', { name: 'Edit Interview Process' }).waitFor();
    const titleField = page.getByLabel('Job Title');
    await expect(titleField.inputValue()).resolves.toBe('Senior Rust Engineer');
    await expect(page.getByLabel('Job Description').inputValue()).resolves.toContain('ownership and lifetimes');
    await titleField.fill('Staff Rust Engineer');
    await screenshot(page, 'postings-05-edit-form');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/dashboard$/);
    const edited = row(page, 'Staff Rust Engineer');
    await edited.waitFor();
    expect(await page.getByText('Senior Rust Engineer').count()).toBe(0);

    // Disable, then re-enable; the server agrees after a reload.
    await edited.getByRole('button', { name: 'Active' }).click();
    await edited.getByRole('button', { name: 'Disabled' }).waitFor();
    await page.reload();
    await row(page, 'Staff Rust Engineer').getByRole('button', { name: 'Disabled' }).waitFor();
    await screenshot(page, 'postings-06-disabled');
    await row(page, 'Staff Rust Engineer').getByRole('button', { name: 'Disabled' }).click();
    await row(page, 'Staff Rust Engineer').getByRole('button', { name: 'Active' }).waitFor();
    await page.reload();
    await row(page, 'Staff Rust Engineer').getByRole('button', { name: 'Active' }).waitFor();

    // Copy the candidate link: the clipboard holds the absolute URL, 'Copied!' shows, then goes.
    await row(page, 'Staff Rust Engineer').getByRole('button', { name: 'Copy Link' }).click();
    await row(page, 'Staff Rust Engineer').getByText('Copied!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${t.url}/interview/${id}`);
    await screenshot(page, 'postings-07-copied');
    await row(page, 'Staff Rust Engineer').getByText('Copy Link').waitFor({ timeout: 5_000 });

    // Delete: Cancel keeps it; Delete in the dialog removes it.
    await row(page, 'Staff Rust Engineer').getByRole('button', { name: 'Delete Staff Rust Engineer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('Staff Rust Engineer');
    await screenshot(page, 'postings-08-confirm-delete');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'Staff Rust Engineer').waitFor();
    await row(page, 'Staff Rust Engineer').getByRole('button', { name: 'Delete Staff Rust Engineer' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'No interview processes yet' }).waitFor();
    expect(await page.locator('dd').first().textContent()).toBe('0');

    await page.goto('/job-postings');
    await page.getByText('No job postings yet').waitFor();
    await page.getByText('Create your first job posting to get started').waitFor();
    await screenshot(page, 'postings-09-list-empty');

    await page.goto(`/job-postings/${id}/edit`);
    await page.getByRole('alert').filter({ hasText: 'not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
  });

  it('offers the upgrade with a lock without a plan, and shows the checkout errors', async () => {
    const { page } = b;
    // Billing is off in this app, so the plan state and the checkout answers are staged in the browser.
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      const me = await response.json();
      // Without an active plan the server also says the owner may not create postings (me.can, docs/decisions/0040).
      await route.fulfill({
        response,
        json: {
          ...me,
          subscription: { ...me.subscription, active: false },
          can: { ...me.can, createPosting: false },
        },
      });
    });
    const checkoutAnswers: ((route: Route) => Promise<void>)[] = [
      (route) =>
        route.fulfill({ status: 400, json: { error: { code: 'VALIDATION', message: 'Invalid plan selected' } } }),
      (route) => route.fulfill({ status: 502, body: 'Bad gateway' }),
      (route) => route.fulfill({ status: 200, json: {} }),
      (route) => route.abort('failed'),
    ];
    const plans: unknown[] = [];
    await page.route('**/api/billing/checkout', (route) => {
      plans.push(route.request().postDataJSON());
      return checkoutAnswers.shift()!(route);
    });

    await page.goto('/dashboard');
    const upgrade = page.getByRole('button', { name: 'Upgrade to Create Interviews' }).first();
    await upgrade.waitFor();
    expect(await upgrade.locator('svg').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Create Interview Process' }).count()).toBe(0);
    for (const message of [
      'Invalid plan selected',
      'Failed to create checkout session',
      'No checkout URL received',
      'Failed to initiate checkout',
    ]) {
      await upgrade.click();
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
    }
    expect(plans).toEqual(Array(4).fill({ plan: 'professional', cycle: 'monthly' }));
    await screenshot(page, 'postings-10-upgrade-locked');
    await page.unrouteAll();
  });
});
