import type { AlternativeRequest } from '../../../core/api/candidate.ts';
import { normalizeEmail } from '../../../core/applications.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import type { UseCaseContext } from '../../deps.ts';
import { brandedMail, candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';
import { employerOwnerEmail, employerOfPosting } from '../employers/employer-key.ts';
import { consentNoticeVersion } from '../notices/notice-for-posting.ts';
import { alternativeConfirmationMail, alternativeRequestNoticeMail } from '../notifications/mails.ts';
import { issueDataLink } from '../your-data/data-link.ts';
import { spendPublicMail } from '../mail-limits/spend-public-mail.ts';
import { claimApplication } from './claim-application.ts';
import { mailEarlierApplication } from './mail-earlier-application.ts';

/**
 * The candidate asks for a process without the AI interview: stored as an application with
 * status `alternative-requested` (no interview, and no AI assessment ever runs for it — see
 * modules/interviews/assessment-status.ts), counted once like any application, the employer is
 * e-mailed, and the candidate gets a confirmation with their "your data" link.
 */
export async function requestAlternativeProcess(
  deps: UseCaseContext<'db' | 'queue' | 'origins' | 'env'>,
  posting: { id: string; organizationId: string; title: string },
  input: AlternativeRequest,
): Promise<{ interviewId: string }> {
  const db = deps.db;
  const noticeVersionId = await consentNoticeVersion(db, posting, input.noticeVersionId);
  const { interviewId, earlier } = await claimApplication({ db }, posting.id, {
    candidateEmail: input.email,
    fullName: input.fullName,
    status: 'alternative-requested',
    noticeVersionId,
  });
  const scope = await interviewAuditScope(db, interviewId);
  if (scope) await recordAudit({ db }, { action: AUDIT_ACTIONS.alternativeRequest, actorUserId: null, scope });
  const baseUrl = deps.origins.defaultBaseUrl();
  const yourDataUrl = await issueDataLink(db, interviewId, baseUrl);
  const stored = normalizeEmail(input.email);
  // Anyone can type any address here: the confirmation is capped per recipient.
  if (await spendPublicMail(deps, stored)) {
    await deps.queue.send(sendMailJob, {
      to: stored,
      ...brandedMail(
        await candidateMailSender({ db }, employerOfPosting(posting)),
        alternativeConfirmationMail({ jobTitle: posting.title, yourDataUrl }),
      ),
      interviewId,
    });
  }
  const employer = await employerOwnerEmail(db, employerOfPosting(posting));
  if (employer) {
    await deps.queue.send(sendMailJob, {
      to: employer,
      ...alternativeRequestNoticeMail({
        candidateName: input.fullName,
        candidateEmail: stored,
        jobTitle: posting.title,
        message: input.message,
        candidatesUrl: new URL(`/job-postings/${posting.id}/candidates`, baseUrl).toString(),
      }),
      replyTo: stored,
      interviewId,
    });
  }
  await mailEarlierApplication(deps, posting, input.email, earlier);
  return { interviewId };
}
