import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A real local HTTP server speaking the slice of Stripe's REST API Screenroom uses: form-encoded
 * POST /v1/checkout/sessions and /v1/billing_portal/sessions. It records every request and can
 * be told to fail the next calls. The hosted pages it links to are plain HTML placeholders.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  /** The form body as Stripe's bracket keys, e.g. `line_items[0][price]`. */
  form: Record<string, string>;
  headers: Record<string, string | undefined>;
};

export type ScriptedError = { status: number; type?: string; message?: string; times?: number };

export type FakeStripe = {
  url: string;
  requests: RecordedRequest[];
  /** Requests to one API path (e.g. '/v1/checkout/sessions'). */
  requestsTo(path: string): RecordedRequest[];
  /** Answers the next `times` (default 1) calls to `path` with a Stripe error. */
  failNext(path: string, error: ScriptedError): void;
  /** Makes checkout sessions come back without a url (as Stripe does for embedded mode). */
  omitCheckoutUrl(omit: boolean): void;
  reset(): void;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
  response.end(JSON.stringify(body));
}

function page(response: ServerResponse, title: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
  );
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const scripted = new Map<string, Required<ScriptedError>[]>();
  let withoutCheckoutUrl = false;
  let base = '';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base);
      if (request.method === 'GET' && url.pathname.startsWith('/pay/')) return page(response, 'Fake Stripe Checkout');
      if (request.method === 'GET' && url.pathname.startsWith('/portal/'))
        return page(response, 'Fake Stripe Billing Portal');

      const raw = await readBody(request);
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        form,
        headers: {
          authorization: request.headers.authorization,
          'idempotency-key': request.headers['idempotency-key'] as string | undefined,
          'stripe-version': request.headers['stripe-version'] as string | undefined,
          'content-type': request.headers['content-type'],
        },
      });

      const queue = scripted.get(url.pathname);
      const failure = queue?.[0];
      if (failure) {
        failure.times -= 1;
        if (failure.times <= 0) queue.shift();
        // Tell the SDK not to retry, so one scripted failure is one failed call.
        return send(
          response,
          failure.status,
          { error: { type: failure.type, message: failure.message } },
          { 'stripe-should-retry': 'false' },
        );
      }
      if (!request.headers.authorization?.startsWith('Bearer sk_')) {
        return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }

      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const sessionId = id('cs');
        return send(response, 200, {
          id: sessionId,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          url: withoutCheckoutUrl ? null : `${base}/pay/${sessionId}`,
          client_reference_id: form.client_reference_id ?? null,
          customer: form.customer ?? null,
          customer_email: form.customer_email ?? null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          metadata: { userId: form['metadata[userId]'], plan: form['metadata[plan]'] },
        });
      }
      if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const sessionId = id('bps');
        return send(response, 200, {
          id: sessionId,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url ?? null,
          url: `${base}/portal/${sessionId}`,
        });
      }
      return send(response, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
        },
      });
    })().catch((error: unknown) => send(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    failNext(path, error) {
      const queue = scripted.get(path) ?? [];
      queue.push({ type: 'api_error', message: 'Something went wrong', times: 1, ...error });
      scripted.set(path, queue);
    },
    omitCheckoutUrl(omit) {
      withoutCheckoutUrl = omit;
    },
    reset() {
      requests.length = 0;
      scripted.clear();
      withoutCheckoutUrl = false;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The env that switches billing on against a fake Stripe. */
export function stripeEnv(fake: FakeStripe, webhookSecret = 'whsec_test_screenroom'): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_screenroom',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_STARTER: 'price_starter_test',
    STRIPE_PRICE_PROFESSIONAL: 'price_professional_test',
    // Professional sells annually too; Starter has only a monthly price (checkout falls back to it).
    STRIPE_PRICE_PROFESSIONAL_ANNUAL: 'price_professional_annual_test',
    STRIPE_API_BASE: fake.url,
  };
}

/**
 * A Stripe event as delivered to a webhook endpoint, with a valid (or deliberately wrong) signature.
 * `created` (seconds) defaults to now; set it to deliver events out of order.
 */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  secret: string,
  eventId = id('evt'),
  created = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  return { id: eventId, ...signedPayload(payload, secret) };
}

/** Any body with a valid signature (for bodies that are not events at all). */
export function signedPayload(payload: string, secret: string) {
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** A subscription object in the current API shape (period end on the items). */
export function subscriptionObject(input: {
  id?: string;
  customer: string;
  status: string;
  priceId: string;
  periodEnd: number;
  metadata?: Record<string, string>;
}) {
  return {
    id: input.id ?? id('sub'),
    object: 'subscription',
    customer: input.customer,
    status: input.status,
    metadata: input.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: id('si'),
          object: 'subscription_item',
          price: { id: input.priceId, object: 'price' },
          current_period_end: input.periodEnd,
        },
      ],
    },
  };
}
