import { planTiming, type PlanTiming } from '../../../core/interview-plan-timing.ts';
import { loadPlanVersion } from './load-plan-version.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Question count and time limits of the plan version an interview recorded; null for interviews without one. */
export async function loadPlanTiming(
  { db }: UseCaseContext<'db'>,
  planVersionId: string | null,
): Promise<PlanTiming | null> {
  const found = await loadPlanVersion({ db }, planVersionId);
  return found ? planTiming(found.version, found.plan) : null;
}
