import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPayloadSchema, type WebhookDelivery } from '../../../src/core/api/webhooks.ts';
import { WEBHOOK_TIMEOUT_MS, webhookMessages } from '../../../src/core/webhooks.ts';
import { postWebhook } from '../../../src/server/adapters/webhooks/post-webhook.ts';
import { invitations, webhookDeliveries, webhookEndpoints } from '../../../src/server/db/schema.ts';
import { deliverWebhookJob } from '../../../src/server/modules/webhooks/deliver-webhook.job.ts';
import { sendMailJob } from '../../../src/server/modules/notifications/send-mail.job.ts';
import { checkWebhookUrl } from '../../../src/server/modules/webhooks/check-webhook-url.ts';
import { deliverWebhook } from '../../../src/server/modules/webhooks/deliver-webhook.ts';
import { sweepWebhooks } from '../../../src/server/modules/webhooks/sweep-webhooks.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { actorFor, addMember } from '../../support/actors.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { createOpenPosting } from '../../support/postings.ts';

/**
 * Webhooks (docs/decisions/0027-webhooks.md): a real receiver verifies every delivery with the
 * Standard Webhooks reference library; a candidate's interview produces the events; retries
 * follow the schedule (its base lowered for the test); the log, redelivery, rotation,
 * auto-disable, the expiry sweep and the access rules are checked through the real app.
 */
let t: TestApp;
let receiver: WebhookReceiver;
let owner: HttpClient;
let ownerEmail: string;
let postingId: string;
let main: { id: string; secret: string };
let flaky: { id: string; secret: string };
let interviewId: string;

const CANDIDATE = { fullName: 'Wanda Webhook', email: 'wanda-webhook@example.com' };

async function createWebhook(client: HttpClient, path: string, events: string[]) {
  const created = await client.post('/api/organization/webhooks', { url: receiver.url(path), events });
  expect(created.status).toBe(201);
  return { id: created.json.webhook.id as string, secret: created.json.secret as string, response: created };
}

const headersOf = (r: ReceivedWebhook) => r.headers as Record<string, string>;
const verified = (r: ReceivedWebhook, secret: string) => new Webhook(secret).verify(r.body, headersOf(r));
const ofType = (path: string, type: string) => (all: ReceivedWebhook[]) =>
  all.filter((r) => r.path === path && JSON.parse(r.body).type === type);

async function deliveries(id: string): Promise<WebhookDelivery[]> {
  const response = await owner.get(`/api/organization/webhooks/${id}/deliveries`);
  expect(response.status).toBe(200);
  return response.json.deliveries;
}

