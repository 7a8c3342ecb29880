import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAnalytics } from '../../../src/core/analytics.ts';
import { interviews, jobPostings } from '../../../src/server/db/schema.ts';
import { personalOrganizationOf } from '../../support/factories.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

let t: TestApp;
let a: HttpClient;
let b: HttpClient;
let backend: string;
let analyst: string;
let otherPosting: string;
const base = Date.UTC(2026, 0, 10, 12);

type Seed = {
  email: string;
  score?: number | null;
  archived?: boolean;
  minutesAgo?: number;
  feedback?: boolean;
  analytics?: unknown;
};

async function addInterviews(postingId: string, seeds: Seed[]): Promise<string[]> {
  const rows = seeds.map((s, i) => ({
    id: randomUUID(),
    jobPostingId: postingId,
    candidateEmail: s.email,
    fullName: `Name ${s.email.split('@')[0]}`,
    score: s.score ?? null,
    aiFeedback: s.feedback === false || s.score == null ? null : `Overall Score: ${s.score}`,
    feedbackStatus: (s.score == null ? 'pending' : 'done') as 'pending' | 'done',
    analytics:
      s.analytics === undefined
        ? computeAnalytics({
            transcript: 'BOT: [00:00:00] Q?\nUSER: [00:01:30] one two three four',
            questions: { answered: 8, total: 10 },
          })
        : s.analytics,
    archived: s.archived ?? false,
    createdAt: new Date(base - (s.minutesAgo ?? i) * 60_000),
  }));
  await t.deps.database.db.insert(interviews).values(rows);
  return rows.map((r) => r.id);
}

async function posting(userId: string, title: string): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(jobPostings)
    .values({
      organizationId: await personalOrganizationOf(t.deps.database.db, userId),
      userId,
      title,
      description: 'A description long enough.',
    })
    .returning({ id: jobPostings.id });
  return row!.id;
}

const emailsOf = (response: { json: any }) =>
  (response.json.items as { candidateEmail: string }[]).map((i) => i.candidateEmail);

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  const first = await actorFor(t, 'owner');
  const second = await actorFor(t, 'owner');
  a = first.client;
  b = second.client;
  backend = await posting(first.userId, 'Backend Engineer');
  analyst = await posting(first.userId, 'Data Analyst 100%_Remote');
  otherPosting = await posting(second.userId, 'Backend Engineer (other account)');
  await addInterviews(backend, [
    { email: 'high@example.com', score: 91, minutesAgo: 50 },
    { email: 'tie-new@example.com', score: 70, minutesAgo: 10 },
    { email: 'tie-old@example.com', score: 70, minutesAgo: 40 },
    { email: 'low@example.com', score: 12, minutesAgo: 30 },
    { email: 'unscored-new@example.com', score: null, minutesAgo: 1 },
    { email: 'unscored-old@example.com', score: null, minutesAgo: 60 },
    { email: 'archived-a@example.com', score: 88, archived: true, minutesAgo: 5 },
    { email: 'archived-b@example.com', score: null, archived: true, minutesAgo: 6 },
    { email: 'odd-analytics@example.com', score: 50, minutesAgo: 20, analytics: { nonsense: true } },
  ]);
  await addInterviews(analyst, [
    { email: 'Ann_Lee@Example.com', score: 64, minutesAgo: 2 },
    { email: 'annxlee@example.com', score: 81, minutesAgo: 3, feedback: false },
    { email: 'promo50%off@example.com', score: 40, minutesAgo: 4 },
    { email: 'plain@example.net', score: null, minutesAgo: 7 },
  ]);
  await addInterviews(otherPosting, [{ email: 'ann_lee@other.example.com', score: 99 }]);
});
afterAll(async () => t?.close());

