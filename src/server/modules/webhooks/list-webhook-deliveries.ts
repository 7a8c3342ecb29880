import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { ownedWebhook, webhookNotFound } from './owned-webhook.ts';
import type { AttemptRecord, DeliveryRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Deliveries the log shows, newest first. */
export const DELIVERY_LOG_LIMIT = 50;

/** An endpoint's latest deliveries with each attempt, in three queries whatever the count. */
export async function listWebhookDeliveries(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  webhookId: string,
): Promise<{ delivery: DeliveryRecord; attempts: AttemptRecord[] }[]> {
  const scope = ownedWebhook(actor, webhookId);
  const [endpoint] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(scope);
  if (!endpoint) throw webhookNotFound();
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_LIMIT);
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        deliveries.map((d) => d.id),
      ),
    )
    .orderBy(asc(webhookAttempts.attempt));
  return deliveries.map((delivery) => ({
    delivery,
    attempts: attempts.filter((a) => a.deliveryId === delivery.id),
  }));
}