async function waitForDelivery(id: string, predicate: (d: WebhookDelivery[]) => boolean) {
  const until = Date.now() + 20_000;
  for (;;) {
    const list = await deliveries(id);
    if (predicate(list)) return list;
    if (Date.now() > until) throw new Error(`deliveries never matched: ${JSON.stringify(list)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  receiver = await startWebhookReceiver({ '/flaky': [500, 500, 200], '/down': [503], '/redirect': [302] });
  t = await startTestApp({ WEBHOOK_RETRY_BASE_SECONDS: '0.5', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  let account;
  ({ client: owner, account } = await actorFor(t, 'owner', { name: 'Hook Owner' }));
  ownerEmail = account.email;
  const posting = await createOpenPosting(owner, { title: 'Webhook posting', description: 'Sends events.' });
  expect(posting.status).toBe(201);
  postingId = posting.json.id;
  const created = await createWebhook(owner, '/main', [
    'interview.started',
    'interview.submitted',
    'assessment.completed',
    'decision.made',
    'invitation.expired',
  ]);
  expect(created.response.headers.get('cache-control')).toBe('no-store');
  main = created;
  flaky = await createWebhook(owner, '/flaky', ['decision.made']);
}, 120_000);
afterAll(async () => {
  // The receiver first: a delivery still waiting on `/slow` then fails at once instead of holding
  // the queue's graceful stop for the delivery timeout (10 s).
  await receiver?.close();
  await t?.close();
});

describe('managing webhooks', () => {
  it('shows a Standard Webhooks secret once, never in the list', async () => {
    expect(main.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(main.secret.slice(6), 'base64')).toHaveLength(32);
    const list = await owner.get('/api/organization/webhooks');
    expect(list.status).toBe(200);
    expect(list.json.webhooks.map((w: { id: string }) => w.id)).toEqual([flaky.id, main.id]);
    expect(list.text).not.toContain('whsec_');
  });

  it('documents the payloads and routes in the OpenAPI document', async () => {
    const doc = await fetch(new URL('/api/docs/json', t.url)).then((r) => r.json());
    const payload = JSON.stringify(doc.components.schemas.WebhookPayload);
    for (const type of ['interview.started', 'assessment.completed', 'decision.made', 'invitation.expired'])
      expect(payload).toContain(type);
    expect(doc.paths['/api/organization/webhooks/{id}/deliveries']).toBeDefined();
  });

  it('refuses addresses with credentials, other schemes and unknown events', async () => {
    for (const body of [
      { url: 'http://user:pw@127.0.0.1/x', events: ['decision.made'] },
      { url: 'file:///etc/passwd', events: ['decision.made'] },
      { url: receiver.url('/x'), events: [] },
      { url: receiver.url('/x'), events: ['candidate.hired'] },
      { url: `https://example.com/${'a'.repeat(2001)}`, events: ['decision.made'] },
    ])
      expect((await owner.post('/api/organization/webhooks', body)).status, JSON.stringify(body).slice(0, 80)).toBe(
        400,
      );
  });

  it('edits the address, description and events, naming the field a refusal is about', async () => {
    const edited = await createWebhook(owner, '/edited', ['decision.made', 'invitation.expired']);
    const path = `/api/organization/webhooks/${edited.id}`;
    const refused = await owner.patch(path, { description: 'kept?', events: [] });
    expect(refused.status).toBe(400);
    // The page shows this beside the events (WebhookForm): the contract's field comes first.
    expect(refused.json.error.message).toBe(`events: ${webhookMessages.eventsRequired}`);
    const changed = await owner.patch(path, { description: '  ATS  ', events: ['decision.made'] });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ url: receiver.url('/edited'), description: 'ATS', events: ['decision.made'] });
    const cleared = await owner.patch(path, { url: receiver.url('/moved'), description: '' });
    expect(cleared.json).toMatchObject({ url: receiver.url('/moved'), description: null, enabled: true });
    expect((await owner.delete(path)).status).toBe(204);
  });

  it('in production requires https and public hosts, also when sending', async () => {
    const production = { requireHttps: true, allowPrivate: false };
    await expect(checkWebhookUrl('http://example.com/hook', production)).rejects.toThrow(/https/);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/',
      'https://localhost/',
    ])
      await expect(checkWebhookUrl(url, production), url).rejects.toThrow(/private network/);
    const blocked = await postWebhook({
      url: receiver.url('/blocked'),
      body: '{}',
      headers: {},
      allowPrivate: false,
      timeoutMs: 2000,
      excerptMax: 1024,
    });
    expect(blocked).toMatchObject({ statusCode: null, error: expect.stringMatching(/private network/) });
    expect(receiver.received.some((r) => r.path === '/blocked')).toBe(false);
  });

  it('does not follow redirects and gives up on a silent receiver', async () => {
    const post = (path: string, timeoutMs = 2000) =>
      postWebhook({
        url: receiver.url(path),
        body: '{}',
        headers: {},
        allowPrivate: true,
        timeoutMs,
        excerptMax: 1024,
      });
    const before = receiver.received.filter((r) => r.path === '/main').length;
    expect(await post('/redirect')).toMatchObject({ statusCode: 302, error: null });
    expect(receiver.received.filter((r) => r.path === '/main')).toHaveLength(before);
    const silent = await post('/slow', 300);
    expect(silent).toMatchObject({ statusCode: null, error: 'No answer within 0.3 seconds' });
    expect(silent.latencyMs).toBeGreaterThanOrEqual(290);
  });

  it('is for owners and admins of the organization only', async () => {
    const recruiter = await addMember(t, owner, 'recruiter');
    const reviewer = await addMember(t, owner, 'reviewer');
    const admin = await addMember(t, owner, 'admin');
    const outsider = await actorFor(t, 'owner', { name: 'Other Org' });
    for (const member of [recruiter, reviewer]) {
      expect((await member.client.get('/api/organization/webhooks')).status).toBe(403);
      expect((await member.client.get(`/api/organization/webhooks/${main.id}/deliveries`)).status).toBe(403);
    }
    expect((await admin.client.get(`/api/organization/webhooks/${main.id}/deliveries`)).status).toBe(200);
    expect((await outsider.client.get(`/api/organization/webhooks/${main.id}/deliveries`)).status).toBe(404);
    expect((await outsider.client.patch(`/api/organization/webhooks/${main.id}`, { enabled: false })).status).toBe(404);
    expect((await outsider.client.post(`/api/organization/webhooks/${main.id}/rotate-secret`)).status).toBe(404);
    expect((await outsider.client.delete(`/api/organization/webhooks/${main.id}`)).status).toBe(404);
    expect((await outsider.client.get('/api/organization/webhooks')).json.webhooks).toEqual([]);
  });
});

