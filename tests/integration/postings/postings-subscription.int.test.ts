import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../src/server/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

// Billing is on when STRIPE_SECRET_KEY is set; the default (off) is covered in postings.int.test.ts.
let t: TestApp;
const posting = { title: 'Support Engineer', description: 'Help customers succeed.' };

beforeAll(async () => {
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
});
afterAll(async () => {
  await t?.close();
});

async function employerWith(subscription: Partial<typeof subscriptions.$inferInsert>) {
  const employer = await actorFor(t, 'owner');
  await t.deps.database.db.update(subscriptions).set(subscription).where(eq(subscriptions.userId, employer.userId));
  return employer;
}

describe('subscription gate with billing on', () => {
  it('refuses creation without a plan (403 SUBSCRIPTION_REQUIRED) and creates nothing', async () => {
    const { client } = await actorFor(t, 'owner');
    const response = await client.post('/api/postings', posting);
    expect(response.status).toBe(403);
    expect(response.json.error).toEqual({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'An active subscription is required to create interview processes.',
    });
    expect((await client.get('/api/postings')).json).toEqual([]);
  });

  it.each(['canceled', 'past_due', 'incomplete'])('refuses a %s subscription', async (status) => {
    const { client } = await employerWith({ status, plan: 'starter' });
    expect((await client.post('/api/postings', posting)).status).toBe(403);
  });

  it('allows an active subscription', async () => {
    const { client } = await employerWith({ status: 'active', plan: 'professional' });
    const response = await client.post('/api/postings', posting);
    expect(response.status).toBe(201);
    expect(response.json.title).toBe(posting.title);
  });

  it('allows a free membership granted by an admin', async () => {
    const { client } = await employerWith({ isFree: true });
    expect((await client.post('/api/postings', posting)).status).toBe(201);
  });

  it('validates before the gate; a lapsed plan still edits, toggles and deletes existing postings', async () => {
    const { client, userId } = await employerWith({ status: 'active' });
    const { id } = (await client.post('/api/postings', posting)).json;
    await t.deps.database.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, userId));
    expect((await client.put(`/api/postings/${id}`, { ...posting, title: 'Renamed' })).status).toBe(200);
    expect((await client.patch(`/api/postings/${id}/active`, { isActive: false })).status).toBe(200);
    expect((await client.get('/api/dashboard')).status).toBe(200);
    expect((await client.post('/api/postings', { title: '', description: 'x' })).status).toBe(400);
    expect((await client.post('/api/postings', posting)).status).toBe(403);
    expect((await client.delete(`/api/postings/${id}`)).status).toBe(204);
  });
});
