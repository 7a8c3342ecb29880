export type SubscriptionState = { status: string; isFree: boolean };

/**
 * docs/product-rules.md §4: active when the status is active or the account is flagged free.
 * With billing switched off (self-hosted, no payment provider) every account is active.
 */
export function isSubscriptionActive(subscription: SubscriptionState | null, billingEnabled: boolean): boolean {
  if (!billingEnabled) return true;
  if (!subscription) return false;
  return subscription.status === 'active' || subscription.status === 'trialing' || subscription.isFree;
}
