import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyError } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isOrganizationRole } from '../../core/access.ts';
import { defineEndpoints } from '../../core/api/endpoint.ts';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { registerEndpoint } from './register-endpoint.ts';

const endpoints = defineEndpoints('sample', {
  create: {
    method: 'POST',
    path: '/api/things/:id',
    access: { action: 'posting.create' },
    params: z.object({ id: z.string() }),
    query: z.object({ times: z.coerce.number().int().default(1) }),
    body: z.object({ name: z.string().min(1, 'Name is required') }),
    responses: { 201: z.object({ id: z.string(), name: z.string(), times: z.number(), by: z.string() }) },
  },
  remove: {
    method: 'DELETE',
    path: '/api/things/:id',
    access: 'signedIn',
    params: z.object({ id: z.string() }),
    responses: { 204: z.null() },
  },
  csv: {
    method: 'GET',
    path: '/api/public/things.csv',
    access: 'public',
    responses: { 200: z.string() },
    response: 'file',
  },
  upload: {
    method: 'POST',
    path: '/api/public/upload',
    access: 'public',
    request: 'multipart',
    responses: { 200: z.object({ fields: z.array(z.string()) }) },
  },
  bytes: {
    method: 'PUT',
    path: '/api/public/bytes',
    access: 'public',
    request: 'binary',
    responses: { 200: z.object({ length: z.number(), bodyGiven: z.boolean() }) },
  },
});

let url: string;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error: FastifyError, _request, reply) =>
    error instanceof AppError
      ? reply.status(error.status).send({ error: { code: error.code, message: error.message } })
      : reply.status(error.statusCode ?? 500).send({ error: { code: 'OTHER', message: error.message } }),
  );
  await app.register(fastifyMultipart);
  // The session stands in for better-auth: `x-role` signs the caller in with that role (the helper
  // reads `request.sessionUser` and `request.actor` before asking the auth or the database).
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'];
    if (!isOrganizationRole(role)) return;
    request.sessionUser = { id: 'u1', name: 'Una', email: 'una@example.com', emailVerified: true };
    request.actor = { userId: 'u1', organizationId: 'o1', role };
  });
  const deps = {
    auth: { api: { getSession: async () => null } } as unknown as Auth,
    database: { db: {} as Db },
  };
  registerEndpoint(app, deps, endpoints.create, async ({ actor, params, query, body }) => ({
    id: params.id,
    name: body.name,
    times: query.times,
    by: actor.role,
  }));
  registerEndpoint(app, deps, endpoints.remove, async () => null);
  registerEndpoint(app, deps, endpoints.csv, async ({ reply }) => reply.type('text/csv').send('a,b\n1,2\n'));
  registerEndpoint(app, deps, endpoints.upload, async ({ request }) => {
    const fields: string[] = [];
    for await (const part of request.parts())
      if (part.type === 'field') fields.push(`${part.fieldname}=${String(part.value)}`);
    return { fields };
  });
  // Raw bytes are read by the plugin's own parser (as the answer-segment routes do).
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    registerEndpoint(raw as typeof app, deps, endpoints.bytes, async ({ request, body }) => ({
      length: Buffer.isBuffer(request.body) ? request.body.length : -1,
      bodyGiven: body !== undefined,
    }));
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const post = (role: string | null, body: unknown, path = '/api/things/a%20b?times=3') =>
  fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(role ? { 'x-role': role } : {}) },
    body: JSON.stringify(body),
  });

describe('registerEndpoint', () => {
  it('authenticates, validates, authorizes the declared action and answers with the declared status', async () => {
    const created = await post('recruiter', { name: 'Widget' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 'a b', name: 'Widget', times: 3, by: 'recruiter' });
    expect((await post(null, { name: 'Widget' })).status).toBe(401);
    const refused = await post('reviewer', { name: 'Widget' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('FORBIDDEN');
    expect((await post('recruiter', { name: '' })).status).toBe(400);
  });

  it('lets any signed-in caller through a signedIn endpoint and answers 204 with no body', async () => {
    const removed = await fetch(`${url}/api/things/x`, { method: 'DELETE', headers: { 'x-role': 'reviewer' } });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect((await fetch(`${url}/api/things/x`, { method: 'DELETE' })).status).toBe(401);
  });

  it('leaves a file answer, a multipart body and a binary body to the handler', async () => {
    const csv = await fetch(`${url}/api/public/things.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toBe('a,b\n1,2\n');
    const form = new FormData();
    form.set('title', 'Hello');
    const uploaded = await fetch(`${url}/api/public/upload`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toEqual({ fields: ['title=Hello'] });
    const bytes = await fetch(`${url}/api/public/bytes`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(bytes.status).toBe(200);
    expect(await bytes.json()).toEqual({ length: 3, bodyGiven: false });
  });
});
