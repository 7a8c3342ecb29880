import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages } from '../../../src/core/webhooks.ts';
import { parseEnv } from '../../../src/server/env.ts';
import { webhookNetworkPolicy } from '../../../src/server/modules/webhooks/network-policy.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 17: address forms that reach this machine were accepted when a webhook was
 * saved (`[::127.0.0.1]`, NAT64, 6to4, `localhost.`, the host's own addresses), and with NODE_ENV
 * unset — how `npm start` runs — private addresses were allowed outright: a full-read SSRF.
 * Replay: save each address with no settings; the same through the real server process is in
 * f17-ssrf-npm-start.int.test.ts (the process-spawning project).
 */
let t: TestApp;
let owner: HttpClient;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver({});
  // No WEBHOOK_ALLOW_PRIVATE_NETWORKS: the default.
  t = await startTestApp({}, { workers: false });
  ({ client: owner } = await actorFor(t, 'owner', { name: 'Ssrf Owner' }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const ownInterfaceAddresses = () =>
  Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((entry) => !entry.address.includes('%'))
    .map((entry) => (entry.family === 'IPv6' ? `[${entry.address}]` : entry.address));

describe('finding 17: webhook addresses that reach this machine or its network', () => {
  it('are refused when saved, with a message naming the setting', async () => {
    const port = new URL(receiver.url('/')).port;
    const hosts = [
      '[::127.0.0.1]',
      '[64:ff9b:1::7f00:1]',
      '[64:ff9b::7f00:1]',
      '[2002:7f00:1::]',
      '[::ffff:127.0.0.1]',
      'localhost.',
      'localhost',
      '127.0.0.1',
      ...ownInterfaceAddresses(),
    ];
    for (const host of hosts) {
      const created = await owner.post('/api/organization/webhooks', {
        url: `http://${host}:${port}/ssrf`,
        events: ['decision.made'],
      });
      expect(created.status, host).toBe(400);
      expect(created.json.error.message, host).toBe(webhookMessages.privateAddress);
      expect(created.json.error.message).toContain('WEBHOOK_ALLOW_PRIVATE_NETWORKS');
    }
    expect((await owner.get('/api/organization/webhooks')).json.webhooks).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('private networks are opt-in whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production'])
      expect(
        webhookNetworkPolicy(parseEnv({ NODE_ENV, AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://a.example' }))
          .allowPrivate,
      ).toBe(false);
    expect(webhookNetworkPolicy(parseEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' })).allowPrivate).toBe(true);
  });
});
