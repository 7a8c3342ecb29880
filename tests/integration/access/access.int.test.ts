import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/** Routes anyone may call. Everything else under /api must refuse a caller without a session. */
const PUBLIC_ROUTES = [
  /^\/api\/auth\//,
  /^\/api\/health(\/live|\/ready)?$/,
  /^\/api\/config$/,
  /^\/api\/blobs\//,
  /^\/api\/docs/,
  /^\/api\/public\//,
  /^\/api\/billing\/webhook$/,
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('signed-out access', () => {
  it('every employer API answers 401 without a session', async () => {
    const employerRoutes = t.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !['HEAD', 'OPTIONS'].includes(r.method) &&
        !PUBLIC_ROUTES.some((p) => p.test(r.url)),
    );
    expect(employerRoutes.length).toBeGreaterThan(0);
    const anonymous = new HttpClient(t.url);
    const failures: string[] = [];
    for (const route of employerRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
      const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
      const response = await anonymous.request(route.method, url, body);
      if (response.status !== 401) failures.push(`${route.method} ${route.url} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('reports database, storage and queue health', async () => {
    const response = await new HttpClient(t.url).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      ok: true,
      database: { ok: true },
      storage: { ok: true, kind: 'disk' },
      queue: { ok: true, kind: 'pg-boss' },
    });
  });

  it('serves the public configuration without any secret', async () => {
    const response = await new HttpClient(t.url).get('/api/config');
    expect(Object.keys(response.json).sort()).toEqual(['aiProvider', 'billingEnabled', 'speech', 'supportEmail']);
    expect(response.text).not.toContain('test-secret');
  });

  it('answers unknown API paths with 401 signed out and a JSON 404 signed in', async () => {
    expect((await new HttpClient(t.url).get('/api/nope')).status).toBe(401);
    const { client } = await actorFor(t, 'owner');
    const response = await client.get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('NOT_FOUND');
  });
});
