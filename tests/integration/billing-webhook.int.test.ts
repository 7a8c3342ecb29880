import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents, subscriptions } from '../../src/server/db/schema.ts';
import {
  signedEvent,
  startFakeStripe,
  stripeEnv,
  subscriptionObject,
  type FakeStripe,
} from '../support/fake-stripe.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const SECRET = 'whsec_test_webhook_secret';
let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp(stripeEnv(stripe, SECRET), { workers: false });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

async function deliver(event: { payload: string; header: string }, contentType = 'application/json') {
  const response = await fetch(`${t.url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'stripe-signature': event.header },
    body: event.payload,
  });
  return { status: response.status, json: (await response.json()) as any };
}

async function rowOf(userId: string) {
  return (await t.deps.database.db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) }))!;
}

async function meOf(client: Awaited<ReturnType<typeof signUpEmployer>>['client']) {
  return (await client.get('/api/me')).json.subscription;
}

describe('POST /api/billing/webhook', () => {
  it('rejects a payload signed with another secret (400) and changes nothing', async () => {
    const { userId } = await signUpEmployer(t.url);
    const event = signedEvent(
      'checkout.session.completed',
      {
        id: 'cs_x',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: userId,
        customer: 'cus_x',
        subscription: 'sub_x',
        payment_status: 'paid',
        status: 'complete',
        metadata: { plan: 'starter' },
      },
      'whsec_not_ours',
    );
    const response = await deliver(event);
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe('Invalid webhook signature');
    expect((await rowOf(userId)).status).toBe('none');
    expect(
      await t.deps.database.db.query.stripeEvents.findFirst({ where: eq(stripeEvents.id, event.id) }),
    ).toBeUndefined();
  });

  it('rejects a missing signature and a tampered body', async () => {
    const event = signedEvent('invoice.payment_failed', { id: 'in_1', object: 'invoice', customer: 'cus_1' }, SECRET);
    expect((await deliver({ ...event, header: '' })).status).toBe(400);
    expect((await deliver({ ...event, payload: event.payload.replace('cus_1', 'cus_2') })).status).toBe(400);
  });

  it('activates the account on checkout.session.completed, then follows the subscription events', async () => {
    const { client, userId } = await signUpEmployer(t.url);
    expect((await meOf(client)).active).toBe(false);

    const completed = signedEvent(
      'checkout.session.completed',
      {
        id: 'cs_1',
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'no_payment_required',
        client_reference_id: userId,
        customer: 'cus_flow',
        subscription: 'sub_flow',
        metadata: { userId, plan: 'professional' },
      },
      SECRET,
    );
    expect(await deliver(completed)).toMatchObject({ status: 200, json: { received: true, outcome: 'applied' } });
    expect(await rowOf(userId)).toMatchObject({
      status: 'active',
      plan: 'professional',
      stripeCustomerId: 'cus_flow',
      stripeSubscriptionId: 'sub_flow',
    });
    expect((await meOf(client)).active).toBe(true);

    // The trial starts: status, plan from the price id, and the next billing date.
    const trialEnd = inDays(7);
    const trialing = signedEvent(
      'customer.subscription.updated',
      subscriptionObject({
        id: 'sub_flow',
        customer: 'cus_flow',
        status: 'trialing',
        priceId: 'price_starter_test',
        periodEnd: trialEnd,
      }),
      SECRET,
    );
    expect((await deliver(trialing)).status).toBe(200);
    const row = await rowOf(userId);
    expect(row).toMatchObject({ status: 'trialing', plan: 'starter' });
    expect(row.currentPeriodEnd?.getTime()).toBe(trialEnd * 1000);
    expect(await meOf(client)).toMatchObject({
      active: true,
      plan: 'starter',
      currentPeriodEnd: new Date(trialEnd * 1000).toISOString(),
    });

    // A failed renewal: the invoice names the subscription under `parent` (current API shape).
    const failed = signedEvent(
      'invoice.payment_failed',
      {
        id: 'in_f',
        object: 'invoice',
        customer: 'cus_flow',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_flow' } },
      },
      SECRET,
    );
    expect((await deliver(failed)).status).toBe(200);
    expect((await rowOf(userId)).status).toBe('past_due');
    expect((await meOf(client)).active).toBe(false);

    const deleted = signedEvent(
      'customer.subscription.deleted',
      subscriptionObject({
        id: 'sub_flow',
        customer: 'cus_flow',
        status: 'canceled',
        priceId: 'price_starter_test',
        periodEnd: trialEnd,
      }),
      SECRET,
    );
    expect((await deliver(deleted)).status).toBe(200);
    expect((await rowOf(userId)).status).toBe('canceled');
  });

  it('applies a replayed event only once', async () => {
    const { userId } = await signUpEmployer(t.url);
    // The annual price id maps to its plan too.
    const base = { customer: 'cus_replay', priceId: 'price_professional_annual_test', metadata: { userId } };
    const activeEvent = signedEvent(
      'customer.subscription.updated',
      subscriptionObject({ ...base, id: 'sub_replay', status: 'active', periodEnd: inDays(30) }),
      SECRET,
    );
    const pastDueEvent = signedEvent(
      'customer.subscription.updated',
      subscriptionObject({ ...base, id: 'sub_replay', status: 'past_due', periodEnd: inDays(30) }),
      SECRET,
    );
    expect((await deliver(activeEvent)).json.outcome).toBe('applied');
    expect((await rowOf(userId)).status).toBe('active');
    expect((await deliver(pastDueEvent)).json.outcome).toBe('applied');

    // Stripe redelivers the first event: acknowledged, but the newer state stands.
    const replay = await deliver(activeEvent);
    expect(replay).toMatchObject({ status: 200, json: { outcome: 'duplicate' } });
    expect(await rowOf(userId)).toMatchObject({ status: 'past_due', plan: 'professional' });
    const recorded = await t.deps.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, activeEvent.id));
    expect(recorded).toHaveLength(1);
  });

  it('applies concurrent deliveries of one event once', async () => {
    const { userId } = await signUpEmployer(t.url);
    const event = signedEvent(
      'customer.subscription.created',
      subscriptionObject({
        id: 'sub_conc',
        customer: 'cus_conc',
        status: 'active',
        priceId: 'price_starter_test',
        periodEnd: inDays(30),
        metadata: { userId },
      }),
      SECRET,
    );
    const outcomes = (await Promise.all([deliver(event), deliver(event), deliver(event)]))
      .map((r) => r.json.outcome)
      .sort();
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
  });

  it('reads the older API shape too (period end on the subscription, invoice.subscription)', async () => {
    const { userId } = await signUpEmployer(t.url);
    const end = inDays(30);
    const legacy = signedEvent(
      'customer.subscription.created',
      {
        id: 'sub_legacy',
        object: 'subscription',
        customer: 'cus_legacy',
        status: 'active',
        current_period_end: end,
        metadata: { userId },
        items: { object: 'list', data: [{ id: 'si_1', price: 'price_professional_test' }] },
      },
      SECRET,
    );
    expect((await deliver(legacy)).status).toBe(200);
    expect(await rowOf(userId)).toMatchObject({
      status: 'active',
      plan: 'professional',
      stripeSubscriptionId: 'sub_legacy',
    });
    expect((await rowOf(userId)).currentPeriodEnd?.getTime()).toBe(end * 1000);
    const failed = signedEvent(
      'invoice.payment_failed',
      { id: 'in_l', object: 'invoice', customer: 'cus_legacy', subscription: 'sub_legacy' },
      SECRET,
    );
    expect((await deliver(failed)).status).toBe(200);
    expect((await rowOf(userId)).status).toBe('past_due');
  });

  it("does not let an old subscription's cancellation end a newer subscription", async () => {
    const { userId } = await signUpEmployer(t.url);
    await t.deps.database.db
      .update(subscriptions)
      .set({ status: 'active', plan: 'starter', stripeCustomerId: 'cus_two', stripeSubscriptionId: 'sub_new' })
      .where(eq(subscriptions.userId, userId));
    const oldEnded = signedEvent(
      'customer.subscription.deleted',
      subscriptionObject({
        id: 'sub_old',
        customer: 'cus_two',
        status: 'canceled',
        priceId: 'price_starter_test',
        periodEnd: inDays(1),
      }),
      SECRET,
    );
    expect((await deliver(oldEnded)).status).toBe(200);
    expect(await rowOf(userId)).toMatchObject({ status: 'active', stripeSubscriptionId: 'sub_new' });
  });

  it('acknowledges events it does not handle and events for unknown customers', async () => {
    const other = signedEvent('customer.created', { id: 'cus_new', object: 'customer' }, SECRET);
    expect(await deliver(other)).toMatchObject({ status: 200, json: { outcome: 'ignored' } });
    const unknown = signedEvent(
      'customer.subscription.updated',
      subscriptionObject({
        customer: 'cus_nobody',
        status: 'active',
        priceId: 'price_starter_test',
        periodEnd: inDays(30),
      }),
      SECRET,
    );
    expect(await deliver(unknown)).toMatchObject({ status: 200, json: { outcome: 'unmatched' } });
  });

  it('verifies the raw bytes whatever the content type says', async () => {
    const { userId } = await signUpEmployer(t.url);
    const event = signedEvent(
      'customer.subscription.created',
      subscriptionObject({
        customer: 'cus_ct',
        status: 'trialing',
        priceId: 'price_starter_test',
        periodEnd: inDays(7),
        metadata: { userId },
      }),
      SECRET,
    );
    expect((await deliver(event, 'application/json; charset=utf-8')).status).toBe(200);
    expect((await rowOf(userId)).status).toBe('trialing');
  });
});
