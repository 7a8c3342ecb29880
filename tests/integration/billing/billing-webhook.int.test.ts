import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents, subscriptions } from '../../../src/server/db/schema.ts';
import {
  signedEvent,
  signedPayload,
  startFakeStripe,
  stripeEnv,
  subscriptionObject,
  type FakeStripe,
} from '../../support/fake-stripe.ts';
import type { HttpClient } from '../../support/http-client.ts';
import { actorFor } from '../../support/actors.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

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

async function meOf(client: HttpClient) {
  return (await client.get('/api/me')).json.subscription;
}

describe('POST /api/billing/webhook', () => {
  it('rejects a payload signed with another secret (400) and changes nothing', async () => {
    const { userId } = await actorFor(t, 'owner');
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
    const { client, userId } = await actorFor(t, 'owner');
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
    const { userId } = await actorFor(t, 'owner');
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
    const { userId } = await actorFor(t, 'owner');
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
    const { userId } = await actorFor(t, 'owner');
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
    const { userId } = await actorFor(t, 'owner');
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
    const { userId } = await actorFor(t, 'owner');
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

  describe('out-of-order delivery', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const sub = (userId: string, subId: string, status: string) =>
      subscriptionObject({
        id: subId,
        customer: `cus_${subId}`,
        status,
        priceId: 'price_starter_test',
        periodEnd: inDays(30),
        metadata: { userId },
      });

    it('keeps a cancelled subscription cancelled when an older "active" update arrives after the deletion', async () => {
      const { client, userId } = await actorFor(t, 'owner');
      const created = now() - 120;
      expect(
        (
          await deliver(
            signedEvent('customer.subscription.created', sub(userId, 'sub_ooo', 'active'), SECRET, undefined, created),
          )
        ).json.outcome,
      ).toBe('applied');
      const olderUpdate = signedEvent(
        'customer.subscription.updated',
        sub(userId, 'sub_ooo', 'active'),
        SECRET,
        undefined,
        created + 30,
      );
      const deleted = signedEvent(
        'customer.subscription.deleted',
        sub(userId, 'sub_ooo', 'canceled'),
        SECRET,
        undefined,
        created + 60,
      );
      // Stripe delivers the deletion first, then retries the older update.
      expect(await deliver(deleted)).toMatchObject({ status: 200, json: { outcome: 'applied' } });
      expect(await deliver(olderUpdate)).toMatchObject({ status: 200, json: { outcome: 'stale' } });
      expect(await rowOf(userId)).toMatchObject({ status: 'canceled', stripeSubscriptionId: 'sub_ooo' });
      expect((await meOf(client)).active).toBe(false);
      // The stale event is recorded, so a redelivery is a plain duplicate.
      expect((await deliver(olderUpdate)).json.outcome).toBe('duplicate');
    });

    it('never revives an ended subscription, even from an event created in the same second', async () => {
      const { userId } = await actorFor(t, 'owner');
      const at = now();
      await deliver(
        signedEvent('customer.subscription.deleted', sub(userId, 'sub_tie', 'canceled'), SECRET, undefined, at),
      );
      const sameSecond = signedEvent(
        'customer.subscription.updated',
        sub(userId, 'sub_tie', 'active'),
        SECRET,
        undefined,
        at,
      );
      expect((await deliver(sameSecond)).json.outcome).toBe('stale');
      expect((await rowOf(userId)).status).toBe('canceled');
    });

    it('ignores an older status update and an older payment failure, and applies newer ones', async () => {
      const { userId } = await actorFor(t, 'owner');
      const at = now() - 300;
      const pastDue = signedEvent(
        'customer.subscription.updated',
        sub(userId, 'sub_seq', 'past_due'),
        SECRET,
        undefined,
        at + 100,
      );
      const olderTrial = signedEvent(
        'customer.subscription.created',
        sub(userId, 'sub_seq', 'trialing'),
        SECRET,
        undefined,
        at,
      );
      expect((await deliver(pastDue)).json.outcome).toBe('applied');
      expect((await deliver(olderTrial)).json.outcome).toBe('stale');
      expect((await rowOf(userId)).status).toBe('past_due');

      const active = signedEvent(
        'customer.subscription.updated',
        sub(userId, 'sub_seq', 'active'),
        SECRET,
        undefined,
        at + 200,
      );
      expect((await deliver(active)).json.outcome).toBe('applied');
      const oldFailure = signedEvent(
        'invoice.payment_failed',
        { id: 'in_old', object: 'invoice', customer: 'cus_sub_seq', subscription: 'sub_seq' },
        SECRET,
        undefined,
        at + 150,
      );
      expect((await deliver(oldFailure)).json.outcome).toBe('stale');
      expect((await rowOf(userId)).status).toBe('active');
      const newFailure = signedEvent(
        'invoice.payment_failed',
        { id: 'in_new', object: 'invoice', customer: 'cus_sub_seq', subscription: 'sub_seq' },
        SECRET,
        undefined,
        at + 250,
      );
      expect((await deliver(newFailure)).json.outcome).toBe('applied');
      expect((await rowOf(userId)).status).toBe('past_due');
    });

    it("applies a new subscription's events after a checkout, whatever their order", async () => {
      const { userId } = await actorFor(t, 'owner');
      const at = now() - 60;
      // The first subscription ended; a new checkout starts another one.
      await deliver(
        signedEvent('customer.subscription.deleted', sub(userId, 'sub_first', 'canceled'), SECRET, undefined, at),
      );
      const checkout = signedEvent(
        'checkout.session.completed',
        {
          id: 'cs_again',
          object: 'checkout.session',
          mode: 'subscription',
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: userId,
          customer: 'cus_sub_first',
          subscription: 'sub_second',
          metadata: { userId, plan: 'starter' },
        },
        SECRET,
        undefined,
        at + 30,
      );
      expect((await deliver(checkout)).json.outcome).toBe('applied');
      // The new subscription's creation was created a second before the checkout event, delivered after.
      const createdEarlier = signedEvent(
        'customer.subscription.created',
        sub(userId, 'sub_second', 'trialing'),
        SECRET,
        undefined,
        at + 29,
      );
      expect((await deliver(createdEarlier)).json.outcome).toBe('applied');
      expect(await rowOf(userId)).toMatchObject({ status: 'trialing', stripeSubscriptionId: 'sub_second' });
    });
  });

  it.each([['[]'], ['"x"'], ['null'], ['42'], ['{}'], ['{"id":"evt_1","type":"x","data":null}'], ['{"id":"evt_1"']])(
    'answers 400 to the signed non-event body %s',
    async (body) => {
      const response = await deliver(signedPayload(body, SECRET));
      expect(response.status).toBe(400);
      expect(response.json.error.message).toBe('Invalid webhook payload');
    },
  );
});
