import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema } from '../../../src/core/api/postings.ts';
import { interviews, jobPostings } from '../../../src/server/db/schema.ts';
import { createUserRow, insertInterviews, insertPostings } from '../../support/factories.ts';
import { actorFor } from '../../support/actors.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;

// No in-process workers: their polling would add statements to the counter between requests.
beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
});
afterAll(async () => {
  await t?.close();
});

/** Interviews with a given score: assessed ('done') unless another status is given. */
async function addInterviews(
  postingId: string,
  rows: { score: number; status?: 'done' | 'pending'; archived?: boolean }[],
): Promise<void> {
  await t.deps.database.db.insert(interviews).values(
    rows.map((r, i) => ({
      jobPostingId: postingId,
      candidateEmail: `c${i}@example.com`,
      fullName: `Candidate ${i}`,
      score: r.score,
      feedbackStatus: r.status ?? ('done' as const),
      archived: r.archived ?? false,
    })),
  );
}

/** Recommended counted live, for comparison with the dashboard's figure. */
async function liveRecommended(postingIds: string[]): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ n: count() })
    .from(interviews)
    .where(
      and(
        inArray(interviews.jobPostingId, postingIds),
        eq(interviews.feedbackStatus, 'done'),
        gte(interviews.score, 70),
      ),
    );
  return row!.n;
}

