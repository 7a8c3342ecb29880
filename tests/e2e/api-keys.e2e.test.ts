import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signUpInBrowser } from './support/sign-up.ts';

let t: TestApp;
let session: BrowserSession;

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  session = await openBrowser({ baseURL: t.url, bypassCSP: true, permissions: ['clipboard-read', 'clipboard-write'] });
});
afterAll(async () => {
  await session?.close();
  await t?.close();
});

/** The public API as an integration calls it: the bearer key only. */
const callApi = (key: string) =>
  fetch(new URL('/api/v1/postings', t.url), { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);

describe('API keys in a real browser', () => {
  it('an owner creates a key, sees it once, copies it, and revokes it after confirming', async () => {
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpInBrowser(page, t, {
      name: 'Kim Keys',
      email: `keys-${Date.now()}@example.com`,
      password: 'keys-password-1',
    });
    await page.goto('/team');
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL(/\/team\/api-keys$/);
    await page.getByText('No keys yet.').waitFor();
    expect(await seriousAxeViolations(page)).toBe('');

    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Greenhouse');
    await dialog.getByLabel(/write/).check();
    expect(await seriousAxeViolations(page)).toBe('');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const secretField = dialog.getByLabel('API key “Greenhouse”');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^sr_live_[0-9a-f]{48}$/);
    await dialog.getByRole('button', { name: 'Copy key' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await seriousAxeViolations(page)).toBe('');
    await screenshot(page, 'api-keys-01-created');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Shown once: the list carries the prefix only, and a reload does not bring the secret back.
    const row = page.getByRole('listitem').filter({ hasText: 'Greenhouse' });
    await row.getByText(`${secret.slice(0, 14)}…`).waitFor();
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: 'Greenhouse' }).waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await callApi(secret)).toBe(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Revoke Greenhouse' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('heading', { name: 'Revoke this API key?' }).waitFor();
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Greenhouse' })
      .getByText(/^Revoked/)
      .waitFor();
    await screenshot(page, 'api-keys-02-revoked');
    expect(await callApi(secret)).toBe(401);
  });
});
