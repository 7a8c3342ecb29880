import { describe, expect, it } from 'vitest';
import { workedExampleRows, WORKED_EXAMPLE_GROUPS } from '../../tests/fixtures/bias-worked-example.ts';
import {
  buildBiasReport,
  medianOverallScore,
  type BiasDimension,
  type BiasReport,
  type BiasReportRow,
  type ExclusionReason,
} from './bias-report.ts';

/** One line of a hand-computed table: counts, then [rate, impact ratio, flagged] for selection and scoring. */
type Expected = [
  key: string,
  applications: number,
  assessed: number,
  selected: number,
  aboveMedian: number,
  selection: [number | null, number | null, boolean],
  scoring: [number | null, number | null, boolean],
  excluded: ExclusionReason | null,
];

function expectTable(report: BiasReport, dimension: BiasDimension, lines: Expected[]) {
  const table = report.tables.find((t) => t.dimension === dimension)!;
  for (const [key, applications, assessed, selected, aboveMedian, selection, scoring, excluded] of lines) {
    const c = table.categories.find((x) => x.key === key);
    expect(c, key).toBeDefined();
    expect({ key, applications, assessed, selected, aboveMedian, excluded }).toEqual({
      key,
      applications: c!.applications,
      assessed: c!.assessed,
      selected: c!.selected,
      aboveMedian: c!.aboveMedian,
      excluded: c!.excluded,
    });
    const check = (got: { rate: number | null; impactRatio: number | null; flagged: boolean }, want: Expected[5]) => {
      const [rate, ratio, flagged] = want;
      if (rate === null) expect(got.rate, `${key} rate`).toBeNull();
      else expect(got.rate, `${key} rate`).toBeCloseTo(rate, 5);
      if (ratio === null) expect(got.impactRatio, `${key} ratio`).toBeNull();
      else expect(got.impactRatio, `${key} ratio`).toBeCloseTo(ratio, 5);
      expect(got.flagged, `${key} flagged`).toBe(flagged);
    };
    check(c!.selection, selection);
    check(c!.scoring, scoring);
  }
}

const row = (over: Partial<BiasReportRow>): BiasReportRow => ({
  sex: 'female',
  raceEthnicity: 'white',
  assessed: true,
  accepted: false,
  overallScore: 50,
  ...over,
});

