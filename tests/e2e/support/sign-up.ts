import type { Page } from 'playwright-core';
import type { TestApp } from '../../support/test-app.ts';
import { verificationLinkFor } from '../../support/verification.ts';

/**
 * Signs up through the real form, sees "Check Your Email", then opens the verification link
 * from the queued mail as the owner would; the link signs in and lands on the dashboard. To sign
 * in an account that exists, see signInInBrowser in sign-in.ts.
 */
export async function signUpInBrowser(
  page: Page,
  t: TestApp,
  account: { name: string; email: string; password: string },
) {
  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /create account/i }).click();
  await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
  await page.goto(await verificationLinkFor(t.deps.database, account.email));
  await page.waitForURL(/\/dashboard$/);
}
