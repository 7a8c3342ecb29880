import { z } from 'zod';
import type { UseCaseContext } from '../../deps.ts';
import { probeStorage } from './probe-storage.ts';

const componentStatus = z.object({ ok: z.boolean(), kind: z.string() });
export const readinessSchema = z.object({
  ok: z.boolean(),
  database: componentStatus,
  storage: componentStatus,
  queue: componentStatus,
  mail: z.object({ kind: z.string() }),
  ai: z.object({ provider: z.string() }),
});

/** Whether the database, file storage and job queue answer, and which kinds are configured. */
export async function checkReadiness(deps: UseCaseContext<'database' | 'blobs' | 'queue' | 'mailer' | 'ai'>) {
  const [database, storage, queue] = await Promise.all([
    deps.database
      .executeSql('select 1 as ok', [])
      .then(() => true)
      .catch(() => false),
    probeStorage(deps),
    deps.queue.healthy(),
  ]);
  return {
    ok: database && storage && queue,
    database: { ok: database, kind: deps.database.kind },
    storage: { ok: storage, kind: deps.blobs.kind },
    queue: { ok: queue, kind: 'pg-boss' },
    mail: { kind: deps.mailer.kind },
    ai: { provider: deps.ai.kind },
  };
}
