import type { Webhook, WebhookDelivery } from '../../../core/api/webhooks.ts';
import type { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

export type WebhookRecord = Pick<
  typeof webhookEndpoints.$inferSelect,
  | 'id'
  | 'url'
  | 'description'
  | 'events'
  | 'enabled'
  | 'disabledReason'
  | 'previousSecretExpiresAt'
  | 'createdAt'
  | 'lastSuccessAt'
> & { createdByName: string | null; createdByEmail: string | null; makerMayManage: boolean };

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const presentWebhook = (row: WebhookRecord, now = new Date()): Webhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  previousSecretExpiresAt:
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? row.previousSecretExpiresAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: iso(row.lastSuccessAt),
  createdBy:
    row.createdByName === null || row.createdByEmail === null
      ? null
      : { name: row.createdByName, email: row.createdByEmail },
  makerMayManage: row.makerMayManage,
});

export type DeliveryRecord = typeof webhookDeliveries.$inferSelect;
export type AttemptRecord = typeof webhookAttempts.$inferSelect;

export const presentDelivery = (row: DeliveryRecord, attempts: AttemptRecord[]): WebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastLatencyMs: row.lastLatencyMs,
  lastError: row.lastError,
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: iso(row.nextAttemptAt),
  redeliveryOf: row.redeliveryOf,
  createdAt: row.createdAt.toISOString(),
  attemptLog: attempts.map((a) => ({
    attempt: a.attempt,
    statusCode: a.statusCode,
    latencyMs: a.latencyMs,
    responseExcerpt: a.responseExcerpt,
    error: a.error,
    at: a.createdAt.toISOString(),
  })),
});
