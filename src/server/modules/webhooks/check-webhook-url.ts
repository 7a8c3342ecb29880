import { webhookMessages, webhookUrlProblem } from '../../../core/webhooks.ts';
import { hostIsPrivate } from '../../adapters/webhooks/private-address.ts';
import { AppError } from '../../errors.ts';
import type { webhookNetworkPolicy } from './network-policy.ts';

/** Refuses an address the server may not send to: not https in production, or a private host when not allowed. */
export async function checkWebhookUrl(url: string, policy: ReturnType<typeof webhookNetworkPolicy>): Promise<void> {
  const problem = webhookUrlProblem(url, { requireHttps: policy.requireHttps });
  if (problem) throw new AppError('VALIDATION', problem);
  if (!policy.allowPrivate && (await hostIsPrivate(new URL(url).hostname)))
    throw new AppError('VALIDATION', webhookMessages.privateAddress);
}
