import { eq } from 'drizzle-orm';
import { planTiming, type PlanTiming } from '../../../core/interview-plan-timing.ts';
import type { Db } from '../../db/client.ts';
import { interviewPlanVersions } from '../../db/schema.ts';
import { readPlan } from './plan-records.ts';

/** Question count and time limits of the plan version an interview recorded; null for interviews without one. */
export async function loadPlanTiming(db: Db, planVersionId: string | null): Promise<PlanTiming | null> {
  if (!planVersionId) return null;
  const [row] = await db
    .select({ version: interviewPlanVersions.version, plan: interviewPlanVersions.plan })
    .from(interviewPlanVersions)
    .where(eq(interviewPlanVersions.id, planVersionId));
  return row ? planTiming(row.version, readPlan(row.plan)) : null;
}