describe('GET /api/postings/:id/candidates', () => {
  it('sorts by score descending by default with unscored candidates last, ties newest first', async () => {
    const response = await a.get(`/api/postings/${backend}/candidates`);
    expect(response.status).toBe(200);
    // The posting carries what the viewer (here its owner) may do with it (docs/decisions/0040).
    expect(response.json.posting).toEqual({
      id: backend,
      title: 'Backend Engineer',
      can: expect.objectContaining({ decide: true, edit: true, viewBias: true }),
    });
    expect(emailsOf(response)).toEqual([
      'high@example.com',
      'tie-new@example.com',
      'tie-old@example.com',
      'odd-analytics@example.com',
      'low@example.com',
      'unscored-new@example.com',
      'unscored-old@example.com',
    ]);
    expect(response.json).toMatchObject({ total: 7, page: 1, pageSize: 25 });
  });

  it('sorts ascending with unscored candidates still last, and newest first', async () => {
    const asc = await a.get(`/api/postings/${backend}/candidates?sort=score_asc`);
    expect(emailsOf(asc)).toEqual([
      'low@example.com',
      'odd-analytics@example.com',
      'tie-new@example.com',
      'tie-old@example.com',
      'high@example.com',
      'unscored-new@example.com',
      'unscored-old@example.com',
    ]);
    const newest = await a.get(`/api/postings/${backend}/candidates?sort=newest`);
    expect(emailsOf(newest)).toEqual([
      'unscored-new@example.com',
      'tie-new@example.com',
      'odd-analytics@example.com',
      'low@example.com',
      'tie-old@example.com',
      'high@example.com',
      'unscored-old@example.com',
    ]);
  });

  it('shows the archived set only when asked, and each row carries its analytics', async () => {
    const archived = await a.get(`/api/postings/${backend}/candidates?archived=true`);
    expect(emailsOf(archived)).toEqual(['archived-a@example.com', 'archived-b@example.com']);
    expect(archived.json.total).toBe(2);
    expect(archived.json.items.every((i: any) => i.archived === true)).toBe(true);

    const active = await a.get(`/api/postings/${backend}/candidates?archived=false&pageSize=100`);
    const high = active.json.items.find((i: any) => i.candidateEmail === 'high@example.com');
    expect(high).toMatchObject({
      score: 91,
      averageWords: 4,
      durationMinutes: 1.5,
      sentiment: 50,
      completion: 80,
      status: 'pending',
      archived: false,
      feedbackStatus: 'done',
      fullName: 'Name high',
    });
    expect(Object.keys(high)).not.toContain('analytics');
    const odd = active.json.items.find((i: any) => i.candidateEmail === 'odd-analytics@example.com');
    expect(odd).toMatchObject({ averageWords: null, durationMinutes: null, sentiment: null, completion: null });
  });

  it('pages on the server and refuses bad paging parameters', async () => {
    const second = await a.get(`/api/postings/${backend}/candidates?pageSize=2&page=2`);
    expect(emailsOf(second)).toEqual(['tie-old@example.com', 'odd-analytics@example.com']);
    expect(second.json).toMatchObject({ total: 7, page: 2, pageSize: 2 });
    const last = await a.get(`/api/postings/${backend}/candidates?pageSize=2&page=4`);
    expect(emailsOf(last)).toEqual(['unscored-old@example.com']);
    const beyond = await a.get(`/api/postings/${backend}/candidates?pageSize=2&page=9`);
    expect(beyond.status).toBe(200);
    expect(beyond.json).toMatchObject({ items: [], total: 7, page: 9 });
    expect((await a.get(`/api/postings/${backend}/candidates?pageSize=100`)).status).toBe(200);
    for (const query of ['pageSize=101', 'pageSize=0', 'page=0', 'page=-1', 'page=abc', 'sort=score', 'archived=yes']) {
      const response = await a.get(`/api/postings/${backend}/candidates?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION');
    }
    expect((await a.get(`/api/postings/${backend}/candidates?pageSize=101`)).json.error.message).toBe(
      'pageSize must be at most 100',
    );
  });

  it("answers 404 for another employer's posting, an unknown id and a malformed id", async () => {
    for (const id of [otherPosting, randomUUID(), 'not-a-uuid']) {
      const response = await a.get(`/api/postings/${id}/candidates`);
      expect(response.status, id).toBe(404);
    }
    expect((await b.get(`/api/postings/${backend}/candidates?archived=true`)).status).toBe(404);
  });

  it('uses the same number of statements for 7 candidates and for 300', async () => {
    const third = await actorFor(t, 'owner');
    const big = await posting(third.userId, 'Big posting');
    const small = await posting(third.userId, 'Small posting');
    await addInterviews(small, [
      { email: 'one@example.com', score: 10 },
      { email: 'two@example.com', score: null },
    ]);
    await addInterviews(
      big,
      Array.from({ length: 300 }, (_, i) => ({ email: `bulk-${i}@example.com`, score: i % 5 === 0 ? null : i % 100 })),
    );
    const statements = async (id: string) => {
      const counts: number[] = [];
      for (let i = 0; i < 5; i++) {
        const before = t.deps.database.queryCount();
        expect((await third.client.get(`/api/postings/${id}/candidates?pageSize=100`)).status).toBe(200);
        counts.push(t.deps.database.queryCount() - before);
      }
      return counts.sort((x, y) => x - y)[2];
    };
    expect(await statements(big)).toBe(await statements(small));
  });
});

describe('GET /api/interviews (applicant search)', () => {
  const search = (query: string) => a.get(`/api/interviews?${query}`);

  it("lists every interview of the employer's postings, never another employer's", async () => {
    const all = await search('pageSize=100');
    expect(all.status).toBe(200);
    expect(all.json.items.some((i: any) => i.candidateEmail.includes('other.example.com'))).toBe(false);
    expect(all.json.items).toHaveLength(13);
    const byB = await b.get('/api/interviews?q=ann');
    expect(emailsOf(byB)).toEqual(['ann_lee@other.example.com']);
  });

  it('matches a substring of the e-mail, case-insensitively, with the job title and Reviewed flag', async () => {
    const response = await search('q=ANN');
    expect(emailsOf(response)).toEqual(['annxlee@example.com', 'Ann_Lee@Example.com']);
    expect(response.json.items[0]).toMatchObject({
      jobTitle: 'Data Analyst 100%_Remote',
      jobPostingId: analyst,
      score: 81,
      reviewed: false,
      archived: false,
      status: 'pending',
    });
    // Reviewed means a person looked (docs/decisions/0041), not that the AI assessed: opening the
    // details makes it so.
    expect(response.json.items[1]).toMatchObject({ score: 64, reviewed: false });
    expect((await a.get(`/api/interviews/${response.json.items[1].id}`)).status).toBe(200);
    expect((await search('q=ANN')).json.items[1]).toMatchObject({ score: 64, reviewed: true });
    expect(emailsOf(await search('q=%20high%40EXAMPLE%20'))).toEqual(['high@example.com']);
  });

  it('treats _ and % literally', async () => {
    expect(emailsOf(await search('q=ann_'))).toEqual(['Ann_Lee@Example.com']);
    expect(emailsOf(await search('q=50%25off'))).toEqual(['promo50%off@example.com']);
    expect((await search('q=%25')).json.items.map((i: any) => i.jobTitle)).toEqual(
      Array(4).fill('Data Analyst 100%_Remote'),
    );
    expect((await search('q=_')).json.total).toBe(4);
    expect((await search('q=a%5Cb')).json.total).toBe(0);
  });

  it('matches a substring of the job title, which brings every interview of that posting (archived included)', async () => {
    const response = await search('q=backend%20eng&sort=newest&pageSize=100');
    expect(response.json.total).toBe(9);
    expect(response.json.items.every((i: any) => i.jobTitle === 'Backend Engineer')).toBe(true);
    expect(emailsOf(response).slice(0, 3)).toEqual([
      'unscored-new@example.com',
      'archived-a@example.com',
      'archived-b@example.com',
    ]);
    expect(response.json.items.find((i: any) => i.candidateEmail === 'archived-a@example.com').archived).toBe(true);
  });

  it('sorts by score both ways with unscored last, and pages with a total', async () => {
    const desc = await search('q=example.com&pageSize=3');
    expect(emailsOf(desc)).toEqual(['high@example.com', 'archived-a@example.com', 'annxlee@example.com']);
    expect(desc.json.total).toBe(12);
    const asc = await search('q=example&sort=score_asc&pageSize=100');
    const scores = asc.json.items.map((i: any) => i.score);
    const firstNull = scores.indexOf(null);
    expect(scores.slice(0, firstNull)).toEqual([...scores.slice(0, firstNull)].sort((x: number, y: number) => x - y));
    expect(scores.slice(firstNull).every((s: number | null) => s === null)).toBe(true);
    const beyond = await search('q=example&page=50&pageSize=10');
    expect(beyond.json).toMatchObject({ items: [], total: 13, page: 50, pageSize: 10 });
    expect((await search('q=zzz-nothing')).json).toMatchObject({ items: [], total: 0 });
  });

  it('refuses bad parameters', async () => {
    for (const query of ['pageSize=101', 'page=0', 'sort=best', `q=${'x'.repeat(201)}`]) {
      expect((await search(query)).status, query).toBe(400);
    }
  });
});
