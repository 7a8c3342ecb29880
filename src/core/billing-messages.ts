/**
 * Texts of billing and checkout (docs/product-rules.md §8), kept free of zod so the public
 * pricing page can use them without pulling a validation library into its download.
 */
export const billingMessages = {
  notAuthenticated: 'Not authenticated',
  invalidPlan: 'Invalid plan selected',
  checkoutFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL received',
  initiateFailed: 'Failed to initiate checkout',
  billingDisabled: 'Billing is disabled on this install',
  planUnavailable: 'This plan is not available for purchase on this install',
  noBillingAccount: 'There is no billing account yet: choose a plan first.',
  portalFailed: 'Failed to open the billing portal',
  quotaReached:
    "This employer has reached its monthly interview limit, so new interviews can't be started right now. Please try again later.",
  invalidSignature: 'Invalid webhook signature',
  invalidPayload: 'Invalid webhook payload',
} as const;
