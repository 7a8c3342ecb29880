import type { Actor } from '../../../core/access.ts';
import { desc, eq } from 'drizzle-orm';
import type { InterviewPlan } from '../../../core/interview-plan.ts';
import { samePlan } from '../../../core/interview-plan-timing.ts';
import { interviewPlanVersions } from '../../db/schema.ts';
import { auditPlanPublish } from './audit-plan-publish.ts';
import { findOwnedPosting } from './find-plan-posting.ts';
import { markPlanPublished } from './publish-default-interview.ts';
import { readPlan } from './plan-records.ts';
import { writeDraft } from './save-plan-draft.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Publishes the plan: it becomes the draft and, when it differs from the latest published
 * version, a new immutable version numbered one past the latest. New interviews get it at
 * intake; interviews already started keep the version they recorded.
 */
export async function publishPlan(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
  plan: InterviewPlan,
): Promise<{ version: number; created: boolean }> {
  const posting = await findOwnedPosting(db, actor, postingId, 'plan.edit');
  return db.transaction(async (tx) => {
    // The draft upsert locks the posting's plan row, so concurrent publishes number versions one after another.
    await writeDraft(tx, posting.id, plan);
    const [latest] = await tx
      .select({ version: interviewPlanVersions.version, plan: interviewPlanVersions.plan })
      .from(interviewPlanVersions)
      .where(eq(interviewPlanVersions.jobPostingId, posting.id))
      .orderBy(desc(interviewPlanVersions.version))
      .limit(1);
    // The first publish opens a plan-first posting to candidates (docs/decisions/0042).
    if (!posting.planPublishedAt) await markPlanPublished(tx, posting.id);
    if (latest && samePlan(readPlan(latest.plan), plan)) return { version: latest.version, created: false };
    const version = (latest?.version ?? 0) + 1;
    await tx
      .insert(interviewPlanVersions)
      .values({ jobPostingId: posting.id, version, plan, publishedBy: actor.userId });
    await auditPlanPublish({ db: tx }, actor, posting.id, { version });
    return { version, created: true };
  });
}
