import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMessages } from '../../../src/core/api/organizations.ts';
import { auditLog, organization } from '../../../src/server/db/schema.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../../support/candidate-client.ts';
import { scanDatabase, scanFiles } from '../../support/data-scan.ts';
import { blankPng } from '../../support/images.ts';
import { freePort, startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 3: deleting an organization through the auth library's endpoint left CVs and
 * recordings on disk or in S3, wrote no audit entry, and broke the candidates' links. Replay on
 * local disk and on S3 (s3rver): an organization with a candidate (CV, recorded answer, rejection
 * note), an invited candidate and a logo is deleted — first through better-auth's endpoint, then
 * through ours — and every text column, the data directory and the bucket are searched.
 */
async function organizationWithCandidates(t: TestApp) {
  const { client: owner, userId } = await actorFor(t, 'owner', { name: 'Org Deleter' });
  const name = `Acme Hiring ${Math.random().toString(36).slice(2, 8)}`;
  const created = await owner.post('/api/auth/organization/create', {
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
  });
  expect(created.status, created.text).toBe(200);
  const organizationId = created.json.id as string;
  expect((await owner.post('/api/auth/organization/set-active', { organizationId })).status).toBe(200);
  expect((await owner.get('/api/me')).json.organization.id).toBe(organizationId);

  const posting = await createOpenPosting(owner, { title: 'Warehouse Lead', description: 'Leads the floor.' });
  expect(posting.status).toBe(201);
  const postingId = posting.json.id as string;
  const logo = new FormData();
  logo.append('logo', new Blob([new Uint8Array(blankPng(64, 64))], { type: 'image/png' }), 'logo.png');
  expect((await owner.request('POST', '/api/organization/brand/logo', logo)).status).toBe(200);

  const needles = {
    email: `quinn-${Math.random().toString(36).slice(2, 8)}@example.com`,
    name: 'Quinn Quarry',
    answer: 'I rotated pallets with marmalade precision',
    note: 'Quinn mentioned walrus logistics',
    invited: `ivy-${Math.random().toString(36).slice(2, 8)}@example.com`,
  };
  const candidate = new CandidateClient(t.url);
  const intake = await candidate.intake(
    postingId,
    { fullName: needles.name, email: needles.email, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'quinn.pdf' },
  );
  expect(intake.status).toBe(201);
  const bot = botTurnOf((await candidate.next()).events);
  const answered = await candidate.answer(bot.turn.seq + 1, { text: needles.answer, recording: tinyWebm() });
  expect(answered.status).toBe(200);
  expect((await candidate.submit()).status).toBe(200);
  const rejected = await owner.patch(`/api/interviews/${candidate.interviewId}/status`, {
    status: 'rejected',
    reason: 'other',
    note: needles.note,
  });
  expect(rejected.status).toBe(200);
  const invited = await owner.post(`/api/postings/${postingId}/invitations`, {
    fullName: 'Ivy Invitee',
    email: needles.invited,
  });
  expect(invited.status).toBe(201);
  return { owner, userId, organizationId, name, postingId, interviewId: candidate.interviewId, needles };
}

function replay(label: string, start: () => Promise<{ t: TestApp; storageDir: string; stop(): Promise<void> }>) {
  describe(`finding 3: organization deletion on ${label}`, () => {
    let t: TestApp;
    let storageDir: string;
    let stop: () => Promise<void>;
    beforeAll(async () => {
      ({ t, storageDir, stop } = await start());
    }, 120_000);
    afterAll(async () => stop?.());

    it('purges files, jobs and rows of its candidates and keeps the audit entry', async () => {
      const org = await organizationWithCandidates(t);
      const needles = Object.values(org.needles);
      const fileNeedles = [org.postingId, org.interviewId, org.organizationId];
      expect((await scanDatabase(t.deps.database, needles)).length).toBeGreaterThanOrEqual(needles.length);
      expect((await scanFiles(storageDir, fileNeedles)).length).toBeGreaterThanOrEqual(3);

      // better-auth's own endpoint is off: nothing is deleted behind our back.
      const bypass = await org.owner.post('/api/auth/organization/delete', { organizationId: org.organizationId });
      expect(bypass.status).not.toBe(200);
      expect(
        await t.deps.database.db.select().from(organization).where(eq(organization.id, org.organizationId)),
      ).toHaveLength(1);

      const wrongName = await org.owner.request('DELETE', '/api/organization', { name: 'Not it' });
      expect(wrongName.status).toBe(400);
      expect(wrongName.json.error.message).toBe(organizationMessages.deleteConfirm);
      const deleted = await org.owner.request('DELETE', '/api/organization', { name: org.name });
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.json).toEqual({ postings: 1, interviews: 1 });

      expect(await scanDatabase(t.deps.database, needles)).toEqual([]);
      expect(await scanFiles(storageDir, fileNeedles)).toEqual([]);
      expect(await t.deps.blobs.deletePrefix(`postings/${org.postingId}`)).toBe(0);
      expect(await t.deps.blobs.deletePrefix(`organizations/${org.organizationId}`)).toBe(0);

      const [entry] = await t.deps.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.organizationId, org.organizationId), eq(auditLog.action, 'organization.delete')));
      expect(entry).toMatchObject({ actorUserId: org.userId, details: { postings: 1, interviews: 1 } });
      // The interview's own deletion is logged too, under the salted hash of the address only.
      const interviewEntries = await t.deps.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.interviewId, org.interviewId));
      expect(interviewEntries.map((row) => row.action)).toContain('interview.delete');
      // The owner's session falls back to their personal organization.
      expect((await org.owner.get('/api/me')).json.organization.id).not.toBe(org.organizationId);
    }, 120_000);

    it('refuses to delete a personal organization', async () => {
      const { client } = await actorFor(t, 'owner', { name: 'Personal Owner' });
      const me = (await client.get('/api/me')).json;
      const refused = await client.request('DELETE', '/api/organization', { name: me.organization.name });
      expect(refused.status).toBe(409);
      expect(refused.json.error.message).toBe(organizationMessages.deletePersonal);
    });
  });
}

replay('local disk', async () => {
  const t = await startTestApp({});
  return { t, storageDir: path.join(t.dataDir, 'blobs'), stop: () => t.close() };
});

replay('S3 (s3rver)', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-f03-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'screenroom-f03', configs: [] }],
  });
  await server.run();
  const t = await startTestApp({
    S3_BUCKET: 'screenroom-f03',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  return {
    t,
    storageDir: directory,
    async stop() {
      await t.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});
