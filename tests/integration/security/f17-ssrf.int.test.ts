import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages } from '../../../src/core/webhooks.ts';
import { parseEnv } from '../../../src/server/env.ts';
import { webhookNetworkPolicy } from '../../../src/server/modules/webhooks/network-policy.ts';
import { HttpClient, signUpEmployer, uniqueEmail } from '../../support/http-client.ts';
import { outboxMailsTo } from '../../support/outbox.ts';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

/**
 * Issue #22, finding 17: address forms that reach this machine were accepted when a webhook was
 * saved (`[::127.0.0.1]`, NAT64, 6to4, `localhost.`, the host's own addresses), and with NODE_ENV
 * unset — how `npm start` runs — private addresses were allowed outright: a full-read SSRF.
 * Replay: save each address with no settings; then the same through the real server process.
 */
let t: TestApp;
let owner: HttpClient;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver({});
  // No WEBHOOK_ALLOW_PRIVATE_NETWORKS: the default.
  t = await startTestApp({}, { workers: false });
  ({ client: owner } = await signUpEmployer(t.url, { name: 'Ssrf Owner' }));
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

  it('the server started like `npm start` (no NODE_ENV, no settings) refuses 127.0.0.1', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'screenroom-f17-'));
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess(dataDir, { NODE_ENV: undefined, WEBHOOK_ALLOW_PRIVATE_NETWORKS: undefined });
      const client = new HttpClient(server.url);
      const email = uniqueEmail('ssrf');
      const signedUp = await client.post('/api/auth/sign-up/email', {
        name: 'Self Hoster',
        email,
        password: 'correct-horse-9',
      });
      expect(signedUp.status).toBe(200);
      // Verify the address from the outbox the server wrote, as a self-hoster would.
      let link: string | undefined;
      for (let i = 0; i < 100 && !link; i++) {
        const mails = await outboxMailsTo(path.join(dataDir, 'outbox'), email);
        const text = mails
          .join('\n')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/gi, '=');
        link = /(https?:\/\/\S+\/api\/auth\/verify-email\?[^\s"<>]+)/.exec(text)?.[1];
        if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(link).toBeTruthy();
      const verified = new URL(link!);
      expect((await client.get(verified.pathname + verified.search)).status).toBe(302);

      const created = await client.post('/api/organization/webhooks', {
        url: receiver.url('/npm-start'),
        events: ['decision.made'],
      });
      expect(created.status).toBe(400);
      expect(created.json.error.message).toContain('WEBHOOK_ALLOW_PRIVATE_NETWORKS=true');
    } finally {
      await server?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
