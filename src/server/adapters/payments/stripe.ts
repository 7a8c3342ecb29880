import Stripe from 'stripe';

/**
 * The payment provider behind a small interface. Only the server talks to Stripe; the
 * browser receives nothing but the hosted page URLs. `apiBase` points the SDK at another
 * host (tests use a local fake Stripe HTTP server).
 */
export interface PaymentsGateway {
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string | null }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Verifies the Stripe-Signature header over the raw body (throws WebhookSignatureError) and
   * returns the parsed JSON as it came: the caller validates its shape.
   */
  parseWebhook(rawBody: Buffer, signature: string | string[] | undefined): unknown;
}

export type CheckoutSessionInput = {
  priceId: string;
  /** The organization that buys; Stripe's client_reference_id, so the webhook finds its subscription. */
  organizationId: string;
  /** The member who started the checkout. */
  userId: string;
  email: string;
  /** Re-use the customer of an earlier subscription, so one account stays one Stripe customer. */
  customerId: string | null;
  plan: string;
  successUrl: string;
  cancelUrl: string;
  trialDays: number;
};

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}

export type StripeGatewayOptions = {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
};

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentsGateway {
  const stripe = new Stripe(options.secretKey, {
    ...hostOptions(options.apiBase),
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'Screenroom' },
  });

  return {
    async createCheckoutSession(input) {
      const metadata = { organizationId: input.organizationId, userId: input.userId, plan: input.plan };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.organizationId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        metadata,
        subscription_data: { trial_period_days: input.trialDays, metadata },
        allow_promotion_codes: true,
      });
      return { id: session.id, url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    parseWebhook(rawBody, signature) {
      if (!signature || Array.isArray(signature)) throw new WebhookSignatureError('Missing Stripe-Signature header');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret) as unknown;
      } catch (error) {
        // Signed bytes that are not JSON: the signature held, the body is malformed.
        if (error instanceof SyntaxError) throw new WebhookPayloadError('Webhook body is not JSON');
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
    },
  };
}
