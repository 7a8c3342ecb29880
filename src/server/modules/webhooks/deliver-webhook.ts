import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { isDeliverySuccess, nextAttemptAt } from '../../../core/webhooks.ts';
import type { UseCaseContext } from '../../deps.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { deliverWebhookJob, type DeliverWebhookPayload } from './deliver-webhook.job.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import { disableFailingWebhook } from './disable-failing-webhook.ts';
import { MAKER_LOST_RIGHTS_ERROR, makerMayManageWebhooks } from '../../access/webhook-maker-rights.ts';
import { postSignedWebhook } from './post-signed-webhook.ts';

export type DeliverDeps = UseCaseContext<'db' | 'queue' | 'log' | 'env' | 'origins' | 'metrics'>;

/** A job may arrive a little before its time (clocks, polling); earlier than this it waits for its own job. */
const EARLY_TOLERANCE_MS = 1000;

async function loadDelivery(deps: DeliverDeps, deliveryId: string) {
  const [row] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, makerMayManage: makerMayManageWebhooks() })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

/**
 * One attempt of a delivery: claimed with a conditional UPDATE (so two jobs for one delivery never
 * send the same attempt), signed, POSTed, logged. A failure schedules the next attempt as a new
 * job, until the retry window is over; then the delivery has failed and the endpoint may be disabled.
 */
export async function deliverWebhook(deps: DeliverDeps, deliveryId: string, now = new Date()): Promise<void> {
  const db = deps.db;
  const found = await loadDelivery(deps, deliveryId);
  if (!found || found.delivery.status !== 'pending') return;
  const { delivery, endpoint } = found;
  // Recorded before its maker lost the right (or the endpoint was disabled): never sent.
  if (!endpoint.enabled || !found.makerMayManage) {
    const lastError = endpoint.enabled ? MAKER_LOST_RIGHTS_ERROR : 'The webhook is disabled';
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null, lastError })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
    return;
  }
  if (delivery.nextAttemptAt && delivery.nextAttemptAt.getTime() > now.getTime() + EARLY_TOLERANCE_MS) return;

  const attempt = delivery.attempts + 1;
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ attempts: attempt, nextAttemptAt: null, firstAttemptAt: delivery.firstAttemptAt ?? now, lastAttemptAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, delivery.attempts),
        or(
          isNull(webhookDeliveries.nextAttemptAt),
          lte(webhookDeliveries.nextAttemptAt, new Date(now.getTime() + EARLY_TOLERANCE_MS)),
        ),
      ),
    )
    .returning({ firstAttemptAt: webhookDeliveries.firstAttemptAt });
  if (!claimed) return;

  const body = JSON.stringify(delivery.payload);
  const sentAt = new Date();
  // The address is checked again at each attempt: settings (production, https) may have changed.
  const result = await postSignedWebhook(deps, endpoint, { body, messageId: delivery.messageId, at: sentAt });
  const succeeded = isDeliverySuccess(result.statusCode);
  deps.metrics.webhookAttempt(succeeded ? 'succeeded' : 'failed');
  const error = succeeded ? null : (result.error ?? `The receiver answered ${result.statusCode}`);
  const next = succeeded
    ? null
    : nextAttemptAt({
        attempt,
        firstAttemptAt: claimed.firstAttemptAt!,
        now: new Date(),
        baseSeconds: deps.env.WEBHOOK_RETRY_BASE_SECONDS,
      });
  const status = succeeded ? 'succeeded' : next ? 'pending' : 'failed';

  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId,
      attempt,
      statusCode: result.statusCode,
      latencyMs: result.latencyMs,
      responseExcerpt: result.responseExcerpt,
      error,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        nextAttemptAt: next,
        lastStatusCode: result.statusCode,
        lastLatencyMs: result.latencyMs,
        lastError: error,
      })
      .where(eq(webhookDeliveries.id, deliveryId));
    if (succeeded)
      await tx.update(webhookEndpoints).set({ lastSuccessAt: sentAt }).where(eq(webhookEndpoints.id, endpoint.id));
  });

  if (next) await deps.queue.send(deliverWebhookJob, { deliveryId }, { startAfter: next });
  if (status === 'failed') await disableFailingWebhook(deps, endpoint.id, claimed.firstAttemptAt!);
}

/** The job handler (registered in jobs/workers.ts). */
export const handleDeliverWebhook =
  (deps: DeliverDeps): JobHandler<DeliverWebhookPayload> =>
  ({ deliveryId }) =>
    deliverWebhook(deps, deliveryId);
