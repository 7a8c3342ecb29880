import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, signUpEmployer, uniqueEmail } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Sign-up says "An account with this email already exists" (PRODUCT-SPEC), which reveals that an
 * address has an account. Replay of a probe: one IP asks about many addresses. After
 * RATE_LIMIT_SIGNUP_DUPLICATES_PER_IP such answers it may not sign up at all until the window
 * ends — a new address gets the same 429 as a known one, so the answer stops telling it anything
 * (docs/decisions/0042-setup-plan-first-and-preview.md).
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(
    { RATE_LIMIT_SIGNUP_DUPLICATES_PER_IP: '2', RATE_LIMIT_AUTH_PER_IP: '50', TRUSTED_PROXIES: '127.0.0.1' },
    { workers: false },
  );
}, 120_000);
afterAll(async () => t?.close());

const signUpFrom = (ip: string, email: string) =>
  new HttpClient(t.url, { 'x-forwarded-for': ip }).post('/api/auth/sign-up/email', {
    name: 'Probe',
    companyName: 'Probe Co',
    email,
    password: 'probing-pass-77',
  });

describe('sign-up duplicate answers are budgeted per IP', () => {
  it('refuses every sign-up from an IP that has used up its "already exists" answers, and no other IP', async () => {
    const known = [];
    for (let i = 0; i < 3; i++) known.push(await signUpEmployer(t.url, { verify: false }));
    const prober = '203.0.113.50';
    for (const { account } of known.slice(0, 2)) {
      const answer = await signUpFrom(prober, account.email);
      expect(answer.status).toBe(409);
      expect(answer.json.message).toBe('An account with this email already exists. Please sign in instead.');
    }
    const third = await signUpFrom(prober, known[2]!.account.email);
    const fresh = await signUpFrom(prober, uniqueEmail('fresh'));
    expect(third.status).toBe(429);
    expect(fresh.status).toBe(429);
    expect(fresh.json.message).toBe(third.json.message);

    // Someone else signs up normally.
    const other = await signUpFrom('203.0.113.51', uniqueEmail('other'));
    expect(other.status).toBe(200);
  });
});
