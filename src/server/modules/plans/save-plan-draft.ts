import type { Actor } from '../../../core/access.ts';
import type { InterviewPlan } from '../../../core/interview-plan.ts';
import type { Db } from '../../db/client.ts';
import { interviewPlans } from '../../db/schema.ts';
import { findOwnedPosting } from './find-plan-posting.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Stores the employer's draft (already validated by the plan contract); interviews are unaffected until it is published. */
export async function savePlanDraft(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
  plan: InterviewPlan,
): Promise<void> {
  const posting = await findOwnedPosting(db, actor, postingId, 'plan.edit');
  await writeDraft(db, posting.id, plan);
}

export async function writeDraft(db: Db, postingId: string, plan: InterviewPlan): Promise<void> {
  await db
    .insert(interviewPlans)
    .values({ jobPostingId: postingId, draft: plan, draftSource: 'saved' })
    .onConflictDoUpdate({
      target: interviewPlans.jobPostingId,
      set: { draft: plan, draftSource: 'saved', updatedAt: new Date() },
    });
}
