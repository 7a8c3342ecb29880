import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { sweepOrphanRecordings } from './sweep-orphan-recordings.ts';
import { defineJob, type JobHandler } from '../../jobs/queue.ts';

export const sweepOrphanRecordingsJob = defineJob({
  name: 'sweep-orphan-recordings',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 300,
});

/** Every hour at minute 41 (off the hour and away from the retention purge); also once at start. */
export const SWEEP_SCHEDULE = '41 * * * *';

export const handleSweepOrphanRecordings =
  (deps: AppDeps): JobHandler<Record<string, never>> =>
  async () => {
    const deleted = await sweepOrphanRecordings(deps);
    if (deleted > 0) deps.log.info({ deleted }, 'deleted recordings stored without their turn');
  };
