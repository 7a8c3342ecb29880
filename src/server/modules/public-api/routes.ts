import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { interviewApiRoutes } from './routes-interviews.ts';
import { planApiRoutes } from './routes-plans.ts';
import { postingApiRoutes } from './routes-postings.ts';

/**
 * The public REST API (docs/decisions/0026-public-api.md), declared in
 * src/core/api/endpoints/public-api.ts: `Authorization: Bearer <key>` (`via: 'apiKey'`, which
 * `registerEndpoint` authenticates before the body is read and audits when it changes something),
 * the key's organization scopes every query and its scopes and its creator's current role gate
 * every action, in the use case. Each route reuses the use case and zod contract the web app uses;
 * the routes are in one file per resource.
 */
export const publicApiRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    postingApiRoutes(app, deps);
    planApiRoutes(app, deps);
    interviewApiRoutes(app, deps);
  };
