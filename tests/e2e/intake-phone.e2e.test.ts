import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateMessages } from '../../src/core/candidate-messages.ts';
import { actorFor } from '../support/actors.ts';
import { createOpenPosting } from '../support/postings.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';

/**
 * Issue #27: on a phone (390 px) the intake form comes first, under the job title, with the long
 * job text collapsed; the AI-assessment consent is its own box and Start waits for it.
 */
let t: TestApp;
let b: BrowserSession;
let postingId: string;
const LONG = Array.from({ length: 60 }, (_, i) => `Responsibility ${i + 1}: keep the platform healthy.`).join('\n');

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true, workers: false });
  const { client } = await actorFor(t, 'owner', { name: 'Phone Owner' });
  postingId = (await createOpenPosting(client, { title: 'Platform Engineer', description: LONG })).json.id as string;
  b = await openBrowser({ baseURL: t.url });
  await b.page.setViewportSize({ width: 390, height: 844 });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
});

describe('intake on a phone', () => {
  it('shows the form before the instructions, the job text collapsed, and needs the AI consent', async () => {
    const { page } = b;
    await page.goto(`/interview/${postingId}`);
    const fullName = page.getByLabel('Full name');
    await fullName.waitFor();
    expect(await page.getByText('Responsibility 30: keep the platform healthy.').isVisible()).toBe(false);
    const formTop = (await fullName.boundingBox())!.y;
    expect(formTop).toBeLessThan(844);
    await page.getByText('Show the job description').click();
    await page.getByText('Responsibility 30: keep the platform healthy.').waitFor();

    await page.getByLabel('I have read and understood the interview instructions').check();
    const start = page.getByRole('button', { name: /start interview/i });
    expect(await start.isDisabled()).toBe(true);
    await page.getByLabel(candidateMessages.aiConsentLabel).check();
    await expect.poll(() => start.isDisabled()).toBe(false);
    await screenshot(page, 'intake-phone-01-form-first');
  });
});
