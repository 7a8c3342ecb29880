import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../../core/access.ts';
import { actionOf, credentialOf, successStatusOf, type EndpointInput } from '../../core/api/endpoint.ts';
import { requireAllowed } from '../access/require-allowed.ts';
import { recordApiWrite } from '../auth/api-key-audit.ts';
import { apiActorOf, authenticateApiKey, type ApiActor } from '../auth/api-key.ts';
import { requireActor, type SessionUser } from '../auth/guard.ts';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';

/** The Fastify instance a `FastifyPluginAsyncZod` module receives. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Success<E extends EndpointInput> = E['responses'][Extract<keyof E['responses'], 200 | 201 | 202 | 204>];

/** What a handler gets: the request validated against the declaration, and the actor when one is required. */
export type EndpointContext<E extends EndpointInput> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Out<E['params']>;
  query: Out<E['query']>;
  /** Undefined for `request: 'multipart'` and `'binary'`: the handler reads the parts or bytes from `request`. */
  body: E['request'] extends 'multipart' | 'binary' ? undefined : Out<E['body']>;
  actor: E['access'] extends 'public'
    ? null
    : E['access'] extends { via: 'apiKey' }
      ? ApiActor
      : Actor & { user: SessionUser };
};

/**
 * What a handler returns: the presented body (checked by the response schema on the way out), or,
 * for `response: 'file'`, the reply it sent itself.
 */
export type EndpointResult<E extends EndpointInput> = E['response'] extends 'file' ? FastifyReply : z.input<Success<E>>;

/** Fastify route options other than the schema: bodyLimit, serializerCompiler, config (rate limits), … */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

/** Route hooks first, then the ones `options` brings. */
const hooks = <H>(own: H, given: H | H[] | undefined): H[] =>
  [own, ...(given === undefined ? [] : [given].flat())] as H[];

/**
 * An API key's route (`via: 'apiKey'`, docs/decisions/0050): the key is authenticated before the
 * body is read or validated (a caller without a valid key learns nothing of the contract: 401,
 * or 429 over the key's rate), and every change made through it is in the audit log with the
 * key's id before the answer leaves (docs/decisions/0028).
 */
function apiKeyHooks(db: Db): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  return {
    onRequest: async (request) => {
      request.apiActor = await authenticateApiKey(db, request);
    },
    onSend: async (request, reply, payload) => {
      if (request.apiActor) await recordApiWrite(db, request.apiActor, request, reply);
      return payload;
    },
  };
}

/**
 * Registers a declared endpoint (src/core/api/endpoint.ts): authenticates (a session unless
 * `public`; an API key for `via: 'apiKey'`), validates params, query and body with the declared
 * zod schemas (the app's VALIDATION error, `field: message`; pass `schemaErrorFormatter:
 * firstValidationMessage` in `options` for the contract's message alone, as forms show it),
 * authorizes a session's declared action with `requireAllowed` (which subject the actor may touch
 * stays the use case's SQL scope), calls the handler and answers its result with the declared
 * success status. The schemas also feed the OpenAPI document.
 *
 * An API key's action is checked by the use case alone, as before this helper (docs/decisions/0040,
 * 0050): its scope-and-role check comes after the id's shape (404) and an idempotent replay, and
 * the public-API role matrix proves the declared action is the one it enforces.
 */
export function registerEndpoint<E extends EndpointInput & { tag: string }>(
  app: ZodApp,
  deps: { auth: Auth; database: { db: Db } },
  endpoint: E,
  handler: (ctx: EndpointContext<E>) => Promise<EndpointResult<E>>,
  options: EndpointOptions = {},
): void {
  const success = successStatusOf(endpoint);
  const action = actionOf(endpoint);
  const credential = credentialOf(endpoint);
  const keyHooks = credential === 'apiKey' ? apiKeyHooks(deps.database.db) : null;
  const file = endpoint.response === 'file';
  const response = Object.fromEntries(
    // A file's bytes are not JSON: its success stays out of the serializer (the errors stay in).
    Object.entries(endpoint.responses).filter(([status]) => !(file && Number(status) === success)),
  );
  app.route({
    ...options,
    ...(keyHooks
      ? {
          onRequest: hooks(keyHooks.onRequest, options.onRequest as onRequestHookHandler | undefined),
          onSend: hooks(keyHooks.onSend, options.onSend as onSendHookHandler | undefined),
        }
      : {}),
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(endpoint.description ? { description: endpoint.description } : {}),
      // The bearer scheme of src/server/http/openapi-document.ts.
      ...(credential === 'apiKey' ? { security: [{ apiKey: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && (endpoint.request ?? 'json') === 'json' ? { body: endpoint.body } : {}),
      ...(endpoint.request === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      // A file endpoint that declares no errors has no response schema at all (OpenAPI then shows its default answer).
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    handler: async (request, reply) => {
      const actor =
        credential === 'none'
          ? null
          : credential === 'apiKey'
            ? apiActorOf(request)
            : await requireActor(deps, request);
      if (credential === 'session' && actor && action) requireAllowed(actor, action);
      const result = await handler({
        request,
        reply,
        params: request.params,
        query: request.query,
        body: endpoint.request === 'multipart' || endpoint.request === 'binary' ? undefined : request.body,
        actor,
      } as unknown as EndpointContext<E>);
      if (file) return result;
      return reply.status(success).send(success === 204 ? null : result);
    },
  });
}
