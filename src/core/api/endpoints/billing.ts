import { z } from 'zod';
import { billingSummarySchema, checkoutRequestSchema, redirectResponseSchema } from '../billing.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

/** Checkout, customer portal, usage summary and the Stripe webhook (docs/product-rules.md §5, §7). */
export const billingEndpoints = defineEndpoints('billing', {
  checkout: {
    method: 'POST',
    path: '/api/billing/checkout',
    access: { action: 'billing.manage' },
    body: checkoutRequestSchema,
    responses: { 200: redirectResponseSchema, 400: errorResponseSchema, ...errors },
  },
  portal: {
    method: 'POST',
    path: '/api/billing/portal',
    access: { action: 'billing.manage' },
    responses: { 200: redirectResponseSchema, ...errors },
  },
  summary: {
    method: 'GET',
    path: '/api/billing/summary',
    access: { action: 'billing.read' },
    responses: { 200: billingSummarySchema, 401: errorResponseSchema },
  },
  /** Stripe's signed event: the raw bytes are read by the handler (no body schema). */
  webhook: {
    method: 'POST',
    path: '/api/billing/webhook',
    access: 'public',
    responses: {
      200: z.object({ received: z.literal(true), outcome: z.string() }),
      400: errorResponseSchema,
      409: errorResponseSchema,
    },
  },
});
