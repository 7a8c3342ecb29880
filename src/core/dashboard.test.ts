import { describe, it, expect } from 'vitest';
import {
  MONEY_SAVED_PER_APPLICATION,
  RECOMMENDED_SHARE,
  dashboardTotals,
  moneySavedFor,
  recommendedFor,
} from './dashboard.ts';

describe('dashboard constants', () => {
  it('match the spec', () => {
    expect(RECOMMENDED_SHARE).toBe(0.5);
    expect(MONEY_SAVED_PER_APPLICATION).toBe(100);
  });
});

describe('recommendedFor', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 2],
    [101, 50],
  ])('%i applications recommend %i', (applications, recommended) => {
    expect(recommendedFor(applications)).toBe(recommended);
  });
});

describe('moneySavedFor', () => {
  it.each([
    [0, 0],
    [1, 100],
    [3, 300],
    [250, 25_000],
  ])('%i applications save $%i', (applications, dollars) => {
    expect(moneySavedFor(applications)).toBe(dollars);
  });
});

describe('dashboardTotals', () => {
  it('is all zero without postings', () => {
    expect(dashboardTotals([])).toEqual({ postings: 0, applications: 0, recommended: 0, moneySaved: 0 });
  });

  it('counts a posting with no applications', () => {
    expect(dashboardTotals([{ applications: 0 }])).toEqual({
      postings: 1,
      applications: 0,
      recommended: 0,
      moneySaved: 0,
    });
  });

  it('sums 0, 1 and 3 applications', () => {
    expect(dashboardTotals([{ applications: 0 }, { applications: 1 }, { applications: 3 }])).toEqual({
      postings: 3,
      applications: 4,
      recommended: 1,
      moneySaved: 400,
    });
  });

  it('sums per-posting floors rather than flooring the total', () => {
    const rows = [{ applications: 1 }, { applications: 1 }, { applications: 3 }];
    expect(dashboardTotals(rows).recommended).toBe(1); // 0 + 0 + 1, not floor(5 / 2) = 2
    expect(dashboardTotals(rows).recommended).toBe(rows.reduce((sum, r) => sum + recommendedFor(r.applications), 0));
  });

  it('ignores extra row fields', () => {
    expect(dashboardTotals([{ applications: 2, title: 'Engineer' } as { applications: number }]).recommended).toBe(1);
  });
});
