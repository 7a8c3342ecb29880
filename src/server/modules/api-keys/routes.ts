import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyListSchema,
  apiKeyRoutePatterns,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '../../../core/api/api-keys.ts';
import { errorResponseSchema } from '../../../core/api/me.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { createApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { presentApiKey } from './presenters.ts';
import { revokeApiKey } from './revoke-api-key.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The organization's keys to the public API (docs/decisions/0026-public-api.md); owners and admins only. */
export const apiKeyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.get(
      apiKeyRoutePatterns.list,
      { schema: { tags: ['api-keys'], response: { 200: apiKeyListSchema, ...errors } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        return { keys: (await listApiKeys(db, actor)).map(presentApiKey) };
      },
    );

    app.post(
      apiKeyRoutePatterns.list,
      {
        schema: {
          tags: ['api-keys'],
          body: createApiKeySchema,
          response: { 201: createdApiKeySchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        const { record, secret } = await createApiKey(db, actor, request.body);
        reply.header('cache-control', 'no-store');
        return reply.status(201).send({ key: presentApiKey(record), secret });
      },
    );

    app.post(
      apiKeyRoutePatterns.revoke,
      {
        schema: {
          tags: ['api-keys'],
          params: z.object({ id: z.string().max(100) }),
          response: { 200: apiKeySchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return presentApiKey(await revokeApiKey(db, actor, request.params.id));
      },
    );
  };
