import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isLocalHostName, isPrivateAddress } from './private-address.ts';

export type WebhookPost = {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** May the host be (or resolve to) a loopback, private or link-local address? */
  allowPrivate: boolean;
  timeoutMs: number;
  /** Characters of the answer kept. */
  excerptMax: number;
};

export type WebhookPostResult = {
  /** The answer's status, or null when none came (refused, timed out, blocked). */
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
};

export class BlockedAddressError extends Error {
  constructor() {
    super('The address resolves to a private network, which webhooks may not reach');
    this.name = 'BlockedAddressError';
  }
}

/**
 * Resolves like the system does, then refuses private addresses. The connection uses exactly the
 * addresses checked here, so a DNS answer that changes between check and connect cannot slip by.
 */
const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
        return callback(new BlockedAddressError(), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };

const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * POSTs one webhook: no redirects followed (a 3xx is just a failed answer), a hard timeout, and
 * only the start of the answer kept, as text. Never throws: failures come back as `error`.
 */
export function postWebhook(input: WebhookPost): Promise<WebhookPostResult> {
  const url = parseUrl(input.url);
  if (!url) return Promise.resolve({ statusCode: null, latencyMs: 0, responseExcerpt: null, error: 'Invalid address' });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Literal addresses and this machine's names are never looked up, so they are checked here.
  if (!input.allowPrivate && (isIP(host) ? isPrivateAddress(host) : isLocalHostName(host)))
    return Promise.resolve({
      statusCode: null,
      latencyMs: 0,
      responseExcerpt: null,
      error: new BlockedAddressError().message,
    });
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), input.timeoutMs);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookPostResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: Math.round(performance.now() - started) });
    };
    const fail = (error: unknown) => {
      const message = controller.signal.aborted
        ? `No answer within ${input.timeoutMs / 1000} seconds`
        : error instanceof Error
          ? error.message
          : String(error);
      finish({ statusCode: null, responseExcerpt: null, error: message.slice(0, 300) || 'Request failed' });
    };

    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...input.headers, 'content-length': Buffer.byteLength(input.body).toString() },
      lookup: guardedLookup(input.allowPrivate),
      signal: controller.signal,
    });
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () =>
        finish({
          statusCode: response.statusCode ?? null,
          // NUL cannot be stored in a text column; the excerpt is for reading, so it goes.
          responseExcerpt: Buffer.concat(chunks).toString('utf8').replaceAll('\u0000', '').slice(0, input.excerptMax),
          error: null,
        });
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Enough read: the rest of the answer is not needed.
        if (size >= input.excerptMax * 4) {
          done();
          response.destroy();
        }
      });
      response.on('end', done);
      // The answer's status arrived; a body cut short (or the timeout) still counts as that answer.
      response.on('error', done);
      response.on('aborted', done);
    });
    request.end(input.body);
  });
}
