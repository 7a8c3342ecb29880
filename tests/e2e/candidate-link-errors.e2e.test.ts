import { rm, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_TOO_LARGE_MESSAGE, CV_WRONG_TYPE_MESSAGE } from '../../src/core/cv.ts';
import { interviews } from '../../src/server/db/schema.ts';
import { type HttpClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { createOpenPosting } from '../support/postings.ts';
import { candidateMessages } from '../../src/core/candidate-messages.ts';
import { SAMPLE_CV } from './support/intake.ts';
import { actorFor } from '../support/actors.ts';

const FAKE_PDF = path.resolve('tests/fixtures/cv/fake.pdf');

let t: TestApp;
let b: BrowserSession;
let employer: HttpClient;
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'screenroom-cv-'));
  t = await startTestApp({}, { serveClient: true });
  b = await openBrowser({ baseURL: t.url });
  employer = (await actorFor(t, 'owner')).client;
});
afterAll(async () => {
  await b?.close();
  await t?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function createPosting(title: string) {
  const created = await createOpenPosting(employer, { title, description: `Join us as ${title}.` });
  expect(created.status).toBe(201);
  return created.json.id as string;
}

describe('candidate link errors and intake validation in a real browser', () => {
  it('shows the not-found page for a malformed or unknown link and a message for a link without id', async () => {
    const { page } = b;
    for (const id of ['not-a-real-id', '00000000-0000-4000-8000-000000000000']) {
      await page.goto(`/interview/${id}`);
      await page.getByRole('heading', { name: 'Interview Not Found' }).waitFor();
      await page.getByText('This interview link is invalid or has expired.').waitFor();
      // No employer is known for an unknown link: no "Return Home", and no Screenroom navigation.
      expect(await page.getByRole('link', { name: 'Return Home' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
      await page.getByText('Powered by Screenroom').waitFor();
    }
    await screenshot(page, 'candidate-link-01-not-found');
    await page.goto('/interview');
    await page.getByRole('heading', { name: 'Invalid interview link' }).waitFor();
  });

  it('tells the candidate that a disabled posting no longer accepts applications', async () => {
    const { page } = b;
    const id = await createPosting('Closed Position');
    expect((await employer.patch(`/api/postings/${id}/active`, { isActive: false })).status).toBe(200);
    await page.goto(`/interview/${id}`);
    await page.getByRole('heading', { name: 'This job posting is no longer accepting applications' }).waitFor();
    await screenshot(page, 'candidate-link-02-inactive');
  });

  it('validates the intake: missing fields, a CV over 10 MB, a fake PDF refused by its content', async () => {
    const { page } = b;
    const id = await createPosting('Data Analyst');
    await page.goto(`/interview/${id}`);
    await page.getByRole('heading', { name: 'Data Analyst' }).waitFor();
    const start = page.getByRole('button', { name: 'Start Interview' });
    const showsAlert = (text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();

    // The start button waits for the instructions checkbox; then every field is required.
    expect(await start.isDisabled()).toBe(true);
    await page.getByLabel('I have read and understood the interview instructions').check();
    await page.getByLabel(candidateMessages.aiConsentLabel).check();
    await start.click();
    // Each missing field says so under itself (read with the field), and the first takes the focus.
    const saysUnder = async (label: string, text: string) => {
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
      const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(texts).toContain(text);
    };
    await showsAlert(candidateMessages.fullNameRequired);
    await saysUnder('Full name', candidateMessages.fullNameRequired);
    await saysUnder('Email', candidateMessages.invalidEmail);
    await saysUnder('CV', candidateMessages.cvRequired);
    expect(await page.getByLabel('Full name').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByLabel('Full name').fill('Val Idation');
    await page.getByLabel('Email').fill('val@example');
    await start.click();
    await saysUnder('Email', candidateMessages.invalidEmail);
    expect(await page.getByLabel('Email').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByLabel('Email').fill('val@example.com');
    await start.click();
    await showsAlert(candidateMessages.cvRequired);
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBeNull();

    // Too large: over 10 MB.
    const big = path.join(tmp, 'huge-cv.pdf');
    await writeFile(big, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]));
    await page.getByLabel('CV').setInputFiles(big);
    await showsAlert(CV_TOO_LARGE_MESSAGE);
    await start.click();
    await showsAlert(CV_TOO_LARGE_MESSAGE);
    await screenshot(page, 'candidate-link-03-cv-too-large');

    // A text file named .pdf passes the browser's name check and is refused by the server by its content.
    await page.getByLabel('CV').setInputFiles(FAKE_PDF);
    await start.click();
    await showsAlert(CV_WRONG_TYPE_MESSAGE);
    await screenshot(page, 'candidate-link-04-fake-pdf');
    const stored = await t.deps.database.db.select().from(interviews).where(eq(interviews.jobPostingId, id));
    expect(stored).toHaveLength(0);

    // A real PDF gets through to the media check.
    await page.getByLabel('CV').setInputFiles(SAMPLE_CV);
    await start.click();
    await page.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor();

    // This browser has no camera or microphone: Retry, Ask for Help (a pre-filled mail), or type.
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    const help = decodeURIComponent(
      (await page.getByRole('link', { name: 'Ask for Help' }).getAttribute('href')) ?? '',
    );
    expect(help).toMatch(/^mailto:support@screenroom\.local\?subject=/);
    expect(help).toContain('Camera status: not available');
    expect(help).toContain('Audio status: not available');
    expect(help).toContain('Error: ');
    await screenshot(page, 'candidate-link-05-media-error');
    await page.getByRole('button', { name: 'Continue without camera — type answers' }).click();
    await page.getByText('Your camera and microphone are not in use, so please type your answers.').waitFor();
    const log = page.getByRole('log', { name: 'Interview transcript' });
    await log.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('button', { name: 'Tap to Answer' }).count()).toBe(0);
    await page.getByLabel('Your answer').fill('I enjoy turning messy data into clear decisions.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => log.getByRole('listitem').count(), { timeout: 30_000 }).toBe(3);
    await screenshot(page, 'candidate-link-06-typed-only');
  });
});
