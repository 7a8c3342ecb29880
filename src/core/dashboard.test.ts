import { describe, it, expect } from 'vitest';
import {
  DEFAULT_RECOMMEND_THRESHOLD,
  MONEY_SAVED_PER_APPLICATION,
  dashboardTotals,
  moneySavedFor,
} from './dashboard.ts';

describe('dashboard constants', () => {
  it('match the spec', () => {
    expect(MONEY_SAVED_PER_APPLICATION).toBe(100);
    expect(DEFAULT_RECOMMEND_THRESHOLD).toBe(70);
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

  it('sums the columns', () => {
    const rows = [
      { applications: 0, recommended: 0 },
      { applications: 1, recommended: 1 },
      { applications: 3, recommended: 0 },
    ];
    expect(dashboardTotals(rows)).toEqual({ postings: 3, applications: 4, recommended: 1, moneySaved: 400 });
  });
});
