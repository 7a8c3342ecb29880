import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  actionOf,
  credentialOf,
  defineEndpoints,
  pathOf,
  queryStringOf,
  successStatusOf,
  urlOf,
  type CallInput,
  type ResponseOf,
} from './endpoint.ts';
import { allEndpoints } from './endpoints/index.ts';
import { publicApiEndpoints } from './endpoints/public-api.ts';
import { postingEndpoints } from './endpoints/postings.ts';
import type { PostingInput, PostingView } from './postings.ts';

const sample = defineEndpoints('sample', {
  comment: {
    method: 'DELETE',
    path: '/api/interviews/:id/comments/:commentId',
    access: { action: 'interview.rate' },
    params: z.object({ id: z.string(), commentId: z.string() }),
    query: z.object({ page: z.coerce.number().optional() }),
    responses: { 204: z.null() },
  },
  csv: {
    method: 'GET',
    path: '/api/report.csv',
    access: 'signedIn',
    responses: { 200: z.string() },
    response: 'file',
  },
});

describe('endpoint declarations', () => {
  it('names each declaration after its group and keeps its tag', () => {
    expect(sample.comment.id).toBe('sample.comment');
    expect(sample.csv.tag).toBe('sample');
  });

  it('refuses an action the role table does not know', () => {
    expect(() =>
      defineEndpoints('bad', {
        x: {
          method: 'GET',
          path: '/api/x',
          access: { action: 'nope' as 'posting.read' },
          responses: { 200: z.null() },
        },
      }),
    ).toThrow(/unknown action nope/);
  });

  it('builds paths with each parameter encoded, and refuses a missing one', () => {
    expect(pathOf(sample.comment, { id: 'a/b', commentId: 'c d' })).toBe('/api/interviews/a%2Fb/comments/c%20d');
    expect(() => pathOf(sample.comment, { id: 'a' })).toThrow(/missing :commentId/);
  });

  it('builds query strings without empty values and with repeated arrays', () => {
    expect(queryStringOf({ page: 2, q: undefined, none: null, tag: ['a', 'b&c'] })).toBe('?page=2&tag=a&tag=b%26c');
    expect(queryStringOf({})).toBe('');
    expect(urlOf(sample.comment, { params: { id: '1', commentId: '2' }, query: { page: 3 } })).toBe(
      '/api/interviews/1/comments/2?page=3',
    );
  });

  it('answers with the lowest declared 2xx and names the required action', () => {
    expect(successStatusOf(postingEndpoints.create)).toBe(201);
    expect(successStatusOf(sample.comment)).toBe(204);
    expect(actionOf(postingEndpoints.delete)).toBe('posting.delete');
    expect(actionOf(sample.csv)).toBeNull();
  });

  it('says which credential an endpoint takes: a session, an API key (/api/v1) or none', () => {
    expect(credentialOf(sample.comment)).toBe('session');
    expect(credentialOf(sample.csv)).toBe('session');
    expect(credentialOf({ access: 'public' })).toBe('none');
    expect(credentialOf(publicApiEndpoints.decide)).toBe('apiKey');
    expect(actionOf(publicApiEndpoints.decide)).toBe('interview.decide');
    // Every /api/v1 endpoint, and only those, authenticate with a key.
    const keyed = allEndpoints().filter((endpoint) => credentialOf(endpoint) === 'apiKey');
    expect(keyed.map((endpoint) => endpoint.path.startsWith('/api/v1/'))).not.toContain(false);
    expect(allEndpoints().filter((e) => e.path.startsWith('/api/v1/')).length).toBe(keyed.length);
  });

  it('infers what a call sends and answers from the schemas', () => {
    expectTypeOf<ResponseOf<typeof postingEndpoints.get>>().toEqualTypeOf<PostingView>();
    expectTypeOf<ResponseOf<typeof postingEndpoints.delete>>().toEqualTypeOf<null>();
    expectTypeOf<ResponseOf<typeof sample.csv>>().toEqualTypeOf<Blob>();
    expectTypeOf<CallInput<typeof postingEndpoints.create>['body']>().toEqualTypeOf<
      z.input<typeof postingEndpoints.create.body>
    >();
    expectTypeOf<PostingInput>().toMatchTypeOf<CallInput<typeof postingEndpoints.create>['body']>();
    expectTypeOf<CallInput<typeof postingEndpoints.get>['params']>().toEqualTypeOf<{ id: string }>();
  });
});

describe('every declared endpoint', () => {
  const declared = allEndpoints();

  it('has a unique name and a unique method and path', () => {
    expect(new Set(declared.map((e) => e.id)).size).toBe(declared.length);
    expect(new Set(declared.map((e) => `${e.method} ${e.path}`)).size).toBe(declared.length);
  });

  it('declares exactly the parameters its path names, and a success response', () => {
    for (const endpoint of declared) {
      const named = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]).sort();
      expect(Object.keys(endpoint.params?.shape ?? {}).sort(), endpoint.id).toEqual(named);
      expect(() => successStatusOf(endpoint), endpoint.id).not.toThrow();
    }
  });
});
