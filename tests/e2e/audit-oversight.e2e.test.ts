import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ADVISORY_LABEL, decisionMessages } from '../../src/core/decision-reasons.ts';
import { interviews } from '../../src/server/db/schema.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../support/candidate-client.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { readZip } from '../support/zip.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signInInBrowser } from './support/sign-in.ts';
import { createOpenPosting } from '../support/postings.ts';

/** Human oversight and the audit trail in a real browser (docs/decisions/0020-audit-log-and-oversight.md). */

let t: TestApp;
let b: BrowserSession;
let interviewId: string;
const account = { name: 'Olive Oversight', email: `oversight-${Date.now()}@example.com`, password: 'oversight-pass-1' };
const candidateEmail = `riley.reason-${Date.now()}@example.com`;

async function waitForFeedback(id: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const [row] = await t.deps.database.db.select().from(interviews).where(eq(interviews.id, id));
    if (row?.feedbackStatus === 'done') return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('feedback never finished');
}

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  const employer = await signUpEmployer(t.url, { ...account, verify: false });
  const posting = await createOpenPosting(employer.client, {
    title: 'Site Reliability Engineer',
    description: 'Run our on-call rota, Kubernetes and PostgreSQL; write postmortems.',
  });
  const c = new CandidateClient(t.url);
  const intake = await c.intake(
    posting.json.id,
    { fullName: 'Riley Reason', email: candidateEmail, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'riley-cv.pdf' },
  );
  expect(intake.status).toBe(201);
  const bot = botTurnOf((await c.next()).events);
  await c.answer(bot.turn.seq + 1, { text: 'I led the on-call rota and wrote postmortems.', recording: tinyWebm() });
  expect((await c.submit(false)).status).toBe(200);
  interviewId = c.interviewId;
  await waitForFeedback(interviewId);
  b = await openBrowser({ baseURL: t.url });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
});

describe('human oversight and the audit log in a real browser', () => {
  it('rejects with a reason from the list, shows who and why, and lists it in the audit log', async () => {
    const { page } = b;
    await signInInBrowser(page, account);

    await page.goto(`/interviews/${interviewId}`);
    await page.getByRole('heading', { name: 'Riley Reason' }).waitFor();
    expect(await page.getByTestId('ai-advisory').innerText()).toBe(AI_ADVISORY_LABEL);

    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject candidate?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText(decisionMessages.reasonRequired).waitFor();
    await dialog.getByLabel('Reason for the rejection').selectOption({ label: 'Other' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText(decisionMessages.noteRequiredForOther).waitFor();
    await dialog.getByLabel('Reason for the rejection').selectOption({ label: 'Another candidate was a better fit' });
    await dialog.getByLabel(/Note/).fill('Chose someone with more on-call years');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();

    const mail = page.getByRole('dialog', { name: 'E-mail the candidate' });
    await mail.waitFor();
    await mail.getByRole('button', { name: 'Close' }).click();
    const record = page.getByTestId('decision-record');
    await record.getByText(/Rejected by Olive Oversight/).waitFor();
    expect(await record.innerText()).toContain('Reason: Another candidate was a better fit');
    expect(await record.innerText()).toContain('Note: Chose someone with more on-call years');

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Rejected' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Reason: Another candidate was a better fit');
    expect(await row.innerText()).toContain('Olive Oversight');
    expect(await row.innerText()).not.toContain(candidateEmail);
    // Filtering by action keeps only the rejection.
    await page.getByLabel('Action').selectOption({ label: 'Rejected' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/action=decision\.reject/);
    // The unfiltered rows stay on screen until the filtered list arrives: wait for them to go.
    await page.getByRole('row').filter({ hasText: 'Viewed candidate details' }).first().waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Rejected' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Viewed candidate details' }).count()).toBe(0);
    await screenshot(page, 'audit-log');
  });

  it('finds the candidate’s data, downloads one archive and deletes it after confirmation', async () => {
    const { page } = b;
    await page.goto('/candidate-data');
    await page.getByLabel('Candidate e-mail address').fill(candidateEmail.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    const table = page.getByRole('region', { name: 'Interviews held for this address' });
    await table.getByRole('row').filter({ hasText: 'Riley Reason' }).waitFor();
    expect(await table.innerText()).toContain('CV, 1 recording');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all (zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^candidate-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = readZip(await readFile((await download.path())!));
    expect([...entries.keys()]).toContain('data.json');
    expect([...entries.keys()]).toContain(`interviews/${interviewId}/riley-cv.pdf`);
    expect(JSON.parse(entries.get('data.json')!.toString('utf8')).interviews[0].fullName).toBe('Riley Reason');

    await page.getByRole('button', { name: 'Delete all' }).click();
    const confirm = page.getByRole('dialog', { name: "Delete this candidate's data?" });
    await confirm.getByRole('button', { name: 'Delete permanently' }).click();
    await page.getByText(/Deleted 1 interview of/).waitFor();
    const [row] = await t.deps.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
    expect(row).toBeUndefined();

    await page.goto('/audit-log');
    await page.getByRole('row').filter({ hasText: 'Deleted candidate data' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Exported candidate data' }).waitFor();
  });
});
