import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, user } from '../../src/server/db/schema.ts';
import { insertInterviews } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signUpInBrowser } from './support/sign-up.ts';

const WIDTH = 390;
let t: TestApp;
let b: BrowserSession;
let postingId: string;
const account = { name: 'Mona Mobile', email: `mobile-${Date.now()}@example.com`, password: 'mobile-password-1' };

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true, workers: false });
  // axe is injected as an inline script, which the app's CSP rightly refuses.
  b = await openBrowser({ baseURL: t.url, bypassCSP: true });
  await signUpInBrowser(b.page, t, account);
  const ids = await b.page.evaluate(async () => {
    const create = async (title: string) => {
      const response = await fetch('/api/postings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title, description: 'Runs our services and keeps them healthy on call.' }),
      });
      const { id } = (await response.json()) as { id: string };
      // A new posting opens once its plan is published: here the default interview, explicitly.
      await fetch(`/api/postings/${id}/plan/publish-default`, { method: 'POST' });
      return id;
    };
    return [await create('Site Reliability Engineer (Payments Platform, EMEA)'), await create('Support Lead')];
  });
  postingId = ids[0]!;
  const interviewIds = await insertInterviews(t.deps.database.db, [postingId], 4, { archivedShare: 0, seed: 5 });
  const db = t.deps.database.db;
  await db.update(interviews).set({ status: 'pending' }).where(eq(interviews.jobPostingId, postingId));
  await db
    .update(interviews)
    .set({
      fullName: 'Maximiliane Oberhauser-Wittgenstein',
      candidateEmail: 'maximiliane.oberhauser-wittgenstein@example.org',
    })
    .where(eq(interviews.id, interviewIds[0]!));
  await b.page.setViewportSize({ width: WIDTH, height: 844 });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
});

/** Every control is on screen horizontally: 0 ≤ left and right ≤ the viewport width. */
async function expectOnScreen(controls: Locator) {
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(WIDTH);
  }
  return count;
}

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

async function expectAxeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe(`employer tables at ${WIDTH} px`, () => {
  it('shows the dashboard as cards with every action on screen and no sideways scroll', async () => {
    const { page } = b;
    await page.goto('/dashboard');
    const table = page.getByRole('region', { name: 'Interview processes table' });
    await table.getByText('Support Lead').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
    // Column labels are shown on each card.
    await table.getByText('Applications', { exact: true }).first().waitFor();
    const actions = table.locator('tbody').locator('button, a');
    // Per posting: status, Copy Link, edit, View Applications, Interview plan, delete.
    expect(await expectOnScreen(actions)).toBe(12);
    for (const name of ['Copy Link', 'Active', 'Edit Support Lead', 'Delete Support Lead']) {
      expect(await table.getByRole('button', { name }).or(table.getByRole('link', { name })).count()).toBeGreaterThan(
        0,
      );
    }
    await expectAxeClean(page);
    await screenshot(page, 'everyday-01-dashboard-390');
  });

  it('shows the candidates as cards with every action on screen, and accepts from a card', async () => {
    const { page } = b;
    await page.goto(`/job-postings/${postingId}/candidates`);
    const table = page.getByRole('region', { name: 'Candidates table' });
    await table.getByText('Maximiliane Oberhauser-Wittgenstein').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
    const actions = table.locator('tbody').locator('button, a');
    // Per candidate: View details, Accept, Reject, Archive.
    expect(await expectOnScreen(actions)).toBe(16);
    await expectAxeClean(page);
    await screenshot(page, 'everyday-02-candidates-390');

    const email = 'maximiliane.oberhauser-wittgenstein@example.org';
    await table.getByRole('button', { name: `Accept ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept candidate?' });
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect
      .poll(() => table.locator('tbody tr').filter({ hasText: email }).getAttribute('data-status'))
      .toBe('accepted');
    // The decision e-mail dialog that follows fits the phone too, and closes.
    const mail = page.getByRole('dialog', { name: 'E-mail the candidate' });
    await expectOnScreen(mail.getByRole('button', { name: 'Close' }));
    await mail.getByRole('button', { name: 'Close' }).click();
    await mail.waitFor({ state: 'hidden' });
    expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
  });

  it("finds a posting's candidate by name", async () => {
    const { page } = b;
    await page.getByLabel('Search candidates by name or e-mail').fill('oberhauser-witt');
    await page.waitForURL(/q=oberhauser-witt/);
    const rows = page.getByRole('region', { name: 'Candidates table' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('Maximiliane Oberhauser-Wittgenstein');
    await page.getByLabel('Search candidates by name or e-mail').fill('no such person');
    await page.getByText('No candidates match your search').waitFor();
  });

  it('shows the CV text beside the file on the interview page, as plain text, axe-clean', async () => {
    const { page } = b;
    const [row] = await t.deps.database.db
      .select({ id: interviews.id })
      .from(interviews)
      .where(eq(interviews.jobPostingId, postingId))
      .limit(1);
    // Text that looks like markup stays text.
    const text = 'Ada Example\n<b>Lead engineer</b> <img src=x onerror=alert(1)>\nGo, PostgreSQL';
    await t.deps.database.db
      .update(interviews)
      .set({ cvText: text, cvTextStatus: 'done', cvTextNote: null })
      .where(eq(interviews.id, row!.id));
    await page.goto(`/interviews/${row!.id}`);
    const extracted = page.getByRole('region', { name: 'CV text' }).getByLabel('Text read from the CV');
    await extracted.waitFor();
    expect(await extracted.innerText()).toBe(text);
    expect(await extracted.evaluate((el) => el.querySelectorAll('*').length)).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
    await expectAxeClean(page);
    await screenshot(page, 'everyday-03-cv-text-390');
  });

  it('lets an admin find an account by e-mail on a phone', async () => {
    const { page } = b;
    const [me] = await t.deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
    await t.deps.database.executeSql('insert into admins (user_id) values ($1)', [me!.id]);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Admin Controls' }).waitFor();
    await page.getByLabel('User e-mail').fill(account.email.slice(0, 12));
    await page.getByRole('button', { name: 'Find accounts' }).click();
    const found = page.getByRole('list', { name: 'Accounts found' }).getByRole('listitem');
    await found.filter({ hasText: account.email }).waitFor();
    await expectOnScreen(found.first().getByRole('button'));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
    await expectAxeClean(page);
    await screenshot(page, 'everyday-04-admin-390');
  });
});
