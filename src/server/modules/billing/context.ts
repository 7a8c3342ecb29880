import type { BillingCycle, PaidPlanId } from '../../../core/plans.ts';
import { createStripeGateway, type PaymentsGateway } from '../../adapters/payments/stripe.ts';
import type { Env } from '../../env.ts';
import { defaultBaseUrl } from '../../http/origins.ts';

/** What the billing use cases need to know about this install. `gateway` is null when billing is off. */
export type BillingContext = {
  gateway: PaymentsGateway | null;
  prices: Record<PaidPlanId, Record<BillingCycle, string | undefined>>;
  /** Where Stripe sends the employer back; routes replace it with the request's own address. */
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
    prices: {
      starter: { monthly: env.STRIPE_PRICE_STARTER, annual: env.STRIPE_PRICE_STARTER_ANNUAL },
      professional: { monthly: env.STRIPE_PRICE_PROFESSIONAL, annual: env.STRIPE_PRICE_PROFESSIONAL_ANNUAL },
    },
    publicUrl: defaultBaseUrl(env),
  };
}

/** The plan a Stripe price id sells, if it is one of ours. */
export function planForPrice(billing: BillingContext, priceId: string | null | undefined): PaidPlanId | null {
  if (!priceId) return null;
  for (const plan of ['starter', 'professional'] as const) {
    const prices = billing.prices[plan];
    if (priceId === prices.monthly || priceId === prices.annual) return plan;
  }
  return null;
}

/** The price to sell: the cycle's own when configured, else the monthly one (Checkout shows the real terms). */
export function priceFor(billing: BillingContext, plan: PaidPlanId, cycle: BillingCycle): string | undefined {
  const prices = billing.prices[plan];
  return (cycle === 'annual' ? prices.annual : undefined) ?? prices.monthly;
}
