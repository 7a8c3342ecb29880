import type { z } from 'zod';
import { ACTIONS, type Action } from '../access.ts';

/**
 * One declaration per endpoint (docs/decisions/0044-endpoints-declared-once.md): the server
 * registers it (src/server/http/register-endpoint.ts), the web calls it (src/web/lib/call-api.ts),
 * the role-matrix test and the OpenAPI document read it. Pure: zod only, no framework.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the caller must be: an employer who may take `action` (src/core/access.ts; which subject
 * they may touch stays the use case's SQL scope), any signed-in employer, or anyone.
 * `via: 'apiKey'`: the caller is an API key of the public API (`Authorization: Bearer`, acting
 * with its creator's current role narrowed by its scopes), never a session
 * (docs/decisions/0050-public-api-declared-once.md).
 */
export type EndpointAccess = { action: Action; via?: 'session' | 'apiKey' } | 'signedIn' | 'public';

/** Status → schema of the body answered with it; the lowest 2xx is the success. */
export type EndpointResponses = { [status: number]: z.ZodType };

export type EndpointInput = {
  method: HttpMethod;
  /** Fastify's notation: `/api/postings/:id`. */
  path: string;
  access: EndpointAccess;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  responses: EndpointResponses;
  /** OpenAPI summary; generated from the method and path when absent. */
  summary?: string;
  /** OpenAPI description, for what the schemas cannot say. */
  description?: string;
  /**
   * Escape hatch for what is not JSON. `request: 'multipart'`: the body is a FormData the handler
   * reads itself (no `body` schema). `request: 'binary'`: raw bytes (audio, video) the handler
   * reads from `ctx.request.body` with its plugin's content-type parser; the web sends a Blob.
   * `response: 'file'`: the handler sends the bytes itself (CSV, files, a streamed answer); the
   * web gets a Blob or links to `urlOf(...)`.
   */
  request?: 'json' | 'multipart' | 'binary';
  response?: 'json' | 'file';
};

/** A declaration with its name (`postings.create`) and OpenAPI tag, as `defineEndpoints` returns it. */
export type Endpoint = EndpointInput & { id: string; tag: string };

/**
 * Declares a module's endpoints under one tag: `defineEndpoints('postings', { create: {...} })`
 * names each `postings.create`. Keeps the literal types, so clients infer params, body and response.
 */
export function defineEndpoints<const T extends Record<string, EndpointInput>>(
  tag: string,
  declarations: T,
): { [K in keyof T]: T[K] & { id: string; tag: string } } {
  const named = {} as Record<string, Endpoint>;
  for (const [name, declaration] of Object.entries(declarations)) {
    const access = declaration.access;
    if (typeof access === 'object' && !ACTIONS.includes(access.action))
      throw new Error(`${tag}.${name}: unknown action ${String(access.action)}`);
    named[name] = { ...declaration, id: `${tag}.${name}`, tag };
  }
  return named as { [K in keyof T]: T[K] & { id: string; tag: string } };
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The status a successful call answers with (the lowest 2xx declared). */
export function successStatusOf(endpoint: Pick<EndpointInput, 'responses'>): number {
  const statuses = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
  if (!statuses[0]) throw new Error('An endpoint declares no 2xx response');
  return statuses[0];
}

/** The action the endpoint requires, or null for `signedIn`/`public`. */
export const actionOf = (endpoint: Pick<EndpointInput, 'access'>): Action | null =>
  typeof endpoint.access === 'object' ? endpoint.access.action : null;

/** How the caller proves who they are: an employer session, an API key, or nothing. */
export const credentialOf = (endpoint: Pick<EndpointInput, 'access'>): 'session' | 'apiKey' | 'none' =>
  endpoint.access === 'public'
    ? 'none'
    : typeof endpoint.access === 'object' && endpoint.access.via === 'apiKey'
      ? 'apiKey'
      : 'session';

/** What a successful call answers, as its declared schema outputs it. */
export type ResponseOf<E extends EndpointInput> = E['response'] extends 'file'
  ? Blob
  : z.output<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>;

export type ParamsOf<E extends EndpointInput> = E['params'] extends z.ZodObject ? z.input<E['params']> : never;
export type QueryOf<E extends EndpointInput> = E['query'] extends z.ZodObject ? z.input<E['query']> : never;
export type BodyOf<E extends EndpointInput> = E['request'] extends 'multipart'
  ? FormData
  : E['request'] extends 'binary'
    ? Blob
    : E['body'] extends z.ZodType
      ? z.input<E['body']>
      : never;

type Field<K extends string, T> = [T] extends [never]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call sends: `params` (required when the path has some), `query`, `body`. */
export type CallInput<E extends EndpointInput> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'body', BodyOf<E>>;

/** The path with its `:name` segments filled in, each encoded; throws when one is missing. */
export function pathOf(endpoint: Pick<EndpointInput, 'path'>, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** `?a=1&b=x` from a query object (undefined and null left out, arrays repeated); '' when empty. */
export function queryStringOf(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The full relative URL of a call (path and query), e.g. for a download link to a `response: 'file'` endpoint. */
export function urlOf<E extends EndpointInput>(endpoint: E, input: { params?: unknown; query?: unknown } = {}): string {
  return (
    pathOf(endpoint, (input.params ?? {}) as Record<string, string>) +
    queryStringOf((input.query ?? {}) as Record<string, QueryValue>)
  );
}
