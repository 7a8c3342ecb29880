import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { isUuid } from '../../../core/ids.ts';
import { webhookMessages } from '../../../core/webhooks.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { UseCaseContext } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { queueWebhookDeliveries } from './emit-webhook-event.ts';
import { ownedWebhook, webhookNotFound } from './owned-webhook.ts';
import { spendOutboundBudget } from './outbound-budget.ts';
import type { DeliveryRecord } from './presenters.ts';

/**
 * Sends a logged event again as a new delivery (its own attempt chain, linked to the original),
 * with the same payload and `webhook-id`, so a receiver that already processed it can tell.
 * Each one is a request to an outside address, so an endpoint takes at most
 * RATE_LIMIT_WEBHOOK_REDELIVERIES_PER_ENDPOINT of them per window (429 beyond).
 */
export async function redeliverWebhook(
  deps: UseCaseContext<'db' | 'queue' | 'log' | 'env'>,
  actor: Actor,
  webhookId: string,
  deliveryId: string,
): Promise<DeliveryRecord> {
  const scope = ownedWebhook(actor, webhookId);
  const db = deps.db;
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id, enabled: webhookEndpoints.enabled })
    .from(webhookEndpoints)
    .where(scope);
  if (!endpoint) throw webhookNotFound();
  if (!isUuid(deliveryId)) throw notFound(webhookMessages.deliveryNotFound);
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
  if (!original) throw notFound(webhookMessages.deliveryNotFound);
  if (!endpoint.enabled) throw new AppError('CONFLICT', webhookMessages.disabledEndpoint);
  await spendOutboundBudget(db, deps.env, endpoint.id);
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      messageId: original.messageId,
      eventType: original.eventType,
      payload: original.payload,
      nextAttemptAt: new Date(),
      redeliveryOf: original.id,
    })
    .returning();
  await queueWebhookDeliveries(deps, [copy!.id]);
  return copy!;
}
