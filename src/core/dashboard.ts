export const RECOMMENDED_SHARE = 0.5;
/** Dollars of interviewer time saved per application. */
export const MONEY_SAVED_PER_APPLICATION = 100;

export type DashboardTotals = {
  postings: number;
  applications: number;
  recommended: number;
  /** Dollars. */
  moneySaved: number;
};

export function recommendedFor(applications: number): number {
  return Math.floor(applications * RECOMMENDED_SHARE);
}

export function moneySavedFor(applications: number): number {
  return applications * MONEY_SAVED_PER_APPLICATION;
}

export function dashboardTotals(rows: readonly { applications: number }[]): DashboardTotals {
  const totals: DashboardTotals = { postings: rows.length, applications: 0, recommended: 0, moneySaved: 0 };
  for (const { applications } of rows) {
    totals.applications += applications;
    // Summed per posting so the tile equals the sum of the table's Recommended column.
    totals.recommended += recommendedFor(applications);
    totals.moneySaved += moneySavedFor(applications);
  }
  return totals;
}
