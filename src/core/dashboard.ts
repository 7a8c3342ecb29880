/** Dollars of interviewer time saved per application. */
export const MONEY_SAVED_PER_APPLICATION = 100;
/**
 * Recommended = assessed interviews whose Overall Score is at or above the posting's threshold
 * (counted in SQL by modules/postings/get-dashboard.ts); a new posting's threshold is this.
 */
export const DEFAULT_RECOMMEND_THRESHOLD = 70;
export const RECOMMEND_THRESHOLD_MIN = 1;
export const RECOMMEND_THRESHOLD_MAX = 100;

export type DashboardTotals = {
  postings: number;
  applications: number;
  recommended: number;
  /** Dollars. */
  moneySaved: number;
};

export function moneySavedFor(applications: number): number {
  return applications * MONEY_SAVED_PER_APPLICATION;
}

/** Tiles: sums of the table's columns, so a tile equals the sum of its column. */
export function dashboardTotals(rows: readonly { applications: number; recommended: number }[]): DashboardTotals {
  const totals: DashboardTotals = { postings: rows.length, applications: 0, recommended: 0, moneySaved: 0 };
  for (const { applications, recommended } of rows) {
    totals.applications += applications;
    totals.recommended += recommended;
    totals.moneySaved += moneySavedFor(applications);
  }
  return totals;
}
