import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_SECRET_BYTES, WEBHOOK_SECRET_PREFIX } from '../../../core/webhooks.ts';

/** A new signing secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export const newWebhookSecret = (): string =>
  WEBHOOK_SECRET_PREFIX + randomBytes(WEBHOOK_SECRET_BYTES).toString('base64');

/** The `webhook-id` of a new event: the same on every attempt and redelivery of it. */
export const newMessageId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * The three Standard Webhooks headers for one attempt. Each secret given signs (space-separated
 * `v1,…` signatures), so during a rotation's grace both the old and the new secret verify.
 */
export function signedHeaders(input: { secrets: string[]; messageId: string; body: string; at: Date }) {
  const signature = input.secrets
    .map((secret) => new Webhook(secret).sign(input.messageId, input.at, input.body))
    .join(' ');
  return {
    'content-type': 'application/json',
    'user-agent': 'Screenroom-Webhooks/1',
    'webhook-id': input.messageId,
    'webhook-timestamp': String(Math.floor(input.at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/** The secrets that sign now: the current one, and the previous one while its grace lasts. */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const previousValid =
    endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}
