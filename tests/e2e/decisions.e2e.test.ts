import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixWebmDuration, webmDurationMs } from '../../src/core/webm-duration.ts';
import { blobKeys } from '../../src/server/adapters/storage/keys.ts';
import { auditLog, interviews, interviewTurns } from '../../src/server/db/schema.ts';
import { handleAssessInterview } from '../../src/server/modules/interviews/assess-interview.ts';
import { queueAssessment } from '../../src/server/modules/interviews/queue-assessment.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../support/candidate-client.ts';
import { insertInterviews, markEmailVerified } from '../support/factories.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { createAnsweredInterview, createPlannedPosting, STRONG_ANSWERS } from '../support/scorecard-fixtures.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signInInBrowser } from './support/sign-in.ts';

/**
 * Decisions revisited and recordings (docs/decisions/0041-decisions-revisited.md), on a desktop
 * and on a 390 px phone.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** 2 s recorded by Chromium's MediaRecorder: no Duration, as a candidate's browser uploads it. */
const RECORDED = readFileSync(path.resolve('tests/fixtures/media/mediarecorder.webm'));

let t: TestApp;
let b: BrowserSession;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let userId: string;
const account = { name: 'Dora Decider', email: `decider-${Date.now()}@example.com`, password: 'decide-password-1' };

const db = () => t.deps.database.db;

async function postingWith(count: number): Promise<{ postingId: string; ids: string[]; emails: string[] }> {
  const posting = await createPlannedPosting(db(), userId);
  const ids = await insertInterviews(db(), [posting.postingId], count, { archivedShare: 0, undecided: true });
  const rows = await db()
    .select({ id: interviews.id, email: interviews.candidateEmail })
    .from(interviews)
    .where(inArray(interviews.id, ids));
  return { postingId: posting.postingId, ids, emails: ids.map((id) => rows.find((r) => r.id === id)!.email) };
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url }, { serveClient: true });
  ({ userId } = await signUpEmployer(t.url, { ...account, verify: false }));
  // Decision e-mails need a verified sender.
  await markEmailVerified(db(), userId);
  b = await openBrowser({ baseURL: t.url });
  await signInInBrowser(b.page, account);
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
  await smtp?.close();
});

const sizeTo = (page: Page, viewport: (typeof VIEWPORTS)[number]) =>
  page.setViewportSize({ width: viewport.width, height: viewport.height });

