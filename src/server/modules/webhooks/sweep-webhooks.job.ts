import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { sweepWebhooks } from './sweep-webhooks.ts';
import { defineJob, type JobHandler } from '../../jobs/queue.ts';

export const sweepWebhooksJob = defineJob({
  name: 'sweep-webhooks',
  payload: z.object({}),
  retryLimit: 1,
  retryDelaySeconds: 60,
});

/** Every minute: expired invitations are announced soon after they expire. */
export const SWEEP_WEBHOOKS_SCHEDULE = '* * * * *';

export const handleSweepWebhooks =
  (deps: AppDeps): JobHandler<Record<string, never>> =>
  async () => {
    const swept = await sweepWebhooks(deps, new Date());
    if (swept.expired > 0 || swept.requeued > 0 || swept.purged > 0) deps.log.info(swept, 'webhook sweep');
  };
