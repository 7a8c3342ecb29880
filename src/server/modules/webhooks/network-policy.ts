import type { Env } from '../../env.ts';

/**
 * Where webhooks may go (docs/decisions/0027-webhooks.md, 0029): https only in production, and no
 * loopback, private, link-local or own-machine hosts unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=true
 * (opt-in in every mode; tests with a local receiver set it).
 */
export function webhookNetworkPolicy(env: Pick<Env, 'NODE_ENV' | 'WEBHOOK_ALLOW_PRIVATE_NETWORKS'>) {
  return { requireHttps: env.NODE_ENV === 'production', allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS };
}
