import type { Actor } from '../../../core/access.ts';
import type { InterviewPlan } from '../../../core/interview-plan.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { UseCaseContext } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findOwnedPosting } from './find-plan-posting.ts';

export const PLAN_DRAFTS_LIMITED_MESSAGE =
  'You have drafted many plans in the last hour. Please edit the current draft or try again later.';

/**
 * "Draft from the job description": the configured AI provider proposes a plan (the builtin one
 * with its question planner). Nothing is stored; the employer edits the proposal and saves it.
 * Each proposal is an AI call, so an account gets RATE_LIMIT_PLAN_DRAFTS_PER_ACCOUNT an hour.
 */
export async function draftPlanFromDescription(
  deps: UseCaseContext<'db' | 'ai' | 'env'>,
  actor: Actor,
  postingId: string,
  signal?: AbortSignal,
): Promise<InterviewPlan> {
  const posting = await findOwnedPosting(deps.db, actor, postingId, 'plan.edit');
  const budget = await hitRateLimit(
    deps.db,
    `plan-drafts:account:${actor.userId}`,
    deps.env.RATE_LIMIT_PLAN_DRAFTS_PER_ACCOUNT,
    3600,
  );
  if (!budget.allowed) throw new AppError('RATE_LIMITED', PLAN_DRAFTS_LIMITED_MESSAGE);
  return deps.ai.draftPlan({ title: posting.title, description: posting.description }, { signal });
}
