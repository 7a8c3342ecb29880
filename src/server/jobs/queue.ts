import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';

export type JobDefinition<Payload> = {
  name: string;
  payload: z.ZodType<Payload>;
  /** Retries after the first attempt (pg-boss retryLimit). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may run before pg-boss expires it (and retries it, or fails it after the last); pg-boss's default (15 minutes) when absent. */
  expireInSeconds?: number;
  /**
   * At most one run per key still to come: sending while a job with the same key is queued,
   * waiting to retry or active with retries left returns that job instead of queuing another.
   */
  singletonKey?: (payload: Payload) => string;
};

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** Which attempt of a job this is: retryCount 0 is the first, retryCount = retryLimit the last. */
export type JobAttempt = { jobId: string; retryCount: number; retryLimit: number };

/** Whether a failure of this attempt is final (pg-boss will not retry it). */
export const isFinalAttempt = (attempt: JobAttempt) => attempt.retryCount >= attempt.retryLimit;

export type JobHandler<Payload> = (payload: Payload, attempt: JobAttempt) => Promise<void>;

/** `startAfter`: the job is not picked up before this time (a scheduled retry). */
export type SendOptions = { startAfter?: Date };

/** `concurrency`: how many jobs of this kind one process runs at once (separate pollers); 1 by default. */
export type WorkOptions = { concurrency?: number };

