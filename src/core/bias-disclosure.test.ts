import { describe, expect, it } from 'vitest';
import { workedExampleRows } from '../../tests/fixtures/bias-worked-example.ts';
import { discloseBiasReport, MIN_APPLICATIONS_FOR_GROUPS } from './bias-disclosure.ts';
import { buildBiasReport, medianOverallScore, type BiasReportRow } from './bias-report.ts';

const disclosed = (rows: BiasReportRow[]) =>
  discloseBiasReport(buildBiasReport({ rows, medianScore: medianOverallScore(rows) }));
const category = (report: ReturnType<typeof disclosed>, dimension: string, key: string) =>
  report.tables.find((t) => t.dimension === dimension)!.categories.find((c) => c.key === key)!;

describe('discloseBiasReport (issue #22, finding 6)', () => {
  it('shows no group for a range with too few applications: two applicants on one day reveal nothing', () => {
    const two: BiasReportRow[] = [
      { sex: 'female', raceEthnicity: 'asian', assessed: true, accepted: true, overallScore: 80 },
      { sex: 'male', raceEthnicity: 'white', assessed: true, accepted: false, overallScore: 40 },
    ];
    const report = disclosed(two);
    expect(report.groupsShown).toBe(false);
    expect(report.tables).toEqual([]);
    expect(report.totals.applications).toBe(2);
    expect(disclosed(workedExampleRows().slice(0, MIN_APPLICATIONS_FOR_GROUPS)).groupsShown).toBe(true);
  });

  it('suppresses groups of 1–4 applications, counts and rates alike, and shows 0 and 5+', () => {
    const report = disclosed(workedExampleRows());
    expect(category(report, 'race_ethnicity', 'american_indian_alaska_native')).toMatchObject({
      suppressed: true,
      applications: null,
      assessed: null,
      selected: null,
      aboveMedian: null,
      shareOfAssessed: null,
      selection: { rate: null, impactRatio: null, flagged: false },
    });
    // Unknown (4) is a small group too; with two hidden in the table no second one is needed.
    expect(category(report, 'race_ethnicity', 'unknown').suppressed).toBe(true);
    expect(category(report, 'race_ethnicity', 'hispanic_latino')).toMatchObject({ suppressed: false, applications: 5 });
    expect(category(report, 'race_ethnicity', 'two_or_more')).toMatchObject({ suppressed: false, applications: 0 });
  });

  it('hides a second group when only one is small, so the totals cannot give the hidden count away', () => {
    const report = disclosed(workedExampleRows());
    // Intersectional: only Male × American Indian (1) is small; the smallest other group (Female × Hispanic, 5) goes too.
    expect(category(report, 'intersectional', 'male:american_indian_alaska_native').suppressed).toBe(true);
    expect(category(report, 'intersectional', 'female:hispanic_latino').suppressed).toBe(true);
    expect(category(report, 'intersectional', 'male:asian')).toMatchObject({ suppressed: false, applications: 7 });
    // By sex nothing is small, so nothing is hidden.
    expect(report.tables[0]!.categories.every((c) => !c.suppressed)).toBe(true);
  });
});
