import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateClient, MINIMAL_PDF, botTurnOf, tinyWebm } from '../../support/candidate-client.ts';
import { AUDIT_ACTIONS } from '../../../src/core/audit.ts';
import { auditLog } from '../../../src/server/db/schema.ts';
import { freePort, startTestApp, type TestApp } from '../../support/test-app.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/** Links to CVs and recordings are short-lived: SIGNED_URL_TTL_SECONDS decides, and expired links are refused. */

async function interviewWithFiles(t: TestApp): Promise<{ client: HttpClient; interviewId: string }> {
  const { client } = await actorFor(t, 'owner');
  const posting = await createOpenPosting(client, { title: 'Link Tester', description: 'Tests links to files.' });
  const c = new CandidateClient(t.url);
  const intake = await c.intake(
    posting.json.id,
    { fullName: 'Lee Link', email: 'lee@example.com', consent: 'true' },
    {
      bytes: MINIMAL_PDF,
      name: 'lee.pdf',
    },
  );
  expect(intake.status).toBe(201);
  const bot = botTurnOf((await c.next()).events);
  expect((await c.answer(bot.turn.seq + 1, { text: 'A recorded answer.', recording: tinyWebm() })).status).toBe(200);
  return { client, interviewId: c.interviewId };
}

const links = (details: any): string[] => [details.cv.url, details.qa[0].answer.recordingUrl];

describe('signed links on local disk (SIGNED_URL_TTL_SECONDS=10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SIGNED_URL_TTL_SECONDS: '10' }, { workers: false });
  });
  afterAll(async () => t?.close());

  it('signs the CV and recording links for 10 seconds and serves them meanwhile', async () => {
    const { client, interviewId } = await interviewWithFiles(t);
    const now = Math.floor(Date.now() / 1000);
    const details = (await client.get(`/api/interviews/${interviewId}`)).json;
    expect(details.linksExpireInSeconds).toBe(10);
    for (const link of links(details)) {
      const expires = Number(new URL(link).searchParams.get('expires'));
      expect(expires - now).toBeGreaterThanOrEqual(9);
      expect(expires - now).toBeLessThanOrEqual(11);
      expect((await fetch(link)).status).toBe(200);
    }
  });

  it('serves byte ranges of a recording (a player seeks with them), audited once, and refuses a range past the end', async () => {
    const { client, interviewId } = await interviewWithFiles(t);
    const details = (await client.get(`/api/interviews/${interviewId}`)).json;
    const link = details.qa[0].answer.recordingUrl as string;
    const whole = Buffer.from(await (await fetch(link)).arrayBuffer());
    const views = async () =>
      (await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, AUDIT_ACTIONS.recordingView))).length;
    const before = await views();
    const part = await fetch(link, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(10, 20));
    expect(await views()).toBe(before);
    const fromStart = await fetch(link, { headers: { range: 'bytes=0-' } });
    expect(fromStart.status).toBe(206);
    expect(Buffer.from(await fromStart.arrayBuffer())).toEqual(whole);
    expect(await views()).toBe(before + 1);
    const past = await fetch(link, { headers: { range: `bytes=${whole.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('refuses a link after it expired, and a link whose expiry was edited', async () => {
    const { client, interviewId } = await interviewWithFiles(t);
    const details = (await client.get(`/api/interviews/${interviewId}`)).json;
    const key = decodeURIComponent(new URL(details.qa[0].answer.recordingUrl).pathname.replace('/api/blobs/', ''));
    const shortLived = await t.deps.blobs.signedUrl(key, { ttlSeconds: 1 });
    expect((await fetch(shortLived)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await fetch(shortLived);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as any).error.message).toBe('This link is invalid or has expired.');

    const extended = new URL(shortLived);
    extended.searchParams.set('expires', String(Math.floor(Date.now() / 1000) + 3600));
    expect((await fetch(extended)).status).toBe(403);
  });
});

describe('signed links on S3 (s3rver, SIGNED_URL_TTL_SECONDS=10)', () => {
  let t: TestApp;
  let server: S3rver;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 's3rver-review-'));
    const port = await freePort();
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'screenroom-review', configs: [] }],
    });
    await server.run();
    t = await startTestApp(
      {
        SIGNED_URL_TTL_SECONDS: '10',
        S3_BUCKET: 'screenroom-review',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      { workers: false },
    );
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('presigns the CV and recording links for 10 seconds', async () => {
    const { client, interviewId } = await interviewWithFiles(t);
    const details = (await client.get(`/api/interviews/${interviewId}`)).json;
    for (const link of links(details)) {
      const url = new URL(link);
      // Expiry is the bucket's to enforce (s3rver does not); check what we ask for, and that it serves.
      expect(url.searchParams.get('X-Amz-Expires')).toBe('10');
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect((await fetch(link)).status).toBe(200);
    }
  });
});
