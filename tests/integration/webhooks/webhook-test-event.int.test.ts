import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../../src/server/db/schema.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { joinAs } from '../../support/organizations.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { actorFor } from '../../support/actors.ts';

/** "Send test event" (issue 27): a signed `webhook.test` POST now, its result answered, nothing logged. */
let t: TestApp;
let receiver: WebhookReceiver;
let owner: HttpClient;

beforeAll(async () => {
  receiver = await startWebhookReceiver({ '/down': [503] });
  t = await startTestApp({
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    RATE_LIMIT_WEBHOOK_REDELIVERIES_PER_ENDPOINT: '3',
  });
  owner = (await actorFor(t, 'owner', { name: 'Tara Tester' })).client;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const create = async (path: string) => {
  const created = await owner.post('/api/organization/webhooks', {
    url: receiver.url(path),
    events: ['decision.made'],
  });
  expect(created.status, created.text).toBe(201);
  return { id: created.json.webhook.id as string, secret: created.json.secret as string };
};

describe('send test event', () => {
  it('delivers a signed test event the reference library verifies, and reports the answer', async () => {
    const hook = await create('/ok');
    const sent = await owner.post(`/api/organization/webhooks/${hook.id}/test`, {});
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ ok: true, statusCode: 200, error: null, responseExcerpt: '<b>ok</b>' });
    const received = receiver.received.find((r) => r.path === '/ok')!;
    const payload = new Webhook(hook.secret).verify(received.body, received.headers as Record<string, string>) as {
      type: string;
      data: Record<string, string>;
    };
    expect(payload.type).toBe('webhook.test');
    expect(payload.data.webhookId).toBe(hook.id);
    expect(received.headers['webhook-id']).toBe(sent.json.messageId);
    // A test is not a delivery: the log stays as it was.
    expect(await t.deps.database.db.select().from(webhookDeliveries)).toHaveLength(0);
  });

  it('reports a failing endpoint as failed with its status, and is rate-limited per endpoint', async () => {
    const hook = await create('/down');
    const sent = await owner.post(`/api/organization/webhooks/${hook.id}/test`, {});
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ ok: false, statusCode: 503, error: 'The receiver answered 503' });
    expect((await owner.post(`/api/organization/webhooks/${hook.id}/test`, {})).status).toBe(200);
    expect((await owner.post(`/api/organization/webhooks/${hook.id}/test`, {})).status).toBe(200);
    expect((await owner.post(`/api/organization/webhooks/${hook.id}/test`, {})).status).toBe(429);
  });

  it('is for owners and admins of the organization only', async () => {
    const hook = await create('/ok');
    const recruiter = await joinAs(t.url, owner, 'recruiter');
    expect((await recruiter.client.post(`/api/organization/webhooks/${hook.id}/test`, {})).status).toBe(403);
    const stranger = await actorFor(t, 'owner', { name: 'Stranger' });
    expect((await stranger.client.post(`/api/organization/webhooks/${hook.id}/test`, {})).status).toBe(404);
  });
});
