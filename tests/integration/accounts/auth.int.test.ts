import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, signUpEmployer, uniqueEmail } from '../../support/http-client.ts';
import { startSmtpCapture } from '../../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { pathOf } from '../../support/verification.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_AUTH_PER_ACCOUNT: '4', RATE_LIMIT_AUTH_PER_IP: '40' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('employer accounts', () => {
  it('signs up with a full name and company, is signed in at once (unverified), and the mailed link verifies with an HttpOnly SameSite cookie', async () => {
    const client = new HttpClient(t.url);
    const email = uniqueEmail();
    const response = await client.post('/api/auth/sign-up/email', {
      name: 'Ada Lovelace',
      companyName: '  Analytical Engines Ltd  ',
      email,
      password: 'analytical-9',
      callbackURL: '/dashboard',
    });
    expect(response.status).toBe(200);
    const signUpCookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(signUpCookie).toMatch(/HttpOnly/i);
    expect(signUpCookie).toMatch(/SameSite=Lax/i);
    const before = await client.get('/api/me');
    expect(before.status).toBe(200);
    expect(before.json.user).toMatchObject({ name: 'Ada Lovelace', email, emailVerified: false });
    // The company typed at sign-up names the account's own organization, trimmed.
    expect(before.json.organization).toMatchObject({ name: 'Analytical Engines Ltd', role: 'owner' });

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Confirm your Screenroom e-mail address');
    expect(mail.text).toContain('Hello Ada Lovelace');
    const link = /(http:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const opened = await client.get(pathOf(link!));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/dashboard');
    const cookie = opened.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ name: 'Ada Lovelace', email, emailVerified: true });
    expect(me.json.isAdmin).toBe(false);
    // Billing is off by default: every account counts as active.
    expect(me.json.subscription.active).toBe(true);
  });

  it('refuses a blank or overlong company name with a clear message and creates no account', async () => {
    for (const [companyName, message] of [
      ['   ', 'Please enter your company name.'],
      ['x'.repeat(101), 'The company name must be at most 100 characters.'],
    ] as const) {
      const email = uniqueEmail('company');
      const response = await new HttpClient(t.url).post('/api/auth/sign-up/email', {
        name: 'Cora Company',
        companyName,
        email,
        password: 'company-pass-31',
      });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(message);
      const signIn = await new HttpClient(t.url).post('/api/auth/sign-in/email', {
        email,
        password: 'company-pass-31',
      });
      expect(signIn.status).toBe(401);
    }
  });

  it("answers an existing address with the specification's message, signs nobody in, and tells the owner", async () => {
    const { account, client: owner } = await signUpEmployer(t.url, { name: 'Owen Owner' });
    const visitor = new HttpClient(t.url, { 'x-forwarded-for': '198.51.100.7' });
    const again = await visitor.post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      companyName: 'Elsewhere',
      email: account.email.toUpperCase(),
      password: 'another-pass-22',
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'An account with this email already exists. Please sign in instead.',
    });
    expect(again.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
    expect((await visitor.get('/api/me')).status).toBe(401);

    const warning = await smtp.waitFor((m) => m.to.includes(account.email) && /tried to sign up/.test(m.subject));
    expect(warning.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(warning.text).toContain('Hello Owen Owner');
    // Nothing changed for the owner: still signed in, the old password still works, the new one does not.
    expect((await owner.get('/api/me')).status).toBe(200);
    const wrong = await visitor.post('/api/auth/sign-in/email', { email: account.email, password: 'another-pass-22' });
    expect(wrong.status).toBe(401);
  });

  it('refuses passwords shorter than 8 characters', async () => {
    const response = await new HttpClient(t.url).post('/api/auth/sign-up/email', {
      name: 'Short',
      email: uniqueEmail(),
      password: 'short7!',
    });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('signs out, refuses a wrong password, and signs back in', async () => {
    const { client, account } = await signUpEmployer(t.url);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    const wrong = await client.post('/api/auth/sign-in/email', { email: account.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    const right = await client.post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    expect(right.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('updates the full name', async () => {
    const { client } = await signUpEmployer(t.url);
    expect((await client.post('/api/auth/update-user', { name: 'Renamed Person' })).status).toBe(200);
    expect((await client.get('/api/me')).json.user.name).toBe('Renamed Person');
  });

  it('resets a forgotten password through the e-mail it sends over SMTP', async () => {
    const { account } = await signUpEmployer(t.url, { name: 'Forgetful Fran' });
    const visitor = new HttpClient(t.url);
    const request = await visitor.post('/api/auth/request-password-reset', {
      email: account.email,
      redirectTo: '/update-password',
    });
    expect(request.status).toBe(200);

    const mail = await smtp.waitFor((m) => m.to.includes(account.email) && m.subject.startsWith('Reset'));
    expect(mail.subject).toBe('Reset your Screenroom password');
    expect(mail.text).toContain('Hello Forgetful Fran');
    const link = /(http:\/\/\S+\/api\/auth\/reset-password\/\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();

    // Following the link lands on the SPA's update-password page with the token.
    const landing = await visitor.get(new URL(link!).pathname + new URL(link!).search);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!, t.url);
    expect(target.pathname).toBe('/update-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await visitor.post('/api/auth/reset-password', { newPassword: 'brand-new-pass-1', token });
    expect(reset.status).toBe(200);
    const old = await visitor.post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    expect(old.status).toBe(401);
    const fresh = await visitor.post('/api/auth/sign-in/email', { email: account.email, password: 'brand-new-pass-1' });
    expect(fresh.status).toBe(200);
    // The token is single-use.
    const replay = await visitor.post('/api/auth/reset-password', { newPassword: 'another-pass-22', token });
    expect(replay.status).toBe(400);
  });

  it('answers a reset request for an unknown address exactly like a known one', async () => {
    const response = await new HttpClient(t.url).post('/api/auth/request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/update-password',
    });
    expect(response.status).toBe(200);
  });

  it('rate-limits sign-in attempts per account', async () => {
    const { account } = await signUpEmployer(t.url);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const attempt = await new HttpClient(t.url).post('/api/auth/sign-in/email', {
        email: account.email,
        password: 'wrong-password-x',
      });
      statuses.push(attempt.status);
    }
    expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
    // Even the right password is refused while the account is locked out.
    const right = await new HttpClient(t.url).post('/api/auth/sign-in/email', account);
    expect(right.status).toBe(429);
    expect(right.json.error.code).toBe('RATE_LIMITED');
  });
});
