import { eq } from 'drizzle-orm';
import type { InterviewPlan } from '../../../core/interview-plan.ts';
import { interviewPlanVersions } from '../../db/schema.ts';
import { readPlan } from './plan-records.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The plan version an interview recorded at intake (its number and plan); null for interviews without one. */
export async function loadPlanVersion(
  { db }: UseCaseContext<'db'>,
  planVersionId: string | null,
): Promise<{ version: number; plan: InterviewPlan } | null> {
  if (!planVersionId) return null;
  const [row] = await db
    .select({ version: interviewPlanVersions.version, plan: interviewPlanVersions.plan })
    .from(interviewPlanVersions)
    .where(eq(interviewPlanVersions.id, planVersionId));
  return row ? { version: row.version, plan: readPlan(row.plan) } : null;
}
