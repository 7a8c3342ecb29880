import { WEBHOOK_DELIVERY_CONCURRENCY } from '../../core/webhooks.ts';
import type { AppDeps } from '../deps.ts';
import { handleExtractCvText } from '../modules/cv/extract-cv-text.ts';
import { handleAssessInterview } from '../modules/interviews/assess-interview.ts';
import { assessInterviewJob, legacyGenerateFeedbackJob } from './assess-interview.ts';
import { extractCvTextJob } from './extract-cv-text.ts';
import {
  FAIL_STUCK_ASSESSMENTS_SCHEDULE,
  failStuckAssessmentsJob,
  handleFailStuckAssessments,
} from './fail-stuck-assessments.ts';
import { handlePurgePostingFiles, purgePostingFilesJob } from '../modules/postings/purge-posting-files.ts';
import { handlePurgeExpired, PURGE_SCHEDULE, purgeExpiredJob } from './purge-expired.ts';
import { handleSendMail, sendMailJob } from './send-mail.ts';
import {
  handleInvitationReminders,
  INVITATION_REMINDERS_SCHEDULE,
  invitationRemindersJob,
} from './send-invitation-reminders.ts';
import { digestCron, handleSubmissionDigest, submissionDigestJob } from './send-submission-digest.ts';
import { handleDeliverWebhook } from '../modules/webhooks/deliver-webhook.ts';
import { deliverWebhookJob } from './deliver-webhook.ts';
import { handleSweepWebhooks, SWEEP_WEBHOOKS_SCHEDULE, sweepWebhooksJob } from './sweep-webhooks.ts';
import { handleSweepOrphanRecordings, SWEEP_SCHEDULE, sweepOrphanRecordingsJob } from './sweep-orphan-recordings.ts';

/** Every background job this process runs (role all or worker). Later features add theirs here. */
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
