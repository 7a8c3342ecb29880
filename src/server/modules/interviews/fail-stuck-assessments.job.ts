import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { failStuckAssessments } from './fail-stuck-assessments.ts';
import { defineJob, type JobHandler } from '../../jobs/queue.ts';

export const failStuckAssessmentsJob = defineJob({
  name: 'fail-stuck-assessments',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 60,
});

/**
 * Every five minutes (off the minute): pg-boss expires an attempt after ASSESSMENT_ATTEMPT_SECONDS
 * and its maintenance runs every few minutes, so a stuck assessment shows failed within minutes of that.
 */
export const FAIL_STUCK_ASSESSMENTS_SCHEDULE = '2-59/5 * * * *';

export const handleFailStuckAssessments =
  (deps: AppDeps): JobHandler<Record<string, never>> =>
  async () => {
    await failStuckAssessments(deps);
  };
