import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { sendInvitationReminders } from './send-invitation-reminders.ts';
import { defineJob, type JobHandler } from '../../jobs/queue.ts';

export const invitationRemindersJob = defineJob({
  name: 'send-invitation-reminders',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 300,
});

/** Every 15 minutes, off the quarter hours where other schedules pile up. */
export const INVITATION_REMINDERS_SCHEDULE = '7,22,37,52 * * * *';

export const handleInvitationReminders =
  (deps: AppDeps): JobHandler<Record<string, never>> =>
  async () => {
    const sent = await sendInvitationReminders(deps);
    if (sent > 0) deps.log.info({ sent }, 'queued invitation reminders');
  };
