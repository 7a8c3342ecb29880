import type { BiasCategoryStats, BiasReport, BiasTable, RateComparison } from './bias-report.ts';

/**
 * Small-cell suppression of the bias report (issue #22, finding 6; docs/compliance-bias-report.md):
 * self-identification answers must never be tied to a person through the report.
 *
 * - A range with fewer than MIN_APPLICATIONS_FOR_GROUPS applications shows no groups at all,
 *   only its totals.
 * - A group with 1 to SMALL_CELL_MIN − 1 applications shows "<5" instead of its counts, and no
 *   rate or impact ratio (it is never compared either: `buildBiasReport` excludes it).
 * - When exactly one group of a table is suppressed, the smallest other group with applications
 *   is suppressed too, so the hidden count cannot be worked out from the totals.
 */
export const SMALL_CELL_MIN = 5;
export const MIN_APPLICATIONS_FOR_GROUPS = 20;
/** How a suppressed count reads on the page and in the CSV. */
export const SUPPRESSED_LABEL = `<${SMALL_CELL_MIN}`;

export const disclosureMessages = {
  groupsHidden: `Fewer than ${MIN_APPLICATIONS_FOR_GROUPS} applications in this range: groups are not shown, so that no answer can be tied to a person. Choose a longer range.`,
  cellsSuppressed: `Groups with fewer than ${SMALL_CELL_MIN} applications show "${SUPPRESSED_LABEL}" and no rates, so that no answer can be tied to a person.`,
} as const;

/** Is a group of this many applications too small to show (zero is shown: it names nobody)? */
export const isSmallCell = (applications: number) => applications > 0 && applications < SMALL_CELL_MIN;

type Counts = 'applications' | 'assessed' | 'selected' | 'aboveMedian';
export type DisclosedCategory = Omit<BiasCategoryStats, Counts | 'shareOfAssessed'> & {
  [K in Counts]: number | null;
} & { shareOfAssessed: number | null; suppressed: boolean };
export type DisclosedTable = { dimension: BiasTable['dimension']; categories: DisclosedCategory[] };
export type DisclosedBiasReport = Omit<BiasReport, 'tables'> & { groupsShown: boolean; tables: DisclosedTable[] };

const hiddenRate: RateComparison = { rate: null, impactRatio: null, flagged: false };

function suppress(c: BiasCategoryStats): DisclosedCategory {
  return {
    ...c,
    applications: null,
    assessed: null,
    selected: null,
    aboveMedian: null,
    shareOfAssessed: null,
    selection: hiddenRate,
    scoring: hiddenRate,
    suppressed: true,
  };
}

function discloseTable(table: BiasTable): DisclosedTable {
  const hidden = new Set(table.categories.filter((c) => isSmallCell(c.applications)).map((c) => c.key));
  if (hidden.size === 1) {
    const next = table.categories
      .filter((c) => !hidden.has(c.key) && c.applications > 0)
      .reduce<BiasCategoryStats | null>(
        (min, c) => (min === null || c.applications < min.applications ? c : min),
        null,
      );
    if (next) hidden.add(next.key);
  }
  return {
    dimension: table.dimension,
    categories: table.categories.map((c) => (hidden.has(c.key) ? suppress(c) : { ...c, suppressed: false })),
  };
}

/** The report as it may be shown or exported: small groups suppressed, or no groups for a small range. */
export function discloseBiasReport(report: BiasReport): DisclosedBiasReport {
  const groupsShown = report.totals.applications >= MIN_APPLICATIONS_FOR_GROUPS;
  return { ...report, groupsShown, tables: groupsShown ? report.tables.map(discloseTable) : [] };
}
