import { isSmallCell, SMALL_CELL_MIN } from './bias-disclosure.ts';
import {
  PREFER_NOT_TO_SAY,
  RACE_ETHNICITY_CATEGORIES,
  RACE_ETHNICITY_LABELS,
  SEX_CATEGORIES,
  SEX_LABELS,
  type RaceEthnicityAnswer,
  type SexAnswer,
} from './self-identification.ts';

/**
 * Impact-ratio reporting (bias audit) over a posting's applications, as New York City's
 * Local Law 144 audits ask for it. The method and a worked example are in
 * docs/compliance-bias-report.md.
 */

/** A fraction kept as two integers, so comparisons with it are exact. */
export type Fraction = { numerator: number; denominator: number };
export const fractionValue = (f: Fraction) => f.numerator / f.denominator;

/** An impact ratio below this (0.80, the "four-fifths rule") is flagged. */
export const IMPACT_RATIO_THRESHOLD: Fraction = { numerator: 4, denominator: 5 };
/** A category holding less than this share (2%) of the assessed applications is listed but not compared. */
export const MIN_CATEGORY_SHARE: Fraction = { numerator: 1, denominator: 50 };

/** One application. A missing self-identification is `null`: it counts as Unknown, like "prefer not to say". */
export type BiasReportRow = {
  sex: SexAnswer | null;
  raceEthnicity: RaceEthnicityAnswer | null;
  /** The application has an Overall Score. */
  assessed: boolean;
  /** A person accepted the application. */
  accepted: boolean;
  overallScore: number | null;
};

export type BiasDimension = 'sex' | 'race_ethnicity' | 'intersectional';

export const DIMENSION_LABELS: Record<BiasDimension, string> = {
  sex: 'Sex',
  race_ethnicity: 'Race/ethnicity',
  intersectional: 'Sex × race/ethnicity',
};

/** Why a category has no impact ratio. */
export type ExclusionReason = 'unknown' | 'no_data' | 'small_group' | 'small_share';

export type RateComparison = {
  /** Share of the category's assessed applications (0–1); null when none was assessed. */
  rate: number | null;
  /** rate ÷ the highest rate among compared categories; null when the category is not compared. */
  impactRatio: number | null;
  flagged: boolean;
};

export type BiasCategoryStats = {
  key: string;
  label: string;
  /** Every application in the range, assessed or not. */
  applications: number;
  assessed: number;
  /** Accepted and assessed. */
  selected: number;
  /** Assessed with an Overall Score above the median. */
  aboveMedian: number;
  /** assessed ÷ all assessed applications (0–1); null when nothing was assessed. */
  shareOfAssessed: number | null;
  selection: RateComparison;
  scoring: RateComparison;
  excluded: ExclusionReason | null;
};

export type BiasTable = { dimension: BiasDimension; categories: BiasCategoryStats[] };

export type BiasReport = {
  medianScore: number | null;
  totals: { applications: number; assessed: number; selected: number; aboveMedian: number };
  tables: BiasTable[];
};

export const UNKNOWN_KEY = 'unknown';
export const UNKNOWN_LABEL = 'Unknown (not answered or prefer not to say)';

/** The median Overall Score of the assessed applications (mean of the middle two for an even count). */
export function medianOverallScore(rows: readonly BiasReportRow[]): number | null {
  const scores = rows
    .filter((r) => r.assessed && r.overallScore !== null)
    .map((r) => r.overallScore!)
    .sort((a, b) => a - b);
  if (scores.length === 0) return null;
  const middle = Math.floor(scores.length / 2);
  return scores.length % 2 === 1 ? scores[middle]! : (scores[middle - 1]! + scores[middle]!) / 2;
}

type Category = { key: string; label: string };

const known = <T extends string>(answer: T | null): Exclude<T, typeof PREFER_NOT_TO_SAY> | null =>
  answer === null || answer === PREFER_NOT_TO_SAY ? null : (answer as Exclude<T, typeof PREFER_NOT_TO_SAY>);

const intersectionKey = (sex: string, race: string) => `${sex}:${race}`;

/** Every category of each table (empty ones included, so the tables always have the same rows), Unknown last. */
const CATEGORIES: Record<BiasDimension, Category[]> = {
  sex: SEX_CATEGORIES.map((key) => ({ key, label: SEX_LABELS[key] })),
  race_ethnicity: RACE_ETHNICITY_CATEGORIES.map((key) => ({ key, label: RACE_ETHNICITY_LABELS[key] })),
  intersectional: SEX_CATEGORIES.flatMap((sex) =>
    RACE_ETHNICITY_CATEGORIES.map((race) => ({
      key: intersectionKey(sex, race),
      label: `${SEX_LABELS[sex]} × ${RACE_ETHNICITY_LABELS[race]}`,
    })),
  ),
};

function categoryOf(row: BiasReportRow, dimension: BiasDimension): string {
  const sex = known(row.sex);
  const race = known(row.raceEthnicity);
  if (dimension === 'sex') return sex ?? UNKNOWN_KEY;
  if (dimension === 'race_ethnicity') return race ?? UNKNOWN_KEY;
  return sex && race ? intersectionKey(sex, race) : UNKNOWN_KEY;
}

