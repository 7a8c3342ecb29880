import { and, eq, lt, sql } from 'drizzle-orm';
import { accountLimits, DEFAULT_LIMITS, PLAN_LIST } from '../../../core/plans.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews, jobPostings, subscriptions } from '../../db/schema.ts';
import { deleteInterviewData } from './delete-interview-data.ts';
import { DAY_MS } from '../../../core/dates.ts';
import { billingEnabledIn } from '../../env.ts';
import { ownerPlanOf } from '../../access/entitlements.ts';

const BATCH = 500;
const SHORTEST_RETENTION_DAYS = Math.min(
  DEFAULT_LIMITS.retentionDays,
  ...PLAN_LIST.map((plan) => plan.limits?.retentionDays ?? Infinity),
);

/**
 * Enforces retention (docs/architecture.md, "Where we go further than the product rules"): interviews older than the posting owner's
 * retention (30 days by default, longer on plans that grant it) are deleted with their files.
 * Only interviews past the shortest retention are even looked at, in batches.
 */
export async function purgeExpiredInterviews(
  deps: UseCaseContext<'db' | 'blobs' | 'env' | 'queue'>,
  now = new Date(),
): Promise<number> {
  const billingEnabled = billingEnabledIn(deps.env);
  const cutoff = new Date(now.getTime() - SHORTEST_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  let afterId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await deps.db
      .select({
        id: interviews.id,
        jobPostingId: interviews.jobPostingId,
        createdAt: interviews.createdAt,
        ownerPlan: { plan: subscriptions.plan, isFree: subscriptions.isFree },
      })
      .from(interviews)
      .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
      .leftJoin(subscriptions, eq(subscriptions.organizationId, jobPostings.organizationId))
      .where(and(lt(interviews.createdAt, cutoff), sql`${interviews.id} > ${afterId}`))
      .orderBy(interviews.id)
      .limit(BATCH);
    if (rows.length === 0) return purged;
    afterId = rows.at(-1)!.id;
    const expired = rows.filter((row) => {
      const { retentionDays } = accountLimits(ownerPlanOf(row.ownerPlan), billingEnabled);
      return row.createdAt.getTime() < now.getTime() - retentionDays * DAY_MS;
    });
    purged += await deleteInterviewData(deps, expired);
  }
}
