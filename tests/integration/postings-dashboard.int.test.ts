import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInterviews, insertPostings } from '../support/factories.ts';
import { type HttpClient, signUpEmployer } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

// No in-process workers: their polling would add statements to the counter between requests.
beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/dashboard', () => {
  it('is empty for a new employer', async () => {
    const { client } = await signUpEmployer(t.url);
    const response = await client.get('/api/dashboard');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      totals: { postings: 0, applications: 0, recommended: 0, moneySaved: 0 },
      postings: [],
    });
  });

  it('computes applications (archived included), recommended and money saved for 0, 1 and 3 applications', async () => {
    const { client } = await signUpEmployer(t.url);
    const none = (await client.post('/api/postings', { title: 'None', description: 'No applicants.' })).json;
    const one = (await client.post('/api/postings', { title: 'One', description: 'One applicant.' })).json;
    const three = (await client.post('/api/postings', { title: 'Three', description: 'Three applicants.' })).json;
    const { db } = t.deps.database;
    await insertInterviews(db, [one.id, three.id], [1, 2], { archivedShare: 0 });
    await insertInterviews(db, [three.id], 1, { archivedShare: 1 });

    const response = await client.get('/api/dashboard');
    expect(response.status).toBe(200);
    const rows = response.json.postings as { id: string; applications: number; recommended: number; moneySaved: number }[];
    expect(rows.map((r) => r.id)).toEqual([three.id, one.id, none.id]);
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    // The posting as the other endpoints show it, minus the description the table never shows.
    const row = ({ description: _description, ...posting }: { description: string }) => posting;
    expect(byId[none.id]).toEqual({ ...row(none), applications: 0, recommended: 0, moneySaved: 0 });
    expect(byId[one.id]).toEqual({ ...row(one), applications: 1, recommended: 0, moneySaved: 100 });
    expect(byId[three.id]).toEqual({ ...row(three), applications: 3, recommended: 1, moneySaved: 300 });
    expect(response.json.totals).toEqual({ postings: 3, applications: 4, recommended: 1, moneySaved: 400 });
    expect(byId[one.id]!).toHaveProperty('candidateUrl', `${t.url}/interview/${one.id}`);
  });

  it('counts archived interviews', async () => {
    const { client } = await signUpEmployer(t.url);
    const posting = (await client.post('/api/postings', { title: 'Archived', description: 'All archived.' })).json;
    await insertInterviews(t.deps.database.db, [posting.id], 4, { archivedShare: 1 });
    const response = await client.get('/api/dashboard');
    expect(response.json.postings[0]).toMatchObject({ applications: 4, recommended: 2, moneySaved: 400 });
  });

  it('uses the same number of SQL statements for 2 and for 20 postings', async () => {
    const { db } = t.deps.database;
    async function statementsPerRequest(client: HttpClient): Promise<number> {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = t.deps.database.queryCount();
        const response = await client.get('/api/dashboard');
        counts.push(t.deps.database.queryCount() - before);
        expect(response.status).toBe(200);
      }
      // The minimum discards a statement some background timer may have slipped in.
      return Math.min(...counts);
    }
    const small = await signUpEmployer(t.url);
    const smallIds = await insertPostings(db, small.userId, 2);
    await insertInterviews(db, smallIds, [3, 1]);
    const large = await signUpEmployer(t.url);
    const largeIds = await insertPostings(db, large.userId, 20);
    await insertInterviews(db, largeIds, (i) => i % 4);

    const forSmall = await statementsPerRequest(small.client);
    const forLarge = await statementsPerRequest(large.client);
    expect((await large.client.get('/api/dashboard')).json.totals).toEqual({
      postings: 20,
      applications: 30,
      recommended: 10,
      moneySaved: 3000,
    });
    expect(forSmall).toBeGreaterThan(0);
    expect(forLarge).toBe(forSmall);
    expect(forSmall).toBeLessThanOrEqual(4);
  });
});
