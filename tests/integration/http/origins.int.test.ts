import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineAddresses } from '../../../src/server/http/origins.ts';
import { HttpClient, uniqueEmail } from '../../support/http-client.ts';
import { startSmtpCapture } from '../../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { pathOf, verificationLinkFor } from '../../support/verification.ts';

const account = () => ({ name: 'Origin Olga', email: uniqueEmail('origin'), password: 'origin-pass-9' });

/** A client that talks to the server on 127.0.0.1 but whose page claims to be at `origin`. */
const from = (t: TestApp, origin: string) => new HttpClient(t.url, { origin });

describe('without PUBLIC_URL (the embedded first run), on a random port', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let port: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp({ PUBLIC_URL: '', SMTP_URL: smtp.url });
    port = new URL(t.url).port;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('accepts sign-up and sign-in from localhost, 127.0.0.1, [::1] and a non-loopback address of this machine', async () => {
    const lan = machineAddresses().find((a) => !a.includes(':') && a !== '127.0.0.1');
    expect(lan, 'this machine has a non-loopback IPv4 address').toBeDefined();
    for (const host of ['localhost', '127.0.0.1', '[::1]', lan!]) {
      const origin = `http://${host}:${port}`;
      const client = from(t, origin);
      const details = account();
      const signUp = await client.post('/api/auth/sign-up/email', details);
      expect(signUp.status, `${origin}: ${signUp.text}`).toBe(200);
      // The verification link points at the address in use and signs the new owner in.
      const link = await verificationLinkFor(t.deps.database, details.email);
      expect(link.startsWith(`${origin}/api/auth/verify-email?`), link).toBe(true);
      expect((await client.get(pathOf(link))).status).toBe(302);
      expect((await client.get('/api/me')).json.user.email).toBe(details.email);
      const again = from(t, origin);
      const signIn = await again.post('/api/auth/sign-in/email', { email: details.email, password: details.password });
      expect(signIn.status, origin).toBe(200);
    }
  });

  it('refuses another port or a foreign host with a message naming the address to open', async () => {
    for (const origin of [`http://localhost:${Number(port) + 1}`, `http://evil.example:${port}`]) {
      const response = await from(t, origin).post('/api/auth/sign-up/email', account());
      expect(response.status).toBe(403);
      expect(response.json.code).toBe('ORIGIN_NOT_ALLOWED');
      expect(response.json.message).toContain(`Open http://localhost:${port}, or set PUBLIC_URL`);
      expect(response.text).not.toContain('Invalid origin');
    }
  });

  it('puts the address the employer used into the password-reset link and the share link', async () => {
    const origin = `http://127.0.0.1:${port}`;
    const details = account();
    const client = from(t, origin);
    expect((await client.post('/api/auth/sign-up/email', details)).status).toBe(200);
    expect((await client.get(pathOf(await verificationLinkFor(t.deps.database, details.email)))).status).toBe(302);
    const created = await client.post('/api/postings', {
      title: 'Origin tester',
      description: 'Checks that links follow the address in use.',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.candidateUrl).toBe(`${origin}/interview/${created.json.id}`);

    const reset = await from(t, origin).post('/api/auth/request-password-reset', {
      email: details.email,
      redirectTo: '/update-password',
    });
    expect(reset.status).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(details.email) && m.text.includes('/api/auth/reset-password/'),
    );
    expect(mail.text).toContain(`${origin}/api/auth/reset-password/`);
  });
});

describe('in production with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://hire.example.test' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a local address with a message naming the configured one, never a bare "Invalid origin"', async () => {
    const response = await from(t, t.url).post('/api/auth/sign-up/email', account());
    expect(response.status).toBe(403);
    expect(response.json.message).toBe(
      `This Screenroom server is configured for https://hire.example.test, not ${t.url}. ` +
        'Open https://hire.example.test, or set PUBLIC_URL (or TRUSTED_ORIGINS) to the address you use.',
    );
    expect(response.text).not.toContain('Invalid origin');
  });

  it('accepts the configured address', async () => {
    const response = await from(t, 'https://hire.example.test').post('/api/auth/sign-up/email', account());
    expect(response.status, response.text).toBe(200);
  });
});
