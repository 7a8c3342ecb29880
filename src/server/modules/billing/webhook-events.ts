import { z } from 'zod';

/**
 * Turns a verified Stripe event into the one change it means for an account. Reads the
 * payload defensively and accepts both older and current API shapes (e.g. the period end on
 * the subscription or on its items; the invoice's subscription at the top or under `parent`),
 * so a webhook endpoint pinned to an older API version still works.
 */

export type BillingChange =
  | {
      kind: 'checkout_completed';
      /** client_reference_id: the buying organization (a user id for checkouts made before organizations). */
      reference: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      planHint: string | null;
      paid: boolean;
    }
  | {
      kind: 'subscription';
      /** When Stripe created the event: older than the last applied one for the subscription means stale. */
      eventAt: Date;
      /** The organization (or, for subscriptions made before organizations, the user) in the metadata. */
      referenceHint: string | null;
      customerId: string | null;
      subscriptionId: string;
      status: string;
      priceId: string | null;
      planHint: string | null;
      currentPeriodEnd: Date | null;
    }
  | { kind: 'payment_failed'; eventAt: Date; customerId: string | null; subscriptionId: string | null };

/**
 * The envelope every Stripe event has. A signed body of another shape (`[]`, `"x"`, `null`, an
 * event without `created`) is refused as a bad request rather than read.
 */
export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  /** Seconds since the epoch. */
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.unknown() }),
});

export type StripeEventLike = z.infer<typeof stripeEventSchema>;

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** Stripe fields that are an id, or the expanded object carrying that id. */
const idOf = (value: unknown): string | null => str(value) ?? (isObj(value) ? str(value.id) : null);
const meta = (value: unknown, key: string): string | null => (isObj(value) ? str(value[key]) : null);

function subscriptionItems(subscription: Obj): Obj[] {
  const items = subscription.items;
  if (!isObj(items) || !Array.isArray(items.data)) return [];
  return items.data.filter(isObj);
}

function periodEnd(subscription: Obj): Date | null {
  const candidates = [
    num(subscription.current_period_end),
    ...subscriptionItems(subscription).map((item) => num(item.current_period_end)),
  ].filter((v): v is number => v !== null);
  const seconds = candidates.length > 0 ? Math.max(...candidates) : num(subscription.trial_end);
  return seconds === null ? null : new Date(seconds * 1000);
}

function firstPriceId(subscription: Obj): string | null {
  for (const item of subscriptionItems(subscription)) {
    const price = idOf(item.price) ?? idOf(item.plan);
    if (price) return price;
  }
  return null;
}

function invoiceSubscriptionId(invoice: Obj): string | null {
  const direct = idOf(invoice.subscription);
  if (direct) return direct;
  const parent = invoice.parent;
  if (isObj(parent) && isObj(parent.subscription_details)) return idOf(parent.subscription_details.subscription);
  return null;
}

export function toBillingChange(event: StripeEventLike): BillingChange | null {
  const object = event.data.object;
  if (!isObj(object)) return null;
  const eventAt = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed': {
      if (object.mode !== 'subscription') return null;
      return {
        kind: 'checkout_completed',
        reference:
          str(object.client_reference_id) ?? meta(object.metadata, 'organizationId') ?? meta(object.metadata, 'userId'),
        customerId: idOf(object.customer),
        subscriptionId: idOf(object.subscription),
        planHint: meta(object.metadata, 'plan'),
        paid: object.payment_status !== 'unpaid',
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscriptionId = str(object.id);
      const status = str(object.status) ?? (event.type === 'customer.subscription.deleted' ? 'canceled' : null);
      if (!subscriptionId || !status) return null;
      return {
        kind: 'subscription',
        eventAt,
        referenceHint: meta(object.metadata, 'organizationId') ?? meta(object.metadata, 'userId'),
        customerId: idOf(object.customer),
        subscriptionId,
        status,
        priceId: firstPriceId(object),
        planHint: meta(object.metadata, 'plan'),
        currentPeriodEnd: periodEnd(object),
      };
    }
    case 'invoice.payment_failed':
      return {
        kind: 'payment_failed',
        eventAt,
        customerId: idOf(object.customer),
        subscriptionId: invoiceSubscriptionId(object),
      };
    default:
      return null;
  }
}
