import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import { tooManyRequests } from '../../errors.ts';

/**
 * A request to an endpoint's outside address made by hand (a redelivery or a test event) spends
 * one unit of the endpoint's budget: `RATE_LIMIT_WEBHOOK_REDELIVERIES_PER_ENDPOINT` per
 * `RATE_LIMIT_WEBHOOK_REDELIVERIES_WINDOW_SECONDS`. Past it: 429.
 */
export async function spendOutboundBudget(db: Db, env: AppDeps['env'], endpointId: string): Promise<void> {
  const { allowed } = await hitRateLimit(
    db,
    `webhook-redelivery:${endpointId}`,
    env.RATE_LIMIT_WEBHOOK_REDELIVERIES_PER_ENDPOINT,
    env.RATE_LIMIT_WEBHOOK_REDELIVERIES_WINDOW_SECONDS,
  );
  if (!allowed) throw tooManyRequests();
}
