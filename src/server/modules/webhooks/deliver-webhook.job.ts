import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';

/**
 * One attempt of a webhook delivery (docs/decisions/0027-webhooks.md). Retries are new jobs sent
 * with `startAfter` by the handler, following the schedule of src/core/webhooks.ts; pg-boss's own
 * retries only cover a crash of the worker itself.
 */
export const deliverWebhookJob = defineJob({
  name: 'deliver-webhook',
  payload: z.object({ deliveryId: z.uuid() }),
  retryLimit: 2,
  retryDelaySeconds: 30,
});

export type DeliverWebhookPayload = z.infer<typeof deliverWebhookJob.payload>;
