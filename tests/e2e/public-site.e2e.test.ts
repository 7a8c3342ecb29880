import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';

let t: TestApp;
let b: BrowserSession;

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true, workers: false });
  b = await openBrowser({ baseURL: t.url });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

describe('landing page', () => {
  it('shows the headline, the calls to action and the sections of the spec', async () => {
    const { page } = b;
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Hire Quality, Not Quantity. Instantly.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Get My Free Trial' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(
      /^mailto:support@screenroom\.local\?subject=/,
    );
    expect(await page.getByRole('link', { name: 'Book a demo' }).getAttribute('href')).toMatch(/^mailto:.*demo/i);
    const steps = page.locator('#how-it-works ol > li');
    expect(await steps.count()).toBe(3);
    expect(await steps.allInnerTexts()).toEqual([
      expect.stringContaining('Create an interview'),
      expect.stringContaining('Share the link'),
      expect.stringContaining('Review the results'),
    ]);
    expect(await page.locator('#features ul > li h3').count()).toBe(6);
    for (const claim of ['60% less interview time', 'Bias reduction', '99%', '2x']) {
      expect(await page.getByText(claim).first().isVisible()).toBe(true);
    }
    await page.getByRole('link', { name: 'Start your free trial' }).click();
    await page.waitForURL(/\/signup$/);
  });

  it('recomputes savings and ROI as the sliders move, by mouse-free keyboard and by value', async () => {
    const { page } = b;
    await page.goto('/');
    expect(await text(page, 'roi-savings')).toBe('$10,000');
    expect(await text(page, 'roi-percent')).toBe('4,000%');

    const candidates = page.getByLabel('Candidates per month');
    const hours = page.getByLabel('Hours per interview process');
    const cost = page.getByLabel('Hourly cost of your team');
    expect(await candidates.evaluate((el: HTMLInputElement) => [el.type, el.min, el.max, el.value])).toEqual([
      'range',
      '10',
      '100',
      '50',
    ]);
    expect(await hours.evaluate((el: HTMLInputElement) => [el.min, el.max, el.value])).toEqual(['1', '10', '2']);
    expect(await cost.evaluate((el: HTMLInputElement) => [el.min, el.max, el.step, el.value])).toEqual([
      '20',
      '200',
      '5',
      '100',
    ]);

    // Keyboard: End takes the slider to its maximum, arrows step by one step.
    await candidates.focus();
    await page.keyboard.press('End');
    expect(await text(page, 'roi-savings')).toBe('$20,000');
    expect(await text(page, 'roi-percent')).toBe('8,000%');
    await hours.focus();
    await page.keyboard.press('ArrowRight');
    expect(await text(page, 'roi-savings')).toBe('$30,000');
    await cost.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await text(page, 'roi-savings')).toBe('$28,500');
    expect(await text(page, 'roi-percent')).toBe('11,400%');

    // Lower bounds: 10 × 1 × $20.
    await candidates.fill('10');
    await hours.fill('1');
    await cost.fill('20');
    expect(await text(page, 'roi-savings')).toBe('$200');
    expect(await text(page, 'roi-percent')).toBe('80%');
    await screenshot(page, 'public-01-landing-roi');
  });

  it('plays and pauses the sample interview, a real audio file under 150 KB', async () => {
    const { page } = b;
    const file = await stat('public/audio/sample-interview.webm');
    expect(file.size).toBeGreaterThan(10_000);
    expect(file.size).toBeLessThan(150 * 1024);
    const served = await fetch(`${t.url}/audio/sample-interview.webm`);
    expect(served.status).toBe(200);

    await page.goto('/');
    const audio = page.getByTestId('sample-audio');
    await page.getByRole('button', { name: 'Play sample interview' }).click();
    await page.getByRole('button', { name: 'Pause sample interview' }).waitFor();
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="sample-audio"]') as HTMLAudioElement).currentTime > 0.3,
    );
    expect(await audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Pause sample interview' }).click();
    await page.getByRole('button', { name: 'Play sample interview' }).waitFor();
    expect(await audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
  });
});

