import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';

export type JobDefinition<Payload> = {
  name: string;
  payload: z.ZodType<Payload>;
  retryLimit: number;
  retryDelaySeconds: number;
};

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

export type JobHandler<Payload> = (payload: Payload) => Promise<void>;

export interface JobQueue {
  send<Payload>(job: JobDefinition<Payload>, payload: Payload): Promise<string>;
  work<Payload>(job: JobDefinition<Payload>, handler: JobHandler<Payload>): Promise<void>;
  /** Runs the job on a cron schedule (one run per slot across every process). */
  schedule<Payload>(job: JobDefinition<Payload>, cron: string, payload: Payload): Promise<void>;
  /**
   * Deletes every job, in any state and archived ones too, whose payload field `field` holds
   * one of `values` (e.g. the jobs about deleted interviews). Returns how many rows went.
   */
  deleteJobsWhere(field: string, values: readonly string[]): Promise<number>;
  healthy(): Promise<boolean>;
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';
/** What pg-boss reads as "nothing affected" (it counts rows only when there are any). */
const DROPPED_WRITE = { rows: undefined } as unknown as { rows: [] };

/** pg-boss on the same database: through `executeSql` it runs on PGlite as on PostgreSQL. */
export async function startJobQueue(
  database: Database,
  options: {
    pollSeconds: number;
    onError: (error: Error) => void;
    /** How long stop waits for running jobs before handing them back to the queue for a retry. */
    stopGraceSeconds?: number;
  },
): Promise<JobQueue> {
  let stopped = false;
  const boss = new PgBoss({
    db: {
      // pg-boss records a job's result without waiting for it. For a job that outlasted the stop's
      // grace (already handed back for a retry) that late write would hit the closed database and
      // crash the process on its way out, so once stopped it is dropped (a result without rows).
      executeSql: (text: string, values: unknown[]) =>
        stopped ? Promise.resolve(DROPPED_WRITE) : database.executeSql(text, values),
    },
    schema: SCHEMA,
    // PGlite holds one connection; keep maintenance light.
    maintenanceIntervalSeconds: 300,
  });
  boss.on('error', options.onError);
  // pg-boss creates its tables on first start; two processes doing it at once can crash one.
  await database.exclusively(() => boss.start());
  const created = new Set<string>();
  const ensureQueue = async (job: JobDefinition<unknown>) => {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
    });
    created.add(job.name);
  };

  return {
    async send(job, payload) {
      await ensureQueue(job as JobDefinition<unknown>);
      const data = job.payload.parse(payload) as object;
      const id = await boss.send(job.name, data, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
      });
      if (!id) throw new Error(`job ${job.name} was not queued`);
      return id;
    },
    async work(job, handler) {
      await ensureQueue(job as JobDefinition<unknown>);
      await boss.work(job.name, { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 }, async (jobs) => {
        for (const item of jobs) {
          await handler(job.payload.parse(item.data));
        }
      });
    },
    async schedule(job, cron, payload) {
      await ensureQueue(job as JobDefinition<unknown>);
      await boss.schedule(job.name, cron, job.payload.parse(payload) as object);
    },
    async deleteJobsWhere(field, values) {
      if (values.length === 0) return 0;
      // pg-boss 10 keeps jobs in `job` (partitioned per queue) and, once finished, in `archive`.
      const result = await database.executeSql(
        `with gone_jobs as (delete from ${SCHEMA}.job where data->>$1 = any($2::text[]) returning 1),
              gone_archived as (delete from ${SCHEMA}.archive where data->>$1 = any($2::text[]) returning 1)
         select (select count(*) from gone_jobs) + (select count(*) from gone_archived) as n`,
        [field, [...values]],
      );
      return Number(result.rows[0]?.n ?? 0);
    },
    async healthy() {
      try {
        await boss.getQueues();
        return true;
      } catch {
        return false;
      }
    },
    async stop() {
      // A job that finishes within the grace is completed once; one still running is retried later.
      await boss.stop({ graceful: true, timeout: (options.stopGraceSeconds ?? 30) * 1000, wait: true });
      stopped = true;
    },
  };
}
