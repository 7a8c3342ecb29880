import type { Actor } from '../../../core/access.ts';
import { WEBHOOK_TEST_EVENT, type WebhookTestResult } from '../../../core/api/webhooks.ts';
import { isDeliverySuccess } from '../../../core/webhooks.ts';
import type { UseCaseContext } from '../../deps.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import { ownedWebhook, webhookNotFound } from './owned-webhook.ts';
import { spendOutboundBudget } from './outbound-budget.ts';
import { postSignedWebhook } from './post-signed-webhook.ts';
import { newMessageId } from './webhook-secret.ts';

/**
 * "Send test event" (issue 27): one `webhook.test` event, signed like every delivery (Standard
 * Webhooks headers, both secrets during a rotation's grace), POSTed now through the same adapter
 * (the address is checked again inside the connection's DNS lookup, 10 s timeout, no redirects)
 * and answered with the receiver's status. It carries ids only and is not logged as a delivery.
 * Each is a request to an outside address, so it shares the redelivery budget per endpoint.
 */
export async function sendTestWebhook(
  deps: UseCaseContext<'db' | 'env'>,
  actor: Actor,
  webhookId: string,
): Promise<WebhookTestResult> {
  const db = deps.db;
  const [endpoint] = await db.select().from(webhookEndpoints).where(ownedWebhook(actor, webhookId));
  if (!endpoint) throw webhookNotFound();
  await spendOutboundBudget(db, deps.env, endpoint.id);
  const sentAt = new Date();
  const messageId = newMessageId();
  const body = JSON.stringify({
    type: WEBHOOK_TEST_EVENT,
    timestamp: sentAt.toISOString(),
    data: { organizationId: endpoint.organizationId, webhookId: endpoint.id },
  });
  const result = await postSignedWebhook(deps, endpoint, { body, messageId, at: sentAt });
  const ok = isDeliverySuccess(result.statusCode);
  return {
    ok,
    statusCode: result.statusCode,
    latencyMs: Math.round(result.latencyMs),
    responseExcerpt: result.responseExcerpt,
    error: ok ? null : (result.error ?? `The receiver answered ${result.statusCode}`),
    messageId,
  };
}
