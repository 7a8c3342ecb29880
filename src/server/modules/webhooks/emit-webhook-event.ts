import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEventData, webhookDataSchemas } from '../../../core/api/webhooks.ts';
import type { UseCaseContext } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { deliverWebhookJob } from './deliver-webhook.job.ts';
import { interviewEventData } from './interview-event-data.ts';
import { makerMayManageWebhooks } from '../../access/webhook-maker-rights.ts';
import { newMessageId } from './webhook-secret.ts';

type EventType = keyof typeof webhookDataSchemas;
export type WebhookEvent = { [T in EventType]: { type: T; data: WebhookEventData<T> } }[EventType];
export type EmitDeps = UseCaseContext<'db' | 'queue' | 'log'>;

/**
 * Writes one pending delivery per enabled endpoint of the event's organization subscribed to
 * it whose maker still may manage webhooks there (maker-rights.ts), inside the caller's transaction when given one (a savepoint, so a failure here never
 * undoes the caller's change). Returns the delivery ids to queue once the change is committed.
 */
export async function recordWebhookEvent(db: Db, event: WebhookEvent, log: EmitDeps['log']): Promise<string[]> {
  try {
    return await db.transaction(async (tx) => {
      const endpoints = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.organizationId, event.data.organizationId),
            eq(webhookEndpoints.enabled, true),
            sql`${webhookEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`,
            makerMayManageWebhooks(),
          ),
        );
      if (endpoints.length === 0) return [];
      const now = new Date();
      const payload = { type: event.type, timestamp: now.toISOString(), data: event.data };
      const messageId = newMessageId();
      const rows = await tx
        .insert(webhookDeliveries)
        .values(
          endpoints.map((endpoint) => ({
            endpointId: endpoint.id,
            messageId,
            eventType: event.type,
            payload,
            nextAttemptAt: now,
          })),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.map((r) => r.id);
    });
  } catch (error) {
    log.error({ err: error, type: event.type }, 'could not record a webhook event');
    return [];
  }
}

/** Queues the first attempt of each delivery. A lost send is picked up by the webhook sweep. */
export async function queueWebhookDeliveries(deps: Pick<EmitDeps, 'queue' | 'log'>, deliveryIds: string[]) {
  for (const deliveryId of deliveryIds) {
    try {
      await deps.queue.send(deliverWebhookJob, { deliveryId });
    } catch (error) {
      deps.log.warn({ err: error, deliveryId }, 'could not queue a webhook delivery; the sweep will');
    }
  }
}

/** Records and queues an event outside any transaction. Never throws. */
export async function emitWebhookEvent(deps: EmitDeps, event: WebhookEvent): Promise<void> {
  const ids = await recordWebhookEvent(deps.db, event, deps.log);
  await queueWebhookDeliveries(deps, ids);
}

type InterviewEventType = Exclude<EventType, 'invitation.expired'>;
type InterviewIds = 'organizationId' | 'postingId' | 'interviewId' | 'invitationId';

/**
 * Records an interview event, looking up its ids (organization, posting, invitation) here, in
 * `db` (the caller's transaction when it has one). Never throws; returns the deliveries to queue.
 */
export async function recordInterviewEvent<T extends InterviewEventType>(
  db: Db,
  log: EmitDeps['log'],
  type: T,
  interviewId: string,
  extra: Omit<WebhookEventData<T>, InterviewIds>,
): Promise<string[]> {
  try {
    const ids = await interviewEventData({ db }, interviewId);
    if (!ids) return [];
    return await recordWebhookEvent(db, { type, data: { ...ids, ...extra } } as WebhookEvent, log);
  } catch (error) {
    log.error({ err: error, type }, 'could not record a webhook event');
    return [];
  }
}

/** Records and queues an interview event outside any transaction. Never throws. */
export async function emitInterviewEvent<T extends InterviewEventType>(
  deps: EmitDeps,
  type: T,
  interviewId: string,
  extra: Omit<WebhookEventData<T>, InterviewIds>,
): Promise<void> {
  const ids = await recordInterviewEvent(deps.db, deps.log, type, interviewId, extra);
  await queueWebhookDeliveries(deps, ids);
}
