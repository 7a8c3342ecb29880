import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECTION_REASON_CODES } from '../../../src/core/decision-reasons.ts';
import { member, webhookDeliveries } from '../../../src/server/db/schema.ts';
import { deliverWebhook } from '../../../src/server/modules/webhooks/deliver-webhook.ts';
import { MAKER_LOST_RIGHTS_ERROR } from '../../../src/server/access/webhook-maker-rights.ts';
import { insertInterviews } from '../../support/factories.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { joinAs } from '../../support/organizations.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 8: a removed admin's webhooks kept receiving events, and the list did not show
 * who made them. Replay: an admin adds a webhook; it receives a decision; the owner demotes, then
 * removes the admin; decisions go on being made.
 */
let t: TestApp;
let receiver: WebhookReceiver;
let owner: HttpClient;
let postingId: string;
let organizationId: string;

const decide = async (status: 'accepted' | 'rejected') => {
  const [id] = await insertInterviews(t.deps.database.db, [postingId], 1, { turns: false, undecided: true });
  const reason = status === 'rejected' ? { reason: REJECTION_REASON_CODES[0] } : {};
  expect((await owner.patch(`/api/interviews/${id}/status`, { status, ...reason })).status).toBe(200);
};
const receivedAt = (path: string) => receiver.received.filter((r) => r.path === path).length;

beforeAll(async () => {
  receiver = await startWebhookReceiver({});
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  ({ client: owner } = await actorFor(t, 'owner', { name: 'Hook Team Owner' }));
  organizationId = (await owner.get('/api/me')).json.organization.id;
  postingId = (await owner.post('/api/postings', { title: 'Ops', description: 'Runs things.' })).json.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe("finding 8: a webhook acts with its maker's current rights", () => {
  it('stops receiving events once its maker is demoted or removed; the list says who made it', async () => {
    const admin = await joinAs(t.url, owner, 'admin', 'Ada Admin');
    const created = await admin.client.post('/api/organization/webhooks', {
      url: receiver.url('/admin-hook'),
      events: ['decision.made'],
    });
    expect(created.status).toBe(201);
    expect(created.json.webhook).toMatchObject({
      createdBy: { name: 'Ada Admin', email: admin.account.email },
      makerMayManage: true,
    });
    await decide('accepted');
    await expect.poll(() => receivedAt('/admin-hook'), { timeout: 15_000 }).toBe(1);

    // Demoted to recruiter: no more events.
    const [membership] = await t.deps.database.db
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.userId, admin.userId), eq(member.organizationId, organizationId)));
    const demoted = await owner.post('/api/auth/organization/update-member-role', {
      memberId: membership!.id,
      role: 'recruiter',
    });
    expect(demoted.status).toBe(200);
    await decide('rejected');
    // Removed altogether: still none.
    const removed = await owner.post('/api/auth/organization/remove-member', {
      memberIdOrEmail: admin.account.email,
    });
    expect(removed.status).toBe(200);
    await decide('accepted');

    const [hook] = (await owner.get('/api/organization/webhooks')).json.webhooks;
    expect(hook).toMatchObject({ createdBy: { name: 'Ada Admin' }, makerMayManage: false });
    // Give a stray delivery time to arrive; none does.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(receivedAt('/admin-hook')).toBe(1);
    const deliveries = await owner.get(`/api/organization/webhooks/${hook.id}/deliveries`);
    expect(deliveries.json.deliveries).toHaveLength(1);
  });

  it('a delivery recorded before the maker lost the right is not sent afterwards', async () => {
    const admin = await joinAs(t.url, owner, 'admin', 'Bo Admin');
    const created = await admin.client.post('/api/organization/webhooks', {
      url: receiver.url('/queued-hook'),
      events: ['decision.made'],
    });
    expect(created.status).toBe(201);
    const [pending] = await t.deps.database.db
      .insert(webhookDeliveries)
      .values({
        endpointId: created.json.webhook.id,
        messageId: 'msg_f08',
        eventType: 'decision.made',
        payload: { type: 'decision.made', timestamp: new Date().toISOString(), data: {} },
        // Far in the future, so the app's own worker leaves it to this test.
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: webhookDeliveries.id });
    expect(
      (await owner.post('/api/auth/organization/remove-member', { memberIdOrEmail: admin.account.email })).status,
    ).toBe(200);
    await deliverWebhook(t.deps, pending!.id, new Date(Date.now() + 3_600_000));
    const [row] = await t.deps.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, pending!.id));
    expect(row).toMatchObject({ status: 'failed', lastError: MAKER_LOST_RIGHTS_ERROR });
    expect(receivedAt('/queued-hook')).toBe(0);
  });
});