describe('the worked example (docs/compliance-bias-report.md)', () => {
  const rows = workedExampleRows();
  const medianScore = medianOverallScore(rows);
  const report = buildBiasReport({ rows, medianScore });

  it('has 63 applications, 60 assessed, 24 selected, 28 above the median of 40', () => {
    expect(rows).toHaveLength(63);
    expect(medianScore).toBe(40);
    expect(report.totals).toEqual({ applications: 63, assessed: 60, selected: 24, aboveMedian: 28 });
    // The accepted application without a score is not a selection: it was never assessed.
    expect(WORKED_EXAMPLE_GROUPS[0]!.acceptedUnassessed).toBe(1);
  });

  it('by sex: Male has the highest rates; Unknown is listed and not compared', () => {
    expectTable(report, 'sex', [
      // 11/27 = 0.407407; (11/27)/(12/28) = 308/324 = 0.950617 · 13/27 = 0.481481; (13/27)/(14/28) = 26/27 = 0.962963
      ['female', 29, 27, 11, 13, [0.407407, 0.950617, false], [0.481481, 0.962963, false], null],
      ['male', 29, 28, 12, 14, [0.428571, 1, false], [0.5, 1, false], null],
      ['unknown', 5, 5, 1, 1, [0.2, null, false], [0.2, null, false], 'unknown'],
    ]);
  });

  it('by race/ethnicity: the 1-person category (under 5 applications) is not compared although its rate is 100%', () => {
    expectTable(report, 'race_ethnicity', [
      // selection: best White 14/29 = 0.482759; scoring: best Asian 4/7 = 0.571429
      ['white', 31, 29, 14, 16, [0.482759, 1, false], [0.551724, 0.965517, false], null],
      // (3/14)/(14/29) = 87/196 = 0.443878 · (4/14)/(4/7) = 0.5
      ['black', 15, 14, 3, 4, [0.214286, 0.443878, true], [0.285714, 0.5, true], null],
      // 0.4/(14/29) = 0.828571 · 0.4/(4/7) = 0.7
      ['hispanic_latino', 5, 5, 2, 2, [0.4, 0.828571, false], [0.4, 0.7, true], null],
      // (3/7)/(14/29) = 87/98 = 0.887755
      ['asian', 7, 7, 3, 4, [0.428571, 0.887755, false], [0.571429, 1, false], null],
      ['american_indian_alaska_native', 1, 1, 1, 1, [1, null, false], [1, null, false], 'small_group'],
      ['native_hawaiian_pacific_islander', 0, 0, 0, 0, [null, null, false], [null, null, false], 'no_data'],
      ['two_or_more', 0, 0, 0, 0, [null, null, false], [null, null, false], 'no_data'],
      ['unknown', 4, 4, 1, 1, [0.25, null, false], [0.25, null, false], 'unknown'],
    ]);
  });

  it('intersectional: an impact ratio of exactly 0.80 is not flagged, below it is', () => {
    expectTable(report, 'intersectional', [
      // selection: best 0.5 (Female White and Male White tie); scoring: best Female White 7/12 = 0.583333
      ['female:white', 14, 12, 6, 7, [0.5, 1, false], [0.583333, 1, false], null],
      // 0.25/0.5 = 0.5 · (3/8)/(7/12) = 36/56 = 0.642857
      ['female:black', 8, 8, 2, 3, [0.25, 0.5, true], [0.375, 0.642857, true], null],
      // 0.4/0.5 = 0.80 exactly: not below · (2/5)/(7/12) = 24/35 = 0.685714
      ['female:hispanic_latino', 5, 5, 2, 2, [0.4, 0.8, false], [0.4, 0.685714, true], null],
      // (8/14)/(7/12) = 96/98 = 0.979592
      ['male:white', 14, 14, 7, 8, [0.5, 1, false], [0.571429, 0.979592, false], null],
      // (1/6)/0.5 = 1/3 · (1/6)/(7/12) = 12/42 = 0.285714
      ['male:black', 7, 6, 1, 1, [0.166667, 0.333333, true], [0.166667, 0.285714, true], null],
      // (3/7)/0.5 = 6/7 = 0.857143 · (4/7)/(7/12) = 48/49 = 0.979592
      ['male:asian', 7, 7, 3, 4, [0.428571, 0.857143, false], [0.571429, 0.979592, false], null],
      ['male:american_indian_alaska_native', 1, 1, 1, 1, [1, null, false], [1, null, false], 'small_group'],
      ['female:asian', 0, 0, 0, 0, [null, null, false], [null, null, false], 'no_data'],
      // Anyone with either answer unknown: 3 + 2 + 2 assessed
      ['unknown', 7, 7, 2, 2, [0.285714, null, false], [0.285714, null, false], 'unknown'],
    ]);
    const table = report.tables.find((t) => t.dimension === 'intersectional')!;
    expect(table.categories).toHaveLength(2 * 7 + 1);
    expect(table.categories.find((c) => c.key === 'female:hispanic_latino')!.label).toBe('Female × Hispanic or Latino');
  });
});

describe('medianOverallScore', () => {
  it('takes the middle score, or the mean of the middle two, of the assessed only', () => {
    expect(medianOverallScore([row({ overallScore: 70 }), row({ overallScore: 10 }), row({ overallScore: 30 })])).toBe(
      30,
    );
    expect(medianOverallScore([row({ overallScore: 70 }), row({ overallScore: 10 })])).toBe(40);
    expect(medianOverallScore([row({ overallScore: 70 }), row({ assessed: false, overallScore: null })])).toBe(70);
    expect(medianOverallScore([row({ assessed: false, overallScore: null })])).toBeNull();
  });
});

describe('the 2% rule', () => {
  it('compares a category holding exactly 2% and excludes one just under', () => {
    // 5 of 250 = 2%: compared. 5 of 251 < 2%: listed, not compared.
    const many = (n: number) => Array.from({ length: n }, () => row({ sex: 'female', accepted: true }));
    const males = Array.from({ length: 5 }, () => row({ sex: 'male' }));
    const at = buildBiasReport({ rows: [...many(245), ...males], medianScore: 50 });
    const male = at.tables[0]!.categories.find((c) => c.key === 'male')!;
    expect(male.excluded).toBeNull();
    expect(male.shareOfAssessed).toBeCloseTo(0.02, 10);
    expect(male.selection).toEqual({ rate: 0, impactRatio: 0, flagged: true });

    const under = buildBiasReport({ rows: [...many(246), ...males], medianScore: 50 });
    const small = under.tables[0]!.categories.find((c) => c.key === 'male')!;
    expect(small.excluded).toBe('small_share');
    expect(small.selection).toEqual({ rate: 0, impactRatio: null, flagged: false });
    expect(small.assessed).toBe(5);
  });

  it('counts the share among assessed applications, not among all applications', () => {
    // 5 assessed males among 200 assessed (2.5%) although 300 applied.
    const rows = [
      ...Array.from({ length: 195 }, () => row({ sex: 'female' })),
      ...Array.from({ length: 100 }, () => row({ sex: 'female', assessed: false, overallScore: null })),
      ...Array.from({ length: 5 }, () => row({ sex: 'male' })),
    ];
    const male = buildBiasReport({ rows, medianScore: 50 }).tables[0]!.categories.find((c) => c.key === 'male')!;
    expect(male.excluded).toBeNull();
  });

  it('never compares a group of fewer than 5 applications, whatever its share (issue #22, finding 6)', () => {
    const rows = [
      ...Array.from({ length: 5 }, () => row({ sex: 'female' })),
      ...Array.from({ length: 4 }, () => row({ sex: 'male', accepted: true })),
    ];
    const sex = buildBiasReport({ rows, medianScore: 50 }).tables[0]!;
    expect(sex.categories.find((c) => c.key === 'male')!.excluded).toBe('small_group');
    // The small group's 100% does not set the female group's ratio.
    expect(sex.categories.find((c) => c.key === 'female')!.selection.impactRatio).toBeNull();
  });
});

