import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, signUpEmployer, uniqueEmail } from '../../support/http-client.ts';
import { rawJsonPost } from '../../support/raw-http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { pathOf, verificationLinkFor } from '../../support/verification.ts';

/** Every spelling of the sign-in path that once reached better-auth without being counted. */
const SIGN_IN_VARIANTS = [
  '/api/auth/sign-in/email',
  '/api/auth/./sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/%2E/sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/x/%2e%2e/sign-in/email',
  '//api/auth/sign-in/email',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in%2Femail',
  '/api%2fauth/sign-in/email',
  '/api/auth/sign-in/email/',
  '/api/auth/sign-in/email/.',
  '/API/AUTH/SIGN-IN/EMAIL',
  '/api/auth/Sign-In/Email',
  '/api/auth/%73ign-in/email',
  '/api/auth\\sign-in/email',
  '/api/auth/sign-in/email?x=1',
];

describe('rate limits cannot be bypassed by spelling the path differently', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '5' });
  });
  afterAll(async () => t?.close());

  it('refuses 40 wrong passwords sent through every path variant, then the right one too', async () => {
    const { account } = await signUpEmployer(t.url);
    const statuses: Record<string, number[]> = {};
    for (let i = 0; i < 40; i++) {
      const variant = SIGN_IN_VARIANTS[i % SIGN_IN_VARIANTS.length]!;
      const response = await rawJsonPost(t.url, variant, { email: account.email, password: `wrong-${i}-password` });
      (statuses[variant] ??= []).push(response.status);
      // No spelling ever signs in, and none gets past without being refused or counted.
      expect([400, 401, 404, 429]).toContain(response.status);
    }
    const all = Object.values(statuses).flat();
    expect(all.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(all.filter((s) => s === 429).length).toBeGreaterThan(0);
    // Dot segments, empty segments, encoded separators and backslashes are refused outright.
    for (const variant of ['/api/auth/./sign-in/email', '/api/auth/%2e/sign-in/email', '//api/auth/sign-in/email']) {
      expect(statuses[variant]!.every((s) => s === 400)).toBe(true);
    }
    const right = await rawJsonPost(t.url, '/api/auth/sign-in/email', account);
    expect(right.status).toBe(429);
    for (const variant of SIGN_IN_VARIANTS) {
      expect((await rawJsonPost(t.url, variant, account)).status).not.toBe(200);
    }
  });

  it('counts reset requests under one budget whatever the spelling', async () => {
    const { account } = await signUpEmployer(t.url);
    const variants = [
      '/api/auth/request-password-reset',
      '/api/auth/./request-password-reset',
      '/api/auth/%2e/request-password-reset',
      '/api/auth/request-password-reset/',
      '/API/auth/request-password-reset',
      '/api/auth/Request-Password-Reset',
    ];
    let accepted = 0;
    for (let i = 0; i < 24; i++) {
      const response = await rawJsonPost(t.url, variants[i % variants.length]!, {
        email: account.email,
        redirectTo: '/update-password',
      });
      if (response.status === 200) accepted++;
    }
    expect(accepted).toBeLessThanOrEqual(5);
  });

  it('refuses non-canonical paths on the candidate side too', async () => {
    const response = await rawJsonPost(t.url, '/api/public/./postings/x/interviews', {});
    expect(response.status).toBe(400);
  });
});

