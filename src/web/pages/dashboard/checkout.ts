import { ApiError, apiFetch } from '../../lib/api';

export type CheckoutPlan = 'starter' | 'professional';

/** Error texts of PRODUCT-SPEC §8 (Checkout). */
export const checkoutMessages = {
  failed: 'Failed to create checkout session',
  noUrl: 'No checkout URL received',
  network: 'Failed to initiate checkout',
} as const;

/**
 * Asks the server for a hosted checkout page and goes there. Resolves with an error text to
 * show when it could not (the server's own message when it sent one); it never rejects.
 */
export async function startCheckout(plan: CheckoutPlan): Promise<string | null> {
  let url: unknown;
  try {
    ({ url } =
      (await apiFetch<{ url?: unknown } | undefined>('/api/billing/checkout', {
        method: 'POST',
        body: { plan },
      })) ?? {});
  } catch (error) {
    if (error instanceof ApiError) {
      // apiFetch names codes HTTP_<status> when the answer carried no { error } body of ours.
      return error.code.startsWith('HTTP_') || !error.message ? checkoutMessages.failed : error.message;
    }
    return checkoutMessages.network;
  }
  if (typeof url !== 'string' || !url) return checkoutMessages.noUrl;
  window.location.assign(url);
  return null;
}
