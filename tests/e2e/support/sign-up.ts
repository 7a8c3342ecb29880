import type { Page } from 'playwright-core';
import type { TestApp } from '../../support/test-app.ts';
import { verificationLinkFor } from '../../support/verification.ts';

/**
 * Fills the real sign-up form (company defaults to the person's name, as the organization was
 * named before sign-up asked for it) and submits it; the page signs in and goes to `next` or
 * /dashboard.
 */
export async function fillSignUpForm(
  page: Page,
  account: { name: string; email: string; password: string; companyName?: string },
) {
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Company name').fill(account.companyName ?? account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /create account/i }).click();
}

/**
 * Signs up through the real form, lands on the dashboard signed in with the banner asking to
 * verify the address, then opens the verification link from the queued mail as the owner would;
 * the link lands on the dashboard again, verified. To sign in an account that exists, see
 * signInInBrowser in sign-in.ts.
 */
export async function signUpInBrowser(
  page: Page,
  t: TestApp,
  account: { name: string; email: string; password: string; companyName?: string },
) {
  await page.goto('/signup');
  await fillSignUpForm(page, account);
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('verify-email-banner').waitFor();
  await page.goto(await verificationLinkFor(t.deps.database, account.email));
  await page.waitForURL(/\/dashboard$/);
}
