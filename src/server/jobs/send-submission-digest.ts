import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { sendSubmissionDigests } from '../modules/notifications/send-submission-digests.ts';
import { defineJob, type JobHandler } from './queue.ts';

export const submissionDigestJob = defineJob({
  name: 'send-submission-digest',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 300,
});

/** Every day at 07:05 UTC. */
export const DIGEST_SCHEDULE = '5 7 * * *';

export const handleSubmissionDigest =
  (deps: AppDeps): JobHandler<Record<string, never>> =>
  async () => {
    const sent = await sendSubmissionDigests(deps);
    if (sent > 0) deps.log.info({ sent }, 'queued submission digests');
  };
