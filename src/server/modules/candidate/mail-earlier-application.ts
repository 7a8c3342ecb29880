import { alreadyAppliedMessage, CONTINUE_LINK_DAYS, normalizeEmail } from '../../../core/applications.ts';
import type { AppDeps } from '../../deps.ts';
import { sendMailJob } from '../../jobs/send-mail.ts';
import { brandedMail, candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { employerOfPosting } from '../employers/employer-key.ts';
import { spendPublicMail } from '../mail-limits/spend-public-mail.ts';
import { continueApplicationMail, repeatApplicationMail } from '../notifications/mails.ts';
import { issueDataLink } from '../your-data/data-link.ts';
import type { EarlierApplication } from './claim-application.ts';
import { issueContinueLink } from './continue-link.ts';

/**
 * What differs when an address applies again goes to the mailbox, never to the browser
 * (docs/decisions/0028): a link to continue the unfinished application, or word that the new one
 * is a repeat with a link to see or delete the earlier one. Capped per recipient
 * (spendPublicMail); past the cap nothing is sent and nothing else changes.
 */
export async function mailEarlierApplication(
  deps: Pick<AppDeps, 'database' | 'queue' | 'origins' | 'env'>,
  posting: { id: string; organizationId: string; title: string },
  email: string,
  earlier: EarlierApplication | null,
): Promise<void> {
  if (!earlier) return;
  const db = deps.database.db;
  const to = normalizeEmail(email);
  if (!(await spendPublicMail(db, deps.env, to))) return;
  const baseUrl = deps.origins.defaultBaseUrl();
  const mail = earlier.finished
    ? repeatApplicationMail({
        jobTitle: posting.title,
        appliedOn: earlier.createdAt,
        alreadyApplied: alreadyAppliedMessage(earlier.retakeFrom),
        yourDataUrl: await issueDataLink(db, earlier.id, baseUrl),
      })
    : continueApplicationMail({
        jobTitle: posting.title,
        startedAt: earlier.createdAt,
        continueUrl: await issueContinueLink(db, earlier.id, baseUrl),
        days: CONTINUE_LINK_DAYS,
      });
  const sender = await candidateMailSender(db, employerOfPosting(posting));
  await deps.queue.send(sendMailJob, { to, ...brandedMail(sender, mail), interviewId: earlier.id });
}
