import { urlOf, type CallInput, type EndpointInput, type ResponseOf } from '../../core/api/endpoint';
import { readJson, sendRequest } from './api';

type Options = { signal?: AbortSignal; headers?: HeadersInit };

/** No argument needed when the endpoint has no required params, query or body. */
type Args<E extends EndpointInput> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E> & Options] : [input: CallInput<E> & Options];

/**
 * Calls a declared endpoint (src/core/api/endpoints/): the path and query from the declaration,
 * the body as JSON (FormData for `request: 'multipart'`), the answer typed by the declared success
 * schema (a Blob for `response: 'file'`; null for 204). Throws ApiError (./api.ts) on non-2xx.
 */
export async function callApi<E extends EndpointInput>(endpoint: E, ...[input]: Args<E>): Promise<ResponseOf<E>> {
  const { params, query, body, signal, headers } = (input ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
  } & Options;
  const res = await sendRequest(urlOf(endpoint, { params, query }), { method: endpoint.method, body, signal, headers });
  if (endpoint.response === 'file') return (await res.blob()) as ResponseOf<E>;
  // The server checked the answer against the same schema on its way out.
  const json = await readJson(res);
  return (json === undefined ? null : json) as ResponseOf<E>;
}
