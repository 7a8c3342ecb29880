import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclosureMessages } from '../../../src/core/bias-disclosure.ts';
import { seedApplications, type BiasSeed } from '../../support/bias-seed.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 6: a one-day range with two applicants showed "Female × Asian = 1", tying a
 * self-identification answer to a person. Replay: exactly that range, on the page's endpoint and
 * in the CSV; then a busier day where one small group is left.
 */
let t: TestApp;
let owner: HttpClient;
let postingId: string;

const day = (date: string, n: number, selfId: BiasSeed['selfId'], status: BiasSeed['status'] = 'rejected') =>
  Array.from({ length: n }, (): BiasSeed => ({
    postingId,
    submittedAt: new Date(`${date}T12:00:00.000Z`),
    status,
    score: 60,
    selfId,
  }));

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  ({ client: owner } = await actorFor(t, 'owner', { name: 'Bias Owner' }));
  postingId = (await owner.post('/api/postings', { title: 'Analyst', description: 'Numbers.' })).json.id;
  await seedApplications(t.deps.database.db, [
    // The replay: two applicants on one day.
    ...day('2026-03-02', 1, { sex: 'female', raceEthnicity: 'asian' }, 'accepted'),
    ...day('2026-03-02', 1, { sex: 'male', raceEthnicity: 'white' }),
    // A busier day: 30 applicants, one of them the only Female × Asian.
    ...day('2026-03-03', 1, { sex: 'female', raceEthnicity: 'asian' }, 'accepted'),
    ...day('2026-03-03', 15, { sex: 'male', raceEthnicity: 'white' }),
    ...day('2026-03-03', 14, { sex: 'female', raceEthnicity: 'white' }),
  ]);
}, 120_000);
afterAll(async () => t?.close());

describe('finding 6: small cells of the bias report', () => {
  it('a one-day range with two applicants shows no group, on the page and in the CSV', async () => {
    const page = await owner.get(`/api/postings/${postingId}/bias-report?from=2026-03-02&to=2026-03-02`);
    expect(page.status).toBe(200);
    expect(page.json.totals.applications).toBe(2);
    expect(page.json.groupsShown).toBe(false);
    expect(page.json.tables).toEqual([]);
    expect(page.text).not.toMatch(/asian/i);

    const csv = await owner.get(`/api/postings/${postingId}/bias-report.csv?from=2026-03-02&to=2026-03-02`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(disclosureMessages.groupsHidden);
    expect(csv.text).not.toMatch(/Asian|Female/);
  });

  it('a busier range shows "<5" for the one-person group (and hides the next smallest), page and CSV', async () => {
    const page = await owner.get(`/api/postings/${postingId}/bias-report?from=2026-03-03&to=2026-03-03`);
    expect(page.json.groupsShown).toBe(true);
    const both = page.json.tables.find((table: { dimension: string }) => table.dimension === 'intersectional');
    const cell = (key: string) => both.categories.find((c: { key: string }) => c.key === key);
    expect(cell('female:asian')).toMatchObject({ suppressed: true, applications: null, selected: null });
    expect(cell('female:asian').selection.rate).toBeNull();
    expect(cell('female:white')).toMatchObject({ suppressed: true, applications: null });
    expect(cell('male:white')).toMatchObject({ suppressed: false, applications: 15 });
    const race = page.json.tables.find((table: { dimension: string }) => table.dimension === 'race_ethnicity');
    expect(race.categories.find((c: { key: string }) => c.key === 'asian')).toMatchObject({ applications: null });

    const csv = await owner.get(`/api/postings/${postingId}/bias-report.csv?from=2026-03-03&to=2026-03-03`);
    const line = csv.text.split('\r\n').find((l) => l.includes('Sex × race/ethnicity,Female × Asian,'))!;
    expect(line).toContain(',Female × Asian,<5,<5,,<5,');
    expect(csv.text).not.toMatch(/Female × Asian,1,/);
  });
});
