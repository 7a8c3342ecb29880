import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../src/server/db/schema.ts';
import { actorFor } from '../support/actors.ts';
import { outboxMailsTo } from '../support/outbox.ts';
import { decodeQuotedPrintable } from '../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { readZip } from '../support/zip.ts';
import { openBrowser, screenshot, type BrowserSession, skipPractice } from './support/browser.ts';
import { createOpenPosting } from '../support/postings.ts';
import { fillIntake, SAMPLE_CV } from './support/intake.ts';

const EMAIL = 'rights.candidate@example.com';
const ANSWER = 'I reconcile the quarterly ledgers with SQL and explain the variances to the finance team.';

let t: TestApp;
let b: BrowserSession;
let postingId: string;

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  b = await openBrowser({ baseURL: t.url, fakeMedia: true, tapToAnswer: true });
  const { client } = await actorFor(t, 'owner');
  const created = await createOpenPosting(client, {
    title: 'Finance Analyst',
    description: 'Own the monthly close.\nRequirements: SQL, spreadsheets and clear communication.',
  });
  expect(created.status).toBe(201);
  postingId = created.json.id;
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

/** The decoded bodies of the .eml files the outbox mailer wrote to `to`, matching `pattern`. */
async function mailTo(to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const raw of await outboxMailsTo(t.outboxDir, to)) {
      const body = decodeQuotedPrintable(raw);
      if (pattern.test(body)) return body;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${pattern} in the outbox`);
}

describe('candidate rights in a real browser', () => {
  it('submits after reading the notice, gets the confirmation mail, views, downloads and deletes their data', async () => {
    const { page } = b;
    await page.goto(`/interview/${postingId}`);
    const notice = page.getByRole('region', { name: 'Notice to candidates' });
    await notice.waitFor();
    const noticeText = (await notice.textContent()) ?? '';
    expect(noticeText).toContain('An AI interviewer asks the questions and an AI assesses your answers');
    expect(noticeText).toContain('How long it is kept: 30 days');
    await page.getByRole('button', { name: 'Request an alternative process' }).waitFor();

    await fillIntake(page, { fullName: 'Robin Rights', email: EMAIL });
    await screenshot(page, 'rights-01-intake-notice');
    await page.getByRole('button', { name: 'Start Interview' }).click();

    await page.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor();
    await page.getByRole('button', { name: 'Looks Good' }).and(page.locator(':enabled')).click();
    await skipPractice(page);
    await page.getByRole('button', { name: 'Type your answer instead' }).click({ timeout: 60_000 });
    await page.getByLabel('Your answer').fill(ANSWER);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(async () => page.getByRole('log', { name: 'Interview transcript' }).getByRole('listitem').count(), {
        timeout: 60_000,
      })
      .toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'Finish Interview Early' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit Interview' }).click();
    await dialog.getByText('Your interview has been successfully submitted!').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('We have e-mailed you a confirmation with a private link').waitFor();

    const [row] = await t.deps.database.db.select().from(interviews).where(eq(interviews.candidateEmail, EMAIL));
    expect(row!.noticeVersionId).not.toBeNull();

    // The confirmation e-mail, through the job queue into the outbox, holds the private link.
    const confirmation = await mailTo(EMAIL, /your-data#token=/);
    const link = /(http:\/\/\S+\/your-data#token=[\w-]+)/.exec(confirmation)![1]!;
    await page.goto(link.replace(t.url, ''));
    await page.getByRole('heading', { name: 'Your data', exact: true }).waitFor();
    await page.getByText('Robin Rights').waitFor();
    await page.getByText(EMAIL).waitFor();
    await page.getByText(ANSWER).waitFor();
    await page.getByText('sample-cv.pdf').waitFor();
    await screenshot(page, 'rights-02-your-data');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'rights-02b-your-data-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download a copy' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('your-data.zip');
    const archive = readZip(await readFile((await download.path())!));
    expect([...archive.keys()]).toContain('data.json');
    expect(archive.get('cv/sample-cv.pdf')!.equals(await readFile(SAMPLE_CV))).toBe(true);
    const data = JSON.parse(archive.get('data.json')!.toString('utf8'));
    expect(data.email).toBe(EMAIL);
    expect(data.turns).toContainEqual(expect.objectContaining({ speaker: 'user', text: ANSWER }));

    await page.getByRole('button', { name: 'Delete my data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your data?' });
    await confirm.waitFor();
    await screenshot(page, 'rights-03-confirm-delete');
    await confirm.getByRole('button', { name: 'Delete permanently' }).click();
    await page.getByText('Your data has been deleted. We have sent you a confirmation e-mail.').waitFor();
    await mailTo(EMAIL, /was deleted/);
    expect(await t.deps.database.db.select().from(interviews).where(eq(interviews.id, row!.id))).toHaveLength(0);

    // The link now answers like any unknown link.
    await page.reload();
    await page.getByText('This link is invalid, or the data it pointed to has been deleted.').waitFor();
  });
});
