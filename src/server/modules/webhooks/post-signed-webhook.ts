import { WEBHOOK_EXCERPT_MAX, WEBHOOK_TIMEOUT_MS, webhookUrlProblem } from '../../../core/webhooks.ts';
import { postWebhook } from '../../adapters/webhooks/post-webhook.ts';
import type { UseCaseContext } from '../../deps.ts';
import { webhookNetworkPolicy } from './network-policy.ts';
import { signedHeaders, signingSecrets } from './webhook-secret.ts';

type Endpoint = { url: string; secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null };

/**
 * One signed POST to a webhook endpoint, as every delivery and the test event send it: the address
 * is checked against the current network policy first (settings such as production or https may have
 * changed since it was saved), then the body goes out signed with every live secret (Standard
 * Webhooks headers), with the delivery timeout and the answer's excerpt limit.
 */
export async function postSignedWebhook(
  { env }: UseCaseContext<'env'>,
  endpoint: Endpoint,
  message: { body: string; messageId: string; at: Date },
) {
  const policy = webhookNetworkPolicy(env);
  const problem = webhookUrlProblem(endpoint.url, { requireHttps: policy.requireHttps });
  if (problem) return { statusCode: null, latencyMs: 0, responseExcerpt: null, error: problem };
  return postWebhook({
    url: endpoint.url,
    body: message.body,
    headers: signedHeaders({
      secrets: signingSecrets(endpoint, message.at),
      messageId: message.messageId,
      body: message.body,
      at: message.at,
    }),
    allowPrivate: policy.allowPrivate,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    excerptMax: WEBHOOK_EXCERPT_MAX,
  });
}
