import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { checkReadiness, readinessSchema } from './check-readiness.ts';

/**
 * `/api/health`: every dependency's state (the status page and monitors).
 * `/api/health/live`: the process answers (liveness: restart it when this fails).
 * `/api/health/ready`: it can take work — dependencies reachable and not draining for a shutdown
 * (readiness: send it traffic only while this is 200).
 */
export const healthRoutes =
  (deps: Pick<AppDeps, 'database' | 'blobs' | 'queue' | 'mailer' | 'ai' | 'lifecycle'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
      async (_request, reply) => {
        const health = await checkReadiness(deps);
        reply.status(health.ok ? 200 : 503);
        return health;
      },
    );

    app.get('/api/health/live', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({
      ok: true as const,
    }));

    app.get(
      '/api/health/ready',
      {
        schema: {
          response: {
            200: z.object({ ok: z.boolean(), draining: z.boolean() }),
            503: z.object({ ok: z.boolean(), draining: z.boolean() }),
          },
        },
      },
      async (_request, reply) => {
        const health = await checkReadiness(deps);
        const ok = health.ok && !deps.lifecycle.draining;
        reply.status(ok ? 200 : 503);
        return { ok, draining: deps.lifecycle.draining };
      },
    );
  };