describe('zero denominators', () => {
  it('an empty range has no rates, no ratios and no flags', () => {
    const report = buildBiasReport({ rows: [], medianScore: null });
    expect(report.totals).toEqual({ applications: 0, assessed: 0, selected: 0, aboveMedian: 0 });
    for (const table of report.tables) {
      for (const c of table.categories) {
        expect(c.shareOfAssessed).toBeNull();
        expect(c.selection).toEqual({ rate: null, impactRatio: null, flagged: false });
        expect(c.scoring).toEqual({ rate: null, impactRatio: null, flagged: false });
        expect(c.excluded).toBe(c.key === 'unknown' ? 'unknown' : 'no_data');
      }
    }
  });

  it('applications without a score give counts but no rate', () => {
    const rows = [row({ assessed: false, overallScore: null, accepted: true })];
    const female = buildBiasReport({ rows, medianScore: null }).tables[0]!.categories[0]!;
    expect(female).toMatchObject({ applications: 1, assessed: 0, selected: 0, excluded: 'no_data' });
    expect(female.selection.rate).toBeNull();
  });

  it('when nobody was selected, rates are 0 and no impact ratio is computed (no division by zero)', () => {
    const rows = [row({ sex: 'female' }), row({ sex: 'male' })];
    const sex = buildBiasReport({ rows, medianScore: 50 }).tables[0]!;
    for (const c of sex.categories.filter((x) => x.key !== 'unknown')) {
      expect(c.selection).toEqual({ rate: 0, impactRatio: null, flagged: false });
      // Both score exactly the median: nobody is above it.
      expect(c.scoring).toEqual({ rate: 0, impactRatio: null, flagged: false });
    }
  });

  it('a compared category with nobody selected has ratio 0 and is flagged', () => {
    const rows = [
      ...Array.from({ length: 5 }, () => row({ sex: 'female', accepted: true })),
      ...Array.from({ length: 5 }, () => row({ sex: 'male' })),
    ];
    const sex = buildBiasReport({ rows, medianScore: 50 }).tables[0]!;
    expect(sex.categories.find((c) => c.key === 'male')!.selection).toEqual({ rate: 0, impactRatio: 0, flagged: true });
  });
});

describe('intersectional categories', () => {
  it('put a row in sex × race only when both are known; otherwise it is Unknown there but counted in the other table', () => {
    const rows = [
      row({ sex: 'male', raceEthnicity: 'asian', accepted: true }),
      row({ sex: 'male', raceEthnicity: 'prefer_not_to_say' }),
      row({ sex: null, raceEthnicity: 'asian' }),
    ];
    const report = buildBiasReport({ rows, medianScore: 50 });
    const [sex, race, both] = report.tables;
    expect(sex!.categories.find((c) => c.key === 'male')!.assessed).toBe(2);
    expect(race!.categories.find((c) => c.key === 'asian')!.assessed).toBe(2);
    expect(both!.categories.find((c) => c.key === 'male:asian')!.assessed).toBe(1);
    expect(both!.categories.find((c) => c.key === 'unknown')!.assessed).toBe(2);
  });

  it('scoring counts strictly above the median', () => {
    const rows = [row({ overallScore: 60 }), row({ overallScore: 50 }), row({ overallScore: 40 })];
    const report = buildBiasReport({ rows, medianScore: medianOverallScore(rows) });
    expect(report.medianScore).toBe(50);
    expect(report.totals.aboveMedian).toBe(1);
  });
});
