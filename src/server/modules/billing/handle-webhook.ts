import { eq } from 'drizzle-orm';
import { isPaidPlanId } from '../../../core/plans.ts';
import type { Db } from '../../db/client.ts';
import { stripeEvents, subscriptions } from '../../db/schema.ts';
import { planForPrice, type BillingContext } from './context.ts';
import { toBillingChange, type BillingChange, type StripeEventLike } from './webhook-events.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof subscriptions.$inferSelect;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unmatched';

/** Statuses after which a Stripe subscription is over for good. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

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
    return (await applyChange(tx, billing, change)) ? 'applied' : 'unmatched';
  });
}

async function findRow(
  tx: Tx,
  by: { userId?: string | null; subscriptionId?: string | null; customerId?: string | null },
) {
  if (by.userId) {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, by.userId)).limit(1);
    if (row) return row;
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

async function update(tx: Tx, row: Row, values: Partial<typeof subscriptions.$inferInsert>) {
  await tx.update(subscriptions).set(values).where(eq(subscriptions.userId, row.userId));
}

async function applyChange(tx: Tx, billing: BillingContext, change: BillingChange): Promise<boolean> {
  switch (change.kind) {
    case 'checkout_completed': {
      const row = await findRow(tx, { userId: change.userId, customerId: change.customerId });
      if (!row) return false;
      const values: Partial<typeof subscriptions.$inferInsert> = {};
      if (change.customerId) values.stripeCustomerId = change.customerId;
      if (isPaidPlanId(change.planHint)) values.plan = change.planHint;
      // A subscription event for this subscription may have arrived first; it is authoritative.
      if (change.subscriptionId && change.subscriptionId !== row.stripeSubscriptionId) {
        values.stripeSubscriptionId = change.subscriptionId;
        values.status = change.paid ? 'active' : 'incomplete';
        values.currentPeriodEnd = null;
      }
      await update(tx, row, values);
      return true;
    }
    case 'subscription': {
      const row = await findRow(tx, {
        userId: change.userIdHint,
        subscriptionId: change.subscriptionId,
        customerId: change.customerId,
      });
      if (!row) return false;
      // The end of an older subscription must not overwrite the account's newer one.
      if (row.stripeSubscriptionId && row.stripeSubscriptionId !== change.subscriptionId && ENDED.has(change.status)) {
        return true;
      }
      const plan =
        planForPrice(billing, change.priceId) ?? (isPaidPlanId(change.planHint) ? change.planHint : row.plan);
      await update(tx, row, {
        status: change.status,
        plan,
        currentPeriodEnd: change.currentPeriodEnd,
        stripeSubscriptionId: change.subscriptionId,
        ...(change.customerId ? { stripeCustomerId: change.customerId } : {}),
      });
      return true;
    }
    case 'payment_failed': {
      const row = await findRow(tx, { subscriptionId: change.subscriptionId, customerId: change.customerId });
      if (!row) return false;
      if (change.subscriptionId && row.stripeSubscriptionId && row.stripeSubscriptionId !== change.subscriptionId)
        return true;
      if (ENDED.has(row.status)) return true;
      await update(tx, row, { status: 'past_due' });
      return true;
    }
  }
}