type Counts = { applications: number; assessed: number; selected: number; aboveMedian: number };
const zero = (): Counts => ({ applications: 0, assessed: 0, selected: 0, aboveMedian: 0 });

function count(rows: readonly BiasReportRow[], median: number | null, into: (row: BiasReportRow) => Counts) {
  for (const row of rows) {
    const counts = into(row);
    counts.applications += 1;
    if (!row.assessed) continue;
    counts.assessed += 1;
    if (row.accepted) counts.selected += 1;
    if (median !== null && row.overallScore !== null && row.overallScore > median) counts.aboveMedian += 1;
  }
}

/**
 * Compares each category's rate (numerator ÷ assessed) with the highest rate among the compared
 * categories. The ratio and the flag are worked out on the integer counts, so a ratio of exactly
 * 0.80 is never flagged by a rounding error.
 */
function compare(stats: Array<Counts & { excluded: ExclusionReason | null }>, numerator: (c: Counts) => number) {
  const compared = stats.filter((s) => s.excluded === null);
  // The best category has the largest numerator/assessed; compare fractions by cross-multiplying.
  const best = compared.reduce<(typeof compared)[number] | null>(
    (top, s) => (top === null || numerator(s) * top.assessed > numerator(top) * s.assessed ? s : top),
    null,
  );
  const bestHasRate = best !== null && numerator(best) > 0;
  return stats.map((s): RateComparison => {
    const rate = s.assessed > 0 ? numerator(s) / s.assessed : null;
    if (s.excluded !== null || !bestHasRate) return { rate, impactRatio: null, flagged: false };
    const top = numerator(s) * best.assessed;
    const bottom = s.assessed * numerator(best);
    const { numerator: n, denominator: d } = IMPACT_RATIO_THRESHOLD;
    return { rate, impactRatio: top / bottom, flagged: top * d < bottom * n };
  });
}

function exclusion(key: string, counts: Counts, totalAssessed: number): ExclusionReason | null {
  if (key === UNKNOWN_KEY) return 'unknown';
  if (counts.assessed === 0) return 'no_data';
  // Its counts are suppressed when shown (bias-disclosure.ts), so its rate must not set the others' ratios.
  if (isSmallCell(counts.applications)) return 'small_group';
  const { numerator: n, denominator: d } = MIN_CATEGORY_SHARE;
  if (counts.assessed * d < totalAssessed * n) return 'small_share';
  return null;
}

function table(
  dimension: BiasDimension,
  rows: readonly BiasReportRow[],
  median: number | null,
  totalAssessed: number,
): BiasTable {
  const categories = [...CATEGORIES[dimension], { key: UNKNOWN_KEY, label: UNKNOWN_LABEL }];
  const byKey = new Map(categories.map((c) => [c.key, zero()]));
  count(rows, median, (row) => byKey.get(categoryOf(row, dimension))!);
  const stats = categories.map((c) => {
    const counts = byKey.get(c.key)!;
    return { ...c, ...counts, excluded: exclusion(c.key, counts, totalAssessed) };
  });
  const selection = compare(stats, (c) => c.selected);
  const scoring = compare(stats, (c) => c.aboveMedian);
  return {
    dimension,
    categories: stats.map((s, i) => ({
      key: s.key,
      label: s.label,
      applications: s.applications,
      assessed: s.assessed,
      selected: s.selected,
      aboveMedian: s.aboveMedian,
      shareOfAssessed: totalAssessed > 0 ? s.assessed / totalAssessed : null,
      selection: selection[i]!,
      scoring: scoring[i]!,
      excluded: s.excluded,
    })),
  };
}

/**
 * Selection rate (accepted ÷ assessed) and scoring rate (share of the assessed scoring above
 * `medianScore`) per sex, per race/ethnicity and per sex × race/ethnicity, each with its impact
 * ratio against the category with the highest rate. Unknown, empty, under-5-applications and
 * under-2% categories are listed but not compared.
 */
export function buildBiasReport(input: { rows: readonly BiasReportRow[]; medianScore: number | null }): BiasReport {
  const { rows, medianScore } = input;
  const totals = zero();
  count(rows, medianScore, () => totals);
  return {
    medianScore,
    totals,
    tables: (['sex', 'race_ethnicity', 'intersectional'] as const).map((d) =>
      table(d, rows, medianScore, totals.assessed),
    ),
  };
}

/** "below 0.80": how a flag reads in the report and its CSV. */
export const FLAG_LABEL = `below ${fractionValue(IMPACT_RATIO_THRESHOLD).toFixed(2)}`;

/** Why a category has no impact ratio, in words. */
export function exclusionLabel(reason: ExclusionReason): string {
  const share = `${(100 * MIN_CATEGORY_SHARE.numerator) / MIN_CATEGORY_SHARE.denominator}%`;
  return {
    unknown: 'unknown, not compared',
    no_data: 'no data',
    small_group: `fewer than ${SMALL_CELL_MIN} applications`,
    small_share: `under ${share} of assessed`,
  }[reason];
}
