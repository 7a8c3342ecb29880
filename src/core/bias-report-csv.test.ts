import { describe, expect, it } from 'vitest';
import { workedExampleRows } from '../../tests/fixtures/bias-worked-example.ts';
import { discloseBiasReport, disclosureMessages, MIN_APPLICATIONS_FOR_GROUPS } from './bias-disclosure.ts';
import { biasReportCsv, biasReportFilename } from './bias-report-csv.ts';
import { buildBiasReport, medianOverallScore } from './bias-report.ts';

const rows = workedExampleRows();
const report = {
  ...discloseBiasReport(buildBiasReport({ rows, medianScore: medianOverallScore(rows) })),
  posting: { title: '=cmd|"/c calc"!A1, Backend' },
  range: { from: '2026-01-01', to: '2026-12-31' },
};

describe('biasReportCsv', () => {
  const lines = biasReportCsv(report).split('\r\n');

  it('has a header and one line per category of the three tables', () => {
    expect(lines[0]).toMatch(/^posting,from,to,median_overall_score,table,category,applications,assessed,/);
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 3 + 8 + 15 + 1);
  });

  it('writes the worked example numbers, flags and exclusions', () => {
    const black = lines.find((l) => l.includes(',Race/ethnicity,Black or African American,'))!;
    expect(black).toContain(
      ',2026-01-01,2026-12-31,40,Race/ethnicity,Black or African American,15,14,0.2333,3,0.2143,0.4439,below 0.80,4,0.2857,0.5000,below 0.80,',
    );
    // One person: suppressed, and never compared (issue #22, finding 6).
    const small = lines.find((l) => l.includes(',Race/ethnicity,American Indian or Alaska Native,'))!;
    expect(small.endsWith(',American Indian or Alaska Native,<5,<5,,<5,,,,<5,,,,fewer than 5 applications')).toBe(true);
  });

  it('shows no group for a range with too few applications', () => {
    const few = workedExampleRows().slice(0, MIN_APPLICATIONS_FOR_GROUPS - 1);
    const csv = biasReportCsv({
      ...discloseBiasReport(buildBiasReport({ rows: few, medianScore: medianOverallScore(few) })),
      posting: report.posting,
      range: report.range,
    }).split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain(disclosureMessages.groupsHidden);
    expect(csv[1]!.split(',').length).toBeGreaterThanOrEqual(18);
  });

  it('neutralises a formula in the posting title', () => {
    expect(lines[1]!.startsWith(`"'=cmd|""/c calc""!A1, Backend",`)).toBe(true);
  });
});

describe('biasReportFilename', () => {
  it('keeps only letters, digits and dashes', () => {
    expect(biasReportFilename(report)).toBe('bias-report-cmd-c-calc-a1-backend-2026-01-01-to-2026-12-31.csv');
    expect(biasReportFilename({ posting: { title: '日本' }, range: report.range })).toBe(
      'bias-report-2026-01-01-to-2026-12-31.csv',
    );
  });
});
