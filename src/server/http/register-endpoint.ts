import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../../core/access.ts';
import { actionOf, successStatusOf, type EndpointInput } from '../../core/api/endpoint.ts';
import { requireAllowed } from '../access/require-allowed.ts';
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
  /** Undefined for `request: 'multipart'`: the handler reads the parts from `request`. */
  body: E['request'] extends 'multipart' ? undefined : Out<E['body']>;
  actor: E['access'] extends 'public' ? null : Actor & { user: SessionUser };
};

/**
 * What a handler returns: the presented body (checked by the response schema on the way out), or,
 * for `response: 'file'`, the reply it sent itself.
 */
export type EndpointResult<E extends EndpointInput> = E['response'] extends 'file' ? FastifyReply : z.input<Success<E>>;

/** Fastify route options other than the schema: bodyLimit, serializerCompiler, config (rate limits), … */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers a declared endpoint (src/core/api/endpoint.ts): authenticates (unless `public`),
 * validates params, query and body with the declared zod schemas (the app's VALIDATION error,
 * `field: message`; pass `schemaErrorFormatter: firstValidationMessage` in `options` for the
 * contract's message alone, as forms show it), authorizes the declared action with `requireAllowed` (which subject the
 * actor may touch stays the use case's SQL scope), calls the handler and answers its result with
 * the declared success status. The schemas also feed the OpenAPI document.
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
  const file = endpoint.response === 'file';
  const response = Object.fromEntries(
    // A file's bytes are not JSON: its success stays out of the serializer (the errors stay in).
    Object.entries(endpoint.responses).filter(([status]) => !(file && Number(status) === success)),
  );
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && endpoint.request !== 'multipart' ? { body: endpoint.body } : {}),
      ...(endpoint.request === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      // A file answering nothing but its success has no response schema at all, as before its
      // declaration: the document then shows its default 200 instead of an operation without a 2xx.
      ...(Object.keys(response).length ? { response } : {}),
    },
    handler: async (request, reply) => {
      const actor = endpoint.access === 'public' ? null : await requireActor(deps, request);
      if (actor && action) requireAllowed(actor, action);
      const result = await handler({
        request,
        reply,
        params: request.params,
        query: request.query,
        body: endpoint.request === 'multipart' ? undefined : request.body,
        actor,
      } as unknown as EndpointContext<E>);
      if (file) return result;
      return reply.status(success).send(success === 204 ? null : result);
    },
  });
}
