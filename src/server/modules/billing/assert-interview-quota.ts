import { and, count, eq, exists, gte, isNotNull, or } from 'drizzle-orm';
import { billingMessages } from '../../../core/api/billing.ts';
import type { PlanLimits } from '../../../core/plans.ts';
import { loadEntitlements } from '../../access/entitlements.ts';
import type { Db } from '../../db/client.ts';
import { interviews, interviewTurns, jobPostings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isApplication } from '../../access/interview-scope.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The first instant of the calendar month (UTC) that `now` falls in; monthly limits count from here. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Interviews this month under every posting of the organization (one query) that count against the
 * plan: submitted, or with at least one answer from the candidate. A bare application (a name,
 * an address and any file that starts like a PDF) costs nothing, so it does not count: otherwise
 * anyone holding the public link could use up an employer's month.
 */
export async function countInterviewsThisMonth(db: Db, organizationId: string, now = new Date()): Promise<number> {
  const answered = db
    .select({ one: interviewTurns.seq })
    .from(interviewTurns)
    .where(and(eq(interviewTurns.interviewId, interviews.id), eq(interviewTurns.speaker, 'user')));
  const [row] = await db
    .select({ n: count() })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(
      and(
        eq(jobPostings.organizationId, organizationId),
        gte(interviews.createdAt, startOfMonthUtc(now)),
        isApplication(),
        or(isNotNull(interviews.submittedAt), exists(answered)),
      ),
    );
  return Number(row?.n ?? 0);
}

export type AccountUsage = {
  plan: string | null;
  limits: PlanLimits;
  used: number;
  reached: boolean;
  hasBillingAccount: boolean;
};

/** The organization's plan limits and this month's use of them. */
export async function getAccountUsage(
  db: Db,
  organizationId: string,
  billingEnabled: boolean,
  now = new Date(),
): Promise<AccountUsage> {
  const [{ subscription, limits }, used] = await Promise.all([
    loadEntitlements(db, organizationId, billingEnabled),
    countInterviewsThisMonth(db, organizationId, now),
  ]);
  return {
    plan: billingEnabled ? (subscription?.plan ?? null) : null,
    limits,
    used,
    reached: limits.interviewsPerMonth !== null && used >= limits.interviewsPerMonth,
    hasBillingAccount: Boolean(subscription?.stripeCustomerId),
  };
}

/**
 * Refuses a new interview once the posting's organization's plan has used its monthly interviews
 * (docs/product-rules.md §9). Billing off, no plan and free memberships are unlimited. Call it before
 * creating the interview row; the message is meant for the candidate.
 */
export async function assertInterviewQuota(
  { db }: UseCaseContext<'db'>,
  organizationId: string,
  billingEnabled: boolean,
  now = new Date(),
): Promise<void> {
  if (!billingEnabled) return;
  const usage = await getAccountUsage(db, organizationId, billingEnabled, now);
  if (usage.reached) {
    throw new AppError('CONFLICT', billingMessages.quotaReached, {
      limit: usage.limits.interviewsPerMonth,
      used: usage.used,
    });
  }
}
