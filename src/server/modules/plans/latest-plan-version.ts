import { desc, eq } from 'drizzle-orm';
import type { InterviewPlan } from '../../../core/interview-plan.ts';
import { planTiming, type PlanTiming } from '../../../core/interview-plan-timing.ts';
import { interviewPlanVersions } from '../../db/schema.ts';
import { readPlan } from './plan-records.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * A posting's latest published plan version, recorded on an interview at intake, with its
 * timing for the candidate page; null when nothing is published (the interview runs as before plans).
 */
export async function latestPlanVersion(
  { db }: UseCaseContext<'db'>,
  postingId: string,
): Promise<{ id: string; timing: PlanTiming; knockout: InterviewPlan['knockout']; competencies: string[] } | null> {
  const [row] = await db
    .select({ id: interviewPlanVersions.id, version: interviewPlanVersions.version, plan: interviewPlanVersions.plan })
    .from(interviewPlanVersions)
    .where(eq(interviewPlanVersions.jobPostingId, postingId))
    .orderBy(desc(interviewPlanVersions.version))
    .limit(1);
  if (!row) return null;
  const plan = readPlan(row.plan);
  return {
    id: row.id,
    timing: planTiming(row.version, plan),
    knockout: plan.knockout,
    // The names the candidate notice lists as assessed.
    competencies: plan.competencies.map((c) => c.name),
  };
}
