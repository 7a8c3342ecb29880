import { eq } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { isPaidPlanId } from '../../../core/plans.ts';
import type { Db } from '../../db/client.ts';
import { stripeEvents, subscriptions } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { organizationAuditScope } from '../audit/scope.ts';
import { planForPrice, type BillingContext } from './context.ts';
import { toBillingChange, type BillingChange, type StripeEventLike } from './webhook-events.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof subscriptions.$inferSelect;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unmatched' | 'stale';

/** Statuses after which a Stripe subscription is over for good. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Stripe does not deliver events in order. An event about the account's current subscription
 * is stale when it was created before the last one applied to it, or when it would bring back
 * a subscription that has ended (an ended subscription never restarts at Stripe; a new one
 * has a new id). Ties (Stripe's `created` has one-second resolution) apply.
 */
function isStale(row: Row, subscriptionId: string | null, eventAt: Date, status: string | null): boolean {
  if (!subscriptionId || row.stripeSubscriptionId !== subscriptionId) return false;
  if (row.stripeEventAt && eventAt.getTime() < row.stripeEventAt.getTime()) return true;
  return ENDED.has(row.status) && (status === null || !ENDED.has(status));
}

/**
 * Applies one verified event exactly once: the event id is recorded in the same transaction
 * as its effect, so a redelivery (or a concurrent duplicate) changes nothing, and a failure
 * records nothing, so Stripe's retry applies it later.
 */
export async function handleWebhookEvent(
  db: Db,
  billing: BillingContext,
  event: StripeEventLike,
): Promise<WebhookOutcome> {
  const change = toBillingChange(event);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return 'duplicate';
    if (!change) return 'ignored';
    return applyChange(tx, billing, change);
  });
}

async function findRow(
  tx: Tx,
  by: { reference?: string | null; subscriptionId?: string | null; customerId?: string | null },
) {
  if (by.reference) {
    // The organization's id; checkouts made before organizations carry the user's id, whose
    // subscription migration 0016 moved to their personal organization (user_id kept).
    const [byOrganization] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, by.reference))
      .limit(1);
    if (byOrganization) return byOrganization;
    const [byUser] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, by.reference)).limit(1);
    if (byUser) return byUser;
  }
  if (by.subscriptionId) {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, by.subscriptionId))
      .limit(1);
    if (row) return row;
  }
  if (by.customerId) {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, by.customerId))
      .limit(1);
    if (row) return row;
  }
  return null;
}

/** Applies a change to the account's subscription and logs it (actor: the payment provider). */
async function update(tx: Tx, row: Row, values: Partial<typeof subscriptions.$inferInsert>) {
  await tx.update(subscriptions).set(values).where(eq(subscriptions.organizationId, row.organizationId));
  await recordAudit(
    { db: tx },
    {
      action: AUDIT_ACTIONS.billingChange,
      actorUserId: null,
      scope: organizationAuditScope(row.organizationId),
      subject: row.organizationId,
      details: {
        via: 'stripe',
        from: { status: row.status, plan: row.plan },
        to: { status: values.status ?? row.status, plan: values.plan ?? row.plan },
      },
    },
  );
}

async function applyChange(tx: Tx, billing: BillingContext, change: BillingChange): Promise<WebhookOutcome> {
  switch (change.kind) {
    case 'checkout_completed': {
      const row = await findRow(tx, { reference: change.reference, customerId: change.customerId });
      if (!row) return 'unmatched';
      const values: Partial<typeof subscriptions.$inferInsert> = {};
      if (change.customerId) values.stripeCustomerId = change.customerId;
      if (isPaidPlanId(change.planHint)) values.plan = change.planHint;
      // A subscription event for this subscription may have arrived first; it is authoritative.
      if (change.subscriptionId && change.subscriptionId !== row.stripeSubscriptionId) {
        values.stripeSubscriptionId = change.subscriptionId;
        values.status = change.paid ? 'active' : 'incomplete';
        values.currentPeriodEnd = null;
        // The subscription's own events, even ones created before this checkout event, come next.
        values.stripeEventAt = null;
      }
      await update(tx, row, values);
      return 'applied';
    }
    case 'subscription': {
      const row = await findRow(tx, {
        reference: change.referenceHint,
        subscriptionId: change.subscriptionId,
        customerId: change.customerId,
      });
      if (!row) return 'unmatched';
      // The end of an older subscription must not overwrite the account's newer one.
      if (row.stripeSubscriptionId && row.stripeSubscriptionId !== change.subscriptionId && ENDED.has(change.status)) {
        return 'stale';
      }
      if (isStale(row, change.subscriptionId, change.eventAt, change.status)) return 'stale';
      const plan =
        planForPrice(billing, change.priceId) ?? (isPaidPlanId(change.planHint) ? change.planHint : row.plan);
      await update(tx, row, {
        status: change.status,
        plan,
        currentPeriodEnd: change.currentPeriodEnd,
        stripeSubscriptionId: change.subscriptionId,
        stripeEventAt: change.eventAt,
        ...(change.customerId ? { stripeCustomerId: change.customerId } : {}),
      });
      return 'applied';
    }
    case 'payment_failed': {
      const row = await findRow(tx, { subscriptionId: change.subscriptionId, customerId: change.customerId });
      if (!row) return 'unmatched';
      if (change.subscriptionId && row.stripeSubscriptionId && row.stripeSubscriptionId !== change.subscriptionId)
        return 'stale';
      if (ENDED.has(row.status)) return 'stale';
      if (isStale(row, change.subscriptionId ?? row.stripeSubscriptionId, change.eventAt, null)) return 'stale';
      await update(tx, row, { status: 'past_due' });
      return 'applied';
    }
  }
}
