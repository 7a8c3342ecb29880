import { z } from 'zod';
import { defineJob } from './queue.ts';

const payload = z.object({ interviewId: z.uuid() });

/**
 * Writes an interview's assessment (modules/interviews/assess-interview.ts). One run per
 * interview at a time: queuing again while one is queued or retrying returns that job.
 */
export const assessInterviewJob = defineJob({
  name: 'assess-interview',
  payload,
  retryLimit: 3,
  retryDelaySeconds: 30,
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
