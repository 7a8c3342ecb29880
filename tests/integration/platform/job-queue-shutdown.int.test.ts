import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, startJobQueue } from '../../../src/server/jobs/queue.ts';
import { openTestDatabase } from '../../support/test-db.ts';

const slowJob = defineJob({ name: 'slow-test-job', payload: z.object({}), retryLimit: 1, retryDelaySeconds: 60 });

/** A queue running one job that takes `seconds`; resolves once the job has started. */
async function queueWithRunningJob(seconds: number, stopGraceSeconds?: number) {
  const database = await openTestDatabase();
  const queue = await startJobQueue(database, { pollSeconds: 0.5, onError: () => undefined, stopGraceSeconds });
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const state = { done: false };
  await queue.work(slowJob, async () => {
    started();
    await sleep(seconds * 1000);
    state.done = true;
  });
  const jobId = await queue.send(slowJob, {});
  await running;
  return { database, queue, jobId, state };
}

// Found with bench/scale-out.ts: a worker stopped while an assessment ran past the queue's grace
// period crashed on its way out (pg-boss recorded the late result on the closed database).
describe('stopping a worker while a job runs', () => {
  // An assessment by an AI provider easily takes longer than the 5 s the grace used to be.
  it('lets a job that ends within the grace complete, once', async () => {
    const { database, queue, jobId, state } = await queueWithRunningJob(6);
    await queue.stop();
    expect(state.done).toBe(true);
    const { rows } = await database.executeSql(`select state, retry_count from pgboss.job where id = $1`, [jobId]);
    await database.close();
    expect(rows[0]).toMatchObject({ state: 'completed', retry_count: 0 });
  }, 60_000);

  it('exits cleanly when a job outlasts the grace', async () => {
    const { database, queue, state } = await queueWithRunningJob(3, 1);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await queue.stop();
      await database.close();
      while (!state.done) await sleep(100);
      await sleep(500);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled.map(String)).toEqual([]);
  }, 60_000);
});
