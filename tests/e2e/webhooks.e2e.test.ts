import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, webhookMessages } from '../../src/core/webhooks.ts';
import { CandidateClient, MINIMAL_PDF } from '../support/candidate-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signUpInBrowser } from './support/sign-up.ts';

let t: TestApp;
let session: BrowserSession;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }, { serveClient: true });
  session = await openBrowser({ baseURL: t.url, bypassCSP: true, permissions: ['clipboard-read', 'clipboard-write'] });
});
afterAll(async () => {
  await session?.close();
  await t?.close();
  await receiver?.close();
});

describe('webhooks in a real browser', () => {
  it('an owner adds a webhook and sees a candidate’s submission delivered in its log', async () => {
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpInBrowser(page, t, {
      name: 'Wes Webhooks',
      email: `webhooks-${Date.now()}@example.com`,
      password: 'webhooks-password-1',
    });

    // An API key for the applicant tracking system, which creates the posting through the public API.
    await page.goto('/team/api-keys');
    await page.getByRole('button', { name: 'Create API key' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('ATS');
    await dialog.getByLabel(/write/).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const apiKey = await dialog.getByLabel('API key “ATS”').inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const created = await fetch(new URL('/api/v1/postings', t.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Webhook engineer', description: 'Receives events.' }),
    });
    expect(created.status).toBe(201);
    const postingId = ((await created.json()) as { id: string }).id;
    // A new posting opens once its plan is published: here the default interview, explicitly.
    const opened = await page.request.post(`/api/postings/${postingId}/plan/publish-default`, {
      headers: { origin: t.url },
    });
    expect(opened.status()).toBe(200);

    await page.goto('/team');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(/\/team\/webhooks$/);
    await page.getByText('No webhooks yet.').waitFor();
    expect(await seriousAxeViolations(page)).toBe('');

    await page.getByRole('button', { name: 'Add webhook' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Endpoint URL').fill(receiver.url('/ats'));
    await dialog.getByLabel('Description (optional)').fill('Our ATS');
    expect(await seriousAxeViolations(page)).toBe('');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const secretField = dialog.getByLabel('Signing secret');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Copy secret' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'webhooks-01-secret');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // A candidate applies and submits (through the candidate API, as the page would).
    const candidate = new CandidateClient(t.url);
    const intake = await candidate.intake(
      postingId,
      { fullName: 'Cora Candidate', email: `cora-${Date.now()}@example.com`, consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    expect(intake.status).toBe(201);
    expect((await candidate.submit()).status).toBe(200);
    await receiver.waitFor((all) => all.some((r) => JSON.parse(r.body).type === 'interview.submitted'));
    const submitted = receiver.received.find((r) => JSON.parse(r.body).type === 'interview.submitted')!;
    expect(new Webhook(secret).verify(submitted.body, submitted.headers as Record<string, string>)).toMatchObject({
      data: { postingId, interviewId: candidate.interviewId },
    });

    await page.reload();
    const card = page.getByTestId('webhook').filter({ hasText: receiver.url('/ats') });
    await card.getByRole('button', { name: 'Deliveries' }).click();
    const row = card.getByTestId('webhook-delivery').filter({ hasText: 'interview.submitted' });
    await row.getByText('Delivered').waitFor();
    await row.getByText('200', { exact: true }).waitFor();
    await row.getByText(/^\d+ ms$/).waitFor();
    // The receiver's answer is shown as text, never as markup.
    await row.getByText('Attempts', { exact: true }).click();
    await row.getByText('<b>ok</b>').waitFor();
    expect(await row.locator('b').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'webhooks-02-log');

    const before = receiver.received.length;
    await row.getByRole('button', { name: /^Redeliver interview.submitted/ }).click();
    await card.getByText('(redelivery)').waitFor();
    await receiver.waitFor((all) => all.length > before);

    // The endpoint is edited from the keyboard: a refused address keeps what was typed, then the change shows in the list.
    await card.getByRole('button', { name: `Edit webhook ${receiver.url('/ats')}` }).focus();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Edit webhook' });
    const urlField = dialog.getByLabel('Endpoint URL');
    expect(await urlField.inputValue()).toBe(receiver.url('/ats'));
    expect(await dialog.getByLabel('Description (optional)').inputValue()).toBe('Our ATS');
    await dialog.getByLabel('Description (optional)').fill('Our ATS, production');
    await dialog.getByRole('checkbox', { name: /^invitation\.expired/ }).uncheck();
    await urlField.fill('ftp://ats.example.com/hook');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByRole('alert').filter({ hasText: webhookMessages.urlInvalid }).waitFor();
    expect(await urlField.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Description (optional)').inputValue()).toBe('Our ATS, production');
    expect(await dialog.getByRole('checkbox', { name: /^invitation\.expired/ }).isChecked()).toBe(false);
    expect(await seriousAxeViolations(page)).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'webhooks-03-edit-error');
    await urlField.fill(receiver.url('/ats'));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Our ATS, production', { exact: true }).waitFor();
    const events = WEBHOOK_EVENT_TYPES.filter((type) => type !== 'invitation.expired').join(', ');
    await card.getByText(events, { exact: true }).waitFor();
  });
});
