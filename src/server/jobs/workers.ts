import { WEBHOOK_DELIVERY_CONCURRENCY } from '../../core/webhooks.ts';
import type { AppDeps } from '../deps.ts';
import { handleExtractCvText } from '../modules/cv/extract-cv-text.ts';
import { handleAssessInterview } from '../modules/interviews/assess-interview.ts';
import { assessInterviewJob, legacyGenerateFeedbackJob } from '../modules/interviews/assess-interview.job.ts';
import { extractCvTextJob } from '../modules/cv/extract-cv-text.job.ts';
import {
  FAIL_STUCK_ASSESSMENTS_SCHEDULE,
  failStuckAssessmentsJob,
  handleFailStuckAssessments,
} from '../modules/interviews/fail-stuck-assessments.job.ts';
import { handlePurgePostingFiles, purgePostingFilesJob } from '../modules/postings/purge-posting-files.ts';
import { handlePurgeExpired, PURGE_SCHEDULE, purgeExpiredJob } from '../modules/retention/purge-expired.job.ts';
import { handleSendMail, sendMailJob } from '../modules/notifications/send-mail.job.ts';
import {
  handleInvitationReminders,
  INVITATION_REMINDERS_SCHEDULE,
  invitationRemindersJob,
} from '../modules/invitations/send-invitation-reminders.job.ts';
import {
  digestCron,
  handleSubmissionDigest,
  submissionDigestJob,
} from '../modules/notifications/send-submission-digest.job.ts';
import { handleDeliverWebhook } from '../modules/webhooks/deliver-webhook.ts';
import { deliverWebhookJob } from '../modules/webhooks/deliver-webhook.job.ts';
import {
  handleSweepWebhooks,
  SWEEP_WEBHOOKS_SCHEDULE,
  sweepWebhooksJob,
} from '../modules/webhooks/sweep-webhooks.job.ts';
import {
  handleSweepOrphanRecordings,
  SWEEP_SCHEDULE,
  sweepOrphanRecordingsJob,
} from '../modules/retention/sweep-orphan-recordings.job.ts';

/**
 * The list of every background job this process runs (role all or worker). Each job is defined
 * beside its use case in a `*.job.ts` file of its module (definition, handler, schedule); this
 * list only registers them, and ./queue.ts is the queue. A new job adds one line here.
 */
export async function registerWorkers(deps: AppDeps) {
  await deps.queue.work(sendMailJob, handleSendMail(deps.mailer, deps.queue));
  await deps.queue.work(assessInterviewJob, handleAssessInterview(deps));
  await deps.queue.work(legacyGenerateFeedbackJob, handleAssessInterview(deps));
  await deps.queue.work(extractCvTextJob, handleExtractCvText(deps));
  await deps.queue.work(failStuckAssessmentsJob, handleFailStuckAssessments(deps));
  await deps.queue.schedule(failStuckAssessmentsJob, FAIL_STUCK_ASSESSMENTS_SCHEDULE, {});
  await deps.queue.work(purgeExpiredJob, handlePurgeExpired(deps));
  await deps.queue.work(purgePostingFilesJob, handlePurgePostingFiles(deps.blobs));
  await deps.queue.schedule(purgeExpiredJob, PURGE_SCHEDULE, {});
  await deps.queue.work(submissionDigestJob, handleSubmissionDigest(deps));
  await deps.queue.schedule(
    submissionDigestJob,
    digestCron(deps.env.DIGEST_HOUR),
    {},
    { timeZone: deps.env.DIGEST_TIME_ZONE },
  );
  await deps.queue.work(sweepOrphanRecordingsJob, handleSweepOrphanRecordings(deps));
  await deps.queue.schedule(sweepOrphanRecordingsJob, SWEEP_SCHEDULE, {});
  await deps.queue.work(invitationRemindersJob, handleInvitationReminders(deps));
  await deps.queue.schedule(invitationRemindersJob, INVITATION_REMINDERS_SCHEDULE, {});
  await deps.queue.work(deliverWebhookJob, handleDeliverWebhook(deps), { concurrency: WEBHOOK_DELIVERY_CONCURRENCY });
  await deps.queue.work(sweepWebhooksJob, handleSweepWebhooks(deps));
  await deps.queue.schedule(sweepWebhooksJob, SWEEP_WEBHOOKS_SCHEDULE, {});
  // At start too: a crash that left an orphan may have been what restarted this process.
  await deps.queue.send(sweepOrphanRecordingsJob, {});
}
