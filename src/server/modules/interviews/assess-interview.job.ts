import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';

const payload = z.object({ interviewId: z.uuid() });

/**
 * How long one assessment attempt may run before pg-boss expires it: a retry follows, and after
 * the last one the stuck-assessment sweep (modules/interviews/fail-stuck-assessments.ts) shows the
 * interview as failed, with Retry.
 */
export const ASSESSMENT_ATTEMPT_SECONDS = 15 * 60;

/**
 * Writes an interview's assessment (modules/interviews/assess-interview.ts, the use case beside this file). One run per
 * interview at a time: queuing again while one is queued or retrying returns that job.
 */
export const assessInterviewJob = defineJob({
  name: 'assess-interview',
  payload,
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: ASSESSMENT_ATTEMPT_SECONDS,
  singletonKey: ({ interviewId }) => interviewId,
});

/** The same job under its name before 0008-interview-core; registered so queued ones still run. */
export const legacyGenerateFeedbackJob = defineJob({
  name: 'generate-feedback',
  payload,
  retryLimit: 3,
  retryDelaySeconds: 30,
});

export type AssessInterviewPayload = z.infer<typeof payload>;
