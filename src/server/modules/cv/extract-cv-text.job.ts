import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';

const payload = z.object({ interviewId: z.uuid() });

/**
 * Reads the text of an interview's CV (modules/cv/extract-cv-text.ts). The payload names the
 * interview as `interviewId`, so deleting the interview deletes the job too
 * (modules/retention/purge-interview-jobs.ts).
 */
export const extractCvTextJob = defineJob({
  name: 'extract-cv-text',
  payload,
  retryLimit: 2,
  retryDelaySeconds: 20,
  singletonKey: ({ interviewId }) => interviewId,
});

export type ExtractCvTextPayload = z.infer<typeof payload>;
