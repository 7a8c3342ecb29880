import { desc, eq } from 'drizzle-orm';
import { interviewPlanSchema, type InterviewPlan } from '../../../core/interview-plan.ts';
import type { Db } from '../../db/client.ts';
import { interviewPlans, interviewPlanVersions } from '../../db/schema.ts';

/** Stored plan JSON was validated when written; parsing it again gives the typed plan. */
export const readPlan = (json: unknown): InterviewPlan => interviewPlanSchema.parse(json);

export async function loadDraft(db: Db, postingId: string) {
  const [row] = await db
    .select({ draft: interviewPlans.draft, draftSource: interviewPlans.draftSource })
    .from(interviewPlans)
    .where(eq(interviewPlans.jobPostingId, postingId));
  return row ? { draft: readPlan(row.draft), draftSource: row.draftSource } : null;
}

/** A posting's published versions, newest first (the plan JSON only of the latest). */
export async function loadVersions(db: Db, postingId: string) {
  const versions = await db
    .select({
      id: interviewPlanVersions.id,
      version: interviewPlanVersions.version,
      createdAt: interviewPlanVersions.createdAt,
    })
    .from(interviewPlanVersions)
    .where(eq(interviewPlanVersions.jobPostingId, postingId))
    .orderBy(desc(interviewPlanVersions.version));
  const latest = versions[0];
  if (!latest) return { versions, latest: null };
  const [row] = await db
    .select({ plan: interviewPlanVersions.plan })
    .from(interviewPlanVersions)
    .where(eq(interviewPlanVersions.id, latest.id));
  return { versions, latest: { ...latest, plan: readPlan(row!.plan) } };
}

export type PlanVersions = Awaited<ReturnType<typeof loadVersions>>;
