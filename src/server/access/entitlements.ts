import { eq } from 'drizzle-orm';
import { postingMessages } from '../../core/api/postings.ts';
import { accountLimits, type PlanLimits } from '../../core/plans.ts';
import { isSubscriptionActive } from '../../core/subscription.ts';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/**
 * What an organization's plan lets it do (docs/decisions/0004-billing.md, 0040): whether it is
 * active (creating postings needs that) and its limits. With billing off (`billingEnabledIn(env)`)
 * every organization is active with the default limits. One statement; every place that asks
 * "what may this organization do" loads it here.
 */
export type Entitlements = {
  billingEnabled: boolean;
  subscription: {
    status: string;
    plan: string | null;
    isFree: boolean;
    currentPeriodEnd: Date | null;
    stripeCustomerId: string | null;
  } | null;
  /** Active or free (always, with billing off): interview processes can be created. */
  active: boolean;
  limits: PlanLimits;
};

export function entitlementsOf(subscription: Entitlements['subscription'], billingEnabled: boolean): Entitlements {
  return {
    billingEnabled,
    subscription,
    active: isSubscriptionActive(subscription, billingEnabled),
    limits: accountLimits(subscription, billingEnabled),
  };
}

/**
 * The plan of a posting's owner as `accountLimits` reads it, from a left-joined subscription row:
 * no row, null; a row, its plan and whether it is a free membership.
 */
export function ownerPlanOf(
  row: { plan: string | null; isFree: boolean | null } | null,
): { plan: string | null; isFree: boolean } | null {
  return row ? { plan: row.plan, isFree: row.isFree ?? false } : null;
}

export async function loadEntitlements(db: Db, organizationId: string, billingEnabled: boolean): Promise<Entitlements> {
  const [subscription] = await db
    .select({
      status: subscriptions.status,
      plan: subscriptions.plan,
      isFree: subscriptions.isFree,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      stripeCustomerId: subscriptions.stripeCustomerId,
    })
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .limit(1);
  return entitlementsOf(subscription ?? null, billingEnabled);
}

/** docs/product-rules.md §4/§6: creating interview processes needs an active or free subscription (always, with billing off). */
export function assertCanCreatePostings(entitlements: Pick<Entitlements, 'active'>): void {
  if (!entitlements.active) throw new AppError('SUBSCRIPTION_REQUIRED', postingMessages.subscriptionRequired);
}
