import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondRoundMessages } from '../../src/core/second-round.ts';
import { secondRoundOffers } from '../../src/server/db/schema.ts';
import { acceptedWithSecondRound } from '../support/second-round-offer.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';

/**
 * The candidate changes and then cancels their second-round time from the link of the decision
 * e-mail (issue #27 item 7, src/server/modules/second-round/change-slot.ts), on a desktop and on a
 * 390 px phone: the page's buttons reach the server, which records each change.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let t: TestApp;
let b: BrowserSession;

beforeAll(async () => {
  // No workers: the offer's e-mail is read from the queue (acceptedWithSecondRound), never sent.
  t = await startTestApp({}, { serveClient: true, workers: false });
  b = await openBrowser({ baseURL: t.url });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
});

const offerOf = async (interviewId: string) =>
  (await t.deps.database.db.select().from(secondRoundOffers).where(eq(secondRoundOffers.interviewId, interviewId)))[0]!;

describe.each(VIEWPORTS)('second-round time on $name', (viewport) => {
  it('picks a time, changes it with "Change the time", then cancels with "Cancel the interview"', async () => {
    const { page } = b;
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { interviewId, token } = await acceptedWithSecondRound(t);
    await page.goto(`/second-round/${token}`);

    const slots = page.getByRole('radio');
    await page.getByRole('group', { name: 'Pick the time that suits you' }).waitFor();
    expect(await slots.count()).toBe(2);
    await slots.first().check();
    await page.getByRole('button', { name: 'Confirm this time' }).click();
    await page.getByRole('heading', { name: 'Your interview is booked' }).waitFor();
    expect((await offerOf(interviewId)).chosenSlot).toBe(0);

    // Reschedule: only the other time is offered.
    await page.getByRole('button', { name: 'Change the time' }).click();
    await page.getByRole('group', { name: 'Pick a new time' }).waitFor();
    expect(await slots.count()).toBe(1);
    await slots.first().check();
    await screenshot(page, `second-round-${viewport.name}-01-change`);
    await page.getByRole('button', { name: 'Change to this time' }).click();
    await page.getByRole('heading', { name: 'Your interview is booked' }).waitFor();
    expect((await offerOf(interviewId)).chosenSlot).toBe(1);

    // Cancel, after the browser's confirmation naming the time.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Cancel the interview' }).click();
    await page.getByRole('heading', { name: 'Your interview is cancelled' }).waitFor();
    await page.getByText(secondRoundMessages.cancelled).waitFor();
    expect(asked).toMatch(/^Cancel your interview on .+\? The hiring team will be told\.$/);
    expect((await offerOf(interviewId)).cancelledAt).not.toBeNull();
    await screenshot(page, `second-round-${viewport.name}-02-cancelled`);

    // Opening the link again shows it cancelled, with no buttons left.
    await page.reload();
    await page.getByRole('heading', { name: 'Your interview is cancelled' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel the interview' }).count()).toBe(0);
  });
});