describe.each(VIEWPORTS)('decisions on $name', (viewport) => {
  it('accepts, closes the e-mail dialog, then sends and resends the decision e-mail later', async () => {
    const { page } = b;
    await sizeTo(page, viewport);
    const { ids, emails } = await postingWith(1);
    const [id, email] = [ids[0]!, emails[0]!];
    await page.goto(`/interviews/${id}`);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept candidate?' });
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    const mail = page.getByRole('dialog', { name: 'E-mail the candidate' });
    await mail.waitFor();
    // Closing the dialog loses nothing: the decision stands and the e-mail can be sent later.
    await mail.getByRole('button', { name: 'Close' }).click();
    await mail.waitFor({ state: 'hidden' });
    await page.getByTestId('decision-mail-status').getByText('Decision e-mail not sent yet').waitFor();
    expect((await db().select().from(interviews).where(eq(interviews.id, id)))[0]!.status).toBe('accepted');

    // An edited draft is kept when the dialog closes: the organization's wording does not replace it.
    await page.getByRole('button', { name: 'Send decision e-mail' }).click();
    await mail.waitFor();
    await mail.getByLabel('Subject').fill(`Kept draft ${viewport.name}`);
    await mail.getByRole('button', { name: 'Close' }).click();
    await mail.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Send decision e-mail' }).click();
    await mail.waitFor();
    expect(await mail.getByLabel('Subject').inputValue()).toBe(`Kept draft ${viewport.name}`);
    await mail.getByLabel('Subject').fill(`First word ${viewport.name}`);
    await mail.getByRole('button', { name: 'Send', exact: true }).click();
    await mail.waitFor({ state: 'hidden' });
    await smtp.waitFor((m) => m.to.includes(email) && m.subject === `First word ${viewport.name}`);
    await page
      .getByTestId('decision-mail-status')
      .getByText(/Decision e-mail last sent/)
      .waitFor();

    // Resend, from the keyboard.
    const resend = page.getByRole('button', { name: 'Resend decision e-mail' });
    await resend.focus();
    await page.keyboard.press('Enter');
    const again = page.getByRole('dialog', { name: 'Resend the decision e-mail' });
    await again.waitFor();
    await again.getByTestId('decision-mail-last-sent').waitFor();
    await again.getByLabel('Subject').fill(`Second word ${viewport.name}`);
    await again.getByRole('button', { name: 'Send', exact: true }).click();
    await smtp.waitFor((m) => m.to.includes(email) && m.subject === `Second word ${viewport.name}`);
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(2);
    await screenshot(page, `decisions-${viewport.name}-01-resent`);
  });

  it('bulk-rejects three candidates after a confirmation naming the count', async () => {
    const { page } = b;
    await sizeTo(page, viewport);
    const { postingId, ids, emails } = await postingWith(4);
    await page.goto(`/job-postings/${postingId}/candidates`);
    const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await toolbar.waitFor();
    // Three rows chosen with the keyboard (Space toggles a checkbox).
    for (const email of emails.slice(0, 3)) {
      await page.getByRole('checkbox', { name: `Select ${email}` }).focus();
      await page.keyboard.press('Space');
    }
    await toolbar.getByText('3 selected').waitFor();
    await toolbar.getByRole('button', { name: 'Reject selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject 3 candidates?' });
    await confirm.waitFor();
    await confirm.getByLabel('Reason for the rejection').selectOption({ label: 'Position filled or closed' });
    await confirm.getByRole('button', { name: 'Reject 3 candidates' }).click();
    await page.getByRole('status').filter({ hasText: '3 rejected.' }).waitFor();
    await screenshot(page, `decisions-${viewport.name}-02-bulk-rejected`);

    const rows = await db()
      .select({ id: interviews.id, status: interviews.status })
      .from(interviews)
      .where(inArray(interviews.id, ids));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [ids[0]!]: 'rejected',
      [ids[1]!]: 'rejected',
      [ids[2]!]: 'rejected',
      [ids[3]!]: 'pending',
    });
    const audit = await db()
      .select({ action: auditLog.action, details: auditLog.details, interviewId: auditLog.interviewId })
      .from(auditLog)
      .where(inArray(auditLog.interviewId, ids));
    expect(
      audit
        .filter((a) => a.action === 'decision.reject')
        .map((a) => a.interviewId)
        .sort(),
    ).toEqual(ids.slice(0, 3).sort());
    expect(
      audit.every(
        (a) => a.action !== 'decision.reject' || (a.details as { reason: string }).reason === 'position_closed',
      ),
    ).toBe(true);
    // The table follows.
    for (const email of emails.slice(0, 3)) {
      const row = page.getByRole('row').filter({ hasText: email });
      await row.getByText('Rejected', { exact: true }).waitFor();
    }
  });
});

