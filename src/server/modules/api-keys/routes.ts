import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyEndpoints as endpoints } from '../../../core/api/endpoints/api-keys.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { presentApiKey } from './presenters.ts';
import { revokeApiKey } from './revoke-api-key.ts';

/**
 * The organization's keys to the public API (docs/decisions/0026-public-api.md); owners and admins
 * only, as declared in src/core/api/endpoints/api-keys.ts.
 */
export const apiKeyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, deps, endpoints.list, async ({ actor }) => ({
      keys: (await listApiKeys(deps, actor)).map(presentApiKey),
    }));

    registerEndpoint(app, deps, endpoints.create, async ({ actor, body, reply }) => {
      const { record, secret } = await createApiKey(deps, actor, body);
      reply.header('cache-control', 'no-store');
      return { key: presentApiKey(record), secret };
    });

    registerEndpoint(app, deps, endpoints.revoke, async ({ actor, params }) =>
      presentApiKey(await revokeApiKey(deps, actor, params.id)),
    );
  };