describe('GET /api/dashboard', () => {
  it('is empty for a new employer', async () => {
    const { client } = await actorFor(t, 'owner');
    const response = await client.get('/api/dashboard');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      totals: { postings: 0, applications: 0, recommended: 0, moneySaved: 0 },
      postings: [],
    });
  });

  it('computes applications (archived included), recommended and money saved for 0, 1 and 3 applications', async () => {
    const { client } = await actorFor(t, 'owner');
    const none = (await client.post('/api/postings', { title: 'None', description: 'No applicants.' })).json;
    const one = (await client.post('/api/postings', { title: 'One', description: 'One applicant.' })).json;
    const three = (await client.post('/api/postings', { title: 'Three', description: 'Three applicants.' })).json;
    await addInterviews(one.id, [{ score: 69 }]);
    await addInterviews(three.id, [{ score: 70 }, { score: 95, status: 'pending' }, { score: 90, archived: true }]);

    const response = await client.get('/api/dashboard');
    expect(response.status).toBe(200);
    // The route skips zod on the way out (speed); the contract must still hold.
    expect(dashboardResponseSchema.safeParse(response.json).success).toBe(true);
    const rows = response.json.postings as {
      id: string;
      applications: number;
      recommended: number;
      moneySaved: number;
    }[];
    expect(rows.map((r) => r.id)).toEqual([three.id, one.id, none.id]);
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    // The posting as the other endpoints show it, minus the description the table never shows.
    // The dashboard leaves out what its table does not show: description and the candidate settings.
    const row = ({
      description: _description,
      retakeAfterDays: _retake,
      submissionNotifications: _notifications,
      ...posting
    }: {
      description: string;
      retakeAfterDays: number | null;
      submissionNotifications: string;
    }) => posting;
    expect(byId[none.id]).toEqual({ ...row(none), applications: 0, recommended: 0, moneySaved: 0 });
    // Recommended: assessed interviews scoring at least the posting's threshold (70 by default);
    // 69 is below, a score whose re-assessment is pending does not count, an archived 90 does.
    expect(byId[one.id]).toEqual({ ...row(one), applications: 1, recommended: 0, moneySaved: 100 });
    expect(byId[three.id]).toEqual({ ...row(three), applications: 3, recommended: 2, moneySaved: 300 });
    expect(response.json.totals).toEqual({ postings: 3, applications: 4, recommended: 2, moneySaved: 400 });
    expect(byId[one.id]!).toHaveProperty('candidateUrl', `${t.url}/interview/${one.id}`);
    expect(byId[one.id]!).toHaveProperty('recommendThreshold', 70);
  });

  it("follows the posting's own threshold, edited on the posting (1-100)", async () => {
    const { client } = await actorFor(t, 'owner');
    const posting = (await client.post('/api/postings', { title: 'Bar', description: 'A high bar.' })).json;
    await addInterviews(posting.id, [{ score: 60 }, { score: 85 }, { score: 92 }]);
    expect((await client.get('/api/dashboard')).json.postings[0]).toMatchObject({ recommended: 2 });

    const edit = { title: 'Bar', description: 'A high bar.' };
    const raised = await client.put(`/api/postings/${posting.id}`, { ...edit, recommendThreshold: 90 });
    expect(raised.status).toBe(200);
    expect(raised.json.recommendThreshold).toBe(90);
    expect((await client.get('/api/dashboard')).json.postings[0]).toMatchObject({ recommended: 1 });
    // An edit without the field keeps the threshold.
    expect((await client.put(`/api/postings/${posting.id}`, edit)).json.recommendThreshold).toBe(90);
    for (const bad of [0, 101, 70.5, '80'])
      expect((await client.put(`/api/postings/${posting.id}`, { ...edit, recommendThreshold: bad })).status).toBe(400);
  });

  it('counts archived interviews', async () => {
    const { client } = await actorFor(t, 'owner');
    const posting = (await client.post('/api/postings', { title: 'Archived', description: 'All archived.' })).json;
    await addInterviews(posting.id, [
      { score: 90, archived: true },
      { score: 80, archived: true },
      { score: 10, archived: true },
      { score: 20, archived: true },
    ]);
    const response = await client.get('/api/dashboard');
    expect(response.json.postings[0]).toMatchObject({ applications: 4, recommended: 2, moneySaved: 400 });
  });

  it('keeps the stored application count equal to a live count through every kind of write', async () => {
    const { db } = t.deps.database;
    const { client, userId } = await actorFor(t, 'owner');
    const ids = await insertPostings(db, userId, 3);
    const [a, b, c] = ids as [string, string, string];
    const drift = async () => {
      const rows = await db
        .select({
          id: jobPostings.id,
          stored: jobPostings.applicationCount,
          live: db.$count(interviews, eq(interviews.jobPostingId, jobPostings.id)),
        })
        .from(jobPostings)
        .where(eq(jobPostings.userId, userId));
      return rows.filter((row) => row.stored !== row.live);
    };
    const counts = async () =>
      Object.fromEntries(
        ((await client.get('/api/dashboard')).json.postings as { id: string; applications: number }[]).map((r) => [
          r.id,
          r.applications,
        ]),
      );

    const bulk = await insertInterviews(db, ids, [5, 2, 0]); // one multi-row statement across postings
    await insertInterviews(db, [c], 1);
    expect(await counts()).toEqual({ [a]: 5, [b]: 2, [c]: 1 });

    await db.delete(interviews).where(inArray(interviews.id, bulk.slice(0, 2))); // two of a's
    await db.update(interviews).set({ jobPostingId: c }).where(eq(interviews.id, bulk[5]!)); // one of b's moves to c
    await db.update(interviews).set({ archived: true, status: 'accepted' }).where(eq(interviews.jobPostingId, a));
    expect(await counts()).toEqual({ [a]: 3, [b]: 1, [c]: 2 });

    expect((await client.delete(`/api/postings/${b}`)).status).toBe(204);
    expect(await counts()).toEqual({ [a]: 3, [c]: 2 });
    expect(await drift()).toEqual([]);
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
    const small = await actorFor(t, 'owner');
    const smallIds = await insertPostings(db, small.userId, 2);
    await insertInterviews(db, smallIds, [3, 1]);
    const large = await actorFor(t, 'owner');
    const largeIds = await insertPostings(db, large.userId, 20);
    await insertInterviews(db, largeIds, (i) => i % 4);

    // A bulk-seeded neighbour whose applications must show up on nobody else's dashboard.
    const neighbour = await createUserRow(db, { email: 'neighbour@example.com', name: 'Neighbour' });
    await insertInterviews(db, await insertPostings(db, neighbour, 5), 40, { turns: false });

    const forSmall = await statementsPerRequest(small.client);
    expect((await small.client.get('/api/dashboard')).json.totals).toEqual({
      postings: 2,
      applications: 4,
      recommended: await liveRecommended(smallIds),
      moneySaved: 400,
    });
    const forLarge = await statementsPerRequest(large.client);
    expect((await large.client.get('/api/dashboard')).json.totals).toEqual({
      postings: 20,
      applications: 30,
      recommended: await liveRecommended(largeIds),
      moneySaved: 3000,
    });
    expect(forSmall).toBeGreaterThan(0);
    expect(forLarge).toBe(forSmall);
    expect(forSmall).toBeLessThanOrEqual(4);
  });
});
