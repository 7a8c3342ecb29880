import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { signUpEmployer } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';

let t: TestApp;
let app: FastifyInstance;
let postingId: string;

beforeAll(async () => {
  // The app behind one local proxy, as README's production section sets it up.
  t = await startTestApp({ RATE_LIMIT_INTAKE_PER_IP: '2', TRUSTED_PROXIES: '127.0.0.1' }, { workers: false });
  app = await buildApp(t.deps, { serveClient: false });
  const { client } = await signUpEmployer(t.url);
  const posting = await createOpenPosting(client, {
    title: 'Backend Engineer',
    description: 'We need a backend engineer with PostgreSQL, Node.js and TypeScript experience.',
  });
  postingId = posting.json.id;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** An intake attempt (no form: it is refused after the rate limit, which is what we count). */
const intake = (remoteAddress: string, forwardedFor?: string) =>
  app
    .inject({
      method: 'POST',
      url: `/api/public/postings/${postingId}/interviews`,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
    .then((response) => response.statusCode);

// Found while putting the app behind a proxy (bench/scale-out.ts): production trusted every
// X-Forwarded-For, so a client could send a new made-up address with each request and never
// reach its per-IP limit.
it('counts a client that forges X-Forwarded-For at its own address', async () => {
  const statuses = [];
  for (let i = 1; i <= 3; i++) statuses.push(await intake('198.51.100.7', `203.0.113.${i}`));
  expect(statuses.slice(0, 2)).not.toContain(429);
  expect(statuses[2]).toBe(429);
});

it('counts each client behind a local proxy at the address the proxy reports', async () => {
  // The proxy appends the address it saw; what the client itself sent before it is not believed.
  expect(await intake('127.0.0.1', '203.0.113.50')).not.toBe(429);
  expect(await intake('127.0.0.1', '1.1.1.1, 203.0.113.50')).not.toBe(429);
  expect(await intake('127.0.0.1', '203.0.113.50')).toBe(429);
  // Another client behind the same proxy has its own budget.
  expect(await intake('127.0.0.1', '203.0.113.51')).not.toBe(429);
});
