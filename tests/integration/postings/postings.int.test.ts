import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobKeys } from '../../../src/server/adapters/storage/keys.ts';
import { interviews, interviewTurns, jobPostings } from '../../../src/server/db/schema.ts';
import { insertInterviews } from '../../support/factories.ts';
import { HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

let t: TestApp;
let owner: HttpClient;
let other: HttpClient;
let anonymous: HttpClient;

const validPosting = { title: 'Backend Engineer', description: 'Build APIs with TypeScript and PostgreSQL.' };

async function createPosting(client: HttpClient, body: unknown = validPosting) {
  const response = await client.post('/api/postings', body);
  expect(response.status, response.text).toBe(201);
  return response.json as {
    id: string;
    title: string;
    description: string;
    isActive: boolean;
    createdAt: string;
    candidateUrl: string;
  };
}

beforeAll(async () => {
  t = await startTestApp();
  owner = (await actorFor(t, 'owner')).client;
  other = (await actorFor(t, 'owner')).client;
  anonymous = new HttpClient(t.url);
});
afterAll(async () => {
  await t?.close();
});

describe('access', () => {
  let postingId: string;
  beforeAll(async () => {
    postingId = (await createPosting(owner)).id;
  });

  const calls = (client: HttpClient, id: string) =>
    [
      ['GET /api/postings/:id', () => client.get(`/api/postings/${id}`)],
      [
        'PUT /api/postings/:id',
        () => client.put(`/api/postings/${id}`, { title: 'Hijacked', description: 'Hijacked' }),
      ],
      ['PATCH /api/postings/:id/active', () => client.patch(`/api/postings/${id}/active`, { isActive: false })],
      ['DELETE /api/postings/:id', () => client.delete(`/api/postings/${id}`)],
    ] as const;

  it('refuses signed-out callers on every endpoint with 401', async () => {
    const all = [
      ...calls(anonymous, postingId),
      ['GET /api/postings', () => anonymous.get('/api/postings')],
      ['POST /api/postings', () => anonymous.post('/api/postings', validPosting)],
      ['GET /api/dashboard', () => anonymous.get('/api/dashboard')],
    ] as const;
    for (const [name, call] of all) {
      const response = await call();
      expect(response.status, name).toBe(401);
      expect(response.json.error, name).toEqual({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    }
  });

  it("answers 404 for another employer's posting and leaves it untouched", async () => {
    for (const [name, call] of calls(other, postingId)) {
      const response = await call();
      expect(response.status, name).toBe(404);
      expect(response.json.error, name).toEqual({ code: 'NOT_FOUND', message: 'Job posting not found' });
    }
    const mine = await owner.get(`/api/postings/${postingId}`);
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ ...validPosting, isActive: true });
  });

  it("keeps another employer's postings out of lists and the dashboard", async () => {
    expect((await other.get('/api/postings')).json).toEqual([]);
    const dashboard = await other.get('/api/dashboard');
    expect(dashboard.json.postings).toEqual([]);
    expect(dashboard.json.totals.postings).toBe(0);
  });

  it('answers 404 for ids that are not uuids or do not exist', async () => {
    for (const id of ['not-a-uuid', '123', '00000000-0000-4000-8000-000000000000']) {
      for (const [name, call] of calls(owner, id)) {
        const response = await call();
        expect(response.status, `${name} ${id}`).toBe(404);
        expect(response.json.error.message).toBe('Job posting not found');
      }
    }
  });
});

describe('validation', () => {
  const long = (n: number) => 'x'.repeat(n);
  const cases: [string, unknown, string][] = [
    ['empty title', { ...validPosting, title: '' }, 'Job title is required'],
    ['whitespace title', { ...validPosting, title: ' \t\n ' }, 'Job title is required'],
    ['missing title', { description: validPosting.description }, 'Job title is required'],
    ['oversized title', { ...validPosting, title: long(201) }, 'Job title must be at most 200 characters'],
    ['empty description', { ...validPosting, description: '' }, 'Job description is required'],
    ['whitespace description', { ...validPosting, description: '   \n  ' }, 'Job description is required'],
    ['missing description', { title: validPosting.title }, 'Job description is required'],
    [
      'oversized description',
      { ...validPosting, description: long(20_001) },
      'Job description must be at most 20000 characters',
    ],
  ];

  it.each(cases)('create refuses %s with 400', async (_name, body, message) => {
    const response = await owner.post('/api/postings', body);
    expect(response.status).toBe(400);
    expect(response.json.error).toEqual({ code: 'VALIDATION', message });
  });

  it.each(cases)('update refuses %s with 400', async (_name, body, message) => {
    const { id } = await createPosting(owner);
    const response = await owner.put(`/api/postings/${id}`, body);
    expect(response.status).toBe(400);
    expect(response.json.error).toEqual({ code: 'VALIDATION', message });
    expect((await owner.get(`/api/postings/${id}`)).json).toMatchObject(validPosting);
  });

  it('trims, and accepts the maximum lengths', async () => {
    const created = await createPosting(owner, { title: `  ${long(200)}  `, description: `\n${long(20_000)}\n` });
    expect(created.title).toBe(long(200));
    expect(created.description).toBe(long(20_000));
  });

  it('refuses a non-boolean isActive', async () => {
    const { id } = await createPosting(owner);
    const response = await owner.patch(`/api/postings/${id}/active`, { isActive: 'no' });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION');
  });
});

describe('happy paths', () => {
  it('creates, lists newest first, reads, updates and toggles', async () => {
    const { client } = await actorFor(t, 'owner');
    expect((await client.get('/api/postings')).json).toEqual([]);

    const first = await createPosting(client, { title: '  First role ', description: ' Do things. ' });
    expect(first).toMatchObject({ title: 'First role', description: 'Do things.', isActive: true });
    expect(first.candidateUrl).toBe(`${t.url}/interview/${first.id}`);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    const second = await createPosting(client, { title: 'Second role', description: 'More things.' });

    const list = await client.get('/api/postings');
    expect(list.status).toBe(200);
    expect(list.json.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);

    const got = await client.get(`/api/postings/${first.id}`);
    expect(got.json).toEqual(first);

    const updated = await client.put(`/api/postings/${first.id}`, { title: 'Renamed', description: ' New text ' });
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({ ...first, title: 'Renamed', description: 'New text' });

    const disabled = await client.patch(`/api/postings/${first.id}/active`, { isActive: false });
    expect(disabled.status).toBe(200);
    expect(disabled.json.isActive).toBe(false);
    expect((await client.get(`/api/postings/${first.id}`)).json.isActive).toBe(false);
    const enabled = await client.patch(`/api/postings/${first.id}/active`, { isActive: true });
    expect(enabled.json.isActive).toBe(true);
  });

  it('allows creating with billing off (the default) without any plan', async () => {
    const { client } = await actorFor(t, 'owner');
    expect((await client.get('/api/me')).json.subscription.status).toBe('none');
    await createPosting(client);
  });
});

describe('delete', () => {
  it('removes the posting, its interviews and turns, and its files; other postings stay', async () => {
    const { db } = t.deps.database;
    const doomed = await createPosting(owner, { title: 'Doomed', description: 'To be deleted.' });
    const kept = await createPosting(owner, { title: 'Kept', description: 'Stays.' });
    const [doomedInterview] = await insertInterviews(db, [doomed.id], 2);
    const [keptInterview] = await insertInterviews(db, [kept.id], 1);
    const doomedCv = blobKeys.cv(doomed.id, doomedInterview!, 'pdf');
    const doomedRecording = blobKeys.recording(doomed.id, doomedInterview!, 1);
    const keptCv = blobKeys.cv(kept.id, keptInterview!, 'pdf');
    for (const key of [doomedCv, doomedRecording, keptCv]) {
      await t.deps.blobs.put(key, Buffer.from('%PDF-1.4 test'), 'application/pdf');
    }

    const response = await owner.delete(`/api/postings/${doomed.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');

    expect(await db.select().from(jobPostings).where(eq(jobPostings.id, doomed.id))).toEqual([]);
    expect(await db.select().from(interviews).where(eq(interviews.jobPostingId, doomed.id))).toEqual([]);
    expect(await db.select().from(interviewTurns).where(eq(interviewTurns.interviewId, doomedInterview!))).toEqual([]);
    expect(await t.deps.blobs.head(doomedCv)).toBeNull();
    expect(await t.deps.blobs.head(doomedRecording)).toBeNull();

    expect(await t.deps.blobs.head(keptCv)).not.toBeNull();
    expect(await db.select().from(interviews).where(eq(interviews.jobPostingId, kept.id))).toHaveLength(1);
    expect((await owner.get(`/api/postings/${doomed.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/postings/${doomed.id}`)).status).toBe(404);
    expect((await owner.get(`/api/postings/${kept.id}`)).status).toBe(200);
  });

  it('deletes a posting that has no interviews and no files', async () => {
    const { id } = await createPosting(owner);
    expect((await owner.delete(`/api/postings/${id}`)).status).toBe(204);
    expect((await owner.get(`/api/postings/${id}`)).status).toBe(404);
  });
});