describe('events of an interview', () => {
  it('sends started, submitted, assessed and decided, each signed and with ids only', async () => {
    const candidate = new CandidateClient(t.url);
    const intake = await candidate.intake(
      postingId,
      { ...CANDIDATE, consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'wanda-cv.pdf' },
    );
    expect(intake.status).toBe(201);
    interviewId = candidate.interviewId;
    expect((await candidate.submit()).status).toBe(200);
    await receiver.waitFor((all) => ofType('/main', 'assessment.completed')(all).length === 1);
    const decided = await owner.patch(`/api/interviews/${interviewId}/status`, { status: 'accepted' });
    expect(decided.status).toBe(200);
    await receiver.waitFor((all) => ofType('/main', 'decision.made')(all).length === 1);

    const types = ['interview.started', 'interview.submitted', 'assessment.completed', 'decision.made'];
    const got = types.map((type) => ofType('/main', type)(receiver.received)[0]!);
    for (const request of got) {
      const payload = webhookPayloadSchema.parse(verified(request, main.secret));
      expect(payload.data).toMatchObject({ postingId, interviewId, invitationId: null });
      expect(request.headers['webhook-id']).toMatch(/^msg_/);
      for (const secret of ['Wanda', 'wanda', 'example.com', 'cv.pdf', 'Webhook posting'])
        expect(request.body, secret).not.toContain(secret);
      // A wrong secret does not verify.
      expect(() => verified(request, flaky.secret)).toThrow();
    }
    const assessed = webhookPayloadSchema.parse(JSON.parse(got[2]!.body));
    expect(assessed.type === 'assessment.completed' && typeof assessed.data.overallScore).toBe('number');
    expect(JSON.parse(got[3]!.body).data.decision).toBe('accepted');
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(4);
  });

  it('retries a failing receiver with backoff until it answers 2xx, and logs each attempt', async () => {
    const [delivery] = await waitForDelivery(flaky.id, (list) => list[0]?.status === 'succeeded');
    expect(delivery!.attempts).toBe(3);
    expect(delivery!.attemptLog.map((a) => a.statusCode)).toEqual([500, 500, 200]);
    expect(delivery!.lastStatusCode).toBe(200);
    expect(delivery!.attemptLog.every((a) => Number.isInteger(a.latencyMs) && a.latencyMs >= 0)).toBe(true);
    // The answer is kept as text, cut at 1 KB.
    expect(delivery!.attemptLog[0]!.responseExcerpt!.length).toBe(1024);
    expect(delivery!.attemptLog[0]!.responseExcerpt).toContain('<script>');
    const [first, , third] = delivery!.attemptLog;
    expect(new Date(third!.at).getTime() - new Date(first!.at).getTime()).toBeGreaterThanOrEqual(1400);
    // Stopped after the success: no fourth request.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received.filter((r) => r.path === '/flaky')).toHaveLength(3);
    const requests = receiver.received.filter((r) => r.path === '/flaky');
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const request of requests) verified(request, flaky.secret);
  });

  it('redelivers a logged event as a new delivery with the same webhook-id', async () => {
    const list = await deliveries(main.id);
    const decision = list.find((d) => d.eventType === 'decision.made')!;
    const again = await owner.post(`/api/organization/webhooks/${main.id}/deliveries/${decision.id}/redeliver`);
    expect(again.status).toBe(202);
    expect(again.json).toMatchObject({ redeliveryOf: decision.id, messageId: decision.messageId, status: 'pending' });
    await receiver.waitFor((all) => ofType('/main', 'decision.made')(all).length === 2);
    const [, resent] = ofType('/main', 'decision.made')(receiver.received);
    expect(resent!.headers['webhook-id']).toBe(decision.messageId);
    verified(resent!, main.secret);
    await waitForDelivery(main.id, (all) => all.find((d) => d.id === again.json.id)?.status === 'succeeded');
  });

  it('signs with both secrets during the rotation grace, then with the new one only', async () => {
    const rotated = await owner.post(`/api/organization/webhooks/${main.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const secret = rotated.json.secret as string;
    expect(secret).not.toBe(main.secret);
    expect(rotated.json.webhook.previousSecretExpiresAt).not.toBeNull();
    const decision = (await deliveries(main.id)).find((d) => d.eventType === 'decision.made' && !d.redeliveryOf)!;

    const resend = async (count: number) => {
      await owner.post(`/api/organization/webhooks/${main.id}/deliveries/${decision.id}/redeliver`);
      await receiver.waitFor((all) => ofType('/main', 'decision.made')(all).length === count);
      return ofType('/main', 'decision.made')(receiver.received)[count - 1]!;
    };
    const during = await resend(3);
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verified(during, secret);
    verified(during, main.secret);

    await t.deps.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, main.id));
    const after = await resend(4);
    verified(after, secret);
    expect(() => verified(after, main.secret)).toThrow();
    main = { id: main.id, secret };
  });
});

describe('invitation.expired', () => {
  it('is sent once per invitation that expired unused', async () => {
    const [invitation] = await t.deps.database.db
      .insert(invitations)
      .values({
        jobPostingId: postingId,
        fullName: 'Ivan Invited',
        email: 'ivan-invited@example.com',
        tokenHash: `hash-${Date.now()}`,
        expiresAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: invitations.id });
    await sweepWebhooks(t.deps, new Date());
    await sweepWebhooks(t.deps, new Date());
    await receiver.waitFor((all) => ofType('/main', 'invitation.expired')(all).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sent = ofType('/main', 'invitation.expired')(receiver.received);
    expect(sent).toHaveLength(1);
    const payload = webhookPayloadSchema.parse(verified(sent[0]!, main.secret));
    expect(payload.data).toMatchObject({ postingId, invitationId: invitation!.id });
    expect(sent[0]!.body).not.toContain('ivan');
  });
});

describe('the sweep', () => {
  it('queues a delivery whose job was lost between commit and queueing', async () => {
    await t.deps.database.db.insert(webhookDeliveries).values({
      endpointId: main.id,
      messageId: 'msg_lost',
      eventType: 'decision.made',
      payload: { type: 'decision.made', lost: true },
      nextAttemptAt: new Date(Date.now() - 3 * 60_000),
    });
    expect((await sweepWebhooks(t.deps, new Date())).requeued).toBeGreaterThanOrEqual(1);
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === 'msg_lost'));
    verified(
      receiver.received.find((r) => r.headers['webhook-id'] === 'msg_lost')!,
      main.secret,
    );
  });

  it('deletes finished deliveries after 30 days and keeps pending ones', async () => {
    const old = new Date(Date.now() - 31 * 86_400_000);
    const rows = await t.deps.database.db
      .insert(webhookDeliveries)
      .values(
        (['succeeded', 'pending'] as const).map((status) => ({
          endpointId: flaky.id,
          messageId: `msg_old_${status}`,
          eventType: 'decision.made' as const,
          payload: {},
          status,
          createdAt: old,
          nextAttemptAt: status === 'pending' ? new Date(Date.now() + 3600_000) : null,
        })),
      )
      .returning({ id: webhookDeliveries.id });
    await sweepWebhooks(t.deps, new Date());
    const left = await t.deps.database.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toEqual([{ status: 'pending' }]);
  });
});

describe('auto-disable', () => {
  it('disables an endpoint whose delivery failed for 24 hours and mails the owner once', async () => {
    const down = await createWebhook(owner, '/down', ['decision.made']);
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 60_000);
    const [delivery] = await t.deps.database.db
      .insert(webhookDeliveries)
      .values({
        endpointId: down.id,
        messageId: 'msg_down',
        eventType: 'decision.made',
        payload: { type: 'decision.made' },
        attempts: 20,
        firstAttemptAt: dayAgo,
        nextAttemptAt: new Date(),
      })
      .returning({ id: webhookDeliveries.id });
    await deliverWebhook(t.deps, delivery!.id);
    const [log] = await deliveries(down.id);
    expect(log).toMatchObject({ status: 'failed', attempts: 21, lastStatusCode: 503, nextAttemptAt: null });
    const hook = (await owner.get('/api/organization/webhooks')).json.webhooks.find(
      (w: { id: string }) => w.id === down.id,
    );
    expect(hook).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('24 hours') });
    const mails = await t.deps.database.executeSql(
      `select data from pgboss.job where name = $1 and data->>'to' = $2 and data->>'subject' like '%webhook%'
       union all select data from pgboss.archive where name = $1 and data->>'to' = $2 and data->>'subject' like '%webhook%'`,
      [sendMailJob.name, ownerEmail],
    );
    expect(mails.rows).toHaveLength(1);
    expect(String((mails.rows[0]!.data as { text: string }).text)).toContain(receiver.url('/down'));

    // Disabled: new events skip it; redelivery is refused until it is enabled again.
    expect((await owner.post(`/api/organization/webhooks/${down.id}/deliveries/${log!.id}/redeliver`)).status).toBe(
      409,
    );
    const enabled = await owner.patch(`/api/organization/webhooks/${down.id}`, { enabled: true });
    expect(enabled.json).toMatchObject({ enabled: true, disabledReason: null });
  });
});

describe('parallel deliveries', () => {
  it('sends to other endpoints while one receiver never answers', async () => {
    const silent = await createWebhook(owner, '/slow', ['decision.made']);
    const insert = async (endpointId: string, messageId: string) => {
      const [row] = await t.deps.database.db
        .insert(webhookDeliveries)
        .values({ endpointId, messageId, eventType: 'decision.made', payload: { type: 'decision.made' } })
        .returning({ id: webhookDeliveries.id });
      return row!.id;
    };
    const hanging = await insert(silent.id, 'msg_hanging');
    const quick = await insert(main.id, 'msg_quick');
    await t.deps.queue.send(deliverWebhookJob, { deliveryId: hanging });
    const claimedUntil = Date.now() + 10_000;
    const attemptsOf = async (id: string) =>
      (await t.deps.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!.attempts;
    while ((await attemptsOf(hanging)) === 0) {
      if (Date.now() > claimedUntil) throw new Error('the hanging delivery was never attempted');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The hanging attempt now holds a worker for WEBHOOK_TIMEOUT_MS; the other delivery goes on.
    const sentAt = Date.now();
    await t.deps.queue.send(deliverWebhookJob, { deliveryId: quick });
    await receiver.waitFor((all) => all.some((r) => r.headers['webhook-id'] === 'msg_quick'), WEBHOOK_TIMEOUT_MS);
    expect(Date.now() - sentAt).toBeLessThan(WEBHOOK_TIMEOUT_MS / 2);
    const [stillWaiting] = await t.deps.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, hanging));
    expect(stillWaiting).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect((await owner.delete(`/api/organization/webhooks/${silent.id}`)).status).toBe(204);
  });
});
