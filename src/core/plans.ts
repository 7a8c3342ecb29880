/**
 * The plan catalogue (docs/product-rules.md §9) and the limits each plan grants. Pure data shared by
 * the server (checkout, quota, retention) and the web (pricing and subscription pages).
 */

export const PAID_PLAN_IDS = ['starter', 'professional'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export type PlanId = PaidPlanId | 'enterprise';

export const TRIAL_DAYS = 7;
/**
 * The saving docs/product-rules.md §9 states for annual billing. The spec's own prices give 14% (Starter)
 * and 18% (Professional), so pages show `annualSavingPercent` (computed) rather than this figure.
 */
export const ANNUAL_SAVING_PERCENT = 20;

export type PlanLimits = {
  /**
   * Interviews per calendar month (UTC) across all postings; null = unlimited. An interview counts
   * once the candidate answers a question or submits; a bare application does not.
   */
  interviewsPerMonth: number | null;
  minutesPerInterview: number;
  retentionDays: number;
};

export type Plan = {
  id: PlanId;
  name: string;
  description: string;
  /** US dollars per month; null for custom pricing. */
  monthlyPrice: number | null;
  /** US dollars per month when billed annually; null for custom pricing. */
  annualMonthlyPrice: number | null;
  /** Limits; null for Enterprise (agreed per contract). */
  limits: PlanLimits | null;
  features: string[];
  mostPopular: boolean;
};

/** Without a paid plan (billing off, free membership, self-hosted) nothing is capped but the defaults apply. */
export const DEFAULT_LIMITS: PlanLimits = { interviewsPerMonth: null, minutesPerInterview: 30, retentionDays: 30 };

export const PLANS: Record<PlanId, Plan> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    description: 'For small teams screening their first roles with AI interviews.',
    monthlyPrice: 349,
    annualMonthlyPrice: 299,
    limits: { interviewsPerMonth: 500, minutesPerInterview: 15, retentionDays: 30 },
    features: [
      'Up to 500 interviews a month',
      'Up to 15 minutes per interview',
      'Recordings stored for 30 days',
      'AI interviews',
      'Basic analytics',
      'Email support',
      'Standard templates',
    ],
    mostPopular: false,
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    description: 'For growing teams hiring across many roles at once.',
    monthlyPrice: 849,
    annualMonthlyPrice: 699,
    limits: { interviewsPerMonth: 2000, minutesPerInterview: 30, retentionDays: 90 },
    features: [
      'Up to 2000 interviews a month',
      'Up to 30 minutes per interview',
      'Recordings stored for 90 days',
      'Advanced AI assessments',
      'Full analytics',
      'Priority support',
      'Custom templates',
      'Custom branding',
      'Candidate tracking',
    ],
    mostPopular: true,
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For organisations with high volume, compliance or integration needs.',
    monthlyPrice: null,
    annualMonthlyPrice: null,
    limits: null,
    features: [
      'Interview volume to fit your hiring',
      'Custom interview length and retention',
      'Dedicated support and onboarding',
      'Custom integrations',
      'Security review and data processing agreement',
      'Help with self-hosting',
    ],
    mostPopular: false,
  },
};

/** The three plans in display order. */
export const PLAN_LIST: Plan[] = [PLANS.starter, PLANS.professional, PLANS.enterprise];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

export type BillingCycle = 'monthly' | 'annual';

/** The per-month price shown for a cycle, or null for custom pricing. */
export function pricePerMonth(plan: Plan, cycle: BillingCycle): number | null {
  return cycle === 'annual' ? plan.annualMonthlyPrice : plan.monthlyPrice;
}

/** Whole-percent saving of annual over monthly billing (rounded down, so never overstated); null for custom pricing. */
export function annualSavingPercent(plan: Plan): number | null {
  if (plan.monthlyPrice === null || plan.annualMonthlyPrice === null) return null;
  return Math.floor((1 - plan.annualMonthlyPrice / plan.monthlyPrice) * 100);
}

/** The best annual saving across the catalogue ("save up to N%"). */
export function maxAnnualSavingPercent(): number {
  return Math.max(...PLAN_LIST.map((plan) => annualSavingPercent(plan) ?? 0));
}

/** Limits of a stored plan id; no plan, an unknown id or Enterprise fall back to the defaults. */
export function planLimits(plan: string | null | undefined): PlanLimits {
  if (!isPaidPlanId(plan)) return DEFAULT_LIMITS;
  return PLANS[plan].limits ?? DEFAULT_LIMITS;
}

/**
 * Limits of one account. Billing off: the defaults. Otherwise the recorded plan's limits;
 * a free membership (granted by an admin) lifts the monthly interview cap.
 */
export function accountLimits(
  subscription: { plan: string | null; isFree: boolean } | null,
  billingEnabled: boolean,
): PlanLimits {
  if (!billingEnabled || !subscription) return DEFAULT_LIMITS;
  const limits = planLimits(subscription.plan);
  return subscription.isFree ? { ...limits, interviewsPerMonth: null } : limits;
}

export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}
