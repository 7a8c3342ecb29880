import type { Page } from 'playwright-core';

/**
 * Signs in through the real /login form and waits to land on `landing` (the dashboard unless
 * told otherwise). For an account that does not exist yet, see signUpInBrowser in sign-up.ts.
 */
export async function signInInBrowser(
  page: Page,
  account: { email: string; password: string },
  landing: RegExp = /\/dashboard$/,
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(landing);
}
