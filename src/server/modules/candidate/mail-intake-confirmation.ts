import { CONTINUE_LINK_DAYS, normalizeEmail } from '../../../core/applications.ts';
import type { UseCaseContext } from '../../deps.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';
import { candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { employerOfPosting } from '../employers/employer-key.ts';
import { spendPublicMail } from '../mail-limits/spend-public-mail.ts';
import { composeTemplatedMail } from '../mail-templates/compose-templated-mail.ts';
import { issueContinueLink } from './continue-link.ts';

/**
 * The intake confirmation (docs/decisions/0043): the organization's "Interview started" mail with
 * the one "continue your application" link of docs/decisions/0028 — single use, CONTINUE_LINK_DAYS
 * long, only while the interview is unfinished — so a candidate who closes the browser can carry
 * on, on any device. Anyone can type any address at intake, so it is capped per recipient like
 * every public mail (its own budget, so it never uses up the notes' one); past the cap nothing is sent and the answer to the browser is unchanged.
 */
export async function mailIntakeConfirmation(
  deps: UseCaseContext<'db' | 'queue' | 'env'>,
  posting: { id: string; organizationId: string; title: string },
  interviewId: string,
  email: string,
  baseUrl: string,
): Promise<void> {
  const db = deps.db;
  const to = normalizeEmail(email);
  if (!(await spendPublicMail(deps, to, 'intake-confirmation'))) return;
  const sender = await candidateMailSender({ db }, employerOfPosting(posting), undefined, baseUrl);
  const mail = await composeTemplatedMail({ db }, sender, posting.organizationId, 'confirmation', {
    jobTitle: posting.title,
    continueLink: await issueContinueLink(db, interviewId, baseUrl),
    continueDays: String(CONTINUE_LINK_DAYS),
  });
  await deps.queue.send(sendMailJob, { to, ...mail, interviewId });
}
