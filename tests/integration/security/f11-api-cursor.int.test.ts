import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 11: a tampered /api/v1 cursor answered 500 (the id or time reached SQL as a
 * value PostgreSQL refuses). Replay: take a real cursor, change its fields, ask for the next page.
 */
let t: TestApp;
let key: string;
let postingId: string;

const cursorOf = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');

async function api(path: string) {
  const response = await fetch(new URL(path, t.url), { headers: { authorization: `Bearer ${key}` } });
  return { status: response.status, json: (await response.json()) as { error?: { code: string; message: string } } };
}

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  const { client } = await actorFor(t, 'owner', { name: 'Cursor Owner' });
  for (const title of ['One', 'Two', 'Three']) {
    const posting = await client.post('/api/postings', { title, description: 'A posting to page through.' });
    expect(posting.status).toBe(201);
    postingId = posting.json.id;
  }
  const created = await client.post('/api/organization/api-keys', { name: 'ATS', scopes: ['read'] });
  expect(created.status).toBe(201);
  key = created.json.secret;
}, 120_000);
afterAll(async () => t?.close());

describe('finding 11: tampered list cursors', () => {
  it('answers 400 with a clear message, never 500, on both paged lists', async () => {
    const first = await api('/api/v1/postings?limit=1');
    expect(first.status).toBe(200);
    const real = (first.json as unknown as { nextCursor: string }).nextCursor;
    const [at] = JSON.parse(Buffer.from(real, 'base64url').toString('utf8')) as [string, string];
    const tampered = [
      cursorOf(at, 'not-a-uuid'),
      cursorOf(at, "' or 1=1 --"),
      cursorOf('+275760-09-13T00:00:00.000Z', '7b0c7a3e-0f0e-4c53-9d8e-1a2b3c4d5e6f'),
      cursorOf('0000-01-01', '7b0c7a3e-0f0e-4c53-9d8e-1a2b3c4d5e6f'),
      Buffer.from(JSON.stringify([at, 1])).toString('base64url'),
      '%%%',
    ];
    for (const cursor of tampered) {
      for (const list of ['/api/v1/postings', `/api/v1/postings/${postingId}/interviews`]) {
        const page = await api(`${list}?cursor=${encodeURIComponent(cursor)}`);
        expect(page.status, `${list} ${cursor}`).toBe(400);
        expect(page.json.error?.message).toMatch(/cursor/i);
      }
    }
    // The real cursor still pages.
    expect((await api(`/api/v1/postings?limit=1&cursor=${encodeURIComponent(real)}`)).status).toBe(200);
  });
});
