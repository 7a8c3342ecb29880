import { toCsv, type CsvCell } from './csv.ts';
import { disclosureMessages, SUPPRESSED_LABEL, type DisclosedBiasReport } from './bias-disclosure.ts';
import { DIMENSION_LABELS, exclusionLabel, FLAG_LABEL } from './bias-report.ts';

const HEADER = [
  'posting',
  'from',
  'to',
  'median_overall_score',
  'table',
  'category',
  'applications',
  'assessed',
  'share_of_assessed',
  'selected',
  'selection_rate',
  'selection_impact_ratio',
  'selection_flag',
  'above_median',
  'scoring_rate',
  'scoring_impact_ratio',
  'scoring_flag',
  'not_compared',
];

const decimal = (value: number | null): CsvCell => (value === null ? '' : value.toFixed(4));
const flag = (flagged: boolean) => (flagged ? FLAG_LABEL : '');
/** A count, or "<5" where it is suppressed. */
const count = (value: number | null): CsvCell => value ?? SUPPRESSED_LABEL;

type CsvInput = DisclosedBiasReport & { posting: { title: string }; range: { from: string; to: string } };

/**
 * One line per category of each table, the posting and range repeated so each line stands alone;
 * suppressed counts read "<5". A range too small for groups has one line saying so.
 */
export function biasReportCsv(report: CsvInput): string {
  if (!report.groupsShown) {
    const note: CsvCell[] = [report.posting.title, report.range.from, report.range.to, report.medianScore];
    return toCsv([HEADER, [...note, '', '', ...HEADER.slice(6, -1).map(() => ''), disclosureMessages.groupsHidden]]);
  }
  const lines = report.tables.flatMap((table) =>
    table.categories.map((c): CsvCell[] => [
      report.posting.title,
      report.range.from,
      report.range.to,
      report.medianScore,
      DIMENSION_LABELS[table.dimension],
      c.label,
      count(c.applications),
      count(c.assessed),
      decimal(c.shareOfAssessed),
      count(c.selected),
      decimal(c.selection.rate),
      decimal(c.selection.impactRatio),
      flag(c.selection.flagged),
      count(c.aboveMedian),
      decimal(c.scoring.rate),
      decimal(c.scoring.impactRatio),
      flag(c.scoring.flagged),
      c.excluded ? exclusionLabel(c.excluded) : '',
    ]),
  );
  return toCsv([HEADER, ...lines]);
}

/** `bias-report-<posting>-<from>-to-<to>.csv`, letters and digits only, so it is safe in a header. */
export function biasReportFilename(report: Pick<CsvInput, 'posting' | 'range'>): string {
  const slug = report.posting.title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `bias-report-${slug ? `${slug}-` : ''}${report.range.from}-to-${report.range.to}.csv`;
}
