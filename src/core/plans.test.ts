import { describe, expect, it } from 'vitest';
import {
  accountLimits,
  ANNUAL_SAVING_PERCENT,
  annualSavingPercent,
  DEFAULT_LIMITS,
  formatUsd,
  isPaidPlanId,
  maxAnnualSavingPercent,
  PLAN_LIST,
  planLimits,
  PLANS,
  pricePerMonth,
  TRIAL_DAYS,
} from './plans.ts';

describe('plan catalogue', () => {
  it('has Starter, Professional and Enterprise in display order', () => {
    expect(PLAN_LIST.map((p) => p.name)).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect(PLAN_LIST.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(['professional']);
  });

  it('prices Starter at $349 monthly or $299 a month annually', () => {
    expect(pricePerMonth(PLANS.starter, 'monthly')).toBe(349);
    expect(pricePerMonth(PLANS.starter, 'annual')).toBe(299);
  });

  it('prices Professional at $849 monthly or $699 a month annually', () => {
    expect(pricePerMonth(PLANS.professional, 'monthly')).toBe(849);
    expect(pricePerMonth(PLANS.professional, 'annual')).toBe(699);
  });

  it('leaves Enterprise at custom pricing', () => {
    expect(pricePerMonth(PLANS.enterprise, 'monthly')).toBeNull();
    expect(pricePerMonth(PLANS.enterprise, 'annual')).toBeNull();
  });

  it('states a 20% annual saving, which the annual prices honour (rounded to whole dollars)', () => {
    expect(ANNUAL_SAVING_PERCENT).toBe(20);
    for (const plan of [PLANS.starter, PLANS.professional]) {
      const saving = 1 - plan.annualMonthlyPrice! / plan.monthlyPrice!;
      expect(saving).toBeGreaterThan(0.14);
      expect(saving).toBeLessThanOrEqual(ANNUAL_SAVING_PERCENT / 100);
    }
  });

  it('computes the real annual saving without overstating it', () => {
    expect(annualSavingPercent(PLANS.starter)).toBe(14);
    expect(annualSavingPercent(PLANS.professional)).toBe(17);
    expect(annualSavingPercent(PLANS.enterprise)).toBeNull();
    expect(maxAnnualSavingPercent()).toBe(17);
  });

  it('offers a 7-day trial', () => {
    expect(TRIAL_DAYS).toBe(7);
  });

  it('lists the features of §9', () => {
    expect(PLANS.starter.features).toEqual(
      expect.arrayContaining(['AI interviews', 'Basic analytics', 'Email support', 'Standard templates']),
    );
    expect(PLANS.professional.features).toEqual(
      expect.arrayContaining([
        'Advanced AI assessments',
        'Full analytics',
        'Priority support',
        'Custom templates',
        'Custom branding',
        'Candidate tracking',
      ]),
    );
  });

  it('recognises only the two paid plans as purchasable', () => {
    expect(isPaidPlanId('starter')).toBe(true);
    expect(isPaidPlanId('professional')).toBe(true);
    expect(isPaidPlanId('enterprise')).toBe(false);
    expect(isPaidPlanId('free')).toBe(false);
    expect(isPaidPlanId(undefined)).toBe(false);
  });

  it('formats dollars', () => {
    expect(formatUsd(849)).toBe('$849');
    expect(formatUsd(10_000)).toBe('$10,000');
  });
});

describe('planLimits', () => {
  it('gives Starter 500 interviews, 15 minutes and 30 days', () => {
    expect(planLimits('starter')).toEqual({ interviewsPerMonth: 500, minutesPerInterview: 15, retentionDays: 30 });
  });

  it('gives Professional 2000 interviews, 30 minutes and 90 days', () => {
    expect(planLimits('professional')).toEqual({
      interviewsPerMonth: 2000,
      minutesPerInterview: 30,
      retentionDays: 90,
    });
  });

  it('falls back to the defaults without a known plan', () => {
    expect(DEFAULT_LIMITS).toEqual({ interviewsPerMonth: null, minutesPerInterview: 30, retentionDays: 30 });
    expect(planLimits(null)).toEqual(DEFAULT_LIMITS);
    expect(planLimits(undefined)).toEqual(DEFAULT_LIMITS);
    expect(planLimits('enterprise')).toEqual(DEFAULT_LIMITS);
    expect(planLimits('gold')).toEqual(DEFAULT_LIMITS);
  });
});

describe('accountLimits', () => {
  it('uses the defaults when billing is off, whatever is recorded', () => {
    expect(accountLimits({ plan: 'starter', isFree: false }, false)).toEqual(DEFAULT_LIMITS);
    expect(accountLimits(null, false)).toEqual(DEFAULT_LIMITS);
  });

  it("uses the recorded plan's limits when billing is on", () => {
    expect(accountLimits({ plan: 'starter', isFree: false }, true).interviewsPerMonth).toBe(500);
    expect(accountLimits({ plan: 'professional', isFree: false }, true).retentionDays).toBe(90);
    expect(accountLimits({ plan: null, isFree: false }, true)).toEqual(DEFAULT_LIMITS);
  });

  it('lifts the monthly cap for free memberships but keeps the plan retention', () => {
    expect(accountLimits({ plan: 'professional', isFree: true }, true)).toEqual({
      interviewsPerMonth: null,
      minutesPerInterview: 30,
      retentionDays: 90,
    });
    expect(accountLimits({ plan: null, isFree: true }, true)).toEqual(DEFAULT_LIMITS);
  });
});
