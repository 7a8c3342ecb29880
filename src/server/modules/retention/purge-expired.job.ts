import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { purgeExpiredAudit } from '../audit/purge-expired-audit.ts';
import { purgeExpiredInterviews } from './purge-expired-interviews.ts';
import { defineJob, type JobHandler } from '../../jobs/queue.ts';

export const purgeExpiredJob = defineJob({
  name: 'purge-expired-interviews',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 300,
});

/** Every hour, at minute 17 (off the hour, where other schedules pile up). */
export const PURGE_SCHEDULE = '17 * * * *';

export const handlePurgeExpired =
  (deps: AppDeps): JobHandler<Record<string, never>> =>
  async () => {
    const purged = await purgeExpiredInterviews(deps);
    if (purged > 0) deps.log.info({ purged }, 'deleted interviews past their retention');
    const auditPurged = await purgeExpiredAudit(deps.database.db, deps.env.AUDIT_RETENTION_DAYS);
    if (auditPurged > 0) deps.log.info({ auditPurged }, 'deleted audit entries past their retention');
  };