export interface JobQueue {
  send<Payload>(job: JobDefinition<Payload>, payload: Payload, options?: SendOptions): Promise<string>;
  /** Queues many jobs in one statement per 500 (jobs without a singleton key only). */
  sendMany<Payload>(job: JobDefinition<Payload>, payloads: readonly Payload[]): Promise<void>;
  work<Payload>(job: JobDefinition<Payload>, handler: JobHandler<Payload>, options?: WorkOptions): Promise<void>;
  /**
   * Runs the job on a cron schedule (one run per slot across every process), read in `timeZone`
   * (an IANA name; UTC when absent). Scheduling again replaces the job's schedule.
   */
  schedule<Payload>(
    job: JobDefinition<Payload>,
    cron: string,
    payload: Payload,
    options?: { timeZone?: string },
  ): Promise<void>;
  /**
   * Deletes every job, in any state and archived ones too, whose payload field `field` holds
   * one of `values` (e.g. the jobs about deleted interviews). Returns how many rows went.
   */
  deleteJobsWhere(field: string, values: readonly string[]): Promise<number>;
  /**
   * Of these singleton keys, those whose job is still queued, waiting to retry or running (an
   * active job counts until pg-boss expires it). A key missing from the answer has no job left
   * to move its subject on.
   */
  liveKeys<Payload>(job: JobDefinition<Payload>, keys: readonly string[]): Promise<Set<string>>;
  healthy(): Promise<boolean>;
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';

/** A job's retry and expiry settings as pg-boss takes them, on its queue and on each job sent. */
const attemptOptions = (job: Pick<JobDefinition<unknown>, 'retryLimit' | 'retryDelaySeconds' | 'expireInSeconds'>) => ({
  retryLimit: job.retryLimit,
  retryDelay: job.retryDelaySeconds,
  retryBackoff: true,
  ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
});
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
    /** Told of every attempt's outcome (for metrics). */
    onAttempt?: (queue: string, outcome: 'completed' | 'failed', attempt: JobAttempt) => void;
  },
): Promise<JobQueue> {
  let stopped = false;
  // pg-boss records a job's result without waiting for it, so stop() may return while that write is
  // still on its way (on PostgreSQL's pool another connection can read the job as still active, and a
  // process exiting then would run the job again). stop() waits for the writes in flight.
  const inFlight = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: {
      // For a job that outlasted the stop's grace (already handed back for a retry) the late write
      // would hit the closed database and crash the process on its way out, so once stopped it is
      // dropped (a result without rows).
      executeSql: (text: string, values: unknown[]) => {
        if (stopped) return Promise.resolve(DROPPED_WRITE);
        const write = database.executeSql(text, values);
        inFlight.add(write);
        void write.then(
          () => inFlight.delete(write),
          () => inFlight.delete(write),
        );
        return write;
      },
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
      // Keyed jobs: one per state and key (the queued-or-retrying check in send() does the rest).
      policy: job.singletonKey ? 'stately' : 'standard',
      ...attemptOptions(job),
    });
    created.add(job.name);
  };

  /** A job with this key that will still run: queued, waiting to retry, or active with retries left. */
  const liveJob = async (name: string, key: string): Promise<string | undefined> => {
    const result = await database.executeSql(
      `SELECT id FROM pgboss.job WHERE name = $1 AND singleton_key = $2
         AND (state IN ('created', 'retry') OR (state = 'active' AND retry_count < retry_limit))
       LIMIT 1`,
      [name, key],
    );
    return result.rows[0]?.id as string | undefined;
  };

  return {
    async send(job, payload, options) {
      await ensureQueue(job as JobDefinition<unknown>);
      const data = job.payload.parse(payload) as object;
      const singletonKey = job.singletonKey?.(payload);
      if (singletonKey) {
        const live = await liveJob(job.name, singletonKey);
        if (live) return live;
      }
      const id = await boss.send(job.name, data, {
        ...attemptOptions(job),
        ...(singletonKey ? { singletonKey } : {}),
        ...(options?.startAfter ? { startAfter: options.startAfter } : {}),
      });
      // A concurrent send with the same key won the race: that job is the one.
      const queued = id ?? (singletonKey ? await liveJob(job.name, singletonKey) : undefined);
      if (!queued) throw new Error(`job ${job.name} was not queued`);
      return queued;
    },
    async sendMany(job, payloads) {
      if (job.singletonKey) throw new Error(`job ${job.name} is keyed: send it one by one`);
      if (payloads.length === 0) return;
      await ensureQueue(job as JobDefinition<unknown>);
      const rows = payloads.map((payload) => ({
        name: job.name,
        data: job.payload.parse(payload) as object,
        ...attemptOptions(job),
      }));
      for (let start = 0; start < rows.length; start += 500) await boss.insert(rows.slice(start, start + 500));
    },
    async work(job, handler, workOptions) {
      await ensureQueue(job as JobDefinition<unknown>);
      // pg-boss 10 has no concurrency option: each worker fetches one job at a time (SKIP LOCKED),
      // so a slow job holds only its own worker.
      for (let worker = 0; worker < Math.max(1, workOptions?.concurrency ?? 1); worker++)
        await boss.work(
          job.name,
          { pollingIntervalSeconds: options.pollSeconds, batchSize: 1, includeMetadata: true },
          async (jobs) => {
            for (const item of jobs) {
              const attempt = { jobId: item.id, retryCount: item.retryCount, retryLimit: item.retryLimit };
              try {
                await handler(job.payload.parse(item.data), attempt);
              } catch (error) {
                options.onAttempt?.(job.name, 'failed', attempt);
                throw error;
              }
              options.onAttempt?.(job.name, 'completed', attempt);
            }
          },
        );
    },
    async schedule(job, cron, payload, scheduleOptions) {
      await ensureQueue(job as JobDefinition<unknown>);
      await boss.schedule(job.name, cron, job.payload.parse(payload) as object, {
        tz: scheduleOptions?.timeZone ?? 'UTC',
      });
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
    async liveKeys(job, keys) {
      if (keys.length === 0) return new Set();
      const result = await database.executeSql(
        `SELECT DISTINCT singleton_key AS key FROM ${SCHEMA}.job
          WHERE name = $1 AND singleton_key = any($2::text[]) AND state IN ('created', 'retry', 'active')`,
        [job.name, [...keys]],
      );
      return new Set((result.rows as { key: string }[]).map((row) => row.key));
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
      await Promise.allSettled([...inFlight]);
      stopped = true;
    },
  };
}
