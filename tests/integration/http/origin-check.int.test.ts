import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor, type Actor } from '../../support/actors.ts';

let t: TestApp;
let employer: Actor;

beforeAll(async () => {
  t = await startTestApp({ TRUSTED_ORIGINS: 'https://app.partner.example' }, { workers: false });
  // With a password: the cross-origin sign-in below would otherwise succeed but for the Origin.
  employer = await actorFor(t, 'owner', { withPassword: true });
});
afterAll(async () => t?.close());

const posting = { title: 'Origin Tester', description: 'Checks where requests come from.' };

describe('state-changing employer routes check the Origin', () => {
  it('refuses a cross-origin POST carrying the session cookie, and changes nothing', async () => {
    const before = (await employer.client.get('/api/postings')).json;
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `${t.url}.evil.example` },
      { origin: '', referer: 'https://evil.example/page' },
    ]) {
      const response = await employer.client.post('/api/postings', posting, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.json.error.code).toBe('ORIGIN_NOT_ALLOWED');
    }
    expect((await employer.client.get('/api/postings')).json).toEqual(before);
  });

  it('refuses a state change with neither Origin nor Referer (a cookie-bearing tool must say where it is)', async () => {
    const response = await employer.client.request('POST', '/api/postings', posting, { origin: '' });
    expect(response.status).toBe(403);
  });

  it('accepts the same origin, a same-origin Referer, and a configured trusted origin', async () => {
    expect((await employer.client.post('/api/postings', posting)).status).toBe(201);
    expect(
      (await employer.client.post('/api/postings', posting, { origin: '', referer: `${t.url}/dashboard` })).status,
    ).toBe(201);
    const trusted = await employer.client.post('/api/postings', posting, { origin: 'https://app.partner.example' });
    expect(trusted.status).toBe(201);
  });

  it('covers PUT, PATCH and DELETE, and the auth API (no login CSRF)', async () => {
    const id = (await employer.client.post('/api/postings', posting)).json.id;
    const evil = { origin: 'https://evil.example' };
    expect((await employer.client.request('PUT', `/api/postings/${id}`, posting, evil)).status).toBe(403);
    expect(
      (await employer.client.request('PATCH', `/api/postings/${id}/active`, { isActive: false }, evil)).status,
    ).toBe(403);
    expect((await employer.client.request('DELETE', `/api/postings/${id}`, undefined, evil)).status).toBe(403);
    expect((await employer.client.get(`/api/postings/${id}`)).status).toBe(200);
    const signIn = await employer.client.post('/api/auth/sign-in/email', employer.account, evil);
    expect(signIn.status).toBe(403);
  });

  it('leaves reads and the token-authenticated routes alone', async () => {
    expect((await employer.client.get('/api/postings', { origin: 'https://evil.example' })).status).toBe(200);
    const id = (await createOpenPosting(employer.client, posting)).json.id;
    // The candidate side authenticates with its own token and is embedded on other sites' links.
    const intake = await fetch(`${t.url}/api/public/postings/${id}/interviews`, {
      method: 'POST',
      headers: { origin: 'https://jobs.elsewhere.example' },
      body: new FormData(),
    });
    expect(intake.status).toBe(400);
    const webhook = await fetch(`${t.url}/api/billing/webhook`, { method: 'POST', body: '{}' });
    expect(webhook.status).not.toBe(403);
  });
});
