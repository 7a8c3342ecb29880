import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../src/server/db/schema.ts';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../support/fake-stripe.ts';
import { HttpClient } from '../../support/http-client.ts';
import { actorFor } from '../../support/actors.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let stripe: FakeStripe;
let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe();
  [t, off] = await Promise.all([
    startTestApp(stripeEnv(stripe), { workers: false }),
    startTestApp({}, { workers: false }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  await stripe?.close();
});
beforeEach(() => stripe.reset());

const CHECKOUT = '/v1/checkout/sessions';
const PORTAL = '/v1/billing_portal/sessions';

describe('POST /api/billing/checkout', () => {
  it('creates a subscription Checkout Session for the plan and returns its URL', async () => {
    const { client, userId, account } = await actorFor(t, 'owner');
    const response = await client.post('/api/billing/checkout', { plan: 'professional' });
    expect(response.status).toBe(200);
    expect(response.json.url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    // The organization buys: Stripe's reference is its id, so the webhook finds its subscription.
    const organizationId = (await client.get('/api/me')).json.organization.id;

    const [sent] = stripe.requestsTo(CHECKOUT);
    expect(sent!.method).toBe('POST');
    expect(sent!.headers.authorization).toBe('Bearer sk_test_screenroom');
    expect(sent!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(sent!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_professional_test',
      'line_items[0][quantity]': '1',
      success_url: `${t.url}/dashboard?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.url}/pricing`,
      client_reference_id: organizationId,
      customer_email: account.email,
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][organizationId]': organizationId,
      'subscription_data[metadata][userId]': userId,
      'subscription_data[metadata][plan]': 'professional',
      'metadata[plan]': 'professional',
    });
    expect(sent!.form.customer).toBeUndefined();
  });

  it('uses the Starter price for the starter plan and re-uses a known Stripe customer', async () => {
    const { client, userId } = await actorFor(t, 'owner');
    await t.deps.database.db
      .update(subscriptions)
      .set({ stripeCustomerId: 'cus_returning', status: 'canceled' })
      .where(eq(subscriptions.userId, userId));
    expect((await client.post('/api/billing/checkout', { plan: 'starter' })).status).toBe(200);
    const [sent] = stripe.requestsTo(CHECKOUT);
    expect(sent!.form['line_items[0][price]']).toBe('price_starter_test');
    expect(sent!.form.customer).toBe('cus_returning');
    expect(sent!.form.customer_email).toBeUndefined();
  });

  it('sells the annual price when asked and configured, else the monthly one', async () => {
    const { client } = await actorFor(t, 'owner');
    expect((await client.post('/api/billing/checkout', { plan: 'professional', cycle: 'annual' })).status).toBe(200);
    expect((await client.post('/api/billing/checkout', { plan: 'starter', cycle: 'annual' })).status).toBe(200);
    expect(stripe.requestsTo(CHECKOUT).map((r) => r.form['line_items[0][price]'])).toEqual([
      'price_professional_annual_test',
      'price_starter_test',
    ]);
    expect((await client.post('/api/billing/checkout', { plan: 'starter', cycle: 'weekly' })).status).toBe(400);
  });

  it("answers 401 'Not authenticated' when signed out, without calling Stripe", async () => {
    const response = await new HttpClient(t.url).post('/api/billing/checkout', { plan: 'starter' });
    expect(response.status).toBe(401);
    expect(response.json.error.message).toBe('Not authenticated');
    expect(stripe.requests).toHaveLength(0);
  });

  it.each([{ plan: 'enterprise' }, { plan: 'gold' }, {}, { plan: 7 }])(
    "answers 400 'Invalid plan selected' for %j",
    async (body) => {
      const { client } = await actorFor(t, 'owner');
      const response = await client.post('/api/billing/checkout', body);
      expect(response.status).toBe(400);
      expect(response.json.error.message).toBe('Invalid plan selected');
      expect(stripe.requests).toHaveLength(0);
    },
  );

  it("answers 502 'Failed to create checkout session' when Stripe refuses", async () => {
    const { client } = await actorFor(t, 'owner');
    stripe.failNext(CHECKOUT, { status: 400, type: 'invalid_request_error', message: 'No such price' });
    const response = await client.post('/api/billing/checkout', { plan: 'starter' });
    expect(response.status).toBe(502);
    expect(response.json.error).toEqual({ code: 'UPSTREAM', message: 'Failed to create checkout session' });
    // Stripe's own wording (which may name our configuration) does not reach the browser.
    expect(response.text).not.toContain('No such price');
  });

  it('answers 502 when Stripe has an outage', async () => {
    const { client } = await actorFor(t, 'owner');
    stripe.failNext(CHECKOUT, { status: 500, type: 'api_error' });
    expect((await client.post('/api/billing/checkout', { plan: 'professional' })).status).toBe(502);
    expect(stripe.requestsTo(CHECKOUT)).toHaveLength(1);
  });

  it("answers 502 'No checkout URL received' when the session has no URL", async () => {
    const { client } = await actorFor(t, 'owner');
    stripe.omitCheckoutUrl(true);
    const response = await client.post('/api/billing/checkout', { plan: 'starter' });
    expect(response.status).toBe(502);
    expect(response.json.error.message).toBe('No checkout URL received');
  });

  it('refuses a second subscription while one is live', async () => {
    const { client, userId } = await actorFor(t, 'owner');
    await t.deps.database.db
      .update(subscriptions)
      .set({ status: 'trialing', stripeSubscriptionId: 'sub_live', stripeCustomerId: 'cus_live' })
      .where(eq(subscriptions.userId, userId));
    const response = await client.post('/api/billing/checkout', { plan: 'starter' });
    expect(response.status).toBe(409);
    expect(response.json.error.message).toMatch(/Manage billing/);
    expect(stripe.requests).toHaveLength(0);
  });

  it("answers 409 'Billing is disabled on this install' when billing is off", async () => {
    const { client } = await actorFor(off, 'owner');
    const response = await client.post('/api/billing/checkout', { plan: 'starter' });
    expect(response.status).toBe(409);
    expect(response.json.error.message).toBe('Billing is disabled on this install');
  });
});

describe('POST /api/billing/portal', () => {
  it("opens Stripe's customer portal for the account's customer, returning to /subscription", async () => {
    const { client, userId } = await actorFor(t, 'owner');
    await t.deps.database.db
      .update(subscriptions)
      .set({ stripeCustomerId: 'cus_portal' })
      .where(eq(subscriptions.userId, userId));
    const response = await client.post('/api/billing/portal');
    expect(response.status).toBe(200);
    expect(response.json.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_test_`));
    const [sent] = stripe.requestsTo(PORTAL);
    expect(sent!.form).toEqual({ customer: 'cus_portal', return_url: `${t.url}/subscription` });
  });

  it('answers 409 before any purchase and 502 when Stripe fails', async () => {
    const { client, userId } = await actorFor(t, 'owner');
    expect((await client.post('/api/billing/portal')).status).toBe(409);
    expect(stripe.requests).toHaveLength(0);
    await t.deps.database.db
      .update(subscriptions)
      .set({ stripeCustomerId: 'cus_x' })
      .where(eq(subscriptions.userId, userId));
    stripe.failNext(PORTAL, { status: 400, type: 'invalid_request_error', message: 'No configuration' });
    const response = await client.post('/api/billing/portal');
    expect(response.status).toBe(502);
    expect(response.json.error.message).toBe('Failed to open the billing portal');
  });

  it('answers 401 signed out and 409 with billing off', async () => {
    expect((await new HttpClient(t.url).post('/api/billing/portal')).status).toBe(401);
    const { client } = await actorFor(off, 'owner');
    expect((await client.post('/api/billing/portal')).json.error.message).toBe('Billing is disabled on this install');
  });
});

describe('GET /api/billing/summary', () => {
  it('reports the plan limits and usage with billing on', async () => {
    const { client, userId } = await actorFor(t, 'owner');
    await t.deps.database.db
      .update(subscriptions)
      .set({ status: 'active', plan: 'starter', stripeCustomerId: 'cus_s' })
      .where(eq(subscriptions.userId, userId));
    const response = await client.get('/api/billing/summary');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      billingEnabled: true,
      plan: 'starter',
      limits: { interviewsPerMonth: 500, minutesPerInterview: 15, retentionDays: 30 },
      interviewsThisMonth: 0,
      quotaReached: false,
      hasBillingAccount: true,
    });
  });

  it('reports the unlimited defaults with billing off', async () => {
    const { client } = await actorFor(off, 'owner');
    const response = await client.get('/api/billing/summary');
    expect(response.json).toMatchObject({
      billingEnabled: false,
      plan: null,
      limits: { interviewsPerMonth: null, minutesPerInterview: 30, retentionDays: 30 },
    });
  });
});
