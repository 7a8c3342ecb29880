import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../support/fake-stripe.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { signUpInBrowser } from './support/sign-up.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';

// Billing on (against the fake Stripe server); the admin is named by ADMIN_EMAILS.
let stripe: FakeStripe;
let t: TestApp;
let adminBrowser: BrowserSession;
let memberBrowser: BrowserSession;
const stamp = Date.now();
const adminEmail = `admin-${stamp}@example.com`;
const memberEmail = `member-${stamp}@example.com`;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp({ ...stripeEnv(stripe), ADMIN_EMAILS: adminEmail }, { serveClient: true, workers: false });
  [adminBrowser, memberBrowser] = await Promise.all([openBrowser({ baseURL: t.url }), openBrowser({ baseURL: t.url })]);
});
afterAll(async () => {
  await Promise.all([adminBrowser?.close(), memberBrowser?.close()]);
  await t?.close();
  await stripe?.close();
});

const signUp = (page: Page, name: string, email: string) =>
  signUpInBrowser(page, t, { name, email, password: 'billing-password-1' });

const meIn = (page: Page) => page.evaluate(async () => (await fetch('/api/me')).json());

describe('subscription, checkout and free membership in a real browser (billing on)', () => {
  let memberId = '';
  let organizationId = '';

  it('locks a new account and offers the plans on /subscription', async () => {
    const page = memberBrowser.page;
    await signUp(page, 'Morgan Member', memberEmail);
    const me = await meIn(page);
    memberId = me.user.id;
    // Checkout is for the organization the member acts in (docs/decisions/0019-organizations.md).
    organizationId = me.organization.id;
    await page.getByRole('button', { name: 'Upgrade to Create Interviews' }).first().waitFor();

    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Current Subscription' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByTestId('subscription-status').innerText()).toBe('No active subscription');
    expect(await page.getByTestId('plan-professional').getByText('Most Popular', { exact: true }).isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Upgrade to Starter' }).waitFor();
    await screenshot(page, 'billing-01-subscription-locked');
  });

  it('shows the server error when checkout fails, then goes to Stripe Checkout', async () => {
    const page = memberBrowser.page;
    stripe.failNext('/v1/checkout/sessions', { status: 500, type: 'api_error' });
    await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to create checkout session' }).waitFor();

    await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
    await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    const sent = stripe.requestsTo('/v1/checkout/sessions').at(-1)!;
    expect(sent.form).toMatchObject({
      'line_items[0][price]': 'price_professional_test',
      client_reference_id: organizationId,
      success_url: `${t.url}/dashboard?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.url}/pricing`,
    });
  });

  it('lets an admin grant free membership from Settings, unlocking the member', async () => {
    const page = adminBrowser.page;
    await signUp(page, 'Ada Admin', adminEmail);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Admin Controls' }).waitFor();
    const find = page.getByRole('button', { name: 'Find accounts' });
    expect(await find.isDisabled()).toBe(true);

    // Admins find accounts by e-mail; nobody pastes ids.
    await page.getByLabel('User e-mail').fill('nobody-here@');
    await find.click();
    await page
      .getByRole('status')
      .filter({ hasText: 'No account has an e-mail address containing that text' })
      .waitFor();

    await page.getByLabel('User e-mail').fill(memberEmail.toUpperCase());
    await find.click();
    const found = page.getByRole('list', { name: 'Accounts found' }).getByRole('listitem');
    await found.filter({ hasText: memberEmail }).waitFor();
    expect(await found.count()).toBe(1);
    expect(await found.innerText()).toContain('Morgan Member');
    const revoke = page.getByRole('button', { name: `Revoke Free Membership from ${memberEmail}` });
    expect(await revoke.isDisabled()).toBe(true);
    await page.getByRole('button', { name: `Grant Free Membership to ${memberEmail}` }).click();
    await page.getByText('Successfully granted free membership').waitFor();
    await expect.poll(() => revoke.isDisabled()).toBe(false);
    expect(memberId).not.toBe('');
    await screenshot(page, 'billing-02-admin-granted');

    const member = memberBrowser.page;
    await member.goto(`${t.url}/dashboard`);
    await member.getByRole('link', { name: 'Create Interview Process' }).first().click();
    await member.waitForURL(/\/job-postings\/create$/);
    await member.getByLabel('Job Title').fill('Growth Marketer');
    await member.getByLabel('Job Description').fill('Own our paid and organic growth channels.');
    await member.getByRole('button', { name: 'Create' }).click();
    // Create leads to the new posting's plan (plan first); back to the dashboard.
    await member.waitForURL(/\/job-postings\/[0-9a-f-]{36}\/plan$/);
    await member.goto('/dashboard');
    await member.getByRole('row').filter({ hasText: 'Growth Marketer' }).waitFor();

    await member.goto('/subscription');
    await member.getByTestId('subscription-status').filter({ hasText: 'Active (free membership)' }).waitFor();
    await screenshot(member, 'billing-03-member-free');
  });

  it('shows no Admin Controls to a non-admin', async () => {
    const page = memberBrowser.page;
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    expect((await meIn(page)).isAdmin).toBe(false);
    expect(await page.getByRole('heading', { name: 'Admin Controls' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Grant Free Membership' }).count()).toBe(0);
  });

  it('revokes free membership, locking the member again', async () => {
    const page = adminBrowser.page;
    await page.getByRole('button', { name: `Revoke Free Membership from ${memberEmail}` }).click();
    await page.getByText('Successfully revoked free membership').waitFor();

    const member = memberBrowser.page;
    await member.goto('/dashboard');
    await member.getByRole('button', { name: 'Upgrade to Create Interviews' }).first().waitFor();
    expect((await meIn(member)).subscription.active).toBe(false);
  });
});
