import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicApiPath } from '../../../src/server/auth/guard.ts';
import { WORKED_EXAMPLE_GROUPS } from '../../fixtures/bias-worked-example.ts';
import { seedApplications, workedExampleSeeds, type BiasSeed } from '../../support/bias-seed.ts';
import { HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * The bias report over HTTP on a real database, for a posting seeded with the worked example of
 * docs/compliance-bias-report.md (hand-computed numbers below), plus applications that must not
 * count: outside the range, never submitted, or under another posting.
 */
let t: TestApp;
let owner: HttpClient;
let stranger: HttpClient;
let postingId: string;
let otherPostingId: string;

const RANGE = 'from=2026-01-01&to=2026-12-31';
/** In-range submission times, the first and last instants of the range included. */
const IN_RANGE = ['2026-01-01T00:00:00.000Z', '2026-06-15T12:00:00.000Z', '2026-12-31T23:59:59.999Z'];

const compact = (c: any) => [
  c.key,
  c.applications,
  c.assessed,
  c.selected,
  c.aboveMedian,
  c.selection.rate === null ? null : Number(c.selection.rate.toFixed(4)),
  c.selection.impactRatio === null ? null : Number(c.selection.impactRatio.toFixed(4)),
  c.selection.flagged,
  c.scoring.rate === null ? null : Number(c.scoring.rate.toFixed(4)),
  c.scoring.impactRatio === null ? null : Number(c.scoring.impactRatio.toFixed(4)),
  c.scoring.flagged,
  c.excluded,
];
const tableOf = (report: any, dimension: string) =>
  report.tables.find((x: any) => x.dimension === dimension).categories.map(compact);

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  const first = await actorFor(t, 'owner');
  owner = first.client;
  stranger = (await actorFor(t, 'owner')).client;
  postingId = (await owner.post('/api/postings', { title: '=SUM(1+1) Data Analyst', description: 'SQL and care.' }))
    .json.id;
  otherPostingId = (await owner.post('/api/postings', { title: 'Other', description: 'Another posting.' })).json.id;

  const example = workedExampleSeeds(postingId, IN_RANGE);
  const highScorers = (postingId: string, submittedAt: Date | null): BiasSeed[] =>
    Array.from({ length: 5 }, () => ({
      postingId,
      submittedAt,
      status: 'accepted',
      score: 99,
      selfId: { sex: 'male', raceEthnicity: 'black' },
    }));
  await seedApplications(t.deps.database.db, [
    ...example,
    ...highScorers(postingId, new Date('2025-12-31T23:59:59.999Z')),
    ...highScorers(postingId, new Date('2027-01-01T00:00:00.000Z')),
    ...highScorers(postingId, null),
    ...highScorers(otherPostingId, new Date('2026-06-15T12:00:00.000Z')),
  ]);
  expect(example).toHaveLength(63);
  expect(WORKED_EXAMPLE_GROUPS).toHaveLength(10);
}, 60_000);
afterAll(async () => t?.close());

