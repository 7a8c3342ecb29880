import { eq } from 'drizzle-orm';
import type { InterviewPlan } from '../../../core/interview-plan.ts';
import { draftPlanFromDescription } from '../../adapters/ai/builtin/plan-draft.ts';
import type { AppDeps } from '../../deps.ts';
import { interviewPlans, interviewPlanVersions } from '../../db/schema.ts';
import { generateDraftOnce } from './get-plan.ts';
import type { PlanPosting } from './policies.ts';
import { loadDraft, readPlan } from './plan-records.ts';

export type AssessmentPlan = { plan: InterviewPlan; planVersionId: string | null; planVersion: number | null };

/**
 * The plan an interview is assessed against: the published version it recorded at intake, or,
 * for interviews without one (from before plans, or a posting never published), the posting's
 * default plan: its draft, generated once from the description the way the plan page does
 * (docs/decisions/0017-scorecards-wired.md). If the provider cannot draft one, the builtin
 * deterministic draft is stored instead, so the default is derived only once.
 */
export async function loadAssessmentPlan(
  deps: Pick<AppDeps, 'database' | 'ai' | 'log'>,
  posting: PlanPosting,
  planVersionId: string | null,
): Promise<AssessmentPlan> {
  const { db } = deps.database;
  if (planVersionId) {
    const [row] = await db
      .select({ version: interviewPlanVersions.version, plan: interviewPlanVersions.plan })
      .from(interviewPlanVersions)
      .where(eq(interviewPlanVersions.id, planVersionId));
    if (row) return { plan: readPlan(row.plan), planVersionId, planVersion: row.version };
  }
  const found = (await loadDraft(db, posting.id)) ?? (await generateDraftOnce(deps, posting));
  if (found) return { plan: found.draft, planVersionId: null, planVersion: null };
  const draft = draftPlanFromDescription(posting.title, posting.description);
  await db.insert(interviewPlans).values({ jobPostingId: posting.id, draft }).onConflictDoNothing();
  const stored = await loadDraft(db, posting.id);
  return { plan: stored?.draft ?? draft, planVersionId: null, planVersion: null };
}