describe('recordings', () => {
  let uploadedId: string;
  let strongId: string;
  let rawId: string;

  beforeAll(async () => {
    // A recording uploaded through the candidate API exactly as MediaRecorder made it.
    const posting = await createPlannedPosting(db(), userId);
    const c = new CandidateClient(t.url);
    const intake = await c.intake(
      posting.postingId,
      { fullName: 'Vera Video', email: `vera-${Date.now()}@example.com`, consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    expect(intake.status).toBe(201);
    const bot = botTurnOf((await c.next()).events);
    await c.answer(bot.turn.seq + 1, { text: 'I keep our PostgreSQL schema tidy.', recording: RECORDED });
    uploadedId = c.interviewId;

    // The control: the same file stored as MediaRecorder made it, bypassing the upload path.
    const control = await createPlannedPosting(db(), userId);
    rawId = await createAnsweredInterview(db(), control, [STRONG_ANSWERS[0]!], 'Rae Raw');
    const rawKey = blobKeys.recording(control.postingId, rawId, 2);
    await t.deps.blobs.put(rawKey, RECORDED, 'video/webm');
    await db()
      .update(interviewTurns)
      .set({ recordingKey: rawKey })
      .where(and(eq(interviewTurns.interviewId, rawId), eq(interviewTurns.seq, 2)));

    // A scored interview whose answer 4 has timed words and a recording without a stored Duration
    // fixed the way the upload path fixes it.
    const scored = await createPlannedPosting(db(), userId);
    strongId = await createAnsweredInterview(db(), scored, STRONG_ANSWERS, 'Sam Strong');
    const key = blobKeys.recording(scored.postingId, strongId, 4);
    await t.deps.blobs.put(key, Buffer.from(fixWebmDuration(RECORDED)), 'video/webm');
    const wordTimings = STRONG_ANSWERS[1]!.split(/\s+/).map((word, i) => ({ word, start: 1 + 0.02 * i }));
    await db()
      .update(interviewTurns)
      .set({ recordingKey: key, wordTimings })
      .where(and(eq(interviewTurns.interviewId, strongId), eq(interviewTurns.seq, 4)));
    await queueAssessment(t.deps, strongId);
    await handleAssessInterview(t.deps)({ interviewId: strongId }, { jobId: 'e2e', retryCount: 0, retryLimit: 3 });
  }, 60_000);

  const durationIn = async (page: Page, interviewId: string) => {
    await page.goto(`/interviews/${interviewId}`);
    await page.getByRole('button', { name: 'Recording 1' }).click();
    const video = page.getByLabel('Recording 1', { exact: true }).and(page.locator('video'));
    await video.waitFor();
    return video.evaluate(
      (el: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (el.readyState >= HTMLMediaElement.HAVE_METADATA) resolve(el.duration);
          else el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
        }),
    );
  };

  it('reads the unpatched MediaRecorder file as endless (the control)', async () => {
    await sizeTo(b.page, VIEWPORTS[0]);
    expect(await durationIn(b.page, rawId)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each(VIEWPORTS)(
    'stores an uploaded recording with its duration, which Chromium reads as finite ($name)',
    async (viewport) => {
      const [turn] = await db()
        .select({ key: interviewTurns.recordingKey })
        .from(interviewTurns)
        .where(and(eq(interviewTurns.interviewId, uploadedId), eq(interviewTurns.speaker, 'user')));
      const { stream } = await t.deps.blobs.get(turn!.key!);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(webmDurationMs(new Uint8Array(Buffer.concat(chunks)))).toBeGreaterThan(1500);

      const { page } = b;
      await sizeTo(page, viewport);
      const duration = await durationIn(page, uploadedId);
      expect(Number.isFinite(duration)).toBe(true);
      expect(duration).toBeGreaterThan(1.5);
      expect(duration).toBeLessThan(2.5);
    },
  );

  it.each(VIEWPORTS)('follows a quote to its words, in view below the sticky header ($name)', async (viewport) => {
    const { page } = b;
    await sizeTo(page, viewport);
    await page.goto(`/interviews/${strongId}`);
    const databases = page.getByRole('region', { name: 'Scorecard' }).getByRole('listitem', { name: 'Databases' });
    await databases.waitFor();
    const startSeconds: number = await page.evaluate(async (id) => {
      const card = (await (await fetch(`/api/interviews/${id}/scorecard`)).json()).scorecard;
      return card.competencies.find((c: { id: string }) => c.id === 'databases').evidence[0].startSeconds;
    }, strongId);
    expect(startSeconds).toBeGreaterThanOrEqual(0.5);
    // Typed answers (no recording) offer no recording link.
    expect(await page.getByRole('link', { name: 'Go to this answer’s recording' }).count()).toBe(0);
    const link = databases.getByRole('link', { name: /^Play the recording from here/ }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#answer-4$/);
    const answer = page.locator('#answer-4');
    const video = answer.locator('video');
    await video.waitFor();
    await video.evaluate(
      (el: HTMLVideoElement, start) =>
        new Promise<void>((resolve) => {
          const check = () =>
            (el.played.length > 0 ? el.played.start(0) >= start - 0.05 : Math.abs(el.currentTime - start) < 0.05)
              ? resolve()
              : setTimeout(check, 50);
          check();
        }),
      startSeconds,
    );
    expect(await video.evaluate((el: HTMLVideoElement) => Number.isFinite(el.duration))).toBe(true);
    // The answer's top is below the sticky header, not under it.
    const header = await page.locator('header').first().boundingBox();
    const top = await answer.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(header!.height - 1);
    await screenshot(page, `decisions-${viewport.name}-03-quote`);
  });
});
