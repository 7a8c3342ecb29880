import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingMessages } from '../../../core/api/billing.ts';
import { billingEndpoints as endpoints } from '../../../core/api/endpoints/billing.ts';
import { WebhookPayloadError, WebhookSignatureError } from '../../adapters/payments/stripe.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { getAccountUsage } from './assert-interview-quota.ts';
import { billingContextFromEnv, type BillingContext } from './context.ts';
import { createCheckoutSession } from './create-checkout-session.ts';
import { createPortalSession } from './create-portal-session.ts';
import { handleWebhookEvent } from './handle-webhook.ts';
import { requireGateway } from './require-gateway.ts';
import { stripeEventSchema } from './webhook-events.ts';

const invalidPlan = (_errors: FastifySchemaValidationError[]) =>
  new AppError('VALIDATION', billingMessages.invalidPlan);

/** Checkout, customer portal, usage summary and the Stripe webhook (docs/product-rules.md §5, §7), as declared in src/core/api/endpoints/billing.ts. */
export const billingRoutes =
  (deps: AppDeps, billing: BillingContext = billingContextFromEnv(deps.env)): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const billingEnabled = billing.gateway !== null;

    registerEndpoint(
      app,
      deps,
      endpoints.checkout,
      async ({ actor, body, request }) => {
        const here = { ...billing, publicUrl: deps.origins.baseUrlFor(request.headers) };
        return createCheckoutSession(deps, here, actor, body, request.log);
      },
      { schemaErrorFormatter: invalidPlan },
    );

    registerEndpoint(app, deps, endpoints.portal, async ({ actor, request }) => {
      const here = { ...billing, publicUrl: deps.origins.baseUrlFor(request.headers) };
      return createPortalSession(deps, here, actor, request.log);
    });

    registerEndpoint(app, deps, endpoints.summary, async ({ actor }) => {
      const usage = await getAccountUsage(db, actor.organizationId, billingEnabled);
      return {
        billingEnabled,
        plan: usage.plan,
        limits: usage.limits,
        interviewsThisMonth: usage.used,
        quotaReached: usage.reached,
        hasBillingAccount: usage.hasBillingAccount,
      };
    });

    // The webhook needs the exact bytes Stripe signed, so this scope reads every body raw.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      registerEndpoint(raw, deps, endpoints.webhook, async ({ request }) => {
        const gateway = requireGateway(billing);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let payload: unknown;
        try {
          payload = gateway.parseWebhook(body, request.headers['stripe-signature']);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            request.log.warn({ reason: error.message }, 'rejected stripe webhook');
            throw new AppError('VALIDATION', billingMessages.invalidSignature);
          }
          if (error instanceof WebhookPayloadError) throw new AppError('VALIDATION', billingMessages.invalidPayload);
          throw error;
        }
        const parsed = stripeEventSchema.safeParse(payload);
        if (!parsed.success) {
          request.log.warn('rejected stripe webhook: not an event');
          throw new AppError('VALIDATION', billingMessages.invalidPayload);
        }
        const event = parsed.data;
        const outcome = await handleWebhookEvent(db, billing, event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
        return { received: true as const, outcome };
      });
    });
  };