describe('GET /api/postings/:id/bias-report', () => {
  it('reproduces the worked example for the range', async () => {
    const response = await owner.get(`/api/postings/${postingId}/bias-report?${RANGE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const report = response.json;
    expect(report.posting).toEqual({ id: postingId, title: '=SUM(1+1) Data Analyst' });
    expect(report.range).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(report.medianScore).toBe(40);
    expect(report.totals).toEqual({ applications: 63, assessed: 60, selected: 24, aboveMedian: 28 });

    expect(tableOf(report, 'sex')).toEqual([
      ['female', 29, 27, 11, 13, 0.4074, 0.9506, false, 0.4815, 0.963, false, null],
      ['male', 29, 28, 12, 14, 0.4286, 1, false, 0.5, 1, false, null],
      ['unknown', 5, 5, 1, 1, 0.2, null, false, 0.2, null, false, 'unknown'],
    ]);
    expect(tableOf(report, 'race_ethnicity')).toEqual([
      ['hispanic_latino', 5, 5, 2, 2, 0.4, 0.8286, false, 0.4, 0.7, true, null],
      ['white', 31, 29, 14, 16, 0.4828, 1, false, 0.5517, 0.9655, false, null],
      ['black', 15, 14, 3, 4, 0.2143, 0.4439, true, 0.2857, 0.5, true, null],
      ['native_hawaiian_pacific_islander', 0, 0, 0, 0, null, null, false, null, null, false, 'no_data'],
      ['asian', 7, 7, 3, 4, 0.4286, 0.8878, false, 0.5714, 1, false, null],
      // Groups of 1–4 applications are suppressed (issue #22, finding 6).
      ['american_indian_alaska_native', null, null, null, null, null, null, false, null, null, false, 'small_group'],
      ['two_or_more', 0, 0, 0, 0, null, null, false, null, null, false, 'no_data'],
      ['unknown', null, null, null, null, null, null, false, null, null, false, 'unknown'],
    ]);
    const both = tableOf(report, 'intersectional').filter((row: any[]) => row[1] !== 0);
    expect(both).toEqual([
      // The only small group is hidden with the next smallest, so the totals cannot reveal it.
      ['female:hispanic_latino', null, null, null, null, null, null, false, null, null, false, null],
      ['female:white', 14, 12, 6, 7, 0.5, 1, false, 0.5833, 1, false, null],
      ['female:black', 8, 8, 2, 3, 0.25, 0.5, true, 0.375, 0.6429, true, null],
      ['male:white', 14, 14, 7, 8, 0.5, 1, false, 0.5714, 0.9796, false, null],
      ['male:black', 7, 6, 1, 1, 0.1667, 0.3333, true, 0.1667, 0.2857, true, null],
      ['male:asian', 7, 7, 3, 4, 0.4286, 0.8571, false, 0.5714, 0.9796, false, null],
      [
        'male:american_indian_alaska_native',
        null,
        null,
        null,
        null,
        null,
        null,
        false,
        null,
        null,
        false,
        'small_group',
      ],
      ['unknown', 7, 7, 2, 2, 0.2857, null, false, 0.2857, null, false, 'unknown'],
    ]);
    // Aggregates only: nothing that names or points to a person.
    expect(response.text).not.toMatch(/Seeded Candidate|@example\.org/);
    expect(response.text.match(/"id":/g)).toHaveLength(1);
  });

  it('counts the applications submitted in the range; a narrower range sees fewer', async () => {
    const before = (await owner.get(`/api/postings/${postingId}/bias-report?from=2025-12-31&to=2026-12-31`)).json;
    expect(before.totals.applications).toBe(68);
    const oneDay = (await owner.get(`/api/postings/${postingId}/bias-report?from=2026-06-15&to=2026-06-15`)).json;
    expect(oneDay.totals.applications).toBe(21);
    const byDefault = await owner.get(`/api/postings/${postingId}/bias-report`);
    expect(byDefault.status).toBe(200);
    expect(byDefault.json.range.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('refuses bad dates with 400', async () => {
    for (const query of ['from=2026-02-30', 'from=yesterday', 'from=2026-03-01&to=2026-02-01', 'from=2000-01-01']) {
      const response = await owner.get(`/api/postings/${postingId}/bias-report?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION');
    }
  });

  it('is owner-scoped: another employer and unknown ids get 404, signed-out callers 401', async () => {
    for (const path of [`/api/postings/${postingId}/bias-report`, `/api/postings/${postingId}/bias-report.csv`]) {
      const foreign = await stranger.get(`${path}?${RANGE}`);
      expect(foreign.status, path).toBe(404);
      expect(foreign.text).not.toContain('Data Analyst');
      expect((await new HttpClient(t.url).get(`${path}?${RANGE}`)).status, path).toBe(401);
    }
    expect((await owner.get(`/api/postings/not-a-uuid/bias-report`)).status).toBe(404);
    expect((await owner.get(`/api/postings/${randomUUID()}/bias-report.csv`)).status).toBe(404);
  });

  it('is an employer route, so the signed-out sweep in access.int.test.ts covers it', () => {
    for (const url of ['/api/postings/:id/bias-report', '/api/postings/:id/bias-report.csv']) {
      expect(t.app.routeTable).toContainEqual({ method: 'GET', url });
      expect(isPublicApiPath(url)).toBe(false);
    }
  });
});

describe('GET /api/postings/:id/bias-report.csv', () => {
  it('downloads the same numbers as CSV with a safe filename and no live formulas', async () => {
    const response = await owner.get(`/api/postings/${postingId}/bias-report.csv?${RANGE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="bias-report-sum-1-1-data-analyst-2026-01-01-to-2026-12-31.csv"',
    );
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]!.startsWith('posting,from,to,median_overall_score,table,category,')).toBe(true);
    expect(lines).toHaveLength(1 + 3 + 8 + 15 + 1);
    for (const line of lines.slice(1, -1))
      expect(line.startsWith(`'=SUM(1+1) Data Analyst,2026-01-01,2026-12-31,40,`)).toBe(true);
    expect(lines).toContain(
      `'=SUM(1+1) Data Analyst,2026-01-01,2026-12-31,40,Race/ethnicity,Black or African American,15,14,0.2333,3,0.2143,0.4439,below 0.80,4,0.2857,0.5000,below 0.80,`,
    );
    expect(lines).toContain(
      `'=SUM(1+1) Data Analyst,2026-01-01,2026-12-31,40,Race/ethnicity,American Indian or Alaska Native,<5,<5,,<5,,,,<5,,,,fewer than 5 applications`,
    );
  });
});
