import type { PaidPlanId } from '../../../core/plans.ts';
import { createStripeGateway, type PaymentsGateway } from '../../adapters/payments/stripe.ts';
import type { Env } from '../../env.ts';

/** What the billing use cases need to know about this install. `gateway` is null when billing is off. */
export type BillingContext = {
  gateway: PaymentsGateway | null;
  prices: Record<PaidPlanId, string | undefined>;
  publicUrl: string;
};

/** Billing is on iff STRIPE_SECRET_KEY is set (env.ts then requires the webhook secret too). */
export function billingContextFromEnv(env: Env): BillingContext {
  const gateway =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? createStripeGateway({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
        })
      : null;
  return {
    gateway,
    prices: { starter: env.STRIPE_PRICE_STARTER, professional: env.STRIPE_PRICE_PROFESSIONAL },
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
  };
}

/** The plan a Stripe price id sells, if it is one of ours. */
export function planForPrice(billing: BillingContext, priceId: string | null | undefined): PaidPlanId | null {
  if (!priceId) return null;
  if (priceId === billing.prices.starter) return 'starter';
  if (priceId === billing.prices.professional) return 'professional';
  return null;
}