describe('pricing page', () => {
  it('defaults to annual prices and switches to monthly with the toggle', async () => {
    const { page } = b;
    await page.goto('/pricing');
    const annual = page.getByRole('radio', { name: /Annual/ });
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    expect(await annual.isChecked()).toBe(true);
    expect(await text(page, 'price-starter')).toBe('$299');
    expect(await text(page, 'price-professional')).toBe('$699');
    expect(await page.getByTestId('plan-enterprise').getByText('Custom', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('plan-professional').getByText('Most Popular', { exact: true }).isVisible()).toBe(
      true,
    );
    await screenshot(page, 'public-02-pricing-annual');

    // The radios are visually hidden inside their labels; a visitor clicks the label.
    await page.locator('label', { hasText: 'Monthly' }).click();
    await expect.poll(() => monthly.isChecked()).toBe(true);
    expect(await text(page, 'price-starter')).toBe('$349');
    expect(await text(page, 'price-professional')).toBe('$849');
    expect(await page.getByTestId('plan-starter').getByText('Billed monthly').isVisible()).toBe(true);
    // Back by keyboard: arrows move between the radios.
    await monthly.focus();
    await page.keyboard.press('ArrowRight');
    expect(await text(page, 'price-starter')).toBe('$299');

    // Billing is off on this install: plans lead to sign-up, Enterprise to sales.
    expect(await page.getByTestId('plan-starter').getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(await page.getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toMatch(/^mailto:/);

    const faq = page.locator('#faq details');
    expect(await faq.count()).toBeGreaterThanOrEqual(5);
    await faq.first().locator('summary').click();
    expect(
      await faq
        .first()
        .getByText(/7-day free trial/)
        .isVisible(),
    ).toBe(true);
  });
});

describe('static pages', () => {
  const pages: { path: string; heading: RegExp; must: (string | RegExp)[] }[] = [
    {
      path: '/features',
      heading: /Screen every applicant/,
      must: ['99%', '60%', '2x', 'Bias reduction', 'Ranked assessments'],
    },
    {
      path: '/about',
      heading: /Fair, fast first interviews/,
      must: ['Our mission', 'Candidates first', 'Humans decide'],
    },
    { path: '/case-studies', heading: /Hiring teams that screen smarter/, must: ['Degen Crypto Jobs'] },
    {
      path: '/case-studies/degen-crypto-jobs',
      heading: /Degen Crypto Jobs screens every applicant/,
      must: ['Maya Lindqvist'],
    },
    {
      path: '/privacy',
      heading: /Privacy Policy/,
      must: [
        'CVs:',
        'Recordings:',
        'Transcripts:',
        'AI assessments:',
        '30 days',
        '90 days',
        'Human review:',
        'Deletion:',
        'Access:',
      ],
    },
    {
      path: '/terms',
      heading: /Terms of Service/,
      must: ['7-day free trial', 'AI assessments are advice', '500', '2000'],
    },
  ];

  it.each(pages)('$path renders its content', async ({ path, heading, must }) => {
    const { page } = b;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    for (const snippet of must) expect(await page.getByText(snippet).first().isVisible(), String(snippet)).toBe(true);
  });

  it('lists six values on /about and six features on /features', async () => {
    const { page } = b;
    await page.goto('/about');
    await page.locator('#values ul > li').first().waitFor();
    expect(await page.locator('#values ul > li').count()).toBe(6);
    await page.goto('/features');
    await page.locator('#all-features ul > li').first().waitFor();
    expect(await page.locator('#all-features ul > li').count()).toBe(6);
  });
});

describe('small screens', () => {
  it('fits every public page in 360 px without sideways scrolling, with a working menu', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      for (const path of [
        '/',
        '/features',
        '/pricing',
        '/case-studies',
        '/case-studies/degen-crypto-jobs',
        '/about',
        '/privacy',
        '/terms',
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL(/\/pricing$/);
      await screenshot(page, 'public-03-pricing-360');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
