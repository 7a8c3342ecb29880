import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { purgeExpiredAudit } from '../audit/purge-expired-audit.ts';
import { purgeExpiredInterviews } from './purge-expired-interviews.ts';
import { defineJob, type JobHandler } from '../../jobs/queue.ts';
import { sweepExpiredPreviews } from '../previews/sweep-expired-previews.ts';

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
    const previews = await sweepExpiredPreviews(deps);
    if (previews > 0) deps.log.info({ previews }, 'deleted expired previews as candidate');
    const auditPurged = await purgeExpiredAudit(deps, deps.env.AUDIT_RETENTION_DAYS);
    if (auditPurged > 0) deps.log.info({ auditPurged }, 'deleted audit entries past their retention');
  };
