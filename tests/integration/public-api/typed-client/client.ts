/**
 * A typed client for the public API (/api/v1) over the types that openapi-typescript generates from
 * our OpenAPI document (`./generated/openapi.ts`, written by typed-client.int.test.ts, not committed).
 * It knows nothing of our source: paths, methods, parameters, bodies and responses all come from the
 * document, so if the document is wrong or vague, the calls in calls.ts stop compiling.
 */
import type { paths } from './generated/openapi.ts';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
/** The methods the document declares for a path (an undeclared one is `?: never`). */
type MethodOf<P extends keyof paths> = {
  [M in Method]-?: undefined extends paths[P][M] ? never : M;
}[Method];
type Operation<P extends keyof paths, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : undefined;
type SuccessOf<O> = O extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201>]> : never;
type PathOf<O> = O extends { parameters: { path: infer P } } ? P : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type RequestOf<O> = { path?: PathOf<O>; query?: QueryOf<O>; body?: BodyOf<O>; idempotencyKey?: string };
export type ResponseOf<O> = { status: number; data: SuccessOf<O> };

export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`public API answered ${status}: ${JSON.stringify(body)}`);
  }
}

export function createPublicApiClient(baseUrl: string, apiKey: string) {
  return async function call<P extends keyof paths, M extends MethodOf<P>>(
    method: M,
    path: P,
    request: RequestOf<Operation<P, M>> = {},
  ): Promise<ResponseOf<Operation<P, M>>> {
    const params = (request.path ?? {}) as Record<string, string | number>;
    const url = new URL(
      String(path).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name]))),
      baseUrl,
    );
    for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}` };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    const response = await fetch(url, {
      method: String(method).toUpperCase(),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new PublicApiError(response.status, body);
    return { status: response.status, data: body as SuccessOf<Operation<P, M>> };
  };
}
