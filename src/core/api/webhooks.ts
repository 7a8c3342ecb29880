import { z } from 'zod';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  webhookMessages,
  webhookUrlProblem,
} from '../webhooks.ts';

/**
 * Zod contracts of an organization's webhooks (docs/decisions/0027-webhooks.md): the employer
 * routes under /api/organization/webhooks and the payloads we send. Paths live here too.
 */

/** "Send test event": one signed `webhook.test` POST, sent now, and how the receiver answered. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const webhookTestResultSchema = z.object({
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  /** The receiver's first 1 KB, shown as text only. */
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  /** The `webhook-id` header it carried. */
  messageId: z.string(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** The shape of the address only; https in production and public hosts are the server's checks. */
const urlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, webhookMessages.urlTooLong)
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value, { requireHttps: false });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const eventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, webhookMessages.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

const descriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX)
  .transform((v) => (v === '' ? null : v));

export const createWebhookSchema = z.object({
  url: urlSchema,
  events: eventsSchema,
  description: descriptionSchema.optional(),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({ url: urlSchema, events: eventsSchema, description: descriptionSchema, enabled: z.boolean() })
  .partial();
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why the server disabled it (after failing deliveries), else null. */
  disabledReason: z.string().nullable(),
  /** Until then the previous secret signs too (after a rotation). */
  previousSecretExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  lastSuccessAt: z.iso.datetime().nullable(),
  /** Who made it; null when that account was deleted. */
  createdBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  /**
   * A webhook acts with its maker's current rights: false when they are no longer an owner or
   * admin of the organization, and then it receives no events.
   */
  makerMayManage: z.boolean(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** Creation and rotation answer with the signing secret: the only times it leaves the server. */
export const webhookWithSecretSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookDeliveryStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  /** The start of the receiver's answer, as plain text (at most 1 KB). */
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  at: z.iso.datetime(),
});

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The `webhook-id` header; the same on every attempt and redelivery of this event. */
  messageId: z.string(),
  eventType: webhookEventTypeSchema,
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  redeliveryOf: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

// ---- What we send: { type, timestamp, data } with ids only, never names, e-mails, CVs or recordings ----

const baseData = {
  organizationId: z.string(),
  postingId: z.uuid(),
};
const interviewData = z.object({
  ...baseData,
  interviewId: z.uuid(),
  /** The personal invitation the interview came through, if any. */
  invitationId: z.uuid().nullable(),
});

export const webhookDataSchemas = {
  'interview.started': interviewData,
  'interview.submitted': interviewData,
  'assessment.completed': interviewData.extend({
    /** Overall Score 0–100, computed by our code from the scorecard; advice, people decide. */
    overallScore: z.number().int().nullable(),
  }),
  'decision.made': interviewData.extend({ decision: z.enum(['accepted', 'rejected']) }),
  'invitation.expired': z.object({ ...baseData, invitationId: z.uuid(), expiresAt: z.iso.datetime() }),
} as const satisfies Record<(typeof WEBHOOK_EVENT_TYPES)[number], z.ZodType>;

const eventSchema = <T extends keyof typeof webhookDataSchemas>(type: T) =>
  z.object({
    type: z.literal(type),
    /** When the event happened (ISO 8601). */
    timestamp: z.iso.datetime(),
    data: webhookDataSchemas[type],
  });

/** Every payload we send, by `type`. */
export const webhookPayloadSchema = z.discriminatedUnion('type', [
  eventSchema('interview.started'),
  eventSchema('interview.submitted'),
  eventSchema('assessment.completed'),
  eventSchema('decision.made'),
  eventSchema('invitation.expired'),
]);
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
export type WebhookEventData<T extends keyof typeof webhookDataSchemas> = z.infer<(typeof webhookDataSchemas)[T]>;
