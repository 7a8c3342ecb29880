import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { probeStorage } from './probe-storage.ts';

const componentStatus = z.object({ ok: z.boolean(), kind: z.string() });
const healthSchema = z.object({
  ok: z.boolean(),
  database: componentStatus,
  storage: componentStatus,
  queue: componentStatus,
  mail: z.object({ kind: z.string() }),
  ai: z.object({ provider: z.string() }),
});

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          response: {
            200: healthSchema,
            503: healthSchema,
          },
        },
      },
      async (_request, reply) => {
        const [database, storage, queue] = await Promise.all([
          deps.database
            .executeSql('select 1 as ok', [])
            .then(() => true)
            .catch(() => false),
          probeStorage(deps.blobs),
          deps.queue.healthy(),
        ]);
        const ok = database && storage && queue;
        reply.status(ok ? 200 : 503);
        return {
          ok,
          database: { ok: database, kind: deps.database.kind },
          storage: { ok: storage, kind: deps.blobs.kind },
          queue: { ok: queue, kind: 'pg-boss' },
          mail: { kind: deps.mailer.kind },
          ai: { provider: deps.ai.kind },
        };
      },
    );
  };