describe('forwarded headers', () => {
  const signInFrom = (t: TestApp, forwardedFor: string) =>
    rawJsonPost(
      t.url,
      '/api/auth/sign-in/email',
      { email: uniqueEmail('nobody'), password: 'whatever-pass-1' },
      { 'x-forwarded-for': forwardedFor },
    );

  it('are ignored by default: rotating X-Forwarded-For does not reset the per-IP limit', async () => {
    const t = await startTestApp({ RATE_LIMIT_AUTH_PER_IP: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await signInFrom(t, `203.0.113.${i + 1}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it.each(['127.0.0.1', '1'])('give the client address with TRUSTED_PROXIES=%s', async (trusted) => {
    const t = await startTestApp({ RATE_LIMIT_AUTH_PER_IP: '3', TRUSTED_PROXIES: trusted });
    try {
      const rotating = [];
      for (let i = 0; i < 5; i++) rotating.push((await signInFrom(t, `203.0.113.${i + 1}`)).status);
      expect(rotating).toEqual([401, 401, 401, 401, 401]);
      const same = [];
      for (let i = 0; i < 4; i++) same.push((await signInFrom(t, '198.51.100.7')).status);
      expect(same).toEqual([401, 401, 401, 429]);
      // A client-supplied entry before the proxy's own does not help either: the hop nearest the
      // trusted proxy is the one counted.
      const spoofed = [];
      for (let i = 0; i < 2; i++) spoofed.push((await signInFrom(t, `10.9.9.${i}, 198.51.100.7`)).status);
      expect(spoofed).toEqual([429, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('sign-up through the HttpClient still works with canonical paths', () => {
  it('is a smoke test of the helper', async () => {
    const t = await startTestApp();
    try {
      const { client } = await signUpEmployer(t.url);
      expect((await client.get('/api/me')).status).toBe(200);
      expect((await new HttpClient(t.url).get('/api/me')).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('a stranger cannot lock an owner out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT_AUTH_PER_IP: '1000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '5',
      RATE_LIMIT_AUTH_PER_ACCOUNT_CEILING: '20',
    });
  });
  afterAll(async () => t?.close());

  const signIn = (body: unknown, from: string) =>
    rawJsonPost(t.url, '/api/auth/sign-in/email', body, { 'x-forwarded-for': from });

  it('locks the guesser, not the owner on another address', async () => {
    const { account } = await signUpEmployer(t.url);
    const guesses = [];
    for (let i = 0; i < 8; i++)
      guesses.push((await signIn({ ...account, password: `guess-${i}-pass` }, '203.0.113.9')).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await signIn(account, '203.0.113.9')).status).toBe(429);
    expect((await signIn(account, '198.51.100.20')).status).toBe(200);
  });

  it('still stops a guessing campaign spread over many addresses at the per-account ceiling', async () => {
    const { account } = await signUpEmployer(t.url);
    const statuses = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await signIn({ ...account, password: `guess-${i}-pass` }, `192.0.2.${i + 1}`)).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await signIn(account, '198.51.100.21')).status).toBe(429);
  });
});

describe('common passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('are refused at sign-up with a clear message, whatever the case', async () => {
    for (const password of ['12345678', 'Password1', 'qwertyuiop']) {
      const email = uniqueEmail('weak');
      const response = await new HttpClient(t.url).post('/api/auth/sign-up/email', { name: 'Weak', email, password });
      expect(response.status).toBe(400);
      expect(response.json.code).toBe('PASSWORD_TOO_COMMON');
      expect(response.json.message).toMatch(/most common passwords/);
      const [row] = (
        await t.deps.database.executeSql('select count(*)::int as n from "user" where email = $1', [email])
      ).rows as { n: number }[];
      expect(row!.n).toBe(0);
    }
  });

  it('are refused when changing or resetting a password', async () => {
    const { client, account } = await signUpEmployer(t.url);
    const change = await client.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'iloveyou',
    });
    expect(change.status).toBe(400);
    expect(change.json.code).toBe('PASSWORD_TOO_COMMON');
    const reset = await new HttpClient(t.url).post('/api/auth/reset-password', {
      newPassword: 'password123',
      token: 'x',
    });
    expect(reset.status).toBe(400);
    expect(reset.json.code).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('resending the verification e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AUTH_PER_ACCOUNT: '3' }, { workers: false });
  });
  afterAll(async () => t?.close());

  it('queues a fresh link for an unverified owner (as the Settings notice asks), limited per account', async () => {
    const { client, account } = await signUpEmployer(t.url, { verify: false });
    expect((await client.get('/api/me')).json.user.emailVerified).toBe(false);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post('/api/auth/send-verification-email', { email: account.email, callbackURL: '/settings' }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const links = await t.deps.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'send-mail' and data->>'to' = $1`,
      [account.email],
    );
    expect((links.rows[0] as { n: number }).n).toBe(4);
    const link = await verificationLinkFor(t.deps.database, account.email);
    expect(link).toContain('callbackURL=%2Fsettings');
    expect((await client.get(pathOf(link))).status).toBe(302);
    expect((await client.get('/api/me')).json.user.emailVerified).toBe(true);
  });
});
