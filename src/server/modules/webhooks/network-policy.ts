import type { Env } from '../../env.ts';

/**
 * Where webhooks may go (docs/decisions/0027-webhooks.md): https only in production, and no
 * loopback, private or link-local hosts unless WEBHOOK_ALLOW_PRIVATE_NETWORKS says so (its
 * default: allowed outside production, so local receivers work while developing and testing).
 */
export function webhookNetworkPolicy(env: Pick<Env, 'NODE_ENV' | 'WEBHOOK_ALLOW_PRIVATE_NETWORKS'>) {
  const production = env.NODE_ENV === 'production';
  return { requireHttps: production, allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS ?? !production };
}
