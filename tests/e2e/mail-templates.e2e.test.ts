import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpEmployer } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signInInBrowser } from './support/sign-in.ts';

/** Settings → E-mails (docs/decisions/0043): edit with field errors, live preview, save and reset, desktop and phone. */

let t: TestApp;
let b: BrowserSession;
let account: { email: string; password: string };

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  b = await openBrowser({ baseURL: t.url });
  const owner = await signUpEmployer(t.url, { name: 'Edna Editor' });
  account = owner.account;
  expect(
    (
      await owner.client.put('/api/organization/brand', {
        displayName: 'Northwind Careers',
        accentColor: '#b91c1c',
        supportEmail: null,
        websiteUrl: null,
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

const preview = () => b.page.frameLocator('iframe[title="E-mail preview"]');

describe('the e-mail template editor', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`edits the invitation with a live preview, a field error, save and reset (${viewport.name})`, async () => {
      const { page } = b;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (viewport.name === 'desktop') await signInInBrowser(page, account);
      await page.goto('/settings/emails');
      await page.getByRole('heading', { name: 'E-mails to candidates' }).waitFor();
      await page.getByLabel('E-mail', { exact: true }).selectOption('invitation');

      // The preview shows the brand and a sample candidate, in HTML and in text.
      await preview().getByText('Dear Alex Example,').waitFor();
      await preview().getByText('Northwind Careers').first().waitFor();
      await preview().getByRole('link', { name: 'Start the interview' }).waitFor();

      const subject = page.getByLabel('Subject');
      await subject.fill('Hi {{firstName}}, interview for {{jobTitle}}');
      await page.getByText('Unknown variable: {{firstName}}').waitFor();
      expect(await subject.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await subject.fill('Hi {{candidateName}}, interview for {{jobTitle}}');
      await page
        .getByTestId('preview-subject')
        .getByText('Hi Alex Example, interview for Customer Support Specialist')
        .waitFor();
      const body = page.getByLabel('Text');
      await body.fill('Hello {{candidateName}} <b>bold?</b>\n\n{{interviewLink}}\n\nSee you,\n{{companyName}}');
      await preview().getByText('Hello Alex Example <b>bold?</b>').waitFor();
      await page.getByRole('button', { name: 'Plain text' }).click();
      await expect.poll(() => page.getByTestId('preview-text').textContent()).toContain('See you,\nNorthwind Careers');
      await page.getByRole('button', { name: 'As designed' }).click();
      await screenshot(page, `mail-templates-01-editor-${viewport.name}`);
      if (viewport.width === 390) {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      }

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved. New e-mails use this text from now on.').waitFor();
      const stored = await fetch(new URL('/api/organization/mail-templates', t.url));
      expect(stored.status).toBe(401); // the API needs the session the browser holds
      await page.reload();
      await page.getByLabel('E-mail', { exact: true }).selectOption('invitation');
      await expect
        .poll(() => page.getByLabel('Subject').inputValue())
        .toBe('Hi {{candidateName}}, interview for {{jobTitle}}');
      await page.getByRole('option', { name: 'Invitation (your wording)' }).waitFor({ state: 'attached' });

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Reset to default' }).click();
      await page.getByText('Reset to the default text.').waitFor();
      await expect
        .poll(() => page.getByLabel('Subject').inputValue())
        .toBe('You are invited to interview for {{jobTitle}}');
    });
  }
});
