import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings, subscriptions } from '../../db/schema.ts';
import { ownerPlanOf } from '../../access/entitlements.ts';

/**
 * One round trip for an interview found by a candidate credential (its interview token or its
 * "your data" token): the interview, the posting it belongs to and the plan of the posting's
 * owner. Undefined when nothing matches; the caller answers its own 404.
 */
export async function loadInterviewWithOwner(db: Db, where: SQL) {
  const [row] = await db
    .select({
      interview: interviews,
      posting: {
        id: jobPostings.id,
        organizationId: jobPostings.organizationId,
        title: jobPostings.title,
        description: jobPostings.description,
      },
      ownerPlan: { plan: subscriptions.plan, isFree: subscriptions.isFree },
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, jobPostings.organizationId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  return { ...row.interview, posting: row.posting, ownerPlan: ownerPlanOf(row.ownerPlan) };
}
