import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInterviews } from '../../support/factories.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 12: webhook redelivery had no rate limit (30 in 0.64 s), so an admin could
 * make the server hammer any receiver. Replay: 30 redeliveries of one delivery as fast as possible.
 */
let t: TestApp;
let receiver: WebhookReceiver;
let owner: HttpClient;

beforeAll(async () => {
  receiver = await startWebhookReceiver({});
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  ({ client: owner } = await actorFor(t, 'owner', { name: 'Redelivery Owner' }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('finding 12: redelivery is rate-limited per endpoint', () => {
  it('answers 429 past RATE_LIMIT_WEBHOOK_REDELIVERIES_PER_ENDPOINT and queues nothing more', async () => {
    const hook = await owner.post('/api/organization/webhooks', {
      url: receiver.url('/redeliver'),
      events: ['decision.made'],
    });
    expect(hook.status).toBe(201);
    const id = hook.json.webhook.id as string;
    const posting = await owner.post('/api/postings', { title: 'Hooked', description: 'Sends events.' });
    const [interviewId] = await insertInterviews(t.deps.database.db, [posting.json.id], 1, {
      turns: false,
      undecided: true,
    });
    expect((await owner.patch(`/api/interviews/${interviewId}/status`, { status: 'accepted' })).status).toBe(200);
    await expect
      .poll(async () => (await owner.get(`/api/organization/webhooks/${id}/deliveries`)).json.deliveries.length, {
        timeout: 15_000,
      })
      .toBe(1);
    const [delivery] = (await owner.get(`/api/organization/webhooks/${id}/deliveries`)).json.deliveries;

    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        owner.post(`/api/organization/webhooks/${id}/deliveries/${delivery.id}/redeliver`),
      ),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s === 202)).toHaveLength(t.deps.env.RATE_LIMIT_WEBHOOK_REDELIVERIES_PER_ENDPOINT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      30 - t.deps.env.RATE_LIMIT_WEBHOOK_REDELIVERIES_PER_ENDPOINT,
    );
    const listed = (await owner.get(`/api/organization/webhooks/${id}/deliveries`)).json.deliveries;
    expect(listed).toHaveLength(1 + t.deps.env.RATE_LIMIT_WEBHOOK_REDELIVERIES_PER_ENDPOINT);
  });
});
