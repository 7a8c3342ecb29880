import { eq } from 'drizzle-orm';
import { alreadyAppliedMessage, CONTINUE_LINK_DAYS, normalizeEmail } from '../../../core/applications.ts';
import { interviewLength } from '../../../core/interview-length.ts';
import { interviews } from '../../db/schema.ts';
import type { AppDeps, UseCaseContext } from '../../deps.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';
import { brandedMail, candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { employerOfPosting } from '../employers/employer-key.ts';
import { spendPublicMail } from '../mail-limits/spend-public-mail.ts';
import { continueApplicationMail, repeatApplicationMail } from '../notifications/mails.ts';
import { loadPlanTiming } from '../plans/load-plan-timing.ts';
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
  deps: UseCaseContext<'db' | 'queue' | 'origins' | 'env'>,
  posting: { id: string; organizationId: string; title: string },
  email: string,
  earlier: EarlierApplication | null,
  /** The address the candidate's browser used (else the default). */
  baseUrl = deps.origins.defaultBaseUrl(),
): Promise<void> {
  if (!earlier) return;
  const db = deps.db;
  const to = normalizeEmail(email);
  if (!(await spendPublicMail(deps, to))) return;
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
        length: await earlierLength(db, earlier.id),
      });
  const sender = await candidateMailSender({ db }, employerOfPosting(posting), undefined, baseUrl);
  await deps.queue.send(sendMailJob, { to, ...brandedMail(sender, mail), interviewId: earlier.id });
}

/** The earlier interview's length: it keeps its own plan version to the end. */
async function earlierLength(db: AppDeps['database']['db'], interviewId: string) {
  const [row] = await db
    .select({ planVersionId: interviews.planVersionId })
    .from(interviews)
    .where(eq(interviews.id, interviewId));
  return interviewLength(await loadPlanTiming({ db }, row?.planVersionId ?? null));
}
