import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_ACCENT_DARK } from '../../src/core/brand.ts';
import { issueDataLink } from '../../src/server/modules/your-data/data-link.ts';
import { insertInterviews } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { openBrowser, type BrowserSession } from './support/browser.ts';
import { signUpInBrowser } from './support/sign-up.ts';

/** A candidate page in the employer's brand (docs/decisions/0025-employer-brand.md). */

let t: TestApp;
let b: BrowserSession;

// A 1×1 PNG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true, workers: false });
  b = await openBrowser({ baseURL: t.url, bypassCSP: true });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

describe('employer brand on candidate pages', () => {
  it('shows the logo, name and accent colour, the support address and website, and no Screenroom navigation', async () => {
    const { page } = b;
    await signUpInBrowser(page, t, {
      name: 'Bea Brand',
      email: `brand-${Date.now()}@example.com`,
      password: 'brand-password-1',
    });
    // The owner sets the brand on the settings page.
    await page.goto('/settings/brand');
    await page.getByLabel('Name shown to candidates').fill('Yellow Bikes');
    await page.getByLabel('Accent colour').fill('#facc15');
    await page.getByLabel('Support e-mail').fill('help@yellow.example');
    await page.getByLabel('Website').fill('https://yellow.example');
    await page.getByRole('button', { name: 'Save brand' }).click();
    await page.getByText('Saved. Candidate pages and e-mails use it from now on.').waitFor();
    await page.getByLabel('Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    await page.getByRole('img', { name: 'Yellow Bikes logo' }).waitFor();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    const postingId = await page.evaluate(async () => {
      const response = await fetch('/api/postings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Bike Mechanic', description: 'Keep the fleet rolling.' }),
      });
      const { id } = (await response.json()) as { id: string };
      // A new posting opens once its plan is published: here the default interview, explicitly.
      await fetch(`/api/postings/${id}/plan/publish-default`, { method: 'POST' });
      return id;
    });

    await page.goto(`/interview/${postingId}`);
    await page.getByRole('heading', { name: 'Bike Mechanic' }).first().waitFor();
    const logo = page.getByRole('img', { name: 'Yellow Bikes logo' });
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await page.getByRole('link', { name: 'Yellow Bikes' }).waitFor();
    expect(await page.getByRole('link', { name: 'Yellow Bikes' }).getAttribute('href')).toBe('https://yellow.example');
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Pricing' }).count()).toBe(0);
    await page.getByText('Powered by Screenroom').waitFor();
    // The accent colour, with black text because yellow is light.
    const colours = await page.evaluate(() => {
      const root = document.querySelector<HTMLElement>('.candidate-brand')!;
      return {
        accent: root.style.getPropertyValue('--brand-accent'),
        onAccent: root.style.getPropertyValue('--brand-on-accent'),
      };
    });
    expect(colours.accent).toBe('#facc15');
    expect(colours.onAccent).toBe(ON_ACCENT_DARK);
    // Buttons fade between colours (`transition`), so the accent shows once the fade is over.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const button = document.querySelector<HTMLElement>('.candidate-brand .btn-primary');
          return button ? getComputedStyle(button).backgroundColor : null;
        }),
      )
      .toBe('rgb(250, 204, 21)');
    const candidateViolations = await seriousViolations(page);
    expect(candidateViolations, describeViolations(candidateViolations)).toEqual([]);

    // The candidate's "your data" page carries the same brand.
    const [interviewId] = await insertInterviews(t.deps.database.db, [postingId], 1, { turns: false });
    const dataLink = await issueDataLink(t.deps.database.db, interviewId!, t.url);
    await page.goto(dataLink);
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    await page.getByRole('img', { name: 'Yellow Bikes logo' }).waitFor();
    await page.getByRole('link', { name: 'Yellow Bikes' }).waitFor();
    await page.getByText('Powered by Screenroom').waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    expect(
      await page.evaluate(() =>
        document.querySelector<HTMLElement>('.candidate-brand')!.style.getPropertyValue('--brand-accent'),
      ),
    ).toBe('#facc15');
  }, 120_000);
});
