import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailsTo } from '../support/outbox.ts';
import { decodeQuotedPrintable } from '../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { signUpInBrowser } from './support/sign-up.ts';
import { actorFor } from '../support/actors.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';

let t: TestApp;
let b: BrowserSession;

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  b = await openBrowser({ baseURL: t.url });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

/** The default mail adapter writes .eml files; a newcomer opens the newest one. */
async function readResetLinkFromOutbox(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const raw of await outboxMailsTo(t.outboxDir, to)) {
      const body = decodeQuotedPrintable(raw);
      const link = /(http:\/\/\S+\/api\/auth\/reset-password\/\S+)/.exec(body)?.[1];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no reset mail in the outbox');
}

describe('employer account journey in a real browser', () => {
  it('shows no text taken from /login?message= (only known notice codes)', async () => {
    const { page } = b;
    await page.goto('/login?message=Your%20account%20is%20locked%2C%20call%20%2B1%20555%200100');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Your account is locked').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('sends a signed-out visit to /settings to /login and back after signing in', async () => {
    const { page } = b;
    const owner = await actorFor(t, 'owner', { withPassword: true });
    await page.goto('/settings');
    await page.waitForURL(/\/login\?next=%2Fsettings/);
    // The login page renders after the redirect; wait for its form rather than sampling it once.
    await page.getByLabel('Email').fill(owner.account.email);
    await page.getByLabel('Password').fill(owner.account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/settings$/);
    await page.getByLabel('Full Name').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(owner.account.email);
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(new RegExp(`^${t.url}/$`));
  });

  it('signs up, logs out, resets the password from the e-mail, logs in and renames', async () => {
    const { page } = b;
    const email = `journey-${Date.now()}@example.com`;

    await signUpInBrowser(page, t, { name: 'Jordan Journey', email, password: 'first-password-1' });
    await screenshot(page, 'account-01-dashboard-after-signup');

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(new RegExp(`^${t.url}/$`));
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    expect(await page.getByText(email).first().isVisible()).toBe(true);
    await screenshot(page, 'account-02-check-your-email');

    const link = await readResetLinkFromOutbox(email);
    await page.goto(link);
    await page.waitForURL(/\/update-password\?token=/);
    await page.getByLabel('New password').fill('second-password-2');
    await page.getByLabel('Confirm password').fill('does-not-match-3');
    await page.getByRole('button', { name: /update/i }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm password').fill('second-password-2');
    await page.getByRole('button', { name: /update/i }).click();
    await page.waitForURL(/\/login\?message=password-updated$/);
    await page.getByText('Password updated successfully. Please log in with your new password.').waitFor();
    await screenshot(page, 'account-03-password-updated');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('first-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Password').fill('second-password-2');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto('/settings');
    const nameField = page.getByLabel('Full Name');
    await nameField.waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await nameField.fill('Jordan Renamed');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings updated successfully').waitFor();
    await page.locator('header').getByText('Jordan Renamed').first().waitFor();
    await screenshot(page, 'account-04-settings-renamed');
  });

  it('redirects /update-password without a reset token to /login', async () => {
    const { page } = b;
    await page.goto('/update-password');
    await page.waitForURL(/\/login/);
  });

  it('shows the 404 page for an unknown route', async () => {
    const { page } = b;
    await page.goto('/no-such-page');
    await page.getByText(/page not found/i).waitFor();
  });
});
