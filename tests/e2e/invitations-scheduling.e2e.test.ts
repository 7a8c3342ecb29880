import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, invitations, secondRoundOffers } from '../../src/server/db/schema.ts';
import { insertInterviews } from '../support/factories.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { outboxMailsTo } from '../support/outbox.ts';
import { decodeQuotedPrintable, mimePart } from '../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signInInBrowser } from './support/sign-in.ts';
import { createOpenPosting } from '../support/postings.ts';

/**
 * In a real browser with the default outbox mailer (.eml files): invite by CSV upload, follow a
 * personal link from the outbox to a pre-filled intake; accept a candidate with time slots and
 * pick one as the candidate, which sends both sides a calendar invitation.
 */
let t: TestApp;
let b: BrowserSession;
let postingId: string;
let acceptedId: string;
const account = { name: 'Ivy Inviter', email: `inviter-${Date.now()}@example.com`, password: 'invite-password-1' };
const acceptedEmail = 'second.round@example.com';

/** The raw .eml files in the outbox addressed to `to`, oldest first (read from their To header). */
const outboxMails = (to: string) => outboxMailsTo(t.outboxDir, to);

async function waitForMail(to: string, match: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = (await outboxMails(to)).find((raw) => match.test(raw));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${match}`);
}

const bodyOf = (raw: string) => decodeQuotedPrintable(mimePart(raw, 'text/plain') ?? raw);
const pathIn = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`no link matching ${pattern} in ${text}`);
  return new URL(match[0]).pathname;
};

/** At a 390 px wide phone screen nothing forces the page to scroll sideways. */
async function fitsPhoneWidth(page: BrowserSession['page']) {
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(width).toBeLessThanOrEqual(390);
}

/** A datetime-local value (the browser's and this process's time zone) days ahead at 10:30. */
function localInDays(days: number): { local: string; iso: string } {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(10, 30, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return { local, iso: date.toISOString() };
}

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  const employer = await signUpEmployer(t.url, account);
  const posting = await createOpenPosting(employer.client, {
    title: 'Product Designer',
    description: 'Designs flows, runs research and works closely with engineering.',
  });
  postingId = posting.json.id;
  const [id] = await insertInterviews(t.deps.database.db, [postingId], 1, { archivedShare: 0, turns: false });
  await t.deps.database.db
    .update(interviews)
    .set({ status: 'pending', candidateEmail: acceptedEmail, fullName: 'Sasha Second' })
    .where(eq(interviews.id, id!));
  acceptedId = id!;
  b = await openBrowser({ baseURL: t.url });
  const { page } = b;
  await signInInBrowser(page, account);
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
});

describe('invitations in the browser', () => {
  it('uploads a CSV, reports the bad row, and a personal link opens a pre-filled intake', async () => {
    const { page } = b;
    await page.goto(`/job-postings/${postingId}/candidates`);
    const panel = page.getByRole('region', { name: 'Invitations' });
    await panel.waitFor();
    await panel.getByText('No invitations yet').waitFor();
    const csv = 'name,email\nLinus Link,linus.link@example.com\nNo Address,\nMaya Mail,maya.mail@example.com\n';
    await panel
      .getByLabel('CSV file')
      .setInputFiles({ name: 'candidates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // A partial import reads as a success, with the skipped row listed (not a red error box).
    const outcome = panel.getByRole('status').filter({ hasText: '2 invitations sent. 1 row was skipped (see below).' });
    await outcome.waitFor();
    expect(await panel.getByRole('alert').count()).toBe(0);
    const report = panel.getByRole('table', { name: 'Skipped rows' });
    expect(await report.innerText()).toMatch(/3\s+—\s+E-mail is missing/);
    await panel.getByText('Sent: 2').waitFor();
    await panel.getByRole('table', { name: 'Invitations' }).getByText('linus.link@example.com').waitFor();
    await screenshot(page, 'invitations-01-csv-report');
    await fitsPhoneWidth(page);

    const invitation = await waitForMail('linus.link@example.com', /You are invited/);
    const link = pathIn(bodyOf(invitation), /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your information' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Linus Link');
    expect(await page.getByLabel('Email').inputValue()).toBe('linus.link@example.com');
    await page.getByText('Product Designer').first().waitFor();
    const [row] = await t.deps.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'linus.link@example.com'));
    expect(row?.status).toBe('opened');
    await screenshot(page, 'invitations-02-prefilled-intake');

    await t.deps.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'maya.mail@example.com'));
    const expired = await waitForMail('maya.mail@example.com', /You are invited/);
    await page.goto(pathIn(bodyOf(expired), /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/));
    await page.getByText('This invitation has expired.').waitFor();
  });
});

describe('second round in the browser', () => {
  it('accepts with a time slot, the candidate picks it, both get the calendar invitation', async () => {
    const { page } = b;
    await page.goto(`/job-postings/${postingId}/candidates`);
    await page.getByRole('button', { name: `Accept ${acceptedEmail}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept candidate?' });
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    const mail = page.getByRole('dialog', { name: 'E-mail the candidate' });
    await mail.getByRole('group', { name: 'Second round' }).waitFor();
    await mail.getByRole('button', { name: 'Add a time' }).click();
    await mail.getByRole('button', { name: 'Add a time' }).click();
    const first = localInDays(3);
    const second = localInDays(5);
    await mail.getByLabel('Time 1', { exact: true }).fill(first.local);
    await mail.getByLabel('Time 2', { exact: true }).fill(second.local);
    await mail.getByLabel('Duration').nth(1).selectOption('45');
    await expect
      .poll(() => mail.getByLabel('Message').inputValue())
      .toContain('Please choose a time for the next interview with the link below.');
    await screenshot(page, 'scheduling-01-accept-with-slots');
    await mail.getByRole('button', { name: 'Send' }).click();
    await mail.waitFor({ state: 'hidden' });

    const accept = await waitForMail(acceptedEmail, /second-round/);
    await page.goto(pathIn(bodyOf(accept), /https?:\/\/\S+\/second-round\/[A-Za-z0-9_-]+/));
    await page.getByRole('heading', { name: 'Second-round interview' }).waitFor();
    const choices = page.getByRole('radio');
    expect(await choices.count()).toBe(2);
    await choices.nth(1).check();
    await screenshot(page, 'scheduling-02-candidate-picks');
    await fitsPhoneWidth(page);
    await page.getByRole('button', { name: 'Confirm this time' }).click();
    await page.getByRole('heading', { name: 'Your interview is booked' }).waitFor();

    const [offer] = await t.deps.database.db.select().from(secondRoundOffers);
    expect(offer?.chosenSlot).toBe(1);
    for (const to of [acceptedEmail, account.email]) {
      const confirmation = await waitForMail(to, /text\/calendar/);
      const ics = mimePart(confirmation, 'text/calendar');
      const event = Object.values(ical.sync.parseICS(ics ?? '')).find((item) => item?.type === 'VEVENT') as VEvent;
      expect(event.start.toISOString()).toBe(second.iso);
      expect(event.end?.toISOString()).toBe(new Date(Date.parse(second.iso) + 45 * 60_000).toISOString());
      expect(String(event.summary)).toBe('Second-round interview: Product Designer');
    }

    // The employer sees the booked time on the interview.
    await page.goto(`/interviews/${acceptedId}`);
    const card = page.getByRole('region', { name: 'Second round' });
    await card.getByText('Booked:').waitFor();
    expect(await card.getByRole('list', { name: 'Offered times' }).innerText()).toContain('(picked)');
    await screenshot(page, 'scheduling-03-employer-sees-booking');
  });
});
