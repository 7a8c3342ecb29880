import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { authenticateApiKey } from './authenticate-api-key.ts';
import { recordApiWrite } from './record-api-write.ts';
import { interviewApiRoutes } from './routes-interviews.ts';
import { planApiRoutes } from './routes-plans.ts';
import { postingApiRoutes } from './routes-postings.ts';

/**
 * The public REST API (docs/decisions/0026-public-api.md): `Authorization: Bearer <key>`, the
 * key's organization scopes every query and its scopes gate every action. Each route reuses the
 * use case and zod contract the web app uses; the routes are in one file per resource.
 */
export const publicApiRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    // Authenticates before body validation (this plugin's routes only), so a caller without a
    // valid key learns nothing about a route's contract and always gets 401.
    app.addHook('onRequest', async (request) => {
      request.apiActor = await authenticateApiKey(db, request);
    });
    // Every change made through a key is in the audit log with the key's id, before the answer leaves.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.apiActor) await recordApiWrite(db, request.apiActor, request, reply);
      return payload;
    });
    postingApiRoutes(app, deps);
    planApiRoutes(app, deps);
    interviewApiRoutes(app, deps);
  };
