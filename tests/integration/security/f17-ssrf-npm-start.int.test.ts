import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, uniqueEmail } from '../../support/http-client.ts';
import { outboxMailsTo } from '../../support/outbox.ts';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

/**
 * Issue #22, finding 17 (f17-ssrf.int.test.ts has the rest): with NODE_ENV unset — how `npm start`
 * runs — private addresses were allowed outright. Replay through the real server process.
 */
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver({});
});
afterAll(async () => {
  await receiver?.close();
});

describe('finding 17: webhook addresses that reach this machine, on a server started like `npm start`', () => {
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
