import { billingEndpoints } from '../../core/api/endpoints/billing';
import { ApiError } from './api';
import { callApi } from './call-api';
import { billingMessages } from '../../core/billing-messages';
import type { BillingCycle } from '../../core/plans';

export type CheckoutPlan = 'starter' | 'professional';

/** Error texts of docs/product-rules.md §8 (Checkout). */
export const checkoutMessages = {
  failed: billingMessages.checkoutFailed,
  noUrl: billingMessages.noCheckoutUrl,
  network: billingMessages.initiateFailed,
} as const;

/** The server's message, or the spec's fallback when the answer was not one of ours. */
function messageOf(error: ApiError, fallback: string): string {
  return error.code.startsWith('HTTP_') || !error.message ? fallback : error.message;
}

/**
 * Asks the server for Stripe's hosted Checkout page and goes there. Resolves with an error
 * text to show when it could not; it never rejects.
 */
export async function startCheckout(plan: CheckoutPlan, cycle: BillingCycle = 'monthly'): Promise<string | null> {
  let url: unknown;
  try {
    // Checked below all the same: an answer without a URL shows its own message.
    const answer: { url?: unknown } | null = await callApi(billingEndpoints.checkout, { body: { plan, cycle } });
    ({ url } = answer ?? {});
  } catch (error) {
    return error instanceof ApiError ? messageOf(error, checkoutMessages.failed) : checkoutMessages.network;
  }
  if (typeof url !== 'string' || !url) return checkoutMessages.noUrl;
  window.location.assign(url);
  return null;
}

/** Opens Stripe's customer portal (change plan, card, invoices, cancel). Resolves with an error text or null. */
export async function openBillingPortal(): Promise<string | null> {
  try {
    const { url } = await callApi(billingEndpoints.portal);
    window.location.assign(url);
    return null;
  } catch (error) {
    return error instanceof ApiError ? messageOf(error, billingMessages.portalFailed) : billingMessages.portalFailed;
  }
}
