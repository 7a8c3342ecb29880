import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { sendSubmissionDigests } from './send-submission-digests.ts';
import { defineJob, type JobHandler } from '../../jobs/queue.ts';

export const submissionDigestJob = defineJob({
  name: 'send-submission-digest',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 300,
});

/** Every day at five past `hour` (DIGEST_HOUR, in DIGEST_TIME_ZONE: 07:05 UTC unless set). */
export const digestCron = (hour: number) => `5 ${hour} * * *`;

export const handleSubmissionDigest =
  (deps: AppDeps): JobHandler<Record<string, never>> =>
  async () => {
    const sent = await sendSubmissionDigests(deps);
    if (sent > 0) deps.log.info({ sent }, 'queued submission digests');
  };
