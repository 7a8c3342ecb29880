import type { InterviewPlan } from '../../../core/interview-plan.ts';
import type { AppDeps } from '../../deps.ts';
import { findOwnedPosting } from './policies.ts';

/**
 * "Draft from the job description": the configured AI provider proposes a plan (the builtin one
 * with its question planner). Nothing is stored; the employer edits the proposal and saves it.
 */
export async function draftPlanFromDescription(
  deps: Pick<AppDeps, 'database' | 'ai'>,
  userId: string,
  postingId: string,
  signal?: AbortSignal,
): Promise<InterviewPlan> {
  const posting = await findOwnedPosting(deps.database.db, userId, postingId);
  return deps.ai.draftPlan({ title: posting.title, description: posting.description }, { signal });
}
