import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../support/http-client.ts';
import { rawRequest } from '../../support/raw-http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { workers: false, serveClient: true });
});
afterAll(async () => t?.close());

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it('puts a strict policy on pages, API answers, errors, auth answers and files', async () => {
    const visitor = new HttpClient(t.url);
    const page = await visitor.get('/dashboard');
    expect(page.status).toBe(200);
    expectCommonHeaders(page.headers);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    // WebAssembly may compile (the voice-activity detector, served from /vad/); JavaScript eval may not.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/(?<!wasm-)unsafe-eval/);
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // No HSTS on a plain-http install: it would lock browsers out of it.
    expect(page.headers.get('strict-transport-security')).toBeNull();

    for (const response of [
      await visitor.get('/api/health'),
      await visitor.get('/api/me'),
      await visitor.get('/api/no-such-route'),
      await visitor.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'nothing-here-1' }),
    ]) {
      expectCommonHeaders(response.headers);
    }
    const refused = await rawRequest(t.url, 'GET', '/api/./health');
    expect(refused.status).toBe(400);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');

    await t.deps.blobs.put('security/probe.txt', Buffer.from('<script>alert(1)</script>'), 'text/plain');
    const link = new URL(await t.deps.blobs.signedUrl('security/probe.txt'));
    const file = await visitor.get(link.pathname + link.search);
    expect(file.status).toBe(200);
    expectCommonHeaders(file.headers);
  });

  it('keeps the API reference usable under its own policy, still unframeable', async () => {
    const docs = await new HttpClient(t.url).get('/api/docs/');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(docs.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://screenroom.example' }, { workers: false });
    try {
      const response = await fetch(`${secure.url}/api/health`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});
