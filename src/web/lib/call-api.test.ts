import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoints } from '../../core/api/endpoint';
import { postingEndpoints } from '../../core/api/endpoints/postings';
import { ApiError } from './api';
import { callApi } from './call-api';

const files = defineEndpoints('files', {
  upload: {
    method: 'POST',
    path: '/api/files/:id',
    access: 'signedIn',
    params: z.object({ id: z.string() }),
    request: 'multipart',
    responses: { 200: z.object({ ok: z.boolean() }) },
  },
  csv: { method: 'GET', path: '/api/files.csv', access: 'signedIn', responses: { 200: z.string() }, response: 'file' },
});

const answer = (status: number, body?: string, type = 'application/json') =>
  vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(body ?? null, { status, headers: { 'content-type': type } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends the declared method to the built path with a JSON body, and answers the parsed JSON', async () => {
    const fetch = answer(200, JSON.stringify({ id: 'p1' }));
    vi.stubGlobal('fetch', fetch);
    const result = await callApi(postingEndpoints.update, {
      params: { id: 'a/b' },
      body: { title: 'T', description: 'D' },
    });
    expect(result).toEqual({ id: 'p1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/postings/a%2Fb');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify({ title: 'T', description: 'D' }));
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('answers null for 204 and throws ApiError with the server message otherwise', async () => {
    vi.stubGlobal('fetch', answer(204));
    expect(await callApi(postingEndpoints.delete, { params: { id: 'p1' } })).toBeNull();
    vi.stubGlobal('fetch', answer(403, JSON.stringify({ error: { code: 'FORBIDDEN', message: 'No.' } })));
    const error = await callApi(postingEndpoints.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'No.' });
  });

  it('sends a FormData as it is and reads a file answer as a Blob', async () => {
    const fetch = answer(200, JSON.stringify({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.set('logo', 'x');
    expect(await callApi(files.upload, { params: { id: '1' }, body: form })).toEqual({ ok: true });
    expect(fetch.mock.calls[0]![1].body).toBe(form);
    vi.stubGlobal('fetch', answer(200, 'a,b\n', 'text/csv'));
    const blob = await callApi(files.csv);
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('a,b\n');
  });
});
